import { describe, expect, it, vi } from 'vitest';
import { readSocketFrame, tapWebSocket } from './liveMessageSocket';
import { emitLiveMessage, subscribeLiveMessages } from './liveMessages';

const message = {
  id: 5,
  conversation: 7,
  kind: 'text',
  mine: false,
  sender_name: 'Marta',
  text: 'Hola',
  masked: false,
  attachments: [],
  visit: null,
  created_at: '2026-11-26T10:00:00Z',
  read: false,
};

describe('live conversation messages', () => {
  it('hands a chat frame to every listener and ignores anything else', () => {
    const heard = vi.fn();
    const stop = subscribeLiveMessages(heard);
    readSocketFrame(JSON.stringify({ type: 'message', conversation: 7, message }));
    readSocketFrame(JSON.stringify({ type: 'pong' }));
    readSocketFrame('not json');
    readSocketFrame(new ArrayBuffer(2));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toMatchObject({ conversation: 7, message: { id: 5, text: 'Hola' } });
    stop();
    emitLiveMessage({ type: 'message', conversation: 7, message: { ...message, kind: 'text' } });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('taps a WebSocket: its frames reach the conversation listeners', () => {
    class FakeSocket extends EventTarget {
      constructor(readonly url: string) {
        super();
      }
    }
    const Tapped = tapWebSocket(FakeSocket as unknown as typeof WebSocket);
    expect(Tapped).toBeDefined();
    const heard = vi.fn();
    const stop = subscribeLiveMessages(heard);
    const socket = new (Tapped as unknown as new (url: string) => FakeSocket)('ws://x/ws/notifications/1/');
    const event = new MessageEvent('message', {
      data: JSON.stringify({ type: 'message', conversation: 7, message }),
    });
    socket.dispatchEvent(event);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
