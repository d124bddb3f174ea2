import { API_MESSAGES, addDays, SCHEMA_MESSAGE_TABLES, todayIn } from '@convive/sdk';
import { makePropertyRequest, makeUser } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { colivingAvailability, homeAvailability } from '../availability/availabilityFixtures';
import { CATALOGS } from '../i18n/catalogs';
import { es } from '../i18n/es';
import { renderWithConvive } from '../test/withConvive';
import { EnquiryForm } from './EnquiryForm';

/** axe findings, without the checks jsdom cannot make (contrast) or a widget does not own (landmarks). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('EnquiryForm', () => {
  it('is prefilled from the signed-in user', () => {
    renderWithConvive(<EnquiryForm propertyId={10} ownerName="Carmen Ruiz" />, { user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Contactar con Carmen Ruiz' })).toBeTruthy();
    expect(field('Nombre').value).toBe('Lucía García');
    expect(field('Email').value).toBe('lucia.garcia@example.com');
    expect(field('Teléfono (opcional)').value).toBe('+34 612 345 678');
    expect(field('Mensaje').value).toBe('');
  });

  it('shows the spec texts next to the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} roomId={100} />);
    await user.type(field('Mensaje'), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    const name = field('Nombre');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      es.enquiryForm.nameRequired,
    );
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Por favor, escribe un mensaje para el propietario')).toBeTruthy();
    expect(field('Mensaje').getAttribute('aria-describedby')).toBeTruthy();
    expect(field('Teléfono (opcional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('asks only for the message when the user is prefilled', async () => {
    const user = userEvent.setup();
    const { convive } = renderWithConvive(<EnquiryForm propertyId={10} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(screen.getByText('Por favor, escribe un mensaje para el propietario')).toBeTruthy();
    expect(document.activeElement).toBe(field('Mensaje'));
    expect(field('Nombre').getAttribute('aria-invalid')).toBeNull();
    expect(convive.client).toBeTruthy();
  });

  it('disables a property enquiry while signed out, with a note and a sign-in hint', () => {
    renderWithConvive(<EnquiryForm propertyId={10} />);
    expect((screen.getByRole('button', { name: 'Enviar consulta' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Debes iniciar sesión para contactar con el propietario.')).toBeTruthy();
    expect(screen.getByText('Inicia sesión y tus datos se rellenarán automáticamente.')).toBeTruthy();
  });

  it("shows the host's sign-in link in the signed-out note, and never on a room enquiry", () => {
    const { unmount } = renderWithConvive(
      <EnquiryForm propertyId={10} signInLink={<a href="/login">Inicia sesión</a>} />,
    );
    expect(screen.getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe('/login');
    unmount();
    renderWithConvive(
      <EnquiryForm propertyId={10} roomId={100} signInLink={<a href="/login">Inicia sesión</a>} />,
    );
    expect(screen.queryByRole('link', { name: 'Inicia sesión' })).toBeNull();
  });

  it('lets a visitor send a room enquiry, with the room and request_type "room"', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const onSent = vi.fn();
    const { convive } = renderWithConvive(<EnquiryForm propertyId={10} roomId={100} onSent={onSent} />, {
      routes: {
        'POST /property-requests/': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: makePropertyRequest({ room: 100, request_type: 'room' }) };
        },
      },
    });
    await user.type(field('Nombre'), '  Ana Pérez ');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Mensaje'), '¿Sigue libre la habitación?');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect((await screen.findByRole('status')).textContent).toBe('Consulta enviada');
    expect(bodies).toEqual([
      {
        property: 10,
        room: 100,
        request_type: 'room',
        tenant_name: 'Ana Pérez',
        tenant_email: 'ana@example.com',
        message: '¿Sigue libre la habitación?',
      },
    ]);
    expect(field('Mensaje').value).toBe('');
    expect(field('Nombre').value).toBe('  Ana Pérez ');
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 400 }));
    expect(convive.stores.toasts.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Consulta enviada', tone: 'success' }),
    ]);
  });

  it('sends a signed-in property enquiry with the phone', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderWithConvive(<EnquiryForm propertyId={10} />, {
      user: makeUser(),
      routes: {
        'POST /property-requests/': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: makePropertyRequest() };
        },
      },
    });
    await user.type(field('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await screen.findByRole('status');
    expect(bodies[0]).toMatchObject({
      property: 10,
      request_type: 'property',
      tenant_name: 'Lucía García',
      tenant_email: 'lucia.garcia@example.com',
      tenant_phone: '+34 612 345 678',
      message: 'Hola',
    });
    expect(bodies[0]).not.toHaveProperty('room');
  });

  it('with keepDraft, keeps a signed-out message across a remount (a trip to log in) until it is sent', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const first = renderWithConvive(<EnquiryForm propertyId={12} keepDraft />);
    await user.type(field('Mensaje'), '¿Sigue disponible?');
    first.unmount();
    // Another property's form, and a form without keepDraft, do not take it.
    const other = renderWithConvive(<EnquiryForm propertyId={13} keepDraft />);
    expect(field('Mensaje').value).toBe('');
    other.unmount();

    renderWithConvive(<EnquiryForm propertyId={12} keepDraft />, {
      user: makeUser(),
      routes: { 'POST /property-requests/': { status: 201, body: makePropertyRequest() } },
    });
    await waitFor(() => expect(field('Mensaje').value).toBe('¿Sigue disponible?'));
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await screen.findByRole('status');
    expect(field('Mensaje').value).toBe('');
    expect(sessionStorage.getItem('convive:enquiry-draft:12')).toBeNull();
  });

  it('keeps no draft without keepDraft', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={12} />);
    await user.type(field('Mensaje'), 'Hola');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps everything typed after a failure and says so', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} />, {
      user: makeUser(),
      routes: { 'POST /property-requests/': { status: 500, body: { detail: 'Error' } } },
    });
    await user.type(field('Mensaje'), 'Mi mensaje');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
    );
    expect(field('Mensaje').value).toBe('Mi mensaje');
    expect(field('Nombre').value).toBe('Lucía García');
    expect((screen.getByRole('button', { name: 'Enviar consulta' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('is busy while sending', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} />, {
      user: makeUser(),
      routes: { 'POST /property-requests/': { delayMs: Number.POSITIVE_INFINITY } },
    });
    await user.type(field('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Enviando...' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('has no accessibility violations axe can find, with errors shown', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} roomId={100} />);
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await axeViolations()).toEqual([]);
  });
});

/** The error text a field points at with aria-describedby, or null. */
const errorOf = (input: HTMLElement) =>
  input.getAttribute('aria-invalid') === 'true'
    ? (document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null)
    : null;

/** Days from today in Madrid, as the date fields hold them. */
const fromToday = (days: number) => addDays(todayIn('Europe/Madrid'), days);

/** Types a day into a native date field (what a browser's picker or keyboard leaves in it). */
const typeDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('EnquiryForm with applications', () => {
  it('offers a question or an application, chosen by keyboard, and shows the period only for an application', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} applications />, {
      user: makeUser(),
      routes: { 'GET /properties/:id/availability/': { body: homeAvailability } },
    });
    const group = screen.getByRole('group', { name: '¿Qué quieres hacer?' });
    const question = screen.getByRole('radio', { name: 'Tengo una pregunta' }) as HTMLInputElement;
    const apply = screen.getByRole('radio', { name: 'Quiero alquilarla' }) as HTMLInputElement;
    expect(group.contains(apply)).toBe(true);
    expect(question.checked).toBe(true);
    expect(screen.queryByLabelText('Fecha de entrada')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar consulta' })).toBeTruthy();

    // user-event finds a radio's group with CSS.escape, which jsdom does not have.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    question.focus();
    await user.keyboard('{ArrowRight}');
    expect(apply.checked).toBe(true);
    expect(field('Fecha de entrada').type).toBe('date');
    expect(field('Fecha de entrada').min).toBe(todayIn('Europe/Madrid'));
    expect(field('Fecha de salida').type).toBe('date');
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeTruthy();
    // The calendar arrives on its own, after the fields.
    expect(await screen.findByText('Disponible a partir del 1 de abril de 2027')).toBeTruthy();

    await user.keyboard('{ArrowLeft}');
    expect(question.checked).toBe(true);
    expect(screen.queryByLabelText('Fecha de entrada')).toBeNull();
  });

  it('offers no choice without `applications`: enquiries only, as before', () => {
    renderWithConvive(<EnquiryForm propertyId={10} />, { user: makeUser() });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Fecha de entrada')).toBeNull();
  });

  it('sends the typed period as an application, with exactly these fields', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const onSent = vi.fn();
    const { convive } = renderWithConvive(<EnquiryForm propertyId={10} applications onSent={onSent} />, {
      user: makeUser(),
      routes: {
        'GET /properties/:id/availability/': { status: 500, body: { detail: 'Error' } },
        'POST /property-requests/': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: makePropertyRequest({ kind: 'application' }) };
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Quiero alquilarla' }));
    // The calendar could not load: the fields are typed in all the same.
    typeDate(field('Fecha de entrada'), fromToday(10));
    typeDate(field('Fecha de salida'), fromToday(100));
    await user.type(field('Mensaje'), 'Trabajo en Madrid');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toBe('Solicitud enviada');
    expect(bodies).toEqual([
      {
        property: 10,
        request_type: 'property',
        kind: 'application',
        move_in: fromToday(10),
        move_out: fromToday(100),
        tenant_name: 'Lucía García',
        tenant_email: 'lucia.garcia@example.com',
        tenant_phone: '+34 612 345 678',
        message: 'Trabajo en Madrid',
      },
    ]);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(field('Fecha de entrada').value).toBe('');
    expect(convive.stores.toasts.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Solicitud enviada', tone: 'success' }),
    ]);
  });

  it('fills both dates from a stay picked on the calendar of the room', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderWithConvive(<EnquiryForm propertyId={10} roomId={21} applications />, {
      routes: {
        'GET /rooms/:id/availability/': ({ path }) => {
          asked.push(path);
          return { body: homeAvailability };
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Quiero alquilarla' }));
    await user.click(await screen.findByRole('gridcell', { name: /^1 de abril de 2027/ }));
    await user.click(screen.getByRole('gridcell', { name: /^1 de mayo de 2027/ }));
    expect(field('Fecha de entrada').value).toBe('2027-04-01');
    expect(field('Fecha de salida').value).toBe('2027-05-01');
    expect(asked).toEqual(['/rooms/21/availability/']);
  });

  it('applies for the coliving room a stay was picked on, from the property’s form', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    renderWithConvive(<EnquiryForm propertyId={10} applications />, {
      user: makeUser(),
      routes: {
        'GET /properties/:id/availability/': { body: colivingAvailability },
        'POST /property-requests/': ({ body }) => {
          bodies.push(body as Record<string, unknown>);
          return { status: 201, body: makePropertyRequest({ kind: 'application' }) };
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Quiero alquilarla' }));
    await user.click(await screen.findByRole('gridcell', { name: /^1 de marzo de 2027/ }));
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await user.click(screen.getByRole('gridcell', { name: /^1 de junio de 2027/ }));
    expect(field('Fecha de salida').value).toBe('2027-06-01');
    await user.type(field('Mensaje'), 'Me interesa esta habitación');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      property: 10,
      room: 21,
      request_type: 'room',
      kind: 'application',
      move_in: '2027-03-01',
      move_out: '2027-06-01',
    });
  });

  it('checks the period before sending: both dates, not past, move-out after move-in', async () => {
    const user = userEvent.setup();
    const post = vi.fn(() => ({ status: 201, body: makePropertyRequest() }));
    renderWithConvive(<EnquiryForm propertyId={10} roomId={100} applications />, {
      routes: {
        'GET /rooms/:id/availability/': { body: homeAvailability },
        'POST /property-requests/': post,
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Quiero alquilarla' }));
    await user.type(field('Nombre'), 'Ana');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(errorOf(field('Fecha de entrada'))).toBe('Indica la fecha de entrada.');
    expect(errorOf(field('Fecha de salida'))).toBe('Indica la fecha de salida.');
    expect(document.activeElement).toBe(field('Fecha de entrada'));

    typeDate(field('Fecha de entrada'), fromToday(30));
    expect(field('Fecha de entrada').getAttribute('aria-invalid')).toBeNull();
    typeDate(field('Fecha de salida'), fromToday(30));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(errorOf(field('Fecha de salida'))).toBe(SCHEMA_MESSAGE_TABLES.es.moveOutAfterMoveIn);
    expect(document.activeElement).toBe(field('Fecha de salida'));

    typeDate(field('Fecha de entrada'), fromToday(-1));
    typeDate(field('Fecha de salida'), fromToday(60));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(errorOf(field('Fecha de entrada'))).toBe(API_MESSAGES.moveInPast.es);
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's 400 on move_in at the field, keeping everything typed", async () => {
    const user = userEvent.setup();
    const notFree = API_MESSAGES.periodNotFree.es;
    renderWithConvive(<EnquiryForm propertyId={10} applications />, {
      user: makeUser(),
      routes: {
        'GET /properties/:id/availability/': { body: homeAvailability },
        'POST /property-requests/': { status: 400, body: { move_in: [notFree] } },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Quiero alquilarla' }));
    typeDate(field('Fecha de entrada'), fromToday(5));
    typeDate(field('Fecha de salida'), fromToday(40));
    await user.type(field('Mensaje'), 'Mi mensaje');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(errorOf(field('Fecha de entrada'))).toBe(notFree));
    expect(document.activeElement).toBe(field('Fecha de entrada'));
    expect(field('Fecha de entrada').value).toBe(fromToday(5));
    expect(field('Fecha de salida').value).toBe(fromToday(40));
    expect(field('Mensaje').value).toBe('Mi mensaje');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Enviar solicitud' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('still asks a signed-out visitor to sign in for a property application', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} applications />, {
      routes: { 'GET /properties/:id/availability/': { body: homeAvailability } },
    });
    await user.click(screen.getByRole('radio', { name: 'Quiero alquilarla' }));
    expect((screen.getByRole('button', { name: 'Enviar solicitud' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Debes iniciar sesión para contactar con el propietario.')).toBeTruthy();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} roomId={100} applications />, {
      locale: 'en',
      routes: { 'GET /rooms/:id/availability/': { body: homeAvailability } },
    });
    expect(screen.getByRole('group', { name: 'What would you like to do?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'I have a question' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'I want to rent it' }));
    typeDate(field('Move-in date'), fromToday(20));
    typeDate(field('Move-out date'), fromToday(2));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(errorOf(field('Move-out date'))).toBe('The move-out date must be after the move-in date.');
    expect(errorOf(field('Name'))).toBe('Please enter your name');
    expect(await screen.findByText('Available from 1 April 2027')).toBeTruthy();
  });

  it("words the period's errors as the sdk's schema and the API do, in every language", () => {
    for (const language of ['es', 'en', 'fr', 'de'] as const) {
      const copy = CATALOGS[language].enquiryForm;
      expect(copy.moveOutAfterMoveIn).toBe(SCHEMA_MESSAGE_TABLES[language].moveOutAfterMoveIn);
      expect(copy.moveInPast).toBe(API_MESSAGES.moveInPast[language]);
    }
  });

  it('has no accessibility violations axe can find, with the period and its errors shown', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} roomId={100} applications />, {
      routes: { 'GET /rooms/:id/availability/': { body: homeAvailability } },
    });
    await user.click(screen.getByRole('radio', { name: 'Quiero alquilarla' }));
    await screen.findByText('Disponible a partir del 1 de abril de 2027');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await axeViolations()).toEqual([]);
  });
});
