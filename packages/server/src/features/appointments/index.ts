/** Visit appointments, an account's and a guest's (spec 01 §5 and §7, spec 02 §4), and their reminders. */
export { registerReminderJobs } from './reminders';
export { appointmentRoutes } from './routes';
