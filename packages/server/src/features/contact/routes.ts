import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ERRORS } from '../../errors';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import { storeContactMessage } from './service';

/** The contact form (spec 01 §7): open to everyone, stored for the team. */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);

  on(ENDPOINTS.contact.send, perAddress(ctx, 'contactPerAddress'), async ({ request, user, body }) => {
    const id = await storeContactMessage(ctx, user?.id ?? null, body);
    // Ids only: names, addresses and texts stay out of the logs.
    request.log.info({ contactMessageId: id, signedIn: !!user }, 'contact message stored');
    return { message: ERRORS.contactSent.in(requestLanguage(request)) };
  });
}
