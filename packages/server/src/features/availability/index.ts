import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { availabilityRoutes } from './routes';
import { registerCalendarJobs, scheduleCalendarSweep } from './service';

/** A home's calendar: each unit's periods, blocks, iCal export and import (docs/adr/0176-calendar-sync.md). */
export { availabilityChanged, homePeriodsOnNewRoom, removeRoomCalendar } from './service';

/**
 * The calendar's routes under /api, its jobs' handlers (before the queue starts) and, once the
 * server is ready, the recurring fetch of imported calendars (a singleton per slot: one process queues it).
 */
export async function registerAvailability(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerCalendarJobs(ctx);
  await app.register(availabilityRoutes, { prefix: '/api', ctx });
  app.addHook('onReady', async () => {
    await scheduleCalendarSweep(ctx).catch((error: unknown) =>
      app.log.warn({ err: error }, 'calendar sweep not scheduled'),
    );
  });
}
