import { ELEMENT_REGISTRY, type ElementDefinition, type ElementTag } from './registry';

/** The parts of the Custom Elements Manifest schema 1.0.0 this package writes. */
export interface CustomElementsManifest {
  schemaVersion: '1.0.0';
  readme: string;
  modules: ManifestModule[];
}

export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations: ManifestElement[];
  exports: {
    kind: 'custom-element-definition';
    name: string;
    declaration: { name: string; module: string };
  }[];
}

export interface ManifestElement {
  kind: 'class';
  name: string;
  customElement: true;
  tagName: string;
  description: string;
  attributes: {
    name: string;
    fieldName: string;
    type: { text: string };
    description: string;
    default?: string;
  }[];
  events: { name: string; type: { text: string }; description: string }[];
}

const TYPE_TEXT = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' } as const;

/** `convive-property-grid` → `ConvivePropertyGridElement`. */
function classNameOf(tag: string): string {
  return `${tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Element`;
}

function moduleOf(tag: ElementTag, definition: ElementDefinition): ManifestModule {
  const path = `src/elements/${tag}.tsx`;
  const name = classNameOf(tag);
  return {
    kind: 'javascript-module',
    path,
    declarations: [
      {
        kind: 'class',
        name,
        customElement: true,
        tagName: tag,
        description: definition.description,
        attributes: definition.attributes.map((attribute) => ({
          name: attribute.name,
          fieldName: attribute.prop,
          type: { text: TYPE_TEXT[attribute.type] },
          description: attribute.description,
          ...(attribute.default !== undefined ? { default: attribute.default } : {}),
        })),
        events: definition.events.map((event) => ({
          name: event.name,
          type: { text: `CustomEvent<${event.detail}>` },
          description: event.description,
        })),
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name, module: path } }],
  };
}

/** The manifest of every registry element (editors read it for completion and hover docs). */
export function buildCustomElementsManifest(
  registry: Record<ElementTag, ElementDefinition> = ELEMENT_REGISTRY,
): CustomElementsManifest {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: (Object.keys(registry) as ElementTag[]).map((tag) => moduleOf(tag, registry[tag])),
  };
}

/** The manifest as written to `custom-elements.json` (two-space JSON, final newline). */
export function customElementsManifestText(): string {
  return `${JSON.stringify(buildCustomElementsManifest(), null, 2)}\n`;
}

/** The README's table of elements, generated from the registry. */
export function elementsMarkdownTable(
  registry: Record<ElementTag, ElementDefinition> = ELEMENT_REGISTRY,
): string {
  const rows = (Object.keys(registry) as ElementTag[]).map((tag) => {
    const { attributes, events } = registry[tag];
    const attrs = attributes.map((a) => `\`${a.name}\``).join(', ');
    const evts = events.length > 0 ? events.map((e) => `\`${e.name}\``).join(', ') : '—';
    return `| \`<${tag}>\` | ${attrs} | ${evts} |`;
  });
  return ['| element | attributes | events |', '|---|---|---|', ...rows].join('\n');
}
