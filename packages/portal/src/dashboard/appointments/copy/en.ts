import type { AppointmentsCopy } from './es';

export const en: AppointmentsCopy = {
  page: {
    documentTitle: 'My visits · Convive',
    title: 'My visits',
    descriptionLandlord: 'Visit requests for your properties: confirm or decline them.',
    descriptionTenant: 'The visits you have requested and where they stand.',
    searchPlaceholder: 'Search visits...',
    propertyFilter: 'Property',
    allProperties: 'All properties',
    tabsLabel: 'Filter visits by status',
    loading: 'Loading visits...',
    emptyTitle: 'No visits',
    noMatch: 'No visits match your search.',
    emptyLandlord: 'When someone asks to visit one of your properties, it will appear here.',
    emptyTenant: "Request a visit from a property's page and it will appear here.",
    clearFilters: 'Clear filters',
    explore: 'Explore properties',
  },
  tabs: {
    all: 'All',
    pendiente: 'Pending',
    confirmada: 'Confirmed',
    cancelada: 'Cancelled',
    completada: 'Completed',
  },
  statuses: {
    pendiente: 'Pending',
    confirmada: 'Confirmed',
    cancelada: 'Cancelled',
    completada: 'Completed',
  },
  card: {
    applicant: 'Requested by',
    guest: (name: string) => `${name} (no account)`,
    contact: 'Contact',
    notes: 'Notes',
    ownerMessage: "Landlord's message",
    viewProperty: 'View property',
    reject: 'Decline',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  dialog: {
    confirmTitle: 'Confirm visit',
    confirmLabel: 'Confirm',
    rejectTitle: 'Decline visit',
    rejectLabel: 'Decline',
    cancelTitle: 'Cancel visit',
    cancelLabel: 'Cancel visit',
    back: 'Go back',
    saving: 'Saving...',
    confirmText: (name: string, property: string, when: string) =>
      `You are about to confirm ${name}'s visit to “${property}” on ${when}.`,
    rejectText: (name: string, property: string, when: string) =>
      `You are about to decline ${name}'s visit to “${property}” on ${when}.`,
    cancelText: (property: string, when: string) =>
      `Are you sure you want to cancel your visit to “${property}” on ${when}?`,
    messageLabel: 'Message to the applicant (optional)',
    messageHint: (max: number) => `Up to ${max} characters.`,
  },
};
