import type { ProfileCopy } from './es';

export const de: ProfileCopy = {
  documentTitle: 'Mein Profil · Convive',
  title: 'Mein Profil',
  description: 'Ihre persönlichen Daten und Ihr Profilbild.',
  picture: {
    change: 'Profilbild ändern',
    title: 'Profilbild',
    hint: 'JPG, PNG, GIF oder WEBP bis 5 MB. Wir schneiden es auf ein Quadrat von 512 × 512 px zu.',
    processing: 'Wird verarbeitet...',
    chooseAnother: 'Anderes Bild wählen',
    changeShort: 'Bild ändern',
    discardNew: 'Neues Bild verwerfen',
    remove: 'Bild entfernen',
    previewNote: 'Vorschau: Das neue Bild wird gespeichert, wenn Sie auf „Änderungen speichern“ klicken.',
    removeNote: 'Das Bild wird entfernt, wenn Sie auf „Änderungen speichern“ klicken.',
    conversionFailure: 'Das Bild konnte nicht verarbeitet werden. Bitte versuchen Sie ein anderes.',
  },
  email: 'E-Mail',
  birthDate: 'Geburtsdatum',
  birthDatePlaceholder: 'TT/MM/JJJJ',
  birthDateHint: 'Tag/Monat/Jahr, zum Beispiel 24/05/1995.',
  bio: 'Über mich',
  bioPlaceholder: 'Erzählen Sie etwas über sich: Beruf, Hobbys, wie Sie gerne zusammenleben...',
  bioCount: (count: number, max: number) => `${count}/${max} Zeichen`,
  cancel: 'Abbrechen',
  save: 'Änderungen speichern',
};
