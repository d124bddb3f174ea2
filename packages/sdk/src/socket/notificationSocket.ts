import { isDuplicateEvent } from '../rules/dedupe';
import {
  type LiveEvent,
  type SocketChatMessage,
  socketMessageSchema,
  socketMessageToEvent,
} from '../schemas';

/** The client sends a ping every 30 s (spec 02 §7). */
export const SOCKET_PING_INTERVAL_MS = 30_000;
/** Reconnect attempts are 3 s apart (spec 02 §7). */
export const SOCKET_RECONNECT_DELAY_MS = 3_000;
/** Up to 10 reconnect attempts in a row (spec 02 §7). */
export const SOCKET_MAX_RECONNECTS = 10;
/** Close codes with which the server refuses the token (DESIGN.md "Live events"): no reconnect. */
/** The server closes with this when the token is missing or unknown. */
export const SOCKET_CLOSE_UNAUTHENTICATED = 4401;
/** The server closes with this when the token belongs to another user than the path names. */
export const SOCKET_CLOSE_FORBIDDEN = 4403;
export const SOCKET_REFUSED_CODES: readonly number[] = [SOCKET_CLOSE_UNAUTHENTICATED, SOCKET_CLOSE_FORBIDDEN];
/** How many recent events are remembered to drop duplicates. */
export const SOCKET_SEEN_EVENTS_LIMIT = 200;

const NORMAL_CLOSURE = 1000;
const OPEN = 1;

/**
 * - `idle`: not connected and never tried (or no token to connect with);
 * - `connecting`: the first connection is being opened;
 * - `open`: connected;
 * - `reconnecting`: the connection was lost; waiting for, or opening, a new one;
 * - `closed`: closed on purpose (`close()`, last listener gone) or the server refused the token;
 * - `failed`: every reconnect attempt failed.
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

/** A handler property whose parameter is checked bivariantly, so both DOM and `ws` sockets fit. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of the WebSocket API this client uses; the browser's WebSocket and `ws`'s both have it. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number }> | null;
  onerror: Handler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor: `globalThis.WebSocket` in browsers, or `WebSocket` of the `ws` package in Node. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

interface NotificationSocketCommonOptions {
  /** The signed-in user: the socket path names them, and events for anybody else are ignored. */
  userId: number;
  /** Read at every (re)connection. Without a token the socket does not connect. */
  getToken: () => string | null | undefined;
  /**
   * The WebSocket constructor.
   * @default globalThis.WebSocket
   */
  WebSocket?: WebSocketConstructor;
  /** @default SOCKET_PING_INTERVAL_MS */
  pingIntervalMs?: number;
  /** @default SOCKET_RECONNECT_DELAY_MS */
  reconnectDelayMs?: number;
  /** Reconnect attempts in a row before giving up (`failed`). @default SOCKET_MAX_RECONNECTS */
  maxReconnects?: number;
  /**
   * Receives what a listener threw (the other listeners still run).
   * @default console.error
   */
  onListenerError?: (error: unknown) => void;
}

export type NotificationSocketOptions = NotificationSocketCommonOptions &
  (
    | {
        /**
         * The API base URL (`http://localhost:8080/api`, or `/api` resolved against `location`): the
         * socket is `/ws/notifications/{userId}/` at the root of the same host.
         */
        baseUrl: string;
        url?: undefined;
      }
    | {
        /**
         * The socket URL itself (`wss://host/ws/notifications/5/`), used instead of one derived from a
         * base URL; an `http(s):` URL is turned into `ws(s):`, and the token is set as its `token` query
         * parameter.
         */
        url: string;
        baseUrl?: undefined;
      }
  );

export interface NotificationSocket {
  /**
   * Adds a listener for the live events of the user. The first listener opens the connection;
   * removing the last one (with the returned function) closes it.
   */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /**
   * Adds a listener for the new conversation messages of the user (`{type: 'message', conversation,
   * message}`), on the same connection: like `subscribe`, the first listener of either kind opens it
   * and removing the last one closes it. A message is handed once (by its id).
   */
  subscribeMessages(listener: (message: SocketChatMessage) => void): () => void;
  /** Adds a listener for status changes; returns the function that removes it. */
  onStatus(listener: (status: SocketStatus) => void): () => void;
  readonly status: SocketStatus;
  /** Closes the connection (code 1000) and cancels pings and reconnects. A later `subscribe` reopens it. */
  close(): void;
}

function pageLocation(): string | undefined {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof location?.href === 'string' ? location.href : undefined;
}

function toSocketUrl(address: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(address, pageLocation());
  } catch {
    throw new TypeError(
      `Cannot build the notification socket URL from ${what} '${address}': give an absolute URL (there is no page location to resolve it against).`,
    );
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new TypeError(`The notification socket needs an http(s) or ws(s) URL, not '${address}'.`);
  }
  return url;
}

/**
 * The live-notification socket URL of a user (spec 02 §7): on the API's host, `ws:` for an `http:`
 * API and `wss:` for an `https:` one, at `/ws/notifications/{userId}/?token={token}` from the host root
 * (the API's own path, such as `/api`, is dropped). A relative base URL resolves against `location`.
 *
 * @example notificationSocketUrl('https://convive.es/api', 5, 'abc') // 'wss://convive.es/ws/notifications/5/?token=abc'
 */
export function notificationSocketUrl(baseUrl: string, userId: number, token: string): string {
  const base = toSocketUrl(baseUrl, 'the base URL');
  return `${base.protocol}//${base.host}/ws/notifications/${encodeURIComponent(String(userId))}/?token=${encodeURIComponent(token)}`;
}

function withToken(address: string, token: string): string {
  const url = toSocketUrl(address, 'the URL');
  url.searchParams.delete('token');
  const query = url.search.replace(/^\?/, '');
  url.search = `${query ? `${query}&` : ''}token=${encodeURIComponent(token)}`;
  return url.href;
}

function defaultWebSocket(): WebSocketConstructor | undefined {
  const candidate = (globalThis as { WebSocket?: unknown }).WebSocket;
  return typeof candidate === 'function' ? (candidate as WebSocketConstructor) : undefined;
}

function noop(): void {}

/**
 * The live notification socket of one user (spec 02 §7). It connects on the first `subscribe`,
 * pings every `pingIntervalMs`, hands each notification addressed to `userId` to the listeners as a
 * `LiveEvent` once (duplicates, pongs and malformed messages are dropped), and reconnects
 * `reconnectDelayMs` after losing the connection, up to `maxReconnects` times in a row. A token the
 * server refuses (close code 4401/4403) ends it without reconnecting.
 *
 * @example
 *   const socket = createNotificationSocket({ baseUrl: '/api', userId: user.id, getToken: () => token });
 *   const unsubscribe = socket.subscribe((event) => showToast(event.data.title));
 */
export function createNotificationSocket(options: NotificationSocketOptions): NotificationSocket {
  const { userId, getToken } = options;
  const pingIntervalMs = options.pingIntervalMs ?? SOCKET_PING_INTERVAL_MS;
  const reconnectDelayMs = options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS;
  const maxReconnects = options.maxReconnects ?? SOCKET_MAX_RECONNECTS;
  const onListenerError = options.onListenerError ?? ((error: unknown) => console.error(error));

  const WebSocketImpl = options.WebSocket ?? defaultWebSocket();
  if (!WebSocketImpl) {
    throw new TypeError(
      'createNotificationSocket: there is no global WebSocket here; pass a WebSocket constructor in the `WebSocket` option (in Node: `import { WebSocket } from "ws"`).',
    );
  }
  const WS: WebSocketConstructor = WebSocketImpl;

  const urlFor = (token: string): string =>
    options.url !== undefined
      ? withToken(options.url, token)
      : notificationSocketUrl(options.baseUrl, userId, token);
  // Fail now, not on the first connection, when the URL cannot be built.
  urlFor('token');

  const listeners = new Set<(event: LiveEvent) => void>();
  const messageListeners = new Set<(message: SocketChatMessage) => void>();
  const seenMessageIds: number[] = [];
  const listenerCount = () => listeners.size + messageListeners.size;
  const statusListeners = new Set<(status: SocketStatus) => void>();
  const seen: LiveEvent[] = [];
  let status: SocketStatus = 'idle';
  let socket: WebSocketLike | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Reconnect attempts since the last successful open. */
  let attempts = 0;

  function safely<A>(fn: (arg: A) => void, arg: A): void {
    try {
      fn(arg);
    } catch (error) {
      try {
        onListenerError(error);
      } catch {
        // Nothing more can be done with an error from the error handler.
      }
    }
  }

  function setStatus(next: SocketStatus): void {
    if (status === next) return;
    status = next;
    for (const listener of [...statusListeners]) safely(listener, next);
  }

  function stopPing(): void {
    if (pingTimer !== undefined) {
      clearInterval(pingTimer);
      pingTimer = undefined;
    }
  }

  function stopReconnect(): void {
    if (reconnectTimer !== undefined) {
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
    }
  }

  /** Detaches the socket so that its late events change nothing, and closes it. */
  function dropSocket(code?: number): void {
    const current = socket;
    socket = undefined;
    stopPing();
    if (!current) return;
    current.onopen = noop;
    current.onmessage = noop;
    current.onclose = noop;
    // Keep an error handler: closing a socket that is still connecting reports an error.
    current.onerror = noop;
    if (code !== undefined) {
      try {
        current.close(code);
      } catch {
        // Already closing or closed.
      }
    }
  }

  function handleMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = socketMessageSchema.safeParse(json);
    if (!parsed.success) return;
    if (parsed.data.type === 'message') {
      const chat = parsed.data;
      if (seenMessageIds.includes(chat.message.id)) return;
      seenMessageIds.push(chat.message.id);
      if (seenMessageIds.length > SOCKET_SEEN_EVENTS_LIMIT) {
        seenMessageIds.splice(0, seenMessageIds.length - SOCKET_SEEN_EVENTS_LIMIT);
      }
      for (const listener of [...messageListeners]) safely(listener, chat);
      return;
    }
    if (parsed.data.type !== 'notification') return;
    const event = socketMessageToEvent(parsed.data);
    if (event.target_user_id !== userId) return;
    if (isDuplicateEvent(seen, event)) return;
    seen.push(event);
    if (seen.length > SOCKET_SEEN_EVENTS_LIMIT) seen.splice(0, seen.length - SOCKET_SEEN_EVENTS_LIMIT);
    for (const listener of [...listeners]) safely(listener, event);
  }

  function handleClose(code: number): void {
    dropSocket();
    if (SOCKET_REFUSED_CODES.includes(code) || listenerCount() === 0) {
      setStatus('closed');
      return;
    }
    if (attempts >= maxReconnects) {
      setStatus('failed');
      return;
    }
    attempts += 1;
    setStatus('reconnecting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, reconnectDelayMs);
  }

  function connect(): void {
    const token = getToken();
    if (!token) {
      attempts = 0;
      setStatus('idle');
      return;
    }
    if (attempts === 0) setStatus('connecting');
    let ws: WebSocketLike;
    try {
      ws = new WS(urlFor(token));
    } catch {
      handleClose(0);
      return;
    }
    socket = ws;
    // Each handler checks that `ws` is still the current socket: one that was let go changes nothing.
    ws.onopen = () => {
      if (socket !== ws) return;
      attempts = 0;
      setStatus('open');
      stopPing();
      pingTimer = setInterval(() => {
        if (socket === ws && ws.readyState === OPEN) {
          try {
            ws.send(JSON.stringify({ type: 'ping' }));
          } catch {
            // The close event follows.
          }
        }
      }, pingIntervalMs);
    };
    ws.onmessage = (event) => {
      if (socket === ws) handleMessage(event.data);
    };
    ws.onclose = (event) => {
      if (socket === ws) handleClose(event.code);
    };
    ws.onerror = noop;
  }

  function shutDown(): void {
    stopReconnect();
    dropSocket(NORMAL_CLOSURE);
    attempts = 0;
    setStatus('closed');
  }

  /** Adds a listener to one of the sets; the first of either kind opens the connection. */
  function addListener<T>(set: Set<(value: T) => void>, listener: (value: T) => void): () => void {
    const wrapped = (value: T) => listener(value);
    set.add(wrapped);
    if (!socket && reconnectTimer === undefined) {
      // Not connected nor about to be (idle, closed or failed): start afresh.
      attempts = 0;
      connect();
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(wrapped);
      if (listenerCount() === 0) shutDown();
    };
  }

  return {
    subscribe(listener) {
      return addListener(listeners, listener);
    },
    subscribeMessages(listener) {
      return addListener(messageListeners, listener);
    },
    onStatus(listener) {
      const wrapped = (next: SocketStatus) => listener(next);
      statusListeners.add(wrapped);
      return () => {
        statusListeners.delete(wrapped);
      };
    },
    get status() {
      return status;
    },
    close() {
      shutDown();
    },
  };
}
