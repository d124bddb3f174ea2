import type { Conversation, Message, SavedReply } from '@convive/sdk';
import type { FixtureRoutes } from '@convive/sdk/testing';
import { makePage } from '@convive/sdk/testing';

/** A message as its reader sees it (test data). */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    conversation: 7,
    kind: 'text',
    mine: false,
    sender_name: 'Marta Ruiz',
    text: 'Hola, ¿sigue disponible?',
    masked: false,
    attachments: [],
    visit: null,
    created_at: '2026-11-26T10:00:00Z',
    read: true,
    ...overrides,
  };
}

/** A conversation as its reader sees it (test data). */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    property: 12,
    property_title: 'Piso luminoso en Malasaña',
    property_thumbnail: null,
    other_party: { id: 1, name: 'Marta Ruiz', avatar: null, role: 'propietario' },
    last_message: makeMessage(),
    unread_count: 0,
    archived: false,
    blocked: false,
    blocked_by_other: false,
    contact_unlocked: false,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-26T10:00:00Z',
    ...overrides,
  };
}

export function makeSavedReply(overrides: Partial<SavedReply> = {}): SavedReply {
  return {
    id: 1,
    title: 'Saludo',
    text: 'Hola {nombre}, gracias por tu interés en {propiedad}.',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export interface FakeMessagingServer {
  routes: FixtureRoutes;
  conversations: Conversation[];
  messages: Message[];
  /** The bodies of the calls that change something, in order. */
  posted: { route: string; body: unknown }[];
}

/**
 * A fake messaging API over a few conversations and messages: lists, search and the archived filter,
 * pages of messages newest first, sending, reading and the conversation's actions.
 */
export function messagingServer(
  options: { conversations?: Conversation[]; messages?: Message[]; failSend?: boolean } = {},
): FakeMessagingServer {
  const state: FakeMessagingServer = {
    routes: {},
    conversations: options.conversations ?? [makeConversation()],
    messages: options.messages ?? [makeMessage()],
    posted: [],
  };
  let nextId = 1000;
  const find = (id: string) => state.conversations.find((c) => c.id === Number(id));
  const update = (id: string, change: Partial<Conversation>) => {
    state.conversations = state.conversations.map((c) => (c.id === Number(id) ? { ...c, ...change } : c));
    return { body: find(id) };
  };
  state.routes = {
    'GET /conversations/unread-count/': () => ({
      body: { unread_count: state.conversations.reduce((n, c) => n + c.unread_count, 0) },
    }),
    'GET /conversations/': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const archived = query.get('archived') === 'true';
      const list = state.conversations
        .filter((c) => c.archived === archived)
        .filter(
          (c) =>
            !search ||
            c.property_title.toLowerCase().includes(search) ||
            c.other_party.name.toLowerCase().includes(search),
        );
      return { body: makePage(list) };
    },
    'GET /conversations/:id/': ({ params }) => {
      const conversation = find(params.id ?? '');
      return conversation ? { body: conversation } : { status: 404, body: { detail: 'No encontrado.' } };
    },
    'GET /conversations/:id/messages/': ({ params }) => ({
      body: makePage(
        state.messages
          .filter((m) => m.conversation === Number(params.id))
          .sort((a, b) => b.created_at.localeCompare(a.created_at)),
      ),
    }),
    'POST /conversations/:id/messages/': ({ params, body }) => {
      state.posted.push({ route: 'send', body });
      if (options.failSend)
        return { status: 429, body: { detail: 'Demasiados mensajes. Espera un minuto.' } };
      const text = typeof body === 'object' && body !== null && 'text' in body ? String(body.text) : '';
      const message = makeMessage({
        id: nextId++,
        conversation: Number(params.id),
        mine: true,
        sender_name: 'Yo',
        text,
        created_at: new Date().toISOString(),
      });
      state.messages.push(message);
      return { status: 201, body: message };
    },
    'POST /conversations/:id/read/': ({ params }) => {
      state.posted.push({ route: 'read', body: params.id });
      update(params.id ?? '', { unread_count: 0 });
      return { body: { unread_count: 0 } };
    },
    'PATCH /conversations/:id/': ({ params, body }) => {
      state.posted.push({ route: 'archive', body });
      return update(params.id ?? '', { archived: Boolean((body as { archived: boolean }).archived) });
    },
    'POST /conversations/:id/block/': ({ params }) => {
      state.posted.push({ route: 'block', body: params.id });
      return update(params.id ?? '', { blocked: true });
    },
    'DELETE /conversations/:id/block/': ({ params }) => {
      state.posted.push({ route: 'unblock', body: params.id });
      return update(params.id ?? '', { blocked: false });
    },
    'POST /conversations/:id/report/': ({ body }) => {
      state.posted.push({ route: 'report', body });
      return { body: { detail: 'ok' } };
    },
    'POST /conversations/:id/propose-visit/': ({ params, body }) => {
      state.posted.push({ route: 'proposeVisit', body });
      const { date, time } = body as { date: string; time: string };
      const message = makeMessage({
        id: nextId++,
        conversation: Number(params.id),
        kind: 'visit_proposal',
        mine: true,
        text: '',
        visit: { date, time },
        created_at: new Date().toISOString(),
      });
      state.messages.push(message);
      return { status: 201, body: message };
    },
    'POST /conversations/:id/invite-to-apply/': ({ params, body }) => {
      state.posted.push({ route: 'invite', body });
      const message = makeMessage({
        id: nextId++,
        conversation: Number(params.id),
        kind: 'apply_invite',
        mine: true,
        text: '',
        created_at: new Date().toISOString(),
      });
      return { status: 201, body: message };
    },
    'GET /saved-replies/': { body: [makeSavedReply()] },
  };
  return state;
}
