/** A tenant's saved searches, the unsubscribe link of their alerts, and the alert and digest jobs. */
export {
  queuePropertyMatch,
  registerSavedSearchJobs,
  // The digest run by hand and the new-property delay: for the suites that drive the alerts directly.
  runDigest,
  savedSearchTiming,
  scheduleDigest,
} from './alerts';
export { savedSearchRoutes } from './routes';
