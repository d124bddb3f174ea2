/**
 * Dev-mode warnings of the <convive-…> elements: a partner's misconfiguration is said in the console
 * instead of failing silently. Every caller guards with `process.env.NODE_ENV !== 'production'`, so
 * a production build (the embed defines it) drops this module.
 */
import { readJsonAttribute } from './jsonAttribute';
import { ELEMENT_REGISTRY, type ElementAttribute, type ElementTag, type JsonShape } from './registry';

/** What a JSON attribute of each shape takes, as the warnings say it. */
const JSON_SHAPE_TEXT: Record<JsonShape, string> = {
  object: 'a JSON object (`{…}`)',
  images: 'a JSON list of images (the API `Image[]`: `[{"id":1,"image":"https://…"}]`)',
};

/** Each message once per element (an attribute set twice to the same bad value warns once). */
const said = new WeakMap<object, Set<string>>();

function warnOnce(subject: object, message: string): void {
  let messages = said.get(subject);
  if (!messages) {
    messages = new Set();
    said.set(subject, messages);
  }
  if (messages.has(message)) return;
  messages.add(message);
  console.warn(`Convive: ${message}`);
}

/** What is wrong with `value` for `attribute` (null: nothing, or the attribute is absent). */
export function attributeValueProblem(attribute: ElementAttribute, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (attribute.values && !attribute.values.includes(value)) {
    const allowed = attribute.values.map((v) => `'${v}'`).join(', ');
    const fallback = attribute.default === undefined ? '' : ` '${attribute.default}' is used instead`;
    return `unknown value '${value}' for \`${attribute.name}\` (one of ${allowed});${fallback}.`;
  }
  if (attribute.type === 'number' && !Number.isFinite(Number(value))) {
    return `\`${attribute.name}\`='${value}' is not a number; it is ignored.`;
  }
  if (attribute.type === 'json') {
    // The element's own reading of the value (./jsonAttribute.ts): warned about exactly when dropped.
    const reading = readJsonAttribute(attribute, value);
    if (reading.ok) return null;
    if (reading.reason === 'syntax' || !attribute.shape) {
      return `\`${attribute.name}\` is not valid JSON; it is ignored.`;
    }
    return `\`${attribute.name}\` is not ${JSON_SHAPE_TEXT[attribute.shape]}; it is ignored.`;
  }
  return null;
}

/** The required attributes `element` lacks. */
export function missingAttributes(tag: ElementTag, element: Element): string[] {
  const attributes: readonly ElementAttribute[] = ELEMENT_REGISTRY[tag].attributes;
  const missing = attributes
    .filter((attribute) => attribute.required && !element.getAttribute(attribute.name))
    .map((attribute) => attribute.name);
  // The gallery needs no API for its own `images`, but does to load a listing's.
  if (
    tag === 'convive-room-gallery' &&
    !element.getAttribute('images') &&
    (element.getAttribute('property-id') || element.getAttribute('room-id')) &&
    !element.getAttribute('api-base')
  ) {
    missing.push('api-base');
  }
  return missing;
}

/** What a gallery lacks to show anything: its `images`, or a listing to load them from. */
function galleryWithoutImages(tag: ElementTag, element: Element): boolean {
  return (
    tag === 'convive-room-gallery' &&
    !['images', 'property-id', 'room-id'].some((name) => element.getAttribute(name))
  );
}

/** Warns about every missing required attribute and every bad value of `element`. */
export function warnAboutAttributes(tag: ElementTag, element: Element): void {
  for (const name of missingAttributes(tag, element)) {
    const consequence =
      name === 'api-base'
        ? 'its calls would go to this page’s own origin'
        : 'it renders nothing until it is set';
    warnOnce(element, `<${tag}> has no \`${name}\` attribute: ${consequence}.`);
  }
  if (galleryWithoutImages(tag, element)) {
    warnOnce(
      element,
      `<${tag}> has no \`images\`, \`property-id\` or \`room-id\` attribute: it shows no images until one is set.`,
    );
  }
  for (const attribute of ELEMENT_REGISTRY[tag].attributes as readonly ElementAttribute[]) {
    warnAboutValue(tag, element, attribute, element.getAttribute(attribute.name));
  }
}

export function warnAboutValue(
  tag: ElementTag,
  element: Element,
  attribute: ElementAttribute,
  value: string | null,
): void {
  const problem = attributeValueProblem(attribute, value);
  if (problem) warnOnce(element, `<${tag}>: ${problem}`);
}

/** A grid's `search-from` is no CSS selector: no bar drives it. */
export function warnAboutSearchSource(element: Element, selector: string): void {
  warnOnce(
    element,
    `<${element.localName}>: \`search-from\`='${selector}' is not a CSS selector; no search bar drives the grid.`,
  );
}

/** A JSON property set to a value with no JSON text (a cycle, a BigInt): it is dropped. */
export function warnAboutUnwritableValue(
  tag: ElementTag,
  element: Element,
  attribute: ElementAttribute,
): void {
  warnOnce(
    element,
    `<${tag}>: \`${attribute.prop}\` was set to a value that cannot be written as JSON; it is ignored.`,
  );
}

/** A gallery's `property-id` or `room-id` names no listing the API knows (it shows no images). */
export function warnAboutMissingListing(
  tag: ElementTag,
  element: Element,
  attribute: string,
  id: number,
): void {
  warnOnce(
    element,
    `<${tag}>: the API knows no listing \`${attribute}\`=${id}; the gallery shows no images.`,
  );
}

/**
 * `fetch` that warns the first time the API cannot be reached at all (a wrong `api-base`, the server
 * down, or CORS refusing this page's origin): the element itself only shows its error state.
 */
export function warningFetch(tag: ElementTag, apiBase: string, fetcher: () => typeof fetch): typeof fetch {
  const subject = {};
  return async (input, init) => {
    try {
      return await fetcher()(input, init);
    } catch (error) {
      // An aborted call (the element unmounted or searched again) is not a failure.
      if (error instanceof Error && error.name === 'AbortError') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      warnOnce(
        subject,
        `<${tag}> could not reach its API at ${apiBase || '(no api-base: this page’s origin)'} (${reason}). ` +
          "Check `api-base` (it includes '/api'), that the server is up, and that it answers this page's origin (CORS).",
      );
      throw error;
    }
  };
}
