import { type Conversation, MASK, type SocketChatMessage, type SocketMessage } from '@convive/sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { openPeer, type Peer } from '../../../test/socketPeer';
import type { PostgresEventBus } from '../../realtime/postgresEventBus';
import { AWAY_AFTER_MS, MAIL_EVERY_MS, sendAwayMail } from './mails';

/** A Monday morning: tomorrow is a weekday, so the visit rules accept a slot then. */
const START = new Date('2026-11-23T08:00:00Z');

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}

function socketUrl(server: TestServer, account: Account): string {
  return `${server.origin.replace(/^http/, 'ws')}/ws/notifications/${account.user.id}/?token=${encodeURIComponent(account.token)}`;
}

async function connected(server: TestServer, account: Account): Promise<Peer> {
  const peer = await openPeer(socketUrl(server, account), {}, 2000);
  peer.socket.send(JSON.stringify({ type: 'ping' }));
  await peer.next((m) => m.type === 'pong');
  return peer;
}

const isChat = (m: SocketMessage): m is SocketChatMessage => m.type === 'message';

let serial = 0;

async function newProperty(owner: Account): Promise<number> {
  serial += 1;
  const property = await owner.client.properties.create({
    title: `Piso en Chamberí ${serial}`,
    description: 'Luminoso.',
    property_type: 'piso',
    price: 900,
    size: 70,
    address: 'Calle Luchana 3',
    city: 'Madrid',
    postal_code: '28010',
    bedrooms: 2,
    bathrooms: 1,
  });
  return property.id;
}

async function enquire(from: Account, property: number, message: string) {
  return from.client.propertyRequests.create({
    property,
    tenant_name: 'Lucía',
    tenant_email: from.email,
    message,
  });
}

/** A new home of `landlord` and `tenant`'s enquiry about it: the conversation it opened. */
async function enquiryConversation(landlord: Account, tenant: Account): Promise<Conversation> {
  const property = await newProperty(landlord);
  await enquire(tenant, property, 'Hola');
  const found = (await tenant.client.conversations.list({ property })).results[0];
  if (!found) throw new Error('no conversation');
  return found;
}

describe.each(DIALECTS)('conversations on %s', (dialect) => {
  let server: TestServer;
  let now = START;
  let landlord: Account;
  let tenant: Account;
  let stranger: Account;
  let propertyId: number;
  let conversation: Conversation;

  async function conversationOf(account: Account, property: number): Promise<Conversation> {
    const page = await account.client.conversations.list({ page_size: 100 });
    const found = page.results.find((c) => c.property === property);
    if (!found) throw new Error('no conversation');
    return found;
  }

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => now });
    await (server.app.ctx.events as Partial<PostgresEventBus>).ready?.();
    [landlord, tenant, stranger] = await Promise.all([
      register(server, 'propietario', { first_name: 'Carmen' }),
      register(server, 'inquilino', { first_name: 'Lucía' }),
      register(server, 'inquilino', { first_name: 'Intrusa' }),
    ]);
    propertyId = await newProperty(landlord);
    await enquire(tenant, propertyId, 'Hola, ¿sigue disponible? Mi móvil es 612 345 678.');
    conversation = await conversationOf(landlord, propertyId);
  }, 60_000);
  afterAll(() => server?.close());

  it('opens the conversation from an enquiry, its message the first one, for both sides', async () => {
    expect(conversation.other_party).toMatchObject({ id: tenant.user.id, role: 'inquilino' });
    expect(conversation.unread_count).toBe(1);
    expect(conversation.contact_unlocked).toBe(false);
    expect(conversation.last_message?.mine).toBe(false);
    const mine = await conversationOf(tenant, propertyId);
    expect(mine.id).toBe(conversation.id);
    expect(mine.unread_count).toBe(0);
    expect(mine.other_party).toMatchObject({ id: landlord.user.id, role: 'propietario' });
    expect(mine.last_message?.mine).toBe(true);
    // A second enquiry continues the same conversation.
    await enquire(tenant, propertyId, 'Otra pregunta: ¿admite mascotas?');
    const messages = await tenant.client.conversations.messages(conversation.id);
    expect(messages.count).toBe(2);
    expect(messages.results[0]?.text).toBe('Otra pregunta: ¿admite mascotas?');
    expect((await landlord.client.conversations.get(conversation.id))?.unread_count).toBe(2);
  });

  it('masks contact details for both sides until a request between them is accepted', async () => {
    const page = await landlord.client.conversations.messages(conversation.id);
    const first = page.results.at(-1);
    expect(first?.masked).toBe(true);
    expect(first?.text).toBe(`Hola, ¿sigue disponible? Mi móvil es ${MASK}.`);
    const sent = await landlord.client.conversations.send(conversation.id, {
      text: 'Escríbeme a carmen@example.com o IBAN ES91 2100 0418 4502 0005 1332',
    });
    expect(sent.masked).toBe(true);
    expect(sent.text).toBe(`Escríbeme a ${MASK} o IBAN ${MASK}`);
    const seen = (await tenant.client.conversations.messages(conversation.id)).results[0];
    expect(seen?.text).toBe(`Escríbeme a ${MASK} o IBAN ${MASK}`);

    // Another home's accepted request does not unlock this one.
    const other = await newProperty(landlord);
    const application = await tenant.client.propertyRequests.create({
      property: other,
      kind: 'application',
      tenant_name: 'Lucía',
      tenant_email: tenant.email,
      message: 'Solicito el piso.',
      move_in: '2027-01-15',
      months: 6,
    });
    await landlord.client.propertyRequests.decide(application.id, { status: 'aceptada' });
    expect((await tenant.client.conversations.get(conversation.id))?.contact_unlocked).toBe(false);
    const unlocked = await conversationOf(tenant, other);
    expect(unlocked.contact_unlocked).toBe(true);
    const messages = await tenant.client.conversations.messages(unlocked.id);
    expect(messages.results[0]).toMatchObject({ kind: 'system', masked: false });
    const plain = await tenant.client.conversations.send(unlocked.id, { text: 'Mi móvil: 612 345 678' });
    expect(plain).toMatchObject({ masked: false, text: 'Mi móvil: 612 345 678' });
  });

  it('answers 404 to anyone who is not a participant, on every call', async () => {
    const id = conversation.id;
    const c = stranger.client;
    expect(await c.conversations.get(id)).toBeNull();
    for (const call of [
      () => c.conversations.messages(id),
      () => c.conversations.send(id, { text: 'hola' }),
      () => c.conversations.read(id),
      () => c.conversations.report(id, { reason: 'spam' }),
      () => c.conversations.block(id),
      () => c.conversations.unblock(id),
      () => c.conversations.archive(id, { archived: true }),
    ]) {
      expect((await failure(call())).status).toBe(404);
    }
    expect((await c.conversations.list()).results.map((r) => r.id)).not.toContain(id);
    expect((await failure(server.client().conversations.list())).status).toBe(401);
  });

  it('pushes a new message to the other participant’s socket, typed, once', async () => {
    const peer = await connected(server, landlord);
    try {
      const sent = await tenant.client.conversations.send(conversation.id, {
        text: '¿Puedo verlo el martes?',
      });
      const pushed = await peer.next(isChat);
      expect(pushed).toMatchObject({
        type: 'message',
        conversation: conversation.id,
        message: {
          id: sent.id,
          mine: false,
          text: '¿Puedo verlo el martes?',
          sender_name: expect.any(String),
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(peer.received.filter((m) => isChat(m) && m.message.id === sent.id)).toHaveLength(1);
    } finally {
      peer.socket.close();
    }
  });

  it('reads: unread counts per participant, read state, unread first in the inbox', async () => {
    const other = await newProperty(landlord);
    await enquire(stranger, other, 'Me interesa.');
    expect(await landlord.client.conversations.unreadCount()).toBeGreaterThan(0);
    const { unread_count } = await landlord.client.conversations.read(conversation.id);
    const after = await landlord.client.conversations.get(conversation.id);
    expect(after?.unread_count).toBe(0);
    const inbox = await landlord.client.conversations.list();
    // The stranger's conversation is unread: it comes first even though older activity follows.
    expect(inbox.results[0]?.unread_count).toBeGreaterThan(0);
    expect(unread_count).toBe(await landlord.client.conversations.unreadCount());
    const mine = (await tenant.client.conversations.messages(conversation.id)).results.find((m) => m.mine);
    expect(mine?.read).toBe(true);
    expect(
      (await landlord.client.conversations.list({ search: 'chamberí 1' })).results.length,
    ).toBeGreaterThan(0);
    expect((await landlord.client.conversations.list({ search: 'zzz-nada' })).count).toBe(0);
    // One home's conversation, as 'Contactar' on its page asks for it.
    const aboutOther = await stranger.client.conversations.list({ property: other });
    expect(aboutOther.results.map((c) => c.property)).toEqual([other]);
    expect((await tenant.client.conversations.list({ property: other })).count).toBe(0);
  });

  it('archives for one side only; a new message brings it back', async () => {
    const archived = await tenant.client.conversations.archive(conversation.id, { archived: true });
    expect(archived.archived).toBe(true);
    expect((await tenant.client.conversations.list({ archived: true })).results.map((c) => c.id)).toContain(
      conversation.id,
    );
    expect((await tenant.client.conversations.list()).results.map((c) => c.id)).not.toContain(
      conversation.id,
    );
    expect((await landlord.client.conversations.get(conversation.id))?.archived).toBe(false);
    await landlord.client.conversations.send(conversation.id, { text: 'Sí, el martes a las 10.' });
    expect((await tenant.client.conversations.get(conversation.id))?.archived).toBe(false);
  });

  it('refuses empty, oversize and badly formed input in the caller’s language, storing nothing', async () => {
    const before = (await tenant.client.conversations.messages(conversation.id)).count;
    const post = (body: unknown, language: string) =>
      server.fetch(`/api/conversations/${conversation.id}/messages/`, {
        method: 'POST',
        token: tenant.token,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(body),
      });
    const es = await post({ text: '   ' }, 'es');
    expect(es.status).toBe(400);
    expect(await es.json()).toEqual({ text: ['Escribe un mensaje.'] });
    const en = await post({ text: '' }, 'en');
    expect(await en.json()).toEqual({ text: ['Write a message.'] });
    const long = await post({ text: 'a'.repeat(5001) }, 'en');
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ text: ['A message can be at most 5000 characters long.'] });
    const report = await server.fetch(`/api/conversations/${conversation.id}/report/`, {
      method: 'POST',
      token: tenant.token,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ reason: 'aburrido' }),
    });
    expect(await report.json()).toEqual({
      reason: ['Choose a reason: fraude (fraud), spam, ofensivo (offensive) or otro (other).'],
    });
    expect((await tenant.client.conversations.messages(conversation.id)).count).toBe(before);
  });

  it('takes images and PDFs, refuses forged, oversize and too many files, serves them to participants', async () => {
    const upload = (files: { data: Buffer | string; name: string; type: string }[], text = 'Adjunto') => {
      const form = new FormData();
      form.append('text', text);
      for (const file of files)
        form.append('attachments', new Blob([file.data], { type: file.type }), file.name);
      return server.fetch(`/api/conversations/${conversation.id}/messages/`, {
        method: 'POST',
        token: tenant.token,
        headers: { 'accept-language': 'es' },
        body: form,
      });
    };
    const before = (await tenant.client.conversations.messages(conversation.id)).count;
    const forged = await upload([{ data: 'no soy una imagen', name: 'foto.png', type: 'image/png' }]);
    expect(forged.status).toBe(415);
    expect(((await forged.json()) as { detail: string }).detail).toMatch(/imagen ni un PDF/);
    const big = await upload([
      { data: Buffer.alloc(10 * 1024 * 1024 + 10, 1), name: 'x.pdf', type: 'application/pdf' },
    ]);
    expect(big.status).toBe(413);
    const image = await png();
    const many = await upload(
      Array.from({ length: 6 }, () => ({ data: image, name: 'a.png', type: 'image/png' })),
    );
    expect(many.status).toBe(400);
    expect((await tenant.client.conversations.messages(conversation.id)).count).toBe(before);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const ok = await upload([
      { data: image, name: 'salon.png', type: 'image/png' },
      { data: pdf, name: 'nomina.pdf', type: 'application/pdf' },
    ]);
    expect(ok.status).toBe(201);
    const message = (await ok.json()) as {
      attachments: { url: string; content_type: string; name: string }[];
    };
    expect(message.attachments.map((a) => a.content_type)).toEqual(['image/webp', 'application/pdf']);
    expect(message.attachments[0]?.name).toBe('salon.webp');
    const seen = (await landlord.client.conversations.messages(conversation.id)).results[0];
    const url = seen?.attachments[1]?.url ?? '';
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);
    const saved = now;
    now = new Date(now.getTime() + 60 * 60_000);
    try {
      expect((await fetch(url)).status).toBe(404);
    } finally {
      now = saved;
    }
  });

  it('blocks the person: a worded 403 in every conversation between the two until unblocked', async () => {
    const blocked = await landlord.client.conversations.block(conversation.id);
    expect(blocked.blocked).toBe(true);
    expect((await tenant.client.conversations.get(conversation.id))?.blocked_by_other).toBe(true);
    const refused = await server.fetch(`/api/conversations/${conversation.id}/messages/`, {
      method: 'POST',
      token: tenant.token,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ text: 'Hola' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: 'You cannot write in this conversation: one of you has blocked the other.',
    });
    const es = await failure(tenant.client.conversations.send(conversation.id, { text: 'Hola' }));
    expect(es.status).toBe(403);

    // The block is of the person: asking about another of the landlord's homes opens a blocked
    // conversation, and its message does not reach the landlord.
    const another = await newProperty(landlord);
    await enquire(tenant, another, 'Hola otra vez, ¿y este piso?');
    const opened = await conversationOf(tenant, another);
    expect(opened).toMatchObject({ blocked: false, blocked_by_other: true });
    expect((await landlord.client.conversations.messages(opened.id)).count).toBe(0);
    expect((await failure(tenant.client.conversations.send(opened.id, { text: 'Hola' }))).status).toBe(403);

    // Unblocking in one conversation unblocks the person everywhere.
    expect((await landlord.client.conversations.unblock(conversation.id)).blocked).toBe(false);
    expect((await tenant.client.conversations.get(opened.id))?.blocked_by_other).toBe(false);
    await tenant.client.conversations.send(conversation.id, { text: 'Gracias' });
    await tenant.client.conversations.send(opened.id, { text: '¿Sigue libre?' });
  });

  it('lets the landlord propose a visit slot (visit rules apply) and invite to apply', async () => {
    const weekend = await failure(
      landlord.client.conversations.proposeVisit(conversation.id, { date: '2026-11-28', time: '10:00' }),
    );
    expect(weekend.status).toBe(400);
    const proposal = await landlord.client.conversations.proposeVisit(conversation.id, {
      date: '2026-11-24',
      time: '10:30',
    });
    expect(proposal).toMatchObject({ kind: 'visit_proposal', visit: { date: '2026-11-24', time: '10:30' } });
    const invite = await landlord.client.conversations.inviteToApply(conversation.id, {
      text: 'Envía tu solicitud',
    });
    expect(invite.kind).toBe('apply_invite');
    expect((await failure(tenant.client.conversations.inviteToApply(conversation.id, {}))).status).toBe(403);
  });

  it('e-mails an away participant after 10 minutes, once an hour, in their language, unless turned off', async () => {
    await landlord.client.users.update(landlord.user.id, { language: 'en' });
    const other = await newProperty(landlord);
    await enquire(tenant, other, 'Hola, ¿está amueblado? Llámame al 612345678');
    const conv = await conversationOf(landlord, other);
    const payload = { conversationId: conv.id, side: 'landlord' as const };
    expect(await sendAwayMail(server.app.ctx, payload)).toBe('too-soon');
    const saved = now;
    try {
      now = new Date(saved.getTime() + AWAY_AFTER_MS + 1000);
      expect(await sendAwayMail(server.app.ctx, payload)).toBe('sent');
      const mail = await server.lastMail(landlord.email);
      expect(mail).toContain('sent you a message about');
      expect(mail).toContain(MASK);
      expect(mail).not.toContain('612345678');
      expect(mail).toMatch(/\/dashboard\/messages\/\d+/);
      await tenant.client.conversations.send(conv.id, { text: 'Otra cosa' });
      now = new Date(now.getTime() + AWAY_AFTER_MS + 1000);
      expect(await sendAwayMail(server.app.ctx, payload)).toBe('mailed-recently');
      now = new Date(now.getTime() + MAIL_EVERY_MS);
      expect(await sendAwayMail(server.app.ctx, payload)).toBe('sent');
      await landlord.client.conversations.read(conv.id);
      expect(await sendAwayMail(server.app.ctx, payload)).toBe('read');
      // Turned off in Settings: no e-mail.
      await server.app.ctx.db
        .insertInto('tenant_preferences')
        .values({ user_id: landlord.user.id, email_notifications: 0 })
        .execute();
      await tenant.client.conversations.send(conv.id, { text: '¿Hola?' });
      now = new Date(now.getTime() + 2 * MAIL_EVERY_MS);
      expect(await sendAwayMail(server.app.ctx, payload)).toBe('opted-out');
    } finally {
      now = saved;
    }
  });

  it('lets a guest reply through the link of their e-mail, for 30 days, to that conversation only', async () => {
    const other = await newProperty(landlord);
    const email = `invitado.${dialect}@example.com`;
    await server.client().propertyRequests.create({
      property: other,
      tenant_name: 'Pablo Invitado',
      tenant_email: email,
      message: '¿Sigue libre?',
    });
    const conv = await conversationOf(landlord, other);
    expect(conv.other_party).toMatchObject({ id: null, role: 'invitado', name: 'Pablo Invitado' });
    await landlord.client.conversations.send(conv.id, { text: 'Sí, ¿cuándo quieres verlo?' });
    const saved = now;
    try {
      now = new Date(saved.getTime() + AWAY_AFTER_MS + 1000);
      expect(await sendAwayMail(server.app.ctx, { conversationId: conv.id, side: 'tenant' })).toBe('sent');
      const mail = await server.lastMail(email);
      const token = /messages\/guest\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
      expect(token).not.toBe('');
      const guest = server.client();
      expect((await guest.conversations.guestGet(token)).id).toBe(conv.id);
      const messages = await guest.conversations.guestMessages(token);
      expect(messages.results[0]).toMatchObject({ mine: false, text: 'Sí, ¿cuándo quieres verlo?' });
      const reply = await guest.conversations.guestSend(token, { text: 'Mañana por la tarde' });
      expect(reply.mine).toBe(true);
      expect((await landlord.client.conversations.messages(conv.id)).results[0]?.text).toBe(
        'Mañana por la tarde',
      );
      expect((await failure(guest.conversations.guestGet('a'.repeat(43)))).status).toBe(404);
      now = new Date(now.getTime() + 31 * 86_400_000);
      const expired = await failure(guest.conversations.guestGet(token));
      expect(expired.status).toBe(404);
    } finally {
      now = saved;
    }
  });

  it('continues the conversation from a visit request, its notes the next message', async () => {
    await tenant.client.appointments.create({
      property: propertyId,
      date: '2026-11-25',
      time: '11:00',
      notes: 'Iré con mi pareja',
    });
    const latest = (await landlord.client.conversations.messages(conversation.id)).results[0];
    expect(latest).toMatchObject({ mine: false, text: 'Iré con mi pareja' });
  });

  it('reports: stored, hidden for the reporter only', async () => {
    const other = await newProperty(landlord);
    await enquire(tenant, other, 'Hola');
    const conv = await conversationOf(tenant, other);
    const answer = await tenant.client.conversations.report(conv.id, {
      reason: 'fraude',
      text: 'Pide dinero',
    });
    expect(answer?.detail).toMatch(/denuncia/);
    expect((await tenant.client.conversations.list()).results.map((c) => c.id)).not.toContain(conv.id);
    expect((await landlord.client.conversations.list({ page_size: 100 })).results.map((c) => c.id)).toContain(
      conv.id,
    );
    const stored = await server.app.ctx.db
      .selectFrom('conversation_reports')
      .selectAll()
      .where('conversation_id', '=', conv.id)
      .execute();
    expect(stored).toMatchObject([{ reason: 'fraude', text: 'Pide dinero', reporter_side: 'tenant' }]);
  });

  it('shows on each inbox line what the conversation answers, on every page and for both sides', async () => {
    // Carmen also writes as a tenant, about another landlord's home.
    const marta = await register(server, 'propietario', { first_name: 'Marta' });
    const hers = await newProperty(marta);
    const application = await landlord.client.propertyRequests.create({
      property: hers,
      kind: 'application',
      tenant_name: 'Carmen',
      tenant_email: landlord.email,
      message: 'Hola Marta, solicito el piso desde enero.',
      move_in: '2027-01-15',
      months: 6,
    });
    await marta.client.propertyRequests.decide(application.id, { status: 'aceptada' });
    const withMarta = await conversationOf(landlord, hers);
    const form = new FormData();
    form.append('text', 'Mi nómina');
    form.append(
      'attachments',
      new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')], {
        type: 'application/pdf',
      }),
      'nomina.pdf',
    );
    const sent = await server.fetch(`/api/conversations/${withMarta.id}/messages/`, {
      method: 'POST',
      token: landlord.token,
      body: form,
    });
    expect(sent.status).toBe(201);
    let unreadSeen = 0;
    for (const account of [landlord, tenant]) {
      const first = await account.client.conversations.list({ page_size: 2 });
      expect(first.count).toBeGreaterThanOrEqual(3);
      const lines: Conversation[] = [];
      for (let page = 1; lines.length < first.count; page += 1) {
        const answer = await account.client.conversations.list({ page_size: 2, page });
        expect(answer.count).toBe(first.count);
        expect(answer.results.length).toBeGreaterThan(0);
        lines.push(...answer.results);
      }
      expect(new Set(lines.map((line) => line.id)).size).toBe(first.count);
      for (const line of lines) {
        expect(line).toEqual(await account.client.conversations.get(line.id));
        // The newest message of the conversation's own list is the line's last message.
        const newest = (await account.client.conversations.messages(line.id, { page_size: 1 })).results[0];
        expect(newest ?? null).toEqual(line.last_message);
      }
      // Unread first, then the latest activity.
      const unread = lines.map((line) => line.unread_count > 0);
      expect(unread).toEqual([...unread].sort((a, b) => Number(b) - Number(a)));
      // The header's total is the unread messages of the inbox and the archive (not of reported ones).
      const archived = (await account.client.conversations.list({ archived: true, page_size: 100 })).results;
      const sum = [...lines, ...archived].reduce((total, line) => total + line.unread_count, 0);
      expect(await account.client.conversations.unreadCount()).toBe(sum);
      unreadSeen += sum;
    }
    expect(unreadSeen).toBeGreaterThan(0);
    const sides = (await landlord.client.conversations.list({ page_size: 100 })).results;
    expect(sides.map((line) => line.other_party.role)).toEqual(
      expect.arrayContaining(['inquilino', 'propietario']),
    );
    const line = sides.find((c) => c.id === withMarta.id);
    expect(line).toMatchObject({ contact_unlocked: true, other_party: { role: 'propietario' } });
    expect(line?.last_message?.attachments.map((a) => a.name)).toEqual(['nomina.pdf']);
  });

  it('keeps saved replies per landlord (404 for others) and answers response statistics', async () => {
    const reply = await landlord.client.savedReplies.create({
      title: 'Disponible',
      text: 'Hola {nombre}, {propiedad} sigue libre.',
    });
    expect((await landlord.client.savedReplies.list()).map((r) => r.id)).toContain(reply.id);
    expect((await landlord.client.savedReplies.update(reply.id, { title: 'Libre' })).title).toBe('Libre');
    const otherLandlord = await register(server, 'propietario');
    expect((await failure(otherLandlord.client.savedReplies.update(reply.id, { title: 'x' }))).status).toBe(
      404,
    );
    expect((await failure(tenant.client.savedReplies.list())).status).toBe(403);
    await landlord.client.savedReplies.delete(reply.id);
    expect(await landlord.client.savedReplies.list()).toEqual([]);

    const stats = await server.client().conversations.responseStats(landlord.user.id);
    expect(stats.conversations).toBeGreaterThan(0);
    expect(stats.response_rate).toBeGreaterThan(0);
    expect(stats.median_first_response_minutes).toBe(0);
    expect(await server.client().conversations.responseStats(otherLandlord.user.id)).toEqual({
      median_first_response_minutes: null,
      response_rate: null,
      conversations: 0,
    });
  });
});

describe.each(DIALECTS)('the message rate limit on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect, { config: { rateLimit: true } });
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses the 101st message of a minute from one account with a worded 429', async () => {
    const landlord = await register(server, 'propietario');
    const tenant = await register(server, 'inquilino');
    const conv = await enquiryConversation(landlord, tenant);
    for (let i = 0; i < 100; i += 1)
      await tenant.client.conversations.send(conv.id, { text: `Mensaje ${i}` });
    const refused = await server.fetch(`/api/conversations/${conv.id}/messages/`, {
      method: 'POST',
      token: tenant.token,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ text: 'uno más' }),
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/second/);
    expect((await tenant.client.conversations.messages(conv.id)).count).toBe(101);
  }, 60_000);
});

// PostgreSQL only: SQLite is one process's database.
if (DIALECTS.includes('postgres'))
  describe('a message across two server processes (postgres)', () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      a = await startServer('postgres');
      // The second server shares the first one's database and event channel, as a second process would.
      b = await startServer('postgres', { sameDatabaseAs: a });
      await (a.app.ctx.events as Partial<PostgresEventBus>).ready?.();
      await (b.app.ctx.events as Partial<PostgresEventBus>).ready?.();
    }, 60_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('reaches the other participant’s socket on the other process, once', async () => {
      const landlord = await register(a, 'propietario');
      const tenant = await register(a, 'inquilino');
      const conversation = await enquiryConversation(landlord, tenant);
      const peer = await connected(a, landlord);
      try {
        const sent = await b
          .client(tenant.token)
          .conversations.send(conversation.id, { text: 'Desde el otro proceso' });
        const pushed = await peer.next(isChat);
        expect(pushed).toMatchObject({
          conversation: conversation.id,
          message: { id: sent.id, text: 'Desde el otro proceso' },
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(peer.received.filter((m) => isChat(m) && m.message.id === sent.id)).toHaveLength(1);
      } finally {
        peer.socket.close();
      }
    }, 30_000);
  });
