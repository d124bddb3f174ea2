import type { SettingsCopy } from './es';

export const fr: SettingsCopy = {
  documentTitle: 'Paramètres · Convive',
  title: 'Paramètres',
  description: 'Vos alertes, votre mot de passe et votre compte.',
  tabsLabel: 'Sections des paramètres',
  tabs: {
    notifications: 'Notifications',
    privacy: 'Confidentialité',
    account: 'Compte',
  },
  toasts: {
    title: 'Alertes contextuelles',
    intro:
      'Choisissez les alertes en temps réel que vous souhaitez voir lorsque vous utilisez Convive. Les notifications restent enregistrées dans votre boîte même si vous désactivez l’alerte.',
    switches: {
      disableFavoriteToasts: {
        label: 'Favoris',
        hint: 'Lorsque quelqu’un ajoute l’un de vos biens à ses favoris.',
      },
      disableRequestToasts: {
        label: 'Candidatures',
        hint: 'Lorsqu’une candidature est acceptée ou refusée.',
      },
      disableAppointmentToasts: {
        label: 'Visites',
        hint: 'Lorsqu’une visite est demandée, confirmée ou annulée, et ses rappels.',
      },
      disableSearchAlertToasts: {
        label: 'Alertes de recherches enregistrées',
        hint: 'Lorsqu’un bien correspondant à l’une de vos recherches enregistrées est publié.',
      },
    },
    on: 'Activé',
    off: 'Désactivé',
    active: (count: number, total: number) =>
      count <= 1
        ? `${count} type de notification actif sur ${total}`
        : `${count} types de notifications actifs sur ${total}`,
  },
  password: {
    title: 'Changer le mot de passe',
    intro:
      'Utilisez au moins 8 caractères, pas uniquement des chiffres, et sans ressemblance avec votre nom ou votre e-mail. Le changer fermera vos autres sessions ouvertes.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Mettre à jour le mot de passe',
    submitting: 'Mise à jour...',
    blank: 'Ce champ ne peut pas être vide.',
    failed: 'Impossible de changer le mot de passe. Veuillez réessayer.',
  },
  account: {
    title: 'Informations du compte',
    email: 'Adresse e-mail',
    emailFixed: 'L’adresse e-mail ne peut pas être modifiée. Si vous devez la changer,',
    contactSupport: 'contactez le support',
    type: 'Type de compte',
    landlord: 'Propriétaire',
    tenant: 'Locataire',
    landlordText: 'Vous pouvez publier des biens et gérer vos locataires.',
    tenantText: 'Vous pouvez rechercher des biens et envoyer des candidatures.',
  },
  delete: {
    title: 'Supprimer le compte',
    text: 'Votre profil et vos données seront définitivement supprimés. Cette action est irréversible.',
    button: 'Supprimer mon compte',
    deleting: 'Suppression...',
    password: 'Mot de passe actuel',
  },
};
