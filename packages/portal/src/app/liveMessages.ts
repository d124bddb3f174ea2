import { type SocketChatMessage, socketChatMessageSchema, type WebSocketConstructor } from '@convive/sdk';

/**
 * New conversation messages pushed on the notifications socket (`{type: 'message', conversation,
 * message}`). The widgets' notifications store owns that socket and hears only notifications, so
 * the app's runtime taps the same connection (see `tapWebSocket`) and hands the chat messages here:
 * one connection for the bell and the conversations.
 */
type Listener = (event: SocketChatMessage) => void;

const listeners = new Set<Listener>();

/** Listens to new messages of every conversation of the signed-in user; returns the unsubscribe. */
export function subscribeLiveMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands one pushed message to every listener (the socket tap calls it; tests too). */
export function emitLiveMessage(event: SocketChatMessage): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Reads one socket frame: a chat message is emitted, anything else is left to the store. */
export function readSocketFrame(data: unknown): void {
  if (typeof data !== 'string') return;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  const parsed = socketChatMessageSchema.safeParse(json);
  if (parsed.success) emitLiveMessage(parsed.data);
}

/**
 * The browser's WebSocket, with every frame also read by `readSocketFrame`. The store's socket sets
 * `onmessage`; this listener is added beside it, so neither hides the other. Undefined where there is
 * no WebSocket (the store then polls).
 */
export function tapWebSocket(
  Base: typeof WebSocket | undefined = globalThis.WebSocket,
): WebSocketConstructor | undefined {
  if (typeof Base !== 'function') return undefined;
  class TappedWebSocket extends Base {
    constructor(url: string) {
      super(url);
      this.addEventListener('message', (event: MessageEvent) => readSocketFrame(event.data));
    }
  }
  return TappedWebSocket as unknown as WebSocketConstructor;
}
