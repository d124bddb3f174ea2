import type { AccessCopy } from './es';

export const en: AccessCopy = {
  favorite: {
    title: 'Log in to save favourites',
    text: "Save the homes you like and find them in your dashboard. As soon as you're in, we'll add this one to your favourites.",
  },
  signIn: 'Log in',
  register: 'Create an account',
  enquiry: {
    signIn: 'Log in',
    or: ' or ',
    register: 'create an account',
    kept: ': what you have written will still be here when you come back.',
  },
  landlordListing: 'To request visits or contact other landlords, use a tenant account.',
  tenantOnly: {
    title: 'This section is for tenants only',
    text: 'With your landlord account, manage your listings and the applications you receive from your dashboard.',
  },
  landlordOnly: {
    title: 'This section is for landlords only',
    text: 'To publish and manage homes, use a landlord account.',
  },
};
