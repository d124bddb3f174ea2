import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { isStale } from '../../../scripts/lib/freshness.mjs';

/*
 * The widgets as partners compile them: test/consumer/consumer.tsx type-checked against the built
 * declarations (dist, not the `source` condition) under strictest-like options, with a bundler's
 * resolution and with Node's (node16/nodenext need the `.js` extensions scripts/dts-extensions.mjs
 * gives the declarations' relative imports; without them the types silently become `any`).
 */

const widgets = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const run = promisify(execFile);

/** tsc's diagnostics for one fixture tsconfig, or '' when it compiles. */
async function typeErrors(config: string): Promise<string> {
  try {
    await run(process.execPath, [tsc, '--noEmit', '-p', join(widgets, 'test/consumer', config)], {
      cwd: widgets,
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}` || String(error);
  }
}

describe('the built declarations under a strict consumer tsconfig', () => {
  // `npm test` builds them first (the pack check's prepack); run alone, the test builds them when
  // they are missing or older than the sources.
  beforeAll(async () => {
    if (isStale(join(widgets, 'dist/index.d.ts'), [join(widgets, 'src')]))
      await run('npm', ['run', 'build:lib'], { cwd: widgets });
  }, 180_000);

  // Both at once: each tsc is a few seconds, mostly spent reading React's and zod's declarations.
  let results: Promise<[string, string]> | undefined;
  const both = () => {
    results ??= Promise.all([typeErrors('tsconfig.bundler.json'), typeErrors('tsconfig.nodenext.json')]);
    return results;
  };

  it('compile with moduleResolution bundler', { timeout: 60_000 }, async () => {
    expect((await both())[0]).toBe('');
  });

  it('compile with moduleResolution nodenext', { timeout: 60_000 }, async () => {
    expect((await both())[1]).toBe('');
  });
});
