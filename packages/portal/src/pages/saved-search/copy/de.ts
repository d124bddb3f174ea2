import type { SavedSearchCopy } from './es';

export const de: SavedSearchCopy = {
  save: 'Suche speichern',
  saveSignIn: 'Melden Sie sich an, um diese Suche zu speichern',
  dialogTitle: 'Suche speichern',
  intro: 'Wir benachrichtigen Sie, sobald eine Immobilie veröffentlicht wird, die zu diesen Filtern passt.',
  name: 'Name der Suche',
  alert: 'Benachrichtigungen',
  alerts: {
    instant: 'Sofort',
    daily: 'Tägliche Zusammenfassung um 08:00',
    off: 'Keine Benachrichtigungen',
  },
  alertHints: {
    instant: 'Eine Benachrichtigung und eine E-Mail, sobald sie erscheint.',
    daily: 'Eine einzige E-Mail am Morgen mit allen Neuigkeiten.',
    off: 'Sie behalten sie, um jederzeit darauf zurückzukommen.',
  },
  roomsNote:
    'Stadt, Preis und ob möbliert werden gespeichert: Wir informieren Sie über passende WGs. Andere Zimmerfilter werden nicht gespeichert.',
  cancel: 'Abbrechen',
  submit: 'Speichern',
  submitting: 'Wird gespeichert...',
  nameRequired: 'Geben Sie der Suche einen Namen.',
  nameTooLong: (max: number) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
  failed: 'Die Suche konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  saved: 'Suche gespeichert',
  savedText: (name: string) => `„${name}“ ist in Ihren gespeicherten Suchen.`,
  viewSaved: 'Meine gespeicherten Suchen ansehen',
  unsubscribe: {
    documentTitle: 'Suchbenachrichtigungen',
    title: 'Suchbenachrichtigungen',
    working: 'Benachrichtigungen werden deaktiviert...',
    doneTitle: 'Benachrichtigungen deaktiviert',
    done: (name: string) => `Sie erhalten keine Benachrichtigungen mehr für „${name}“.`,
    doneHint:
      'Die Suche bleibt gespeichert: Sie können ihre Benachrichtigungen jederzeit wieder einschalten.',
    manage: 'Meine gespeicherten Suchen verwalten',
    missingToken: 'Dieser Link enthält keinen Abmeldecode.',
    unknown: 'Dieser Abmeldelink ist ungültig oder die Suche existiert nicht mehr.',
    unknownHint: 'Sie können die Benachrichtigungen Ihrer Suchen in Ihrem Dashboard ändern.',
    failed:
      'Die Benachrichtigungen konnten nicht deaktiviert werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    explore: 'Immobilien ansehen',
  },
};
