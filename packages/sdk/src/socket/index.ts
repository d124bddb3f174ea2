export {
  createNotificationSocket,
  type NotificationSocket,
  type NotificationSocketOptions,
  notificationSocketUrl,
  SOCKET_CLOSE_FORBIDDEN,
  SOCKET_CLOSE_UNAUTHENTICATED,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_REFUSED_CODES,
  SOCKET_SEEN_EVENTS_LIMIT,
  type SocketStatus,
  type WebSocketConstructor,
  type WebSocketLike,
} from './notificationSocket';
export { createPoller, NOTIFICATION_POLL_INTERVAL_MS, type Poller, type PollerOptions } from './poller';
