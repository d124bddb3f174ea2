import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from '../features/accounts';
import { appointmentRoutes } from '../features/appointments';
import { contactRoutes } from '../features/contact';
import { conversationRoutes } from '../features/conversations';
import { favoriteRoutes } from '../features/favorites';
import { feedExportRoutes } from '../features/feedExport';
import { feedRoutes } from '../features/feeds';
import { listingRoutes } from '../features/listings';
import { notificationRoutes } from '../features/notifications';
import { partnerRoutes } from '../features/partners';
import { propertyRoutes } from '../features/properties';
import { requestRoutes } from '../features/requests';
import { roomRoutes } from '../features/rooms';
import { savedSearchRoutes } from '../features/savedSearches';
import { webhookRoutes } from '../features/webhooks';
import { notificationSocket } from '../realtime/socket';
import { locationRoutes } from './locations';
import { systemRoutes } from './system';

/** Every route group, under /api. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(systemRoutes, { prefix: '/api', ctx });
  await app.register(accountRoutes, { prefix: '/api', ctx });
  await app.register(favoriteRoutes, { prefix: '/api', ctx });
  await app.register(appointmentRoutes, { prefix: '/api', ctx });
  await app.register(requestRoutes, { prefix: '/api', ctx });
  await app.register(contactRoutes, { prefix: '/api', ctx });
  await app.register(notificationRoutes, { prefix: '/api', ctx });
  await app.register(notificationSocket, { ctx });
  await app.register(propertyRoutes, { prefix: '/api', ctx });
  await app.register(roomRoutes, { prefix: '/api', ctx });
  await app.register(listingRoutes, { prefix: '/api', ctx });
  await app.register(locationRoutes, { prefix: '/api', ctx });
  await app.register(partnerRoutes, { prefix: '/api', ctx });
  await app.register(savedSearchRoutes, { prefix: '/api', ctx });
  await app.register(webhookRoutes, { prefix: '/api', ctx });
  await app.register(feedRoutes, { prefix: '/api', ctx });
  await app.register(feedExportRoutes, { prefix: '/api', ctx });
  await app.register(conversationRoutes, { prefix: '/api', ctx });
}
