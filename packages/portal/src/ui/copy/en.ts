import type { UiCopy } from './es';

export const en: UiCopy = {
  loading: 'Loading...',
  retry: 'Try again',
  cancel: 'Cancel',
  clearSearch: 'Clear search',
  openFailed: 'This could not be opened. Check your connection and try again.',
  needsScript: {
    login: 'Signing in needs JavaScript. Turn it on in your browser and reload the page.',
    register: 'Creating an account needs JavaScript. Turn it on in your browser and reload the page.',
    form: 'Sending this form needs JavaScript. Turn it on in your browser and reload the page.',
    contact: 'Writing to the landlord needs JavaScript. Turn it on in your browser and reload the page.',
  },
};
