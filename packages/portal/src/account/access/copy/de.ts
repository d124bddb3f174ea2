import type { AccessCopy } from './es';

export const de: AccessCopy = {
  favorite: {
    title: 'Melden Sie sich an, um Favoriten zu speichern',
    text: 'Speichern Sie die Wohnungen, die Sie interessieren, und finden Sie sie in Ihrem Dashboard wieder. Sobald Sie angemeldet sind, fügen wir diese zu Ihren Favoriten hinzu.',
  },
  signIn: 'Anmelden',
  register: 'Konto erstellen',
  enquiry: {
    signIn: 'Melden Sie sich an',
    or: ' oder ',
    register: 'erstellen Sie ein Konto',
    kept: ' – Ihre Nachricht bleibt hier, bis Sie zurückkommen.',
  },
  landlordListing:
    'Um Besichtigungen anzufragen oder andere Vermieter zu kontaktieren, verwenden Sie ein Mieterkonto.',
  tenantOnly: {
    title: 'Dieser Bereich ist nur für Mieter',
    text: 'Mit Ihrem Vermieterkonto verwalten Sie Ihre Anzeigen und die erhaltenen Anfragen im Dashboard.',
  },
  landlordOnly: {
    title: 'Dieser Bereich ist nur für Vermieter',
    text: 'Um Wohnungen zu veröffentlichen und zu verwalten, verwenden Sie ein Vermieterkonto.',
  },
};
