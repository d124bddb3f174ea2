import { addDays, isWeekday, todayIn } from '@convive/sdk';
import { makeAppointment, makeLandlord, makePage, makeUser } from '@convive/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emitLiveMessage } from '../../app/liveMessages';
import { expectNoSpanish } from '../../test/i18n';
import { renderRoute, renderScreen } from '../../test/renderRoute';
import { makeConversation, makeMessage, messagingServer } from './messagesFixtures';

const tenant = makeUser();
const landlord = makeLandlord();
const WAIT = { timeout: 5000 };

function items() {
  return screen.queryAllByTestId('conversation-item');
}

async function openConversation(
  path = '/dashboard/messages/7',
  options: Parameters<typeof messagingServer>[0] = {},
  user = tenant,
) {
  const server = messagingServer(options);
  const result = renderScreen(path, { user, routes: server.routes });
  await screen.findByRole('heading', { name: /^Conversación con/ }, WAIT);
  await screen.findByRole('log', {}, WAIT);
  return { server, result };
}

describe('/dashboard/messages: the inbox', { timeout: 20_000 }, () => {
  it('shows the loading state while the list loads', async () => {
    renderScreen('/dashboard/messages', {
      user: tenant,
      routes: { 'GET /conversations/': { delayMs: Number.POSITIVE_INFINITY } },
    });
    expect(await screen.findByRole('status', { name: 'Cargando mensajes...' }, WAIT)).toBeTruthy();
  });

  it('says there are no messages yet', async () => {
    renderScreen('/dashboard/messages', {
      user: tenant,
      routes: { 'GET /conversations/': { body: makePage([]) } },
    });
    expect(await screen.findByRole('heading', { name: 'Aún no tienes mensajes' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/^Aún no tienes mensajes\. Cuando contactes/)).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    renderScreen('/dashboard/messages', {
      user: tenant,
      routes: {
        'GET /conversations/': () => (fail ? { status: 500, body: { detail: 'x' } } : { body: makePage([]) }),
      },
    });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('No se pudieron cargar los mensajes');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Aún no tienes mensajes' }, WAIT)).toBeTruthy();
  });

  it('lists conversations as the server orders them, with party, property, excerpt and unread badge', async () => {
    const server = messagingServer({
      conversations: [
        makeConversation({
          id: 8,
          unread_count: 3,
          other_party: { id: 3, name: 'Pedro Gil', avatar: null, role: 'propietario' },
          property_title: 'Ático en Gràcia',
          last_message: makeMessage({ id: 9, conversation: 8, text: '¿Cuándo puedes venir?' }),
        }),
        makeConversation({ id: 7, last_message: makeMessage({ mine: true, text: 'Gracias' }) }),
        makeConversation({ id: 9, archived: true, property_title: 'Casa archivada' }),
      ],
    });
    const result = renderScreen('/dashboard/messages', { user: tenant, routes: server.routes });
    await waitFor(() => expect(items()).toHaveLength(2), WAIT);
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(first.textContent).toContain('Pedro Gil');
    expect(first.textContent).toContain('Ático en Gràcia');
    expect(first.textContent).toContain('¿Cuándo puedes venir?');
    expect(within(first).getByText('3 mensajes sin leer')).toBeTruthy();
    expect(second.textContent).toContain('Tú: Gracias');
    expect(first.getAttribute('href')).toBe('/dashboard/messages/8');
    // On the inbox's own address the list is the view (narrow screens hide the empty pane).
    expect(screen.getByTestId('messages-layout').getAttribute('data-view')).toBe('list');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar conversaciones...' }), 'gràcia');
    await waitFor(() => expect(items()).toHaveLength(1), WAIT);
    expect(result.fetch.calls.some((call) => call.includes('search=gr%C3%A0cia'))).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar conversaciones...' }));
    await user.click(screen.getByRole('switch', { name: 'Ver archivadas' }));
    await waitFor(
      () => expect(items().map((i) => i.textContent)).toEqual([expect.stringContaining('Casa archivada')]),
      WAIT,
    );
    expect(result.fetch.calls.some((call) => call.includes('archived=true'))).toBe(true);
  });

  it('loads the next page when there is one', async () => {
    const page1 = {
      count: 2,
      next: 'http://x/api/conversations/?page=2',
      previous: null,
      results: [makeConversation({ id: 1 })],
    };
    const page2 = {
      count: 2,
      next: null,
      previous: null,
      results: [makeConversation({ id: 2, property_title: 'Segunda' })],
    };
    renderScreen('/dashboard/messages', {
      user: tenant,
      routes: { 'GET /conversations/': ({ query }) => ({ body: query.get('page') === '2' ? page2 : page1 }) },
    });
    await waitFor(() => expect(items()).toHaveLength(1), WAIT);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(items()).toHaveLength(2), WAIT);
  });

  it('puts Mensajes in the navigation with the unread count', async () => {
    const server = messagingServer({ conversations: [makeConversation({ unread_count: 4 })] });
    renderRoute('/dashboard/messages', { user: tenant, routes: server.routes });
    // The dashboard's navigation link (the header has one too, an icon).
    const badge = await screen.findByTestId('messages-unread-badge', {}, WAIT);
    const link = badge.closest('a') as HTMLAnchorElement;
    expect(link.textContent).toMatch(/^Mensajes/);
    await waitFor(() => expect(badge.textContent).toBe('4'), WAIT);
    expect(link.textContent).toContain('4 mensajes sin leer');
  });
});

describe('/dashboard/messages/:id: a conversation', { timeout: 20_000 }, () => {
  it('shows the messages as a log with day separators, the notices, and marks them read', async () => {
    const { server } = await openConversation('/dashboard/messages/7', {
      conversations: [makeConversation({ unread_count: 2 })],
      messages: [
        makeMessage({ id: 1, created_at: '2026-11-20T10:00:00Z', text: 'Hola' }),
        makeMessage({ id: 2, created_at: '2026-11-20T10:05:00Z', text: 'Llámame al •••', masked: true }),
        makeMessage({ id: 3, mine: true, created_at: '2026-11-21T09:00:00Z', text: 'Vale' }),
      ],
    });
    const log = screen.getByRole('log', { name: 'Mensajes de la conversación' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const messages = within(log).getAllByTestId('message');
    expect(messages.map((m) => m.querySelector('p')?.textContent)).toEqual([
      'Hola',
      'Llámame al •••',
      'Vale',
    ]);
    expect(messages.map((m) => m.getAttribute('data-mine'))).toEqual(['false', 'false', 'true']);
    expect(
      within(log)
        .getAllByTestId('day-separator')
        .map((d) => d.textContent),
    ).toEqual(['20 de noviembre', '21 de noviembre']);
    expect(within(messages[1] as HTMLElement).getByTestId('masked-notice').textContent).toBe(
      'Datos de contacto ocultos',
    );
    // Why they are hidden is said once, for the whole conversation.
    expect(
      screen.getAllByText('Los teléfonos, correos y cuentas se muestran cuando se acepta una solicitud.'),
    ).toHaveLength(1);
    expect(screen.getByTestId('pay-warning').textContent).toContain('Nunca pagues');
    // Opening a conversation takes the focus to its heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Conversación con Marta Ruiz'));
    await waitFor(() => expect(server.posted).toContainEqual({ route: 'read', body: '7' }), WAIT);
    expect(screen.getByTestId('messages-layout').getAttribute('data-view')).toBe('conversation');
    expect(screen.getByRole('link', { name: 'Volver a mensajes' }).getAttribute('href')).toBe(
      '/dashboard/messages',
    );
  });

  it('sends a message; the box empties and keeps the focus', async () => {
    const { server } = await openConversation();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(box, '¿Puedo ir el martes?');
    expect(screen.getByText('20/5000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(
      () => expect(within(screen.getByRole('log')).getByText('¿Puedo ir el martes?')).toBeTruthy(),
      WAIT,
    );
    expect(server.posted).toContainEqual({ route: 'send', body: { text: '¿Puedo ir el martes?' } });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('sends with Ctrl+Enter', async () => {
    const { server } = await openConversation();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(box, 'Atajo');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(
      () => expect(server.posted).toContainEqual({ route: 'send', body: { text: 'Atajo' } }),
      WAIT,
    );
  });

  it('keeps the text and shows why when sending fails', async () => {
    await openConversation('/dashboard/messages/7', { failSend: true });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(box, 'No me pierdas');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByText('Demasiados mensajes. Espera un minuto.', {}, WAIT);
    expect(alert.getAttribute('role')).toBe('alert');
    expect((box as HTMLTextAreaElement).value).toBe('No me pierdas');
    expect(document.activeElement).toBe(box);
  });

  it('refuses an empty message and one over 5,000 characters without calling the server', async () => {
    const { server } = await openConversation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribe un mensaje o adjunta un archivo.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    fireEvent.change(box, { target: { value: 'a'.repeat(5001) } });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El mensaje no puede superar 5000 caracteres.')).toBeTruthy();
    expect(server.posted.filter((p) => p.route === 'send')).toEqual([]);
  });

  it('checks attachments before sending: type, size and count', async () => {
    await openConversation();
    const input = screen.getByTestId('attachment-input') as HTMLInputElement;
    const file = (name: string, type: string, size = 100) => {
      const f = new File(['x'], name, { type });
      Object.defineProperty(f, 'size', { value: size });
      return f;
    };
    fireEvent.change(input, {
      target: {
        files: [
          file('virus.exe', 'application/x-msdownload'),
          file('grande.png', 'image/png', 11 * 1024 * 1024),
        ],
      },
    });
    expect(await screen.findByText('virus.exe: solo se admiten imágenes y PDF.')).toBeTruthy();
    expect(screen.getByText('grande.png: supera los 10 MB.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.jpg`, 'image/jpeg')) },
    });
    expect(await screen.findByText('Puedes adjuntar como máximo 5 archivos.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Quitar / })).toHaveLength(5);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quitar 1.jpg' }));
    expect(screen.getAllByRole('button', { name: /^Quitar / })).toHaveLength(4);
  });

  it('shows attachments: image thumbnails and PDF links', async () => {
    await openConversation('/dashboard/messages/7', {
      messages: [
        makeMessage({
          attachments: [
            {
              id: 1,
              name: 'salon.jpg',
              content_type: 'image/jpeg',
              size: 10,
              url: 'http://media.test/salon.jpg',
            },
            {
              id: 2,
              name: 'contrato.pdf',
              content_type: 'application/pdf',
              size: 10,
              url: 'http://media.test/contrato.pdf',
            },
          ],
        }),
      ],
    });
    expect(screen.getByRole('img', { name: 'salon.jpg' }).getAttribute('src')).toBe(
      'http://media.test/salon.jpg',
    );
    expect(screen.getByRole('link', { name: 'Abrir contrato.pdf' }).getAttribute('href')).toBe(
      'http://media.test/contrato.pdf',
    );
  });

  it('adds a message pushed on the socket for this conversation, once', async () => {
    const { server } = await openConversation();
    const pushed = makeMessage({
      id: 50,
      text: 'Te acabo de escribir',
      created_at: new Date().toISOString(),
    });
    act(() => {
      emitLiveMessage({ type: 'message', conversation: 7, message: pushed });
      emitLiveMessage({ type: 'message', conversation: 7, message: pushed });
      emitLiveMessage({
        type: 'message',
        conversation: 99,
        message: makeMessage({ id: 51, conversation: 99, text: 'Otra' }),
      });
    });
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByText('Te acabo de escribir')).toHaveLength(1), WAIT);
    expect(within(log).queryByText('Otra')).toBeNull();
    // Viewing it marks it read again.
    await waitFor(
      () => expect(server.posted.filter((p) => p.route === 'read').length).toBeGreaterThanOrEqual(2),
      WAIT,
    );
  });

  it('reports the conversation with a reason and text, then goes back to the inbox', async () => {
    const { server, result } = await openConversation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar conversación' }, WAIT);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Motivo' }), 'spam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Detalles' }), 'Anuncia otra web');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/messages'), WAIT);
    expect(server.posted).toContainEqual({
      route: 'report',
      body: { reason: 'spam', text: 'Anuncia otra web' },
    });
  });

  it('blocks and unblocks after confirming; a blocked conversation has no composer', async () => {
    const { server } = await openConversation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Bloquear a Marta Ruiz?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(
      await screen.findByText('Has bloqueado a este usuario. No recibirás sus mensajes.', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Escribe un mensaje' })).toBeNull();
    expect(server.posted).toContainEqual({ route: 'block', body: '7' });

    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    const undo = await screen.findByRole('dialog', { name: '¿Desbloquear a Marta Ruiz?' }, WAIT);
    await user.click(within(undo).getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByRole('textbox', { name: 'Escribe un mensaje' }, WAIT)).toBeTruthy();
  });

  it('archives and unarchives', async () => {
    const { server } = await openConversation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText('Esta conversación está archivada.', {}, WAIT)).toBeTruthy();
    expect(server.posted).toContainEqual({ route: 'archive', body: { archived: true } });
    await user.click(screen.getByRole('button', { name: 'Desarchivar' }));
    await waitFor(() => expect(screen.queryByText('Esta conversación está archivada.')).toBeNull(), WAIT);
  });

  it('shows a missing conversation as not found', async () => {
    renderScreen('/dashboard/messages/404', { user: tenant, routes: messagingServer().routes });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Esta conversación no existe o no tienes acceso a ella.' },
        WAIT,
      ),
    ).toBeTruthy();
  });

  it('lets a tenant book a proposed visit and go to the request form from an invitation', async () => {
    const server = messagingServer({
      messages: [
        makeMessage({
          id: 1,
          kind: 'visit_proposal',
          text: '',
          visit: { date: '2026-12-02', time: '10:30:00' },
        }),
        makeMessage({ id: 2, kind: 'apply_invite', text: '', created_at: '2026-11-26T11:00:00Z' }),
      ],
    });
    let booked: unknown = null;
    renderScreen('/dashboard/messages/7', {
      user: tenant,
      routes: {
        ...server.routes,
        'POST /appointments/': ({ body }) => {
          booked = body;
          return { status: 201, body: makeAppointment({ property: 12, date: '2026-12-02', time: '10:30' }) };
        },
      },
    });
    const card = await screen.findByTestId('card-visit_proposal', {}, WAIT);
    expect(card.textContent).toContain('Visita propuesta para el 2 de diciembre de 2026 a las 10:30');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Reservar esta visita' }));
    await waitFor(() => expect(booked).toEqual({ property: 12, date: '2026-12-02', time: '10:30' }), WAIT);
    expect(
      await within(card).findByText('Visita solicitada. El propietario la confirmará.', {}, WAIT),
    ).toBeTruthy();
    const invite = screen.getByTestId('card-apply_invite');
    expect(within(invite).getByRole('link', { name: 'Ir a la solicitud' }).getAttribute('href')).toBe(
      '/properties/12#contacto',
    );
  });
});

describe('landlord tools', { timeout: 20_000 }, () => {
  const asLandlord = () =>
    openConversation(
      '/dashboard/messages/7',
      {
        conversations: [
          makeConversation({ other_party: { id: 2, name: 'Lucía García', avatar: null, role: 'inquilino' } }),
        ],
      },
      landlord,
    );

  it('inserts a saved reply with {nombre} and {propiedad} filled in', async () => {
    await asLandlord();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Escribe un mensaje' }) as HTMLTextAreaElement;
    await user.click(screen.getByRole('button', { name: 'Respuestas guardadas' }));
    await user.click(await screen.findByRole('button', { name: 'Insertar «Saludo»' }, WAIT));
    await waitFor(() =>
      expect(box.value).toBe('Hola Lucía, gracias por tu interés en Piso luminoso en Malasaña.'),
    );
  });

  it('proposes a visit: the visit rules are checked, then the card is added', async () => {
    const { server } = await asLandlord();
    const user = userEvent.setup();
    const today = todayIn();
    let weekend = addDays(today, 1);
    while (isWeekday(weekend)) weekend = addDays(weekend, 1);
    let weekday = addDays(today, 1);
    while (!isWeekday(weekday)) weekday = addDays(weekday, 1);

    await user.click(screen.getByRole('button', { name: 'Proponer visita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proponer una visita' }, WAIT);
    const date = within(dialog).getByLabelText(/^Fecha/);
    fireEvent.change(date, { target: { value: weekend } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Hora/ }), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/lunes a viernes|laborables/i);
    expect(server.posted.filter((p) => p.route === 'proposeVisit')).toEqual([]);

    fireEvent.change(date, { target: { value: weekday } });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(
      () =>
        expect(server.posted).toContainEqual({
          route: 'proposeVisit',
          body: { date: weekday, time: '10:00', text: '' },
        }),
      WAIT,
    );
    expect(await screen.findByTestId('card-visit_proposal', {}, WAIT)).toBeTruthy();
  });

  it('invites the tenant to apply', async () => {
    const { server } = await asLandlord();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invitar a solicitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a solicitar' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(server.posted).toContainEqual({ route: 'invite', body: { text: '' } }), WAIT);
  });

  it('has no landlord tools for a tenant', async () => {
    await openConversation();
    expect(screen.queryByRole('button', { name: 'Respuestas guardadas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proponer visita' })).toBeNull();
  });
});

describe('live inbox', { timeout: 20_000 }, () => {
  it('reloads the list when a message is pushed', async () => {
    const server = messagingServer({ conversations: [makeConversation({ unread_count: 0 })] });
    renderScreen('/dashboard/messages', { user: tenant, routes: server.routes });
    await waitFor(() => expect(items()).toHaveLength(1), WAIT);
    server.conversations = [makeConversation({ unread_count: 2 })];
    act(() => emitLiveMessage({ type: 'message', conversation: 7, message: makeMessage({ id: 77 }) }));
    await waitFor(
      () => expect(within(items()[0] as HTMLElement).getByText('2 mensajes sin leer')).toBeTruthy(),
      WAIT,
    );
  });
});

describe('languages', { timeout: 20_000 }, () => {
  it('speaks English in the inbox and the conversation', async () => {
    const server = messagingServer({
      conversations: [
        makeConversation({ property_title: 'Bright flat', last_message: makeMessage({ text: 'Hi there' }) }),
      ],
      messages: [makeMessage({ text: 'Call me on •••', masked: true })],
    });
    renderScreen('/dashboard/messages/7', { user: landlord, routes: server.routes, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Conversation with Marta Ruiz' }, WAIT)).toBeTruthy();
    await screen.findByText('Call me on •••', {}, WAIT);
    expect(screen.getAllByText(/Phone numbers, e-mail addresses and bank accounts/).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Propose a visit' })).toBeTruthy();
    expectNoSpanish(screen.getByRole('main'), ['Marta Ruiz']);
  });
});
