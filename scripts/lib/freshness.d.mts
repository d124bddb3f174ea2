export function newestMtime(paths: readonly string[]): number;
export function isStale(output: string, sources: readonly string[]): boolean;
export function portalSources(root: string): string[];
export function embedSources(root: string): string[];
