import './styles/global.css';

/*
 * The app starts in stages, each evaluated in a task of its own: evaluating its modules at once was
 * one task of ~60 ms on a fast desktop (~240 ms on a phone), during which a tap or a scroll waited.
 * Each stage's modules are fetched with the entry (their files are preloaded: routePreloads.ts);
 * a stage only runs the code of the modules it needs that are not yet running.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await import('./boot/framework');
await nextTask();
await import('./boot/schemas');
await nextTask();
await import('./boot/contract');
await nextTask();
(await import('./boot/formats')).warmFormats();
await nextTask();
await import('./start');
