import { makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

/** The machine running the suite may be busy: lazy pages and the lazy toaster get time to load. */
const SLOW = { timeout: 8_000 };
const findText = (text: string) => screen.findByText(text, {}, SLOW);

type Field = 'Nombre' | 'Email' | 'Teléfono' | 'Asunto' | 'Mensaje';

// `^Mensaje *$`-like: the header's 'Mensajes' link is not the form's 'Mensaje' field.
const input = (label: Field) =>
  screen.getByLabelText(new RegExp(`^${label}(?!s)`), {
    selector: 'input, textarea, select',
  }) as HTMLInputElement;

async function openContact(options: Parameters<typeof renderScreen>[1] = {}) {
  const result = renderScreen('/contact', options);
  await screen.findByRole('heading', { level: 1, name: 'Hablemos' }, SLOW);
  return result;
}

async function fill(values: Partial<Record<Field, string>>) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const field = input(label as Field);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

const VALID = {
  Nombre: 'Ana Torres',
  Email: 'ana@example.com',
  Asunto: 'Publicar mi piso',
  Mensaje: 'Quiero saber cómo publicar un coliving.',
} as const;

const posts = (calls: string[]) => calls.filter((call) => call.startsWith('POST /contact/messages/'));

describe('/contact', { timeout: 30_000 }, () => {
  it('shows the form with labelled fields, the title and the three contact cards', async () => {
    await openContact();
    expect(document.title).toBe('Contacto · Convive');
    for (const label of ['Nombre', 'Email', 'Teléfono', 'Asunto', 'Mensaje'] as const) {
      expect(input(label)).toBeTruthy();
    }
    expect(input('Nombre').required).toBe(true);
    expect(input('Teléfono').required).toBe(false);
    const cards = screen.getByRole('complementary', { name: 'Otras formas de contacto' });
    expect(within(cards).getByRole('link', { name: 'hola@convive.es' }).getAttribute('href')).toBe(
      'mailto:hola@convive.es',
    );
    expect(within(cards).getByRole('link', { name: '+34 910 000 000' }).getAttribute('href')).toBe(
      'tel:+34910000000',
    );
    expect(within(cards).getByText('Calle de Alcalá 123, 28009 Madrid, España')).toBeTruthy();
  });

  it('checks every required field in Spanish, focuses the first and sends nothing', async () => {
    const result = await openContact();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Por favor, escribe tu nombre')).toBeTruthy();
    expect(screen.getByText('Por favor, escribe tu email')).toBeTruthy();
    expect(screen.getByText('Por favor, escribe el asunto')).toBeTruthy();
    expect(screen.getByText('Por favor, escribe tu mensaje')).toBeTruthy();
    expect(input('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Nombre'));
    expect(posts(result.fetch.calls)).toHaveLength(0);
  });

  it('rejects a malformed e-mail and a bad phone, and clears a field error once it is edited', async () => {
    const result = await openContact();
    const user = await fill({ ...VALID, Email: 'ana-en-example', Teléfono: 'llámame' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Introduce una dirección de correo electrónico válida.')).toBeTruthy();
    expect(screen.getByText('Introduce un número de teléfono válido.')).toBeTruthy();
    expect(document.activeElement).toBe(input('Email'));
    expect(posts(result.fetch.calls)).toHaveLength(0);
    await user.type(input('Email'), '.es');
    expect(screen.queryByText('Introduce una dirección de correo electrónico válida.')).toBeNull();
  });

  it('sends the trimmed message, toasts the server message and clears the form', async () => {
    let sent: unknown;
    const result = await openContact({
      routes: {
        'POST /contact/messages/': (request) => {
          sent = request.body;
          return { status: 201, body: { message: 'Mensaje enviado. Te responderemos lo antes posible.' } };
        },
      },
    });
    const user = await fill({ ...VALID, Nombre: '  Ana Torres  ', Teléfono: '+34 600 111 222' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await findText('Mensaje enviado')).toBeTruthy();
    expect(await findText('Mensaje enviado. Te responderemos lo antes posible.')).toBeTruthy();
    expect(posts(result.fetch.calls)).toHaveLength(1);
    expect(sent).toEqual({
      name: 'Ana Torres',
      email: 'ana@example.com',
      phone: '+34 600 111 222',
      subject: 'Publicar mi piso',
      message: 'Quiero saber cómo publicar un coliving.',
    });
    await waitFor(() => expect(input('Mensaje').value).toBe(''), SLOW);
    expect(input('Nombre').value).toBe('');
    expect(input('Asunto').value).toBe('');
  });

  it('leaves out a blank phone and shows a default text when the answer has no message', async () => {
    let sent: Record<string, unknown> = {};
    await openContact({
      routes: {
        'POST /contact/messages/': (request) => {
          sent = request.body as Record<string, unknown>;
          return { status: 201, body: { message: '' } };
        },
      },
    });
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await findText('Mensaje enviado')).toBeTruthy();
    expect(await findText('Gracias por escribirnos. Te responderemos lo antes posible.')).toBeTruthy();
    expect('phone' in sent).toBe(false);
  });

  it("shows a 400's field error as 'Error en el campo …' and keeps what was typed", async () => {
    await openContact({
      routes: {
        'POST /contact/messages/': {
          status: 400,
          body: { subject: ['Asegúrese de que este campo no tenga más de 200 caracteres.'] },
        },
      },
    });
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await findText('Error en el campo asunto: Asegúrese de que este campo no tenga más de 200 caracteres.'),
    ).toBeTruthy();
    // The same server message also sits beside the field.
    expect(input('Asunto').getAttribute('aria-invalid')).toBe('true');
    expect(input('Nombre').value).toBe('Ana Torres');
    expect(input('Mensaje').value).toBe('Quiero saber cómo publicar un coliving.');
  });

  it('shows the detail of a refused send', async () => {
    await openContact({
      routes: { 'POST /contact/messages/': { status: 429, body: { detail: 'Demasiadas solicitudes.' } } },
    });
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await findText('Demasiadas solicitudes.')).toBeTruthy();
    expect(input('Asunto').value).toBe('Publicar mi piso');
  });

  it('shows the generic failure text when the server gives no reason', async () => {
    await openContact({ routes: { 'POST /contact/messages/': { status: 500, body: {} } } });
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const text = await findText('Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.');
    // A destructive toast titled 'Error' (spec 02 §8).
    const toast = text.closest('[data-sonner-toast]');
    expect(toast?.getAttribute('data-type')).toBe('error');
    expect(toast?.textContent).toContain('Error');
    expect(input('Mensaje').value).toBe('Quiero saber cómo publicar un coliving.');
  });

  it('disables the button while sending', async () => {
    await openContact({ routes: { 'POST /contact/messages/': { delayMs: Number.POSITIVE_INFINITY } } });
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const button = await screen.findByRole('button', { name: 'Enviando...' }, SLOW);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('prefills name, e-mail and phone for a signed-in user and keeps them after sending', async () => {
    let sent: Record<string, unknown> = {};
    await openContact({
      user: makeUser(),
      routes: {
        'POST /contact/messages/': (request) => {
          sent = request.body as Record<string, unknown>;
          return { status: 201, body: { message: 'Mensaje enviado. Te responderemos lo antes posible.' } };
        },
      },
    });
    expect(input('Nombre').value).toBe('Lucía García');
    expect(input('Email').value).toBe('lucia.garcia@example.com');
    expect(input('Teléfono').value).toBe('+34 612 345 678');
    const user = await fill({ Asunto: 'Mi cuenta', Mensaje: 'No puedo subir mi foto.' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await findText('Mensaje enviado')).toBeTruthy();
    expect(sent).toMatchObject({
      name: 'Lucía García',
      email: 'lucia.garcia@example.com',
      subject: 'Mi cuenta',
    });
    await waitFor(() => expect(input('Asunto').value).toBe(''), SLOW);
    expect(input('Nombre').value).toBe('Lucía García');
  });
});

describe('/contact in English', { timeout: 20_000 }, () => {
  it('shows the form and the contact cards in English, with no Spanish left', async () => {
    const { container } = renderScreen('/contact', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: "Let's talk" }, SLOW)).toBeTruthy();
    expect(screen.getByLabelText(/^Subject/)).toBeTruthy();
    expect(screen.getByText(/5,000 characters left/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    await expectEnglishScreen(container);
  });
});
