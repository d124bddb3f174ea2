/**
 * Generates src/elements/types.ts from the element registry: one `Convive…Element` interface per tag
 * (its properties typed, `addEventListener` typed per event), the `HTMLElementTagNameMap` and
 * `GlobalEventHandlersEventMap` entries, each element's attributes as written in HTML/JSX, and the
 * `detail` of every `convive-*` event. `npm run cem -w @convive/widgets` writes it; a test fails when
 * the committed file is stale, and a type test checks each element's properties against the props its
 * component reads.
 */
import {
  ELEMENT_REGISTRY,
  type ElementAttribute,
  type ElementDefinition,
  type ElementTag,
} from '../src/elements/registry';

/** The property type of each `json` attribute (every other type is its registry type). */
export const JSON_PROPERTY_TYPES: Readonly<Record<string, string>> = {
  filters: 'PropertyFilters',
  images: 'readonly Image[]',
};

/** The only values an attribute takes, when the registry lists them (`view`: 'grid' | 'list'). */
function valuesOf(attribute: ElementAttribute): readonly string[] | undefined {
  const { values } = attribute as { values?: readonly string[] };
  return values && values.length > 0 ? values : undefined;
}

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

/** The TypeScript text of an attribute's property (what `element.prop = …` takes). */
export function propertyTypeOf(attribute: ElementAttribute): string {
  if (attribute.type === 'json') return JSON_PROPERTY_TYPES[attribute.prop] ?? 'unknown';
  const values = valuesOf(attribute);
  return attribute.type === 'string' && values ? union(values) : attribute.type;
}

/** The TypeScript text of an attribute's value in HTML or JSX: a string, or one of its values. */
export function attributeTypeOf(attribute: ElementAttribute): string {
  const values = valuesOf(attribute);
  return values ? union(values) : 'string';
}

/** `convive-property-grid` → `ConvivePropertyGrid`. */
export function pascalCaseOf(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** `convive-property-grid` → `ConvivePropertyGridElement`, the class name of the manifest too. */
export function elementInterfaceOf(tag: string): string {
  return `${pascalCaseOf(tag)}Element`;
}

/** A property key as written in a type: quoted only when it is not an identifier. */
function keyOf(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
}

/** The capitalised identifiers a type text names (`CustomEvent<PropertyFilters>` → PropertyFilters). */
function typeNamesIn(text: string): string[] {
  const withoutStrings = text.replace(/'[^']*'/g, '');
  return [...withoutStrings.matchAll(/\b[A-Z][A-Za-z0-9]*\b/g)].map((match) => match[0]);
}

function doc(text: string, indent: string): string {
  return `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;
}

function attributeDoc(attribute: ElementAttribute): string {
  const defaultText = attribute.default !== undefined ? `; default \`${attribute.default}\`` : '';
  const required = (attribute as { required?: boolean }).required ? ' Required.' : '';
  return `${attribute.description} Attribute \`${attribute.name}\`${defaultText}.${required}`;
}

/** Every event once, by name; two elements may share an event only with the same detail. */
function eventsOf(registry: Record<ElementTag, ElementDefinition>): Map<string, string> {
  const details = new Map<string, string>();
  for (const definition of Object.values(registry) as ElementDefinition[]) {
    for (const event of definition.events) {
      const known = details.get(event.name);
      if (known !== undefined && known !== event.detail) {
        throw new Error(`${event.name} has two detail types: ${known} and ${event.detail}`);
      }
      details.set(event.name, event.detail);
    }
  }
  return details;
}

function eventsInterface(tag: ElementTag, definition: ElementDefinition): string {
  const name = `${pascalCaseOf(tag)}Events`;
  const head = `/** The events \`<${tag}>\` dispatches (bubbling and composed: a listener on \`document\` hears them). */`;
  if (definition.events.length === 0) return `${head}\nexport type ${name} = Record<never, never>;`;
  const members = definition.events.flatMap((event) => [
    doc(event.description, '  '),
    `  '${event.name}': CustomEvent<ConviveEventDetailMap['${event.name}']>;`,
  ]);
  return [head, `export interface ${name} {`, ...members, '}'].join('\n');
}

function elementInterface(tag: ElementTag, definition: ElementDefinition): string {
  const name = elementInterfaceOf(tag);
  const events = `${name}EventMap`;
  const properties = definition.attributes.flatMap((attribute) => [
    doc(attributeDoc(attribute), '  '),
    `  ${keyOf(attribute.prop)}?: ${propertyTypeOf(attribute)};`,
  ]);
  return [
    `/** The events of a \`<${tag}>\`: an element's own and its \`convive-*\` events. */`,
    `export interface ${events} extends HTMLElementEventMap, ${pascalCaseOf(tag)}Events {}`,
    '',
    `/** \`<${tag}>\`: ${definition.description} */`,
    `export interface ${name} extends HTMLElement {`,
    ...properties,
    `  addEventListener<K extends keyof ${events}>(`,
    '    type: K,',
    `    listener: (this: ${name}, event: ${events}[K]) => unknown,`,
    '    options?: boolean | AddEventListenerOptions,',
    '  ): void;',
    '  addEventListener(',
    '    type: string,',
    '    listener: EventListenerOrEventListenerObject,',
    '    options?: boolean | AddEventListenerOptions,',
    '  ): void;',
    `  removeEventListener<K extends keyof ${events}>(`,
    '    type: K,',
    `    listener: (this: ${name}, event: ${events}[K]) => unknown,`,
    '    options?: boolean | EventListenerOptions,',
    '  ): void;',
    '  removeEventListener(',
    '    type: string,',
    '    listener: EventListenerOrEventListenerObject,',
    '    options?: boolean | EventListenerOptions,',
    '  ): void;',
    '}',
  ].join('\n');
}

function attributesMember(tag: ElementTag, definition: ElementDefinition): string {
  const members = definition.attributes.flatMap((attribute) => [
    doc(attributeDoc(attribute), '    '),
    `    ${keyOf(attribute.name)}?: ${attributeTypeOf(attribute)};`,
  ]);
  return [`  '${tag}': {`, ...members, '  };'].join('\n');
}

/**
 * The text of src/elements/types.ts, before Biome formats it (the `cem` script writes it and runs
 * `biome format`; the staleness test compares the two ignoring layout).
 */
export function elementTypesText(registry: Record<ElementTag, ElementDefinition> = ELEMENT_REGISTRY): string {
  const tags = Object.keys(registry) as ElementTag[];
  const details = eventsOf(registry);
  const sdkTypes = new Set<string>();
  for (const detail of details.values()) for (const type of typeNamesIn(detail)) sdkTypes.add(type);
  for (const tag of tags) {
    for (const attribute of registry[tag].attributes) {
      for (const type of typeNamesIn(propertyTypeOf(attribute))) sdkTypes.add(type);
    }
  }
  const imports = [...sdkTypes].sort((a, b) => a.localeCompare(b));
  const importLine = `import type { ${imports.join(', ')} } from '@convive/sdk';`;

  const detailMembers = [...details].map(([event, detail]) => `  '${event}': ${detail};`);

  return `${[
    '// Generated from ELEMENT_REGISTRY by `npm run cem -w @convive/widgets` (scripts/element-types.ts):',
    '// do not edit. A test fails when this file is stale.',
    '//',
    '// Types for pages and apps that use the <convive-…> elements: `document.createElement` and',
    '// `querySelector` answer the typed element, and `addEventListener` types `event.detail`.',
    importLine,
    '',
    '/** The `detail` of every `convive-*` event, by event name. */',
    'export interface ConviveEventDetailMap {',
    ...detailMembers,
    '}',
    '',
    '/** Every `convive-*` event as the `CustomEvent` it is. */',
    'export type ConviveEventMap = {',
    '  [Name in keyof ConviveEventDetailMap]: CustomEvent<ConviveEventDetailMap[Name]>;',
    '};',
    '',
    ...tags.flatMap((tag) => [
      eventsInterface(tag, registry[tag]),
      '',
      elementInterface(tag, registry[tag]),
      '',
    ]),
    '/** Every <convive-…> tag and its element. */',
    'export interface ConviveElementTagNameMap {',
    ...tags.map((tag) => `  '${tag}': ${elementInterfaceOf(tag)};`),
    '}',
    '',
    '/** The own events of each element, by tag. */',
    'export interface ConviveElementEvents {',
    ...tags.map((tag) => `  '${tag}': ${pascalCaseOf(tag)}Events;`),
    '}',
    '',
    '/** The attributes of each element as written in HTML or JSX: every value is a string (or one of a few). */',
    'export interface ConviveElementAttributes {',
    ...tags.map((tag) => attributesMember(tag, registry[tag])),
    '}',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap extends ConviveElementTagNameMap {}',
    '  interface GlobalEventHandlersEventMap extends ConviveEventMap {}',
    '}',
  ].join('\n')}\n`;
}
