/** Visit appointments, an account's and a guest's (spec 01 §5 and §7, spec 02 §4). */
export { appointmentRoutes } from './routes';
