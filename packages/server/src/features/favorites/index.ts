/** A tenant's favourite properties (spec 01 §7). */
export { favoriteRoutes } from './routes';
