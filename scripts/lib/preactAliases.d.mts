/** React's entry points resolved to Preact's (preact/compat), as Vite aliases. */
export declare const PREACT_ALIASES: { find: RegExp; replacement: string }[];
