import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** WebSocket support; the notification socket itself is a route (realtime/socket.ts, registered by app/api.ts). */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
}
