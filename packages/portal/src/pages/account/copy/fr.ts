import type { AccountScreensCopy } from './es';

export const fr: AccountScreensCopy = {
  login: {
    documentTitle: 'Connexion',
    title: 'Se connecter',
    subtitle: 'Accédez à votre compte pour gérer vos favoris, vos demandes et vos rendez-vous.',
    noAccount: 'Vous n’avez pas de compte ?',
    register: 'Inscrivez-vous',
    forgot: 'Mot de passe oublié ?',
    submit: 'Se connecter',
  },
  register: {
    documentTitle: 'Créer un compte',
    title: 'Créer un compte',
    subtitle: 'Rejoignez Convive pour trouver votre prochain logement ou publier votre bien.',
    hasAccount: 'Vous avez déjà un compte ?',
    login: 'Connectez-vous',
    goToLogin: 'Aller à la connexion',
    accountType: 'Type de compte',
    tenant: 'Je suis locataire, je cherche à louer',
    landlord: 'Je suis propriétaire, je souhaite publier',
    termsStart: 'J’ai lu et j’accepte les',
    terms: 'Conditions générales',
    termsAnd: 'et la',
    privacy: 'Politique de confidentialité',
    newTabs: ' (s’ouvrent dans un nouvel onglet)',
    submit: 'Créer un compte',
    googleNote:
      'En continuant avec Google, vous acceptez les Conditions générales et la Politique de confidentialité.',
  },
  forgot: {
    documentTitle: 'Mot de passe oublié',
    title: 'Récupérer votre mot de passe',
    subtitle:
      'Saisissez l’e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    backToLogin: 'Retour à la connexion',
    otherEmail: 'Utiliser un autre e-mail',
    sending: 'Envoi...',
    submit: 'Envoyer les instructions',
  },
  reset: {
    documentTitle: 'Nouveau mot de passe',
    title: 'Choisissez un nouveau mot de passe',
    backToLogin: 'Retour à la connexion',
    newLinkText: 'Demandez un nouveau lien : il expire au bout d’une heure et ne sert qu’une fois.',
    newLink: 'Demander un nouveau lien',
    done: 'Mot de passe réinitialisé. Vous pouvez maintenant vous connecter.',
    login: 'Se connecter',
    newPassword: 'Nouveau mot de passe',
    hint: 'Au moins 8 caractères, pas uniquement des chiffres.',
    confirm: 'Confirmer le nouveau mot de passe',
    saving: 'Enregistrement...',
    submit: 'Enregistrer le mot de passe',
  },
  visit: {
    documentTitle: 'Confirmer la visite',
    title: 'Confirmez votre visite',
    doneTitle: 'Demande de visite envoyée',
    moreProperties: 'Voir plus de logements',
    failure: 'La visite n’a pas pu être confirmée. Vérifiez votre connexion et réessayez.',
    missingToken: 'Ce lien ne contient pas de code de confirmation.',
    expired:
      'Si le lien a expiré, retournez sur le site où vous avez demandé la visite et demandez-la à nouveau.',
    received: 'E-mail confirmé : demande envoyée',
    receivedText: (title: string, when: string) =>
      `Votre demande de visite de « ${title} » le ${when} est bien parvenue au propriétaire. La visite n’est pas encore confirmée : il vous écrira par e-mail pour la confirmer ou proposer un autre horaire.`,
    accepted: 'Visite confirmée par le propriétaire',
    acceptedText: (title: string, when: string) =>
      `Le propriétaire a confirmé votre visite de « ${title} » le ${when}.`,
    cancelled: 'Visite annulée',
    cancelledText: (title: string, when: string) =>
      `La visite de « ${title} » du ${when} a été annulée. Vous pouvez en demander une autre depuis la page où vous l’aviez demandée.`,
    completed: 'Visite effectuée',
    completedText: (title: string, when: string) => `Votre visite de « ${title} » a eu lieu le ${when}.`,
    viewProperty: 'Voir le logement',
    intro:
      'Vous avez demandé une visite sans compte. Confirmez-la pour que la demande parvienne au propriétaire ; rien n’est envoyé d’ici là.',
    confirming: 'Confirmation…',
    confirm: 'Confirmer ma visite',
  },
};
