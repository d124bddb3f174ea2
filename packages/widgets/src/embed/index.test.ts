import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ELEMENT_REGISTRY, ELEMENT_TAGS, type ElementTag } from '../elements/registry';

// The embed starts watching when imported: the loaders are spied on first, and answer without
// loading React (the elements' own tests cover what they render).
const loads = {} as Record<ElementTag, MockInstance>;
beforeAll(() => {
  for (const tag of ELEMENT_TAGS)
    loads[tag] = vi.spyOn(ELEMENT_REGISTRY[tag], 'load').mockResolvedValue(undefined as never);
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  for (const tag of ELEMENT_TAGS) for (const element of document.querySelectorAll(tag)) element.remove();
});

const calledTags = () => ELEMENT_TAGS.filter((tag) => loads[tag].mock.calls.length > 0);

describe('embed entry', () => {
  it('loads only the elements on the page when it runs', async () => {
    document.body.innerHTML =
      '<main><convive-search-bar></convive-search-bar><convive-property-grid></convive-property-grid></main>';
    await import('./index');
    // Unbuilt there is no chunk map: each element loads through the registry's loader.
    await waitFor(() => expect(calledTags()).toEqual(['convive-search-bar', 'convive-property-grid']));
  });

  it('lists the registry tags, in registry order, without importing the registry', async () => {
    const entry = await import('./index');
    expect(entry.ELEMENT_TAGS).toEqual(ELEMENT_TAGS);
    const source = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    // Only types from the shared modules: a value import would make the entry wait for their chunk.
    const imports = [...source.matchAll(/^import (?!type )[^;]+from '([^']+)';/gm)].map((m) => m[1]);
    expect(imports).toEqual(['./chunkMap', './prefetch', './reserve']);
  });

  it('loads an element added later, once per tag', async () => {
    document.body.append(document.createElement('convive-enquiry-form'));
    await waitFor(() => expect(loads['convive-enquiry-form']).toHaveBeenCalledTimes(1));
    const nested = document.createElement('div');
    nested.innerHTML =
      '<convive-enquiry-form></convive-enquiry-form><convive-search-bar></convive-search-bar>';
    document.body.append(nested);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads['convive-enquiry-form']).toHaveBeenCalledTimes(1);
    expect(loads['convive-search-bar']).toHaveBeenCalledTimes(1);
    expect(calledTags()).toEqual(['convive-search-bar', 'convive-property-grid', 'convive-enquiry-form']);
  });

  it('exports defineConviveElements, which loads the given tags', async () => {
    const { defineConviveElements } = await import('./index');
    await defineConviveElements(['convive-notification-bell']);
    expect(loads['convive-notification-bell']).toHaveBeenCalledTimes(1);
    expect(loads['convive-room-gallery']).not.toHaveBeenCalled();
  });

  it('watches a document of its own with watchConviveElements', async () => {
    const { watchConviveElements } = await import('./index');
    const other = document.implementation.createHTMLDocument('partner');
    const stop = watchConviveElements(other);
    other.body.append(other.createElement('convive-room-gallery'));
    await waitFor(() => expect(loads['convive-room-gallery']).toHaveBeenCalledTimes(1));
    stop();
    expect(loads['convive-visit-scheduler']).not.toHaveBeenCalled();
  });
});
