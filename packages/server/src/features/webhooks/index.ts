/** A landlord's signed webhooks: endpoints, the events the product raises, their deliveries (ADR 0170). */
export { registerWebhookJobs, scheduleWebhookSweep } from './delivery';
export { webhookRoutes } from './routes';
export { emitWebhookEvent, leadAttribution } from './service';
