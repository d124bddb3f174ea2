/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (a paint, a
 * tap), so a long start is several short tasks (main.tsx, start.tsx).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
