/** A dictionary of the sdk's own texts: each exact Spanish text and its translation. */
export type Messages = Readonly<Record<string, string>>;
