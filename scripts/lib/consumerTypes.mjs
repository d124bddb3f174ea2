// A published package as partners compile it: its test/consumer fixtures type-checked with tsc
// against the built declarations (dist, not the `source` condition), under strictest-like options,
// with a bundler's resolution and with Node's. Shared by the sdk's and the widgets' consumer tests.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isStale } from './freshness.mjs';

const run = promisify(execFile);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Builds the package (`npm run <script>`) when dist/index.d.ts is missing or older than src. */
export async function buildIfStale(packageDir, script) {
  if (isStale(join(packageDir, 'dist/index.d.ts'), [join(packageDir, 'src')]))
    await run('npm', ['run', script], { cwd: packageDir });
}

/** tsc's diagnostics for one fixture tsconfig of test/consumer, or '' when it compiles. */
async function typeErrors(packageDir, config) {
  try {
    await run(process.execPath, [tsc, '--noEmit', '-p', join(packageDir, 'test/consumer', config)], {
      cwd: packageDir,
    });
    return '';
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}` || String(error);
  }
}

/** Both fixtures' diagnostics, checked at once (each tsc spends its seconds reading declarations). */
export function consumerTypeErrors(packageDir) {
  return Promise.all([
    typeErrors(packageDir, 'tsconfig.bundler.json'),
    typeErrors(packageDir, 'tsconfig.nodenext.json'),
  ]);
}
