import './styles/global.css';
import { nextTask } from './boot/nextTask';

/*
 * The app starts in stages, each evaluated in a task of its own: evaluating its modules at once was
 * one task of ~60 ms on a fast desktop (~240 ms on a phone), during which a tap or a scroll waited.
 * Each stage's modules are fetched with the entry (their files are preloaded: routePreloads.ts);
 * a stage only runs the code of the modules it needs that are not yet running.
 */
await import('./boot/framework');
await nextTask();
// The contract's zod schemas, built a few modules at a time (each stage ~5–15 ms on a phone).
await import('./boot/zod');
await nextTask();
await import('./boot/vocabularies');
await nextTask();
await import('./boot/user');
await nextTask();
await import('./boot/room');
await nextTask();
await import('./boot/property');
await nextTask();
await import('./boot/exchanges');
await nextTask();
await import('./boot/requests');
await nextTask();
await import('./boot/contract');
await nextTask();
for (const warm of (await import('./boot/formats')).FORMAT_WARMERS) {
  warm();
  await nextTask();
}
// The app's own modules, a few at a time, before the start that uses them.
await import('./boot/client');
await nextTask();
await import('./boot/providers');
await nextTask();
await import('./boot/routes');
await nextTask();
await import('./start');
