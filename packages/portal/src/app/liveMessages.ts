import type { SocketChatMessage } from '@convive/sdk';

/**
 * New conversation messages pushed on the notifications socket (`{type: 'message', conversation,
 * message}`). The widgets' notifications store owns that socket and hears only notifications, so
 * the app's runtime taps the same connection (`liveMessageSocket.ts`) and hands the chat messages
 * here: one connection for the bell and the conversations. Apart from the tap, which reads the
 * frames with the contract's schema: the header's unread badge listens here on every page.
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
