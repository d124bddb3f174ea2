import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import {
  addExternalCalendar,
  changeCalendar,
  createExport,
  exportDocument,
  listExports,
  listExternalCalendars,
  ownCalendarProperty,
  ownExternalCalendar,
  propertyAvailability,
  refreshExternalCalendar,
  removeExternalCalendar,
  roomAvailability,
} from './service';

/** A home's calendar: availability, blocks, the private iCal export and imported calendars. */
export async function availabilityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.availability;
  const C = ENDPOINTS.calendar;
  const ownProperty = {
    load: ({ user, params }: { user: { id: number }; params: { id: number } }) =>
      ownCalendarProperty(ctx, user.id, params.id),
  };
  const ownCalendar = {
    load: ({ user, params }: { user: { id: number }; params: { id: number } }) =>
      ownExternalCalendar(ctx, user.id, params.id),
  };
  // The token is unguessable; this bounds what one address can make the server serialize.
  const throttled = perAddress(ctx, 'calendarExportPerAddress');

  on(E.property, ({ request, user, params, query }) =>
    propertyAvailability(ctx, request, user, params.id, query),
  );
  on(E.room, ({ request, user, params, query }) => roomAvailability(ctx, request, user, params.id, query));
  on(C.change, ownProperty, ({ record, body }) => changeCalendar(ctx, record, body));
  on(C.exports, ownProperty, ({ request, record }) => listExports(ctx, request, record));
  on(C.createExport, ownProperty, ({ request, record, body }) =>
    createExport(ctx, request, record, body.room),
  );
  on(C.ical, throttled, async ({ reply, params }) => {
    // The address is a secret: no shared cache keeps what it answers.
    reply.header('cache-control', 'no-store');
    return exportDocument(ctx, params.token);
  });
  on(C.externalCalendars, ownProperty, ({ request, record }) => listExternalCalendars(ctx, request, record));
  on(C.addExternalCalendar, ownProperty, ({ request, record, body }) =>
    addExternalCalendar(ctx, request, record, body),
  );
  on(C.removeExternalCalendar, ownCalendar, ({ record }) => removeExternalCalendar(ctx, record));
  on(C.refreshExternalCalendar, ownCalendar, ({ request, record }) =>
    refreshExternalCalendar(ctx, request, record),
  );
}
