/** Notifications: stored by code, worded for each reader, pushed live (docs/adr/0162-message-codes.md). */
export { noticeOf } from './mapping';
export { notificationRoutes } from './routes';
export { type NotifyInput, notify, notifyMany } from './service';
