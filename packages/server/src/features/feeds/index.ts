/** A landlord's Kyero feeds, imported by URL every hour or by upload (docs/adr/0171-listing-feeds.md). */
export { feedLimits } from './kyero';
export { feedRoutes } from './routes';
export { registerFeedJobs, scheduleFeeds } from './service';
