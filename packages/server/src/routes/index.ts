import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { contactRoutes } from '../features/contact';
import { favoriteRoutes } from '../features/favorites';
import { notificationRoutes } from '../features/notifications';
import { savedSearchRoutes } from '../features/savedSearches';
import { notificationSocket } from '../realtime/socket';
import { accountRoutes } from './accounts';
import { appointmentRoutes } from './appointments';
import { listingRoutes } from './listings';
import { locationRoutes } from './locations';
import { partnerKeyRoutes } from './partnerKeys';
import { propertyRoutes } from './properties';
import { propertyRequestRoutes } from './propertyRequests';
import { roomRoutes } from './rooms';
import { systemRoutes } from './system';
import { tenantRequestRoutes } from './tenantRequests';

/** Every route group, under /api. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(systemRoutes, { prefix: '/api', ctx });
  await app.register(accountRoutes, { prefix: '/api', ctx });
  await app.register(favoriteRoutes, { prefix: '/api', ctx });
  await app.register(appointmentRoutes, { prefix: '/api', ctx });
  await app.register(propertyRequestRoutes, { prefix: '/api', ctx });
  await app.register(contactRoutes, { prefix: '/api', ctx });
  await app.register(notificationRoutes, { prefix: '/api', ctx });
  await app.register(tenantRequestRoutes, { prefix: '/api', ctx });
  await app.register(notificationSocket, { ctx });
  await app.register(propertyRoutes, { prefix: '/api', ctx });
  await app.register(roomRoutes, { prefix: '/api', ctx });
  await app.register(listingRoutes, { prefix: '/api', ctx });
  await app.register(locationRoutes, { prefix: '/api', ctx });
  await app.register(partnerKeyRoutes, { prefix: '/api', ctx });
  await app.register(savedSearchRoutes, { prefix: '/api', ctx });
}
