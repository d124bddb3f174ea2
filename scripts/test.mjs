#!/usr/bin/env node
// `npm test`: every check and test of the monorepo, in order, then one plain closing line
// "N passed, M failed" that CI reads (Vitest's own summary is not among the formats it knows).
//
// Steps: lint and format check (Biome) → type check of every workspace → pack check of the published
// packages (scripts/pack-check.mjs: each packed as a release packs it, its build included; the
// tarballs are kept for the browser test that builds three consumer apps from them) → every
// Vitest project but the browser ones (unit, component, story and server tests) → the widgets' tests
// on React 18 → the browser tests (Chromium). A failing step does not stop the later ones, so one run
// shows every problem; the exit code is non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = join(root, '.vitest-results.json');
let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test's file, name and first error line: printed again at the very end, where CI's tail shows it. */
const failedTests = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

/** Counts one step that is a check rather than a test suite (lint, types) as one test. */
function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

function vitest(label, args = [], env = {}) {
  rmSync(resultsFile, { force: true });
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${resultsFile}`],
    env,
  );
  if (!existsSync(resultsFile)) {
    failed += 1;
    if (ok) failures.push(`${label}: no results file`);
    return;
  }
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails without a failed test (it did not load, or a hook failed and its tests were
  // skipped) must still fail the run, and be counted.
  const brokenSuite = (suite) =>
    suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed');
  failed += results.testResults.filter(brokenSuite).length;
  for (const suite of results.testResults) {
    const file = suite.name.startsWith(root) ? suite.name.slice(root.length + 1) : suite.name;
    if (brokenSuite(suite)) {
      // Vitest's JSON has no message for a failed hook: its error is in the output above.
      const why = suite.message ? firstLine(suite.message) : 'failed outside its tests (a hook: see above)';
      failedTests.push(`${file}: ${why}`);
    }
    for (const test of suite.assertionResults) {
      if (test.status !== 'failed') continue;
      failedTests.push(`${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  if (results.numTotalTests === 0) {
    failed += 1;
    failures.push(`${label}: ran no test`);
  }
  rmSync(resultsFile, { force: true });
}

/** The first non-empty line of an error, without colour codes, at most 300 characters. */
function firstLine(text) {
  const line = stripVTControlCharacters(text ?? '')
    .split('\n')
    .find((l) => l.trim() !== '');
  return (line ?? '(no message)').trim().slice(0, 300);
}

check('Lint and format (biome check)', 'npx', ['biome', 'check', '.']);
/**
 * `npm run typecheck`, with the workspaces' checks side by side (as many as there are cores) instead
 * of one after another; each one's output is printed whole when it ends. One check in the count.
 */
async function typecheckWorkspaces() {
  const label = 'Type check (every workspace)';
  console.log(`\n▶ ${label}`);
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const pending = workspaces
    .map((dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')))
    .filter((manifest) => manifest.scripts?.typecheck)
    .map((manifest) => manifest.name);
  const failedWorkspaces = [];
  const worker = async () => {
    for (let name = pending.shift(); name; name = pending.shift()) {
      const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', name], { cwd: root });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const status = await new Promise((done) => child.on('close', done));
      console.log(`${status === 0 ? '✓' : '✗'} ${name}${output.trim() ? `\n${output.trim()}` : ''}`);
      if (status !== 0) failedWorkspaces.push(name);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  if (failedWorkspaces.length === 0) passed += 1;
  else {
    failed += 1;
    failures.push(`${label}: ${failedWorkspaces.join(', ')}`);
  }
}

await typecheckWorkspaces();
// Before Vitest: its build leaves a fresh packages/sdk/dist for the sdk's consumer type test.
check('Pack check (published packages: prepack build, files, manifest)', 'node', ['scripts/pack-check.mjs']);
// Unit, component, story and server tests first, all cores busy; then the browser tests on their
// own (a real server and Chromium per file), so neither starves the other of CPU.
vitest('Vitest: unit, component, story and server tests', [], { CONVIVE_E2E: 'skip' });
// The widgets' peer range starts at React 18: their tests again on React 18.3, a React warning failing.
vitest('Vitest: the widgets on React 18', ['-c', 'packages/widgets-react18/vitest.react18.config.ts']);
// One browser file at a time here: side by side (`npx vitest run --project e2e --project portal-e2e`
// does so) they save about three minutes, but some of their timed waits still fail on a busy machine.
vitest('Vitest: browser end-to-end tests (Chromium)', [
  '--project',
  'e2e',
  '--project',
  'portal-e2e',
  '--maxWorkers=1',
]);

console.log('');
for (const test of failedTests) console.log(`✗ ${test}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
