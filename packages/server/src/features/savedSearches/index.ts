/** A tenant's saved searches and the unsubscribe link of their alerts. */
export { savedSearchRoutes } from './routes';
