/** A WebSocket that never connects: the notification bell polls instead. */
export class ClosedSocket {
  readyState = 0;
  close() {}
  addEventListener() {}
  removeEventListener() {}
  send() {}
}
