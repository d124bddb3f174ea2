export function buildIfStale(packageDir: string, script: string): Promise<void>;
export function consumerTypeErrors(packageDir: string): Promise<[bundler: string, nodenext: string]>;
