import type { AppointmentsCopy } from './es';

export const fr: AppointmentsCopy = {
  page: {
    documentTitle: 'Mes visites · Convive',
    title: 'Mes visites',
    descriptionLandlord: 'Les demandes de visite de vos biens : confirmez-les ou refusez-les.',
    descriptionTenant: 'Les visites que vous avez demandées et leur statut.',
    searchPlaceholder: 'Rechercher des visites...',
    propertyFilter: 'Bien',
    allProperties: 'Tous les biens',
    tabsLabel: 'Filtrer les visites par statut',
    loading: 'Chargement des visites...',
    emptyTitle: 'Aucune visite',
    noMatch: 'Aucune visite ne correspond à votre recherche.',
    emptyLandlord: "Lorsque quelqu'un demandera à visiter l'un de vos biens, la demande apparaîtra ici.",
    emptyTenant: "Demandez une visite depuis la fiche d'un bien et elle apparaîtra ici.",
    clearFilters: 'Effacer les filtres',
    explore: 'Parcourir les biens',
  },
  tabs: {
    all: 'Toutes',
    pendiente: 'En attente',
    confirmada: 'Confirmées',
    cancelada: 'Annulées',
    completada: 'Effectuées',
  },
  statuses: {
    pendiente: 'En attente',
    confirmada: 'Confirmée',
    cancelada: 'Annulée',
    completada: 'Effectuée',
  },
  card: {
    applicant: 'Demandeur',
    guest: (name: string) => `${name} (sans compte)`,
    contact: 'Contact',
    notes: 'Notes',
    ownerMessage: 'Message du propriétaire',
    viewProperty: 'Voir le bien',
    reject: 'Refuser',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  dialog: {
    confirmTitle: 'Confirmer la visite',
    confirmLabel: 'Confirmer',
    rejectTitle: 'Refuser la visite',
    rejectLabel: 'Refuser',
    cancelTitle: 'Annuler la visite',
    cancelLabel: 'Annuler la visite',
    back: 'Retour',
    saving: 'Enregistrement...',
    confirmText: (name: string, property: string, when: string) =>
      `Vous allez confirmer la visite de ${name} pour « ${property} » le ${when}.`,
    rejectText: (name: string, property: string, when: string) =>
      `Vous allez refuser la visite de ${name} pour « ${property} » le ${when}.`,
    cancelText: (property: string, when: string) =>
      `Voulez-vous vraiment annuler votre visite de « ${property} » le ${when} ?`,
    messageLabel: 'Message au demandeur (facultatif)',
    messageHint: (max: number) => `${max} caractères maximum.`,
  },
};
