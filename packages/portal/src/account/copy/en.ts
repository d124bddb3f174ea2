import type { AccountCopy } from './es';

export const en: AccountCopy = {
  fields: {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    phoneOptional: 'Phone (optional)',
    password: 'Password',
    confirmPassword: 'Confirm password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  checklist: {
    label: 'Password requirements',
    met: ' (met)',
    pending: ' (not met yet)',
    length: (n: number) => `At least ${n} characters`,
    notNumeric: 'Not only numbers',
    notRepeated: 'Not one character repeated',
    notSimilar: 'Not similar to your name or email',
    notCommon: 'Not a common password',
  },
  country: {
    none: 'No country',
    button: (name: string) => `Phone country: ${name}`,
    search: 'Search country',
    searchPlaceholder: 'Search country or code...',
    list: 'Countries',
    empty: 'No matching countries',
  },
  google: {
    or: 'or',
    continue: 'Continue with Google',
    fallback: "If Google's window does not open, use this button:",
  },
};
