import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale, consumerTypeErrors } from '../../../scripts/lib/consumerTypes.mjs';

/*
 * The widgets as partners compile them: test/consumer/consumer.tsx type-checked against the built
 * declarations (dist, not the `source` condition) under strictest-like options, with a bundler's
 * resolution and with Node's (node16/nodenext need the `.js` extensions scripts/dts-extensions.mjs
 * gives the declarations' relative imports; without them the types silently become `any`).
 */

const widgets = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the built declarations under a strict consumer tsconfig', () => {
  // `npm test` builds them first (the pack check's prepack); run alone, the test builds them when
  // they are missing or older than the sources.
  beforeAll(() => buildIfStale(widgets, 'build:lib'), 180_000);

  let results: ReturnType<typeof consumerTypeErrors> | undefined;
  const both = () => {
    results ??= consumerTypeErrors(widgets);
    return results;
  };

  it('compile with moduleResolution bundler', { timeout: 60_000 }, async () => {
    expect((await both())[0]).toBe('');
  });

  it('compile with moduleResolution nodenext', { timeout: 60_000 }, async () => {
    expect((await both())[1]).toBe('');
  });
});
