import { EventEmitter } from 'node:events';
import type { SocketChatMessage, SocketNotificationMessage } from '@convive/sdk';

/**
 * A new conversation message for one participant (docs/adr/0173-conversations.md): the socket's
 * `{type: 'message', conversation, message}` and the user it goes to (not sent on the socket).
 */
export type ChatBusMessage = SocketChatMessage & { user_id: number };
/** What the bus carries to a user's sockets. */
export type BusMessage = SocketNotificationMessage | ChatBusMessage;

/**
 * Sessions ended (logout, password change or reset, account deletion): the open sockets they
 * authenticated close at once with 4401, in every process. Internal to the server, not part of the
 * socket contract. `token_hash` names one session; without it every session of the user ends but
 * `keep_token_hash` (the one that changed the password).
 */
export interface SessionRevocation {
  type: 'revoke';
  user_id: number;
  token_hash?: string;
  keep_token_hash?: string;
}

/** True when a socket opened with `tokenHash` by `userId` must close. */
export function isRevoked(revocation: SessionRevocation, userId: number, tokenHash: string): boolean {
  if (revocation.user_id !== userId) return false;
  if (revocation.token_hash !== undefined) return revocation.token_hash === tokenHash;
  return revocation.keep_token_hash !== tokenHash;
}

/**
 * Carries live notifications to the sockets of their user, and session revocations to every socket. In one process an EventEmitter does;
 * with PostgreSQL, `createPostgresEventBus` shares them between processes via LISTEN/NOTIFY.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  /** Hears a user's notifications. */
  subscribe(userId: number, listener: (message: SocketNotificationMessage) => void): () => void;
  /** Hears a user's new conversation messages. */
  subscribeChat(userId: number, listener: (message: ChatBusMessage) => void): () => void;
  /** Ends sessions' sockets in every process. */
  revoke(revocation: SessionRevocation): Promise<void>;
  /** Hears every revocation (the socket route closes what it names). */
  onRevoke(listener: (revocation: SessionRevocation) => void): () => void;
  /**
   * Hears the bus (re)gaining its connection: revocations sent while it had none were lost, so the
   * socket route checks every open socket's session again. A bus that cannot lose any never calls it.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open socket: many users online is normal, not a leak.
    this.emitter.setMaxListeners(0);
  }
  /** Delivers to this process's subscribers. */
  deliver(message: BusMessage): void {
    this.emitter.emit(`${message.type === 'message' ? 'chat' : 'user'}:${message.user_id}`, message);
  }
  async publish(message: BusMessage): Promise<void> {
    this.deliver(message);
  }
  /** Delivers a revocation to this process's listeners. */
  deliverRevocation(revocation: SessionRevocation): void {
    this.emitter.emit('revoke', revocation);
  }
  async revoke(revocation: SessionRevocation): Promise<void> {
    this.deliverRevocation(revocation);
  }
  onRevoke(listener: (revocation: SessionRevocation) => void): () => void {
    this.emitter.on('revoke', listener);
    return () => this.emitter.off('revoke', listener);
  }
  /** Tells this process's listeners that the shared bus listens again (nothing in one process). */
  deliverReconnect(): void {
    this.emitter.emit('reconnect');
  }
  onReconnect(listener: () => void): () => void {
    this.emitter.on('reconnect', listener);
    return () => this.emitter.off('reconnect', listener);
  }
  subscribe(userId: number, listener: (message: SocketNotificationMessage) => void): () => void {
    const event = `user:${userId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }
  subscribeChat(userId: number, listener: (message: ChatBusMessage) => void): () => void {
    const event = `chat:${userId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
