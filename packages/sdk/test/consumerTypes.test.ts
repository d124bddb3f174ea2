import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale, consumerTypeErrors } from '../../../scripts/lib/consumerTypes.mjs';

/*
 * The sdk as partners compile it: test/consumer/consumer.ts type-checked against the built
 * declarations (dist, not the `source` condition) under strictest-like options, with a bundler's
 * resolution and with Node's. The package's own tsconfig is looser (no exactOptionalPropertyTypes),
 * so a declaration that only breaks under the stricter options is invisible to `npm run typecheck`.
 */

const sdk = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the built declarations under a strict consumer tsconfig', () => {
  // `npm test` builds them first (the pack check's prepack); run alone, the test builds them when
  // they are missing or older than the sources.
  beforeAll(() => buildIfStale(sdk, 'build'), 180_000);

  let results: ReturnType<typeof consumerTypeErrors> | undefined;
  const both = () => {
    results ??= consumerTypeErrors(sdk);
    return results;
  };

  it('compile with moduleResolution bundler', { timeout: 60_000 }, async () => {
    expect((await both())[0]).toBe('');
  });

  it('compile with moduleResolution nodenext', { timeout: 60_000 }, async () => {
    expect((await both())[1]).toBe('');
  });
});
