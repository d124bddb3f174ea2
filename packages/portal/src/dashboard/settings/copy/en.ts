import type { SettingsCopy } from './es';

export const en: SettingsCopy = {
  documentTitle: 'Settings · Convive',
  title: 'Settings',
  description: 'Your alerts, your password and your account.',
  tabsLabel: 'Settings sections',
  tabs: {
    notifications: 'Notifications',
    privacy: 'Privacy',
    account: 'Account',
  },
  toasts: {
    title: 'Pop-up alerts',
    intro:
      'Choose which live alerts you want to see while you use Convive. Notifications are still kept in your inbox even if you mute the alert.',
    switches: {
      disableFavoriteToasts: {
        label: 'Favourites',
        hint: 'When someone saves one of your properties to their favourites.',
      },
      disableRequestToasts: {
        label: 'Applications',
        hint: 'When an application is approved or rejected.',
      },
      disableAppointmentToasts: {
        label: 'Visits',
        hint: 'When a visit is requested, confirmed or cancelled, and its reminders.',
      },
      disableSearchAlertToasts: {
        label: 'Saved search alerts',
        hint: 'When a property matching one of your saved searches is listed.',
      },
    },
    on: 'On',
    off: 'Muted',
    active: (count: number, total: number) => `${count} of ${total} notification types active`,
  },
  password: {
    title: 'Change password',
    intro:
      'Use at least 8 characters, not only numbers and not similar to your name or e-mail. Changing it signs you out of your other sessions.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Update password',
    submitting: 'Updating...',
    blank: 'This field may not be blank.',
    failed: 'Your password could not be changed. Please try again.',
  },
  account: {
    title: 'Account details',
    email: 'E-mail',
    emailFixed: 'Your e-mail address cannot be changed. If you need to change it,',
    contactSupport: 'contact support',
    type: 'Account type',
    landlord: 'Landlord',
    tenant: 'Tenant',
    landlordText: 'You can publish properties and manage tenants.',
    tenantText: 'You can search for properties and apply for them.',
  },
  delete: {
    title: 'Delete account',
    text: 'Your profile and your data will be erased for good. This cannot be undone.',
    button: 'Delete my account',
    deleting: 'Deleting...',
    password: 'Current password',
  },
};
