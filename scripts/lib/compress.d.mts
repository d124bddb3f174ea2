export function writePrecompressed(path: string): void;
