import type { ContactCopy } from './es';

export const fr: ContactCopy = {
  eyebrow: 'Contact',
  documentTitle: 'Contact',
  title: 'Parlons-en',
  intro:
    'Une question sur un logement, envie de publier votre bien ou besoin d’aide avec votre compte ? Écrivez-nous : l’équipe Convive vous répondra sous 24 à 48 heures ouvrées.',
  sentDefault: 'Merci de nous avoir écrit. Nous vous répondrons dès que possible.',
  phoneInvalid: 'Saisissez un numéro de téléphone valide.',
  form: {
    title: 'Envoyez-nous un message',
    requiredStart: 'Les champs marqués d’un',
    asterisk: 'astérisque',
    requiredEnd: 'sont obligatoires.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone (facultatif)',
    subject: 'Objet',
    message: 'Message',
    remaining: (n: string) => `Dites-nous comment nous pouvons vous aider. Il reste ${n} caractères.`,
    privacyStart:
      'Nous utiliserons vos données uniquement pour répondre à votre message. Pour en savoir plus, consultez notre',
    privacy: 'politique de confidentialité',
    sending: 'Envoi...',
    send: 'Envoyer le message',
  },
  cards: {
    title: 'Autres moyens de nous contacter',
    email: 'E-mail',
    emailNote: 'Nous répondons sous 24 à 48 heures ouvrées.',
    phone: 'Téléphone',
    phoneNote: 'Du lundi au vendredi, de 09:00 à 18:00.',
    address: 'Adresse',
    addressNote: 'Accueil au bureau sur rendez-vous.',
    quickStart: 'Besoin d’une réponse rapide ? Consultez les',
    faq: 'questions fréquentes',
    or: 'ou le',
    guide: 'guide du locataire',
  },
};
