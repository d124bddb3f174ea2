import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { buildCustomElementsManifest, elementsMarkdownTable } from './custom-elements-manifest';
import { ELEMENT_REGISTRY, ELEMENT_TAGS, r2wcPropsOf } from './registry';

describe('custom elements manifest', () => {
  const manifest = buildCustomElementsManifest();
  const declarations = manifest.modules.flatMap((module) => module.declarations);

  it('declares every registry tag, attribute and event', () => {
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(declarations.map((d) => d.tagName)).toEqual(ELEMENT_TAGS);
    for (const declaration of declarations) {
      const definition = ELEMENT_REGISTRY[declaration.tagName as keyof typeof ELEMENT_REGISTRY];
      expect(declaration.customElement).toBe(true);
      expect(declaration.description).toBe(definition.description);
      expect(declaration.attributes.map((a) => a.name)).toEqual(definition.attributes.map((a) => a.name));
      expect(declaration.events.map((e) => e.name)).toEqual(definition.events.map((e) => e.name));
    }
  });

  it('names events with the convive- prefix and attributes in kebab-case', () => {
    for (const tag of ELEMENT_TAGS) {
      for (const event of ELEMENT_REGISTRY[tag].events) expect(event.name).toMatch(/^convive-[a-z-]+$/);
      for (const attribute of ELEMENT_REGISTRY[tag].attributes) {
        expect(attribute.name).toMatch(/^[a-z][a-z-]*$/);
        // r2wc derives the attribute from the prop: they must agree.
        expect(attribute.prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()).toBe(attribute.name);
      }
      expect(Object.keys(r2wcPropsOf(tag))).toHaveLength(ELEMENT_REGISTRY[tag].attributes.length);
    }
  });

  it('is the table of the README (`npm run cem -w @convive/widgets` writes it)', () => {
    expect(readme).toContain(
      `<!-- Generated from ELEMENT_REGISTRY (elementsMarkdownTable). -->\n${elementsMarkdownTable()}\n\n`,
    );
  });
});
