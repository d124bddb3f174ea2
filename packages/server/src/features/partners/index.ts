/** A landlord's partner keys and the events their partner sites' elements count. */
export { partnerRoutes } from './routes';
