import type { ProfileCopy } from './es';

export const en: ProfileCopy = {
  documentTitle: 'My profile · Convive',
  title: 'My profile',
  description: 'Your personal details and your profile picture.',
  picture: {
    change: 'Change profile picture',
    title: 'Profile picture',
    hint: 'JPG, PNG, GIF or WEBP up to 5 MB. We will crop it to a 512 × 512 px square.',
    processing: 'Processing...',
    chooseAnother: 'Choose another picture',
    changeShort: 'Change picture',
    discardNew: 'Discard new picture',
    remove: 'Remove picture',
    previewNote: 'Preview: the new picture will be saved when you press “Save changes”.',
    removeNote: 'The picture will be removed when you press “Save changes”.',
    conversionFailure: 'The image could not be processed. Try another one.',
  },
  email: 'Email',
  birthDate: 'Date of birth',
  birthDatePlaceholder: 'dd/mm/yyyy',
  birthDateHint: 'Day/month/year, for example 24/05/1995.',
  bio: 'About me',
  bioPlaceholder:
    'Tell us a little about yourself: what you do, your hobbies, how you like to share a home...',
  bioCount: (count: number, max: number) => `${count}/${max} characters`,
  cancel: 'Cancel',
  save: 'Save changes',
};
