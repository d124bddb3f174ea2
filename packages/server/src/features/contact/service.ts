import type { ContactMessage } from '@convive/sdk';
import type { AppContext } from '../../context';
import { contactQueries } from './queries';

/** Stores a message of the contact form (spec 01 §7), signed in or not; answers its id. */
export function storeContactMessage(
  ctx: AppContext,
  userId: number | null,
  message: ContactMessage,
): Promise<number> {
  return contactQueries(ctx.db).insert({
    user_id: userId,
    name: message.name,
    email: message.email,
    phone: message.phone ?? '',
    subject: message.subject,
    message: message.message,
    created_at: ctx.now().toISOString(),
  });
}
