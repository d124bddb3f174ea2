/** A coliving property's rooms: the public room search's call, a room's page, a landlord's own. */
export { roomRoutes } from './routes';
