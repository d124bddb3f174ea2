/** Property requests: the landlord's received requests and decisions, the tenant's own (docs/adr/0013-property-requests.md). */
export { requestRoutes } from './routes';
