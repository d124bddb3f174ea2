/** The contact form (spec 01 §7). */
export { contactRoutes } from './routes';
