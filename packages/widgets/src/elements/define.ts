import { ELEMENT_REGISTRY, ELEMENT_TAGS, type ElementTag } from './registry';

/**
 * Loads and defines the given <convive-…> elements (default: all). Each element's code is its own
 * chunk; defining is idempotent, so calling this twice or alongside the embed loader is harmless.
 */
export async function defineConviveElements(tags: readonly ElementTag[] = ELEMENT_TAGS): Promise<void> {
  await Promise.all(tags.map((tag) => ELEMENT_REGISTRY[tag].load()));
}
