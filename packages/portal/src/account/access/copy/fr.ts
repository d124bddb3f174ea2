import type { AccessCopy } from './es';

export const fr: AccessCopy = {
  favorite: {
    title: 'Connectez-vous pour enregistrer vos favoris',
    text: 'Enregistrez les logements qui vous intéressent et retrouvez-les dans votre espace. Dès que vous serez connecté, nous ajouterons celui-ci à vos favoris.',
  },
  signIn: 'Se connecter',
  register: 'Créer un compte',
  enquiry: {
    signIn: 'Connectez-vous',
    or: ' ou ',
    register: 'créez un compte',
    kept: ' : votre message vous attendra ici à votre retour.',
  },
  landlordListing:
    "Pour demander des visites ou contacter d'autres propriétaires, utilisez un compte locataire.",
  tenantOnly: {
    title: 'Cette section est réservée aux locataires',
    text: 'Avec votre compte propriétaire, gérez vos annonces et les demandes reçues depuis votre espace.',
  },
  landlordOnly: {
    title: 'Cette section est réservée aux propriétaires',
    text: 'Pour publier et gérer des logements, utilisez un compte propriétaire.',
  },
};
