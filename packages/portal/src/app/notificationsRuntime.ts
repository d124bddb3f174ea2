import {
  browserStorage,
  createNotificationsStore,
  type NotificationsStore,
  type NotificationsStoreOptions,
} from '@convive/widgets';
import { tapWebSocket } from './liveMessageSocket';

/**
 * The live-notifications store's code (socket, poller, dedupe): loaded only once somebody is (or may
 * be) signed in, so a visitor's first load does not carry it. Its socket also carries the new
 * conversation messages, which the tap hands to the messaging screens.
 */
export function createAppNotificationsStore(
  options: Omit<NotificationsStoreOptions, 'storage'>,
): NotificationsStore {
  const WebSocket = options.WebSocket ?? tapWebSocket();
  return createNotificationsStore({
    ...options,
    storage: browserStorage(),
    ...(WebSocket ? { WebSocket } : {}),
  });
}
