import { SAVED_SEARCH_NAME_MAX } from '@convive/sdk';

/** The two texts a name check may give, as both the save dialog's and the rename form's catalogs word them. */
export interface SearchNameTexts {
  nameRequired: string;
  nameTooLong: (max: number) => string;
}

/**
 * What is wrong with a saved search's name before it is sent (blank, or longer than the API takes),
 * or null. The save dialog and the dashboard's rename form check it alike; the server checks again.
 */
export function searchNameProblem(name: string, texts: SearchNameTexts): string | null {
  const trimmed = name.trim();
  if (!trimmed) return texts.nameRequired;
  if (trimmed.length > SAVED_SEARCH_NAME_MAX) return texts.nameTooLong(SAVED_SEARCH_NAME_MAX);
  return null;
}
