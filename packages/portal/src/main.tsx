import './styles/global.css';
import { nextTask } from './boot/nextTask';

/*
 * The app starts in stages, each evaluated in a task of its own: evaluating its modules at once was
 * one long task (longer still on a phone), during which a tap or a scroll waited.
 * Each stage's modules are fetched with the entry (their files are preloaded: routePreloads.ts);
 * a stage only runs the code of the modules it needs that are not yet running.
 */
await import('./boot/framework');
await nextTask();
// The contract's zod schemas, built a few modules at a time. (Each stage is a file of its own: the
// app's own modules are not staged, which split the start's chunk and cost every page ~9 KB gzip.)
await import('./boot/zod');
await nextTask();
await import('./boot/property');
await nextTask();
await import('./boot/contract');
await nextTask();
await import('./start');
