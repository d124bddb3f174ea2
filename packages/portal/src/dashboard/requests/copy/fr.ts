import type { RequestsCopy } from './es';

export const fr: RequestsCopy = {
  page: {
    documentTitle: 'Mes demandes · Convive',
    title: 'Mes demandes',
    description: 'Suivez le statut des demandes que vous avez envoyées aux propriétaires.',
    applicationsDescription:
      'Consultez les demandes de location que vous avez envoyées et la réponse de chaque propriétaire.',
    viewsLabel: 'Afficher mes demandes',
    byStatus: 'Par statut',
    applications: 'Demandes de location',
  },
  list: {
    loading: 'Chargement des demandes...',
    searchPlaceholder: 'Rechercher des demandes...',
    tabsLabel: 'Filtrer les demandes par statut',
    label: 'Demandes',
    emptyTitle: 'Aucune demande',
    noMatch: 'Aucune demande ne correspond à votre recherche.',
    clearSearch: 'Effacer la recherche',
    explore: 'Parcourir les biens',
  },
  tabs: {
    all: 'Toutes',
    pending: 'En attente',
    approved: 'Acceptées',
    rejected: 'Refusées',
    canceled: 'Annulées',
  },
  empty: {
    all: "Vous n'avez encore envoyé aucune demande. Parcourez les biens et contactez leurs propriétaires.",
    pending: "Vous n'avez aucune demande en attente de réponse.",
    approved: "Vous n'avez pas encore de demande acceptée.",
    rejected: "Vous n'avez aucune demande refusée.",
    canceled: "Vous n'avez aucune demande annulée ou expirée.",
  },
  statuses: {
    pending: 'En attente',
    approved: 'Acceptée',
    rejected: 'Refusée',
    canceled: 'Annulée',
    expired: 'Expirée',
  },
  types: {
    inquiry: 'Question',
    visit: 'Visite',
    application: 'Demande de location',
    maintenance: 'Maintenance',
    other: 'Autre',
  },
  card: {
    untitled: 'Demande sans titre',
    noDescription: 'Aucune description',
    ownerResponse: 'Réponse du propriétaire :',
    approved: 'Votre demande a été acceptée.',
    rejected: 'Votre demande a été refusée.',
    expired: 'Le statut de la demande a été mis à jour.',
    cancel: 'Annuler',
    cancelWhich: (title: string) => ` la demande ${title}`,
    viewProperty: 'Voir le bien',
    continue: 'Continuer',
  },
  cancelDialog: {
    confirm: 'Oui, annuler la demande',
    busy: 'Annulation...',
    back: 'Retour',
  },
};
