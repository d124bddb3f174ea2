import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeConversation, makeMessage } from '../../dashboard/messages/messagesFixtures';
import { renderScreen } from '../../test/renderRoute';

const WAIT = { timeout: 5000 };

describe('/messages/guest?token=…', { timeout: 20_000 }, () => {
  it('opens the conversation of the token and answers in text', async () => {
    const sent: unknown[] = [];
    const conversation = makeConversation({
      other_party: { id: 1, name: 'Marta Ruiz', avatar: null, role: 'propietario' },
    });
    const result = renderScreen('/messages/guest?token=abc', {
      routes: {
        'GET /guest-conversations/:token/': ({ params }) =>
          params.token === 'abc'
            ? { body: conversation }
            : { status: 404, body: { detail: 'No encontrado.' } },
        'GET /guest-conversations/:token/messages/': {
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [makeMessage({ text: 'Hola, te escribo desde Convive' })],
          },
        },
        'POST /guest-conversations/:token/messages/': ({ body }) => {
          sent.push(body);
          return {
            status: 201,
            body: makeMessage({ id: 2, mine: true, text: 'Gracias', created_at: new Date().toISOString() }),
          };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu conversación' }, WAIT)).toBeTruthy();
    const log = await screen.findByRole('log', {}, WAIT);
    expect(within(log).getByText('Hola, te escribo desde Convive')).toBeTruthy();
    // A guest has no account actions and sends text only.
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjuntar archivos' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Gracias');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(log).getByText('Gracias')).toBeTruthy(), WAIT);
    expect(sent).toEqual([{ text: 'Gracias' }]);
    expect(result.fetch.calls.some((call) => call.startsWith('GET /conversations/'))).toBe(false);
  });

  it('says when the link has expired', async () => {
    renderScreen('/messages/guest?token=old', {
      routes: { 'GET /guest-conversations/:token/': { status: 404, body: { detail: 'No encontrado.' } } },
    });
    expect(
      await screen.findByRole('heading', { name: 'El enlace ha caducado o no es válido.' }, WAIT),
    ).toBeTruthy();
  });

  it('says when there is no token', async () => {
    renderScreen('/messages/guest', {});
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Este enlace no es válido. Ábrelo desde el correo que te enviamos.' },
        WAIT,
      ),
    ).toBeTruthy();
  });
});
