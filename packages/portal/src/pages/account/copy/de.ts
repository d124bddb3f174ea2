import type { AccountScreensCopy } from './es';

export const de: AccountScreensCopy = {
  login: {
    documentTitle: 'Anmelden',
    title: 'Anmelden',
    subtitle: 'Melden Sie sich an, um Ihre Favoriten, Anfragen und Termine zu verwalten.',
    noAccount: 'Noch kein Konto?',
    register: 'Registrieren',
    forgot: 'Passwort vergessen?',
    submit: 'Anmelden',
  },
  register: {
    documentTitle: 'Konto erstellen',
    title: 'Konto erstellen',
    subtitle:
      'Werden Sie Teil von Convive, um Ihr nächstes Zuhause zu finden oder Ihre Immobilie anzubieten.',
    hasAccount: 'Sie haben bereits ein Konto?',
    login: 'Anmelden',
    goToLogin: 'Zur Anmeldung',
    accountType: 'Kontotyp',
    tenant: 'Ich bin Mieter und suche eine Wohnung',
    landlord: 'Ich bin Vermieter und möchte inserieren',
    termsStart: 'Ich habe gelesen und akzeptiere die',
    terms: 'Allgemeinen Geschäftsbedingungen',
    termsAnd: 'und die',
    privacy: 'Datenschutzerklärung',
    newTabs: ' (öffnen sich in einem neuen Tab)',
    submit: 'Konto erstellen',
    googleNote:
      'Wenn Sie mit Google fortfahren, akzeptieren Sie die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung.',
  },
  forgot: {
    documentTitle: 'Passwort zurücksetzen',
    title: 'Passwort zurücksetzen',
    subtitle:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, um ein neues Passwort festzulegen.',
    backToLogin: 'Zurück zur Anmeldung',
    otherEmail: 'Andere E-Mail verwenden',
    sending: 'Wird gesendet...',
    submit: 'Anleitung senden',
  },
  reset: {
    documentTitle: 'Neues Passwort',
    title: 'Wählen Sie ein neues Passwort',
    backToLogin: 'Zurück zur Anmeldung',
    newLinkText: 'Fordern Sie einen neuen Link an: Er läuft nach einer Stunde ab und gilt nur einmal.',
    newLink: 'Neuen Link anfordern',
    done: 'Passwort zurückgesetzt. Sie können sich jetzt anmelden.',
    login: 'Anmelden',
    newPassword: 'Neues Passwort',
    hint: 'Mindestens 8 Zeichen, nicht nur Ziffern.',
    confirm: 'Neues Passwort bestätigen',
    saving: 'Wird gespeichert...',
    submit: 'Passwort speichern',
  },
  visit: {
    documentTitle: 'Besichtigung bestätigen',
    title: 'Bestätigen Sie Ihre Besichtigung',
    doneTitle: 'Besichtigungsanfrage gesendet',
    moreProperties: 'Weitere Immobilien ansehen',
    failure:
      'Die Besichtigung konnte nicht bestätigt werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    missingToken: 'Dieser Link enthält keinen Bestätigungscode.',
    expired:
      'Falls der Link abgelaufen ist, kehren Sie zur Website zurück, auf der Sie die Besichtigung angefragt haben, und fragen Sie erneut an.',
    received: 'E-Mail bestätigt: Anfrage gesendet',
    receivedText: (title: string, when: string) =>
      `Ihre Anfrage zur Besichtigung von „${title}“ am ${when} ist beim Vermieter angekommen. Die Besichtigung ist noch nicht bestätigt: Er schreibt Ihnen per E-Mail, um sie zu bestätigen oder eine andere Uhrzeit vorzuschlagen.`,
    accepted: 'Besichtigung vom Vermieter bestätigt',
    acceptedText: (title: string, when: string) =>
      `Der Vermieter hat Ihre Besichtigung von „${title}“ am ${when} bestätigt.`,
    cancelled: 'Besichtigung abgesagt',
    cancelledText: (title: string, when: string) =>
      `Die Besichtigung von „${title}“ am ${when} wurde abgesagt. Sie können auf der Seite, auf der Sie sie angefragt haben, eine neue anfragen.`,
    completed: 'Besichtigung erfolgt',
    completedText: (title: string, when: string) => `Ihre Besichtigung von „${title}“ war am ${when}.`,
    viewProperty: 'Immobilie ansehen',
    intro:
      'Sie haben eine Besichtigung ohne Konto angefragt. Bestätigen Sie sie, damit die Anfrage den Vermieter erreicht; bis dahin wird nichts gesendet.',
    confirming: 'Wird bestätigt…',
    confirm: 'Meine Besichtigung bestätigen',
  },
};
