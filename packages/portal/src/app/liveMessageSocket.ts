import { socketChatMessageSchema, type WebSocketConstructor } from '@convive/sdk';
import { emitLiveMessage } from './liveMessages';

// The live notifications' runtime taps its socket here (app/notificationsRuntime.ts), so the
// schema that reads a frame loads with that runtime, once somebody is signed in.

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
