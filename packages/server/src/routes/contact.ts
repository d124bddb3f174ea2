import { contactMessageSchema } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ERRORS } from '../errors';
import { validate } from '../validation';
import { perAddress } from './rateLimits';

/** The contact form (spec 01 §7): open to everyone, stored for the team. */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post('/contact/messages/', perAddress(ctx, 'contactPerAddress'), async (request, reply) => {
    const body = validate(contactMessageSchema, request.body);
    const { id } = await ctx.db
      .insertInto('contact_messages')
      .values({
        user_id: request.user?.id ?? null,
        name: body.name,
        email: body.email,
        phone: body.phone ?? '',
        subject: body.subject,
        message: body.message,
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Ids only: names, addresses and texts stay out of the logs.
    request.log.info({ contactMessageId: id, signedIn: !!request.user }, 'contact message stored');
    reply.code(201);
    return { message: ERRORS.contactSent };
  });
}
