import { appointmentsApi } from './appointments';
import { authApi } from './auth';
import { contactApi } from './contact';
import { favoritesApi } from './favorites';
import { type ClientOptions, createHttp } from './http';
import { listingsApi } from './listings';
import { notificationsApi } from './notifications';
import { propertiesApi } from './properties';
import { propertyRequestsApi } from './propertyRequests';
import { roomsApi } from './rooms';
import { usersApi } from './users';

/**
 * Creates a Convive API client: one typed function per call of both specs, grouped by resource.
 * Every answer is parsed with the contract's schema; failures raise the errors of `./errors`.
 *
 * @example
 *   const client = createClient({ baseUrl: '/api', getToken: () => localStorage.getItem('authToken') });
 *   const page = await client.properties.all({ city: 'Madrid', max_price: 800 });
 */
export function createClient(options: ClientOptions) {
  const http = createHttp(options);
  return {
    baseUrl: options.baseUrl,
    auth: authApi(http),
    users: usersApi(http),
    properties: propertiesApi(http),
    rooms: roomsApi(http),
    favorites: favoritesApi(http),
    appointments: appointmentsApi(http),
    propertyRequests: propertyRequestsApi(http),
    contact: contactApi(http),
    notifications: notificationsApi(http),
    listings: listingsApi(http),
  };
}
export type ConviveClient = ReturnType<typeof createClient>;
