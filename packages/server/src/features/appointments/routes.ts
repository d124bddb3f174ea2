import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import {
  appointmentCalendar,
  changeAppointmentStatus,
  confirmGuestVisit,
  listAppointments,
  ownAppointment,
  requestGuestVisit,
  requestVisit,
  visitRequiredErrors,
} from './service';

/** Visit appointments (spec 01 §5 and §7, spec 02 §4): each handler one call to the service. */
export async function appointmentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.appointments;
  const own = ({ user, params }: { user: { id: number }; params: { id: number } }) =>
    ownAppointment(ctx, user.id, params.id);

  on(E.list, ({ request, user, query }) => listAppointments(ctx, request, user.id, query));
  on(E.create, { invalid: visitRequiredErrors }, ({ request, user, body }) =>
    requestVisit(ctx, request, user, body),
  );

  // A visitor without an account (a partner's page): the request waits for its e-mail link.
  on(
    E.requestAsGuest,
    { ...perAddress(ctx, 'guestVisitPerAddress'), invalid: visitRequiredErrors },
    ({ request, body }) => requestGuestVisit(ctx, request, body),
  );
  on(E.confirmGuest, perAddress(ctx, 'guestConfirmPerAddress'), ({ body }) =>
    confirmGuestVisit(ctx, body.token),
  );

  on(E.changeStatus, { load: own }, ({ user, body, record }) =>
    changeAppointmentStatus(ctx, user, record, body),
  );

  // The visit as an iCalendar event, for the requester's or the landlord's calendar.
  on(E.ics, { load: own }, ({ request, params }) =>
    appointmentCalendar(ctx, params.id, requestLanguage(request)),
  );
}
