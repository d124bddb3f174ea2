import { composeStories, setProjectAnnotations } from '@storybook/react';
import { waitFor } from '@testing-library/react';
import { version } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';

/**
 * Every story of the package is also a test: it renders through the same decorators as Storybook
 * (the fixture Convive, the locale), shows its `parameters.expectText`, and logs no console.error
 * (React's warnings, failed prop types, act() misuse and uncaught render errors all land there).
 * Stories added by any widget are picked up by the glob; nothing to register.
 */
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** What this test uses of a composed story (composeStories types its map per module, not by string). */
interface ComposedStory {
  run(): Promise<void>;
  load(): Promise<void>;
  parameters: { expectText?: string };
}
let mounted: ComposedStory | undefined;

// `run()` unmounts the previous story only when the next one runs; unmount after every test so no
// React root (and its timers) outlives its test. `load()` runs those same pending cleanups.
afterEach(async () => {
  await mounted?.load();
  mounted = undefined;
});

/** The text, or an accessible name or alt text, is somewhere in the document. */
function isOnScreen(text: string): boolean {
  if (document.body.textContent?.includes(text)) return true;
  return Array.from(document.body.querySelectorAll('[aria-label], [alt], [title]')).some((el) =>
    ['aria-label', 'alt', 'title'].some((name) => el.getAttribute(name)?.includes(text)),
  );
}

/**
 * The `<convive-…>` stories are written as a React 19 app writes the tags (properties and
 * `onconvive-…` listeners as props); React 18 writes props as attributes and drops those listeners,
 * and its apps use a `ref` instead (README, "React 18 and 19"). On React 18 those stories are left
 * out; the elements' own tests still run there.
 */
const REACT_19_ONLY = version.startsWith('18.') ? /^\.\/elements\// : null;
const files = Object.entries(modules)
  .filter(([path]) => !REACT_19_ONLY?.test(path))
  .sort(([a], [b]) => a.localeCompare(b));

if (files.length === 0) {
  it('finds no stories yet (nothing to run)', () => {
    expect(files).toEqual([]);
  });
}

for (const [path, module] of files) {
  const file = path.replace(/^\.\//, '');
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  for (const [name, story] of stories) {
    it(`${file} › ${name}`, async () => {
      const errors: unknown[][] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        errors.push(args);
      });
      try {
        mounted = story;
        await story.run();
        const { expectText } = story.parameters;
        if (expectText) {
          // Generous: stories answer from fixtures at once, but a loaded machine can be slow.
          await waitFor(
            () => {
              if (!isOnScreen(expectText)) throw new Error(`"${expectText}" is not on screen`);
            },
            { timeout: 3_000 },
          );
        }
        expect(errors.map((args) => args.map(String).join(' '))).toEqual([]);
      } finally {
        spy.mockRestore();
      }
    });
  }
}
