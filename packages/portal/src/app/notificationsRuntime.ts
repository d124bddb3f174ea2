import {
  browserStorage,
  createNotificationsStore,
  type NotificationsStore,
  type NotificationsStoreOptions,
} from '@convive/widgets';

/**
 * The live-notifications store's code (socket, poller, dedupe): loaded only once somebody is (or may
 * be) signed in, so a visitor's first load does not carry it.
 */
export function createAppNotificationsStore(
  options: Omit<NotificationsStoreOptions, 'storage'>,
): NotificationsStore {
  return createNotificationsStore({ ...options, storage: browserStorage() });
}
