// Is a build output older than its sources? Shared by `npm start` (scripts/start.mjs) and the browser
// tests (examples/e2e/setup.ts), so both rebuild exactly when a source changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time (ms) under `paths`, skipping tests, stories, dist and node_modules. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
      return;
    }
    if (/\.(test|stories)\.tsx?$/.test(path)) return;
    newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(path);
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return statSync(output).mtimeMs < newestMtime(sources);
}

/** The sources the portal's build depends on (its own, the widgets' and the sdk's). */
export function portalSources(root) {
  const portal = join(root, 'packages', 'portal');
  return [
    join(portal, 'src'),
    join(portal, 'index.html'),
    join(portal, 'vite.config.ts'),
    join(portal, 'package.json'),
    join(root, 'packages', 'widgets', 'src'),
    join(root, 'packages', 'sdk', 'src'),
  ];
}

/** The sources the partner embed (packages/widgets/dist/embed) is built from. */
export function embedSources(root) {
  const widgets = join(root, 'packages', 'widgets');
  return [
    join(widgets, 'src'),
    join(widgets, 'package.json'),
    join(widgets, 'vite.embed.config.ts'),
    join(root, 'packages', 'sdk', 'src'),
    join(root, 'packages', 'sdk', 'package.json'),
  ];
}
