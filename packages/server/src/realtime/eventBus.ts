import { EventEmitter } from 'node:events';
import type { SocketNotificationMessage } from '@convive/sdk';

/**
 * Carries live notifications to the sockets of their user. In one process an EventEmitter does;
 * with PostgreSQL, `createPostgresEventBus` shares them between processes via LISTEN/NOTIFY.
 */
export interface EventBus {
  publish(message: SocketNotificationMessage): Promise<void>;
  subscribe(userId: number, listener: (message: SocketNotificationMessage) => void): () => void;
  close(): Promise<void>;
}

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open socket: many users online is normal, not a leak.
    this.emitter.setMaxListeners(0);
  }
  /** Delivers to this process's subscribers. */
  deliver(message: SocketNotificationMessage): void {
    this.emitter.emit(`user:${message.user_id}`, message);
  }
  async publish(message: SocketNotificationMessage): Promise<void> {
    this.deliver(message);
  }
  subscribe(userId: number, listener: (message: SocketNotificationMessage) => void): () => void {
    const event = `user:${userId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
