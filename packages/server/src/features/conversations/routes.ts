import { ENDPOINTS, messageCreateSchema } from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ERRORS } from '../../errors';
import { router } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import { validate } from '../../validation';
import { readMessageUpload } from './attachments';
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  ownSavedReply,
  updateSavedReply,
} from './savedReplies';
import {
  conversationAnswer,
  countMessage,
  guestConversation,
  inviteToApply,
  listConversations,
  listMessages,
  markRead,
  ownConversation,
  type Participation,
  proposeVisit,
  reportConversation,
  responseStats,
  sendMessage,
  setArchived,
  setBlocked,
  unreadTotal,
} from './service';

/** Conversations, guests' access by token, saved replies and response statistics: thin handlers. */
export async function conversationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.conversations;
  const own = {
    load: ({ user, params }: { user: { id: number }; params: { id: number } }) =>
      ownConversation(ctx, user.id, params.id),
  };
  const origin = (request: FastifyRequest) => ctx.origin(request);

  /** A JSON `{text}`, or multipart `text` and `attachments`: counted, then read, then written. */
  async function send(request: FastifyRequest, participation: Participation, identity: string) {
    await countMessage(ctx, participation, identity);
    if (request.isMultipart()) {
      const upload = await readMessageUpload(ctx, request);
      const text =
        upload.text.trim() === ''
          ? ''
          : validate(messageCreateSchema, { text: upload.text }, () => requestLanguage(request)).text;
      return sendMessage(ctx, origin(request), participation, { text, attachments: upload.files });
    }
    const body = validate(messageCreateSchema, request.body, () => requestLanguage(request));
    return sendMessage(ctx, origin(request), participation, { text: body.text });
  }

  on(E.list, ({ request, user, query }) => listConversations(ctx, request, user, query));
  on(E.unreadCount, async ({ user }) => ({ unread_count: await unreadTotal(ctx, user.id) }));
  on(E.get, own, ({ request, record }) => conversationAnswer(ctx, origin(request), record));
  on(E.archive, own, ({ request, record, body }) => setArchived(ctx, origin(request), record, body.archived));
  on(E.messages, own, ({ request, record, query }) => listMessages(ctx, request, record, query));
  on(E.send, own, ({ request, record, user }) => send(request, record, `user:${user.id}`));
  on(E.read, own, async ({ record, user }) => {
    await markRead(ctx, record);
    return { unread_count: await unreadTotal(ctx, user.id) };
  });
  on(E.report, own, async ({ record, user, body }) => {
    await reportConversation(ctx, record, user.id, body);
    return { detail: ERRORS.conversationReported };
  });
  on(E.block, own, ({ request, record }) => setBlocked(ctx, origin(request), record, true));
  on(E.unblock, own, ({ request, record }) => setBlocked(ctx, origin(request), record, false));
  on(E.proposeVisit, own, ({ request, record, user, body }) =>
    proposeVisit(ctx, origin(request), record, user.id, body),
  );
  on(E.inviteToApply, own, ({ request, record, user, body }) =>
    inviteToApply(ctx, origin(request), record, user.id, body),
  );

  const guest = { load: ({ params }: { params: { token: string } }) => guestConversation(ctx, params.token) };
  on(E.guestGet, guest, ({ request, record }) => conversationAnswer(ctx, origin(request), record));
  on(E.guestMessages, guest, async ({ request, record, query }) => {
    const page = await listMessages(ctx, request, record, query);
    // The guest's page has no read call: showing the messages is reading them.
    await markRead(ctx, record);
    return page;
  });
  on(E.guestSend, guest, ({ request, record }) => send(request, record, `guest:${record.row.id}`));
  on(E.responseStats, ({ params }) => responseStats(ctx, params.id));

  const R = ENDPOINTS.savedReplies;
  const ownReply = {
    load: ({ user, params }: { user: { id: number }; params: { id: number } }) =>
      ownSavedReply(ctx, user.id, params.id),
  };
  on(R.list, ({ user }) => listSavedReplies(ctx, user.id));
  on(R.create, ({ user, body }) => createSavedReply(ctx, user.id, body));
  on(R.update, ownReply, ({ record, body }) => updateSavedReply(ctx, record, body));
  on(R.delete, ownReply, ({ record }) => deleteSavedReply(ctx, record));
}
