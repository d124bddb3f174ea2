import type { UiCopy } from './es';

export const en: UiCopy = {
  loading: 'Loading...',
  retry: 'Try again',
  cancel: 'Cancel',
  clearSearch: 'Clear search',
  openFailed: 'This could not be opened. Check your connection and try again.',
};
