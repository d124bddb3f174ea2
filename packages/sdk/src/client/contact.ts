import { type ContactMessage, contactResponseSchema } from '../schemas';
import type { Http } from './http';

/** The contact form (spec 01 §7). */
export function contactApi(http: Http) {
  return {
    /** POST /contact/messages/ — answers the message to show. */
    send: (data: ContactMessage) =>
      http.request('POST', 'contact/messages/', { json: data, schema: contactResponseSchema }),
  };
}
export type ContactApi = ReturnType<typeof contactApi>;
