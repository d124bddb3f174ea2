/** Properties: the public search's calls, a property's page, and a landlord's own (spec 01, 02). */
export { propertyRoutes } from './routes';
