/** True for null, undefined and text that is empty once trimmed (the forms' 'required' check). */
export const isBlank = (value: unknown): boolean => value == null || String(value).trim() === '';
