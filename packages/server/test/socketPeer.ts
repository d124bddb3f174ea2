import { type SocketMessage, socketMessageSchema } from '@convive/sdk';
import WebSocket from 'ws';

/** A test's notification socket: every message it received, and a wait for the next matching one. */
export interface Peer {
  socket: WebSocket;
  /** The next message matching `match`, or a failure after `timeoutMs`. */
  next(match?: (message: SocketMessage) => boolean, timeoutMs?: number): Promise<SocketMessage>;
  /** Every message received so far. */
  received: SocketMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

/**
 * Opens a socket (each message checked against the contract's schema) and resolves once it is
 * open; `next` waits at most `timeoutMs` (default `defaultTimeoutMs`) for a message it has not
 * handed out yet.
 */
export function openPeer(
  url: string,
  options: WebSocket.ClientOptions = {},
  defaultTimeoutMs = 2000,
): Promise<Peer> {
  const socket = new WebSocket(url, options);
  const received: SocketMessage[] = [];
  const waiters: { match: (m: SocketMessage) => boolean; resolve: (m: SocketMessage) => void }[] = [];
  let seen = 0;
  socket.on('message', (data) => {
    const message = socketMessageSchema.parse(JSON.parse(String(data)));
    received.push(message);
    const index = waiters.findIndex((w) => w.match(message));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      seen = received.length;
      waiter?.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const peer: Peer = {
    socket,
    received,
    closed,
    next(match = () => true, timeoutMs = defaultTimeoutMs) {
      const already = received.slice(seen).find(match);
      if (already) {
        seen = received.indexOf(already) + 1;
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(peer));
    socket.once('error', reject);
  });
}
