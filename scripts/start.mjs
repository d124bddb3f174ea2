#!/usr/bin/env node
// `npm start`. The API server (issue #3) and the portal (issues #5 and #6) are not built yet, so
// for now this builds what exists, the sdk, and says so plainly instead of pretending to serve.
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '-w', '@convive/sdk'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(
  '\nBuilt @convive/sdk (packages/sdk/dist).\n' +
    'There is nothing to serve yet: the API server and the portal that will answer on\n' +
    'http://localhost:8080 are still to be built (see README, "State of the project").',
);
