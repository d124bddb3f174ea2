import { VISIT_SLOTS } from '@convive/sdk';
import { makeAppointment, makeLandlord, makeUser } from '@convive/sdk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { VisitScheduler } from './VisitScheduler';

/** axe findings, without the checks jsdom cannot make (contrast) or a widget does not own (landmarks). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

// A Friday: tomorrow is a Saturday, so the first bookable day is Monday 23 November.
const TODAY = '2026-11-20';
const day = (name: string) => screen.getByRole('button', { name });
const isDisabled = (name: string) => day(name).getAttribute('aria-disabled') === 'true';

describe('VisitScheduler', () => {
  it('asks visitors to sign in and offers nothing to pick', () => {
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />);
    expect(screen.getByText('Inicia sesión para solicitar una visita')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Solicitar visita' })).toBeNull();
  });

  it('shows a Spanish month from Monday with weekends and days outside the window disabled', () => {
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser() });
    const grid = screen.getByRole('grid', { name: 'noviembre de 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(isDisabled('20 de noviembre de 2026')).toBe(true); // today
    expect(isDisabled('19 de noviembre de 2026')).toBe(true); // past
    expect(isDisabled('21 de noviembre de 2026')).toBe(true); // Saturday
    expect(isDisabled('22 de noviembre de 2026')).toBe(true); // Sunday
    expect(isDisabled('23 de noviembre de 2026')).toBe(false);
    expect(isDisabled('27 de noviembre de 2026')).toBe(false);
    expect(isDisabled('28 de noviembre de 2026')).toBe(true);
  });

  it('limits the month buttons to the three-month window', async () => {
    const user = userEvent.setup();
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser() });
    const previous = screen.getByRole('button', { name: 'Mes anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Mes siguiente' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(next);
    expect(screen.getByRole('grid', { name: 'diciembre de 2026' })).toBeTruthy();
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('grid', { name: 'febrero de 2027' })).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(isDisabled('19 de febrero de 2027')).toBe(false); // Friday, inside
    expect(isDisabled('22 de febrero de 2027')).toBe(true); // Monday, after the window
    expect(previous.disabled).toBe(false);
  });

  it('offers the 22 slots from 09:00 to 19:30 as a radio group', () => {
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser() });
    const group = screen.getByRole('radiogroup', { name: 'Hora' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(22);
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([...VISIT_SLOTS]);
    expect(within(group).getByRole('radio', { name: '09:00' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: '19:30' })).toBeTruthy();
  });

  it('moves between days with the arrow keys (roving tabindex) and selects with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser() });
    const first = day('23 de noviembre de 2026');
    expect(first.tabIndex).toBe(0);
    expect(day('24 de noviembre de 2026').tabIndex).toBe(-1);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('24 de noviembre de 2026'));
    expect(day('24 de noviembre de 2026').tabIndex).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('1 de diciembre de 2026'));
    expect(screen.getByRole('grid', { name: 'diciembre de 2026' })).toBeTruthy();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(day('23 de noviembre de 2026'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Fecha elegida: 23 de noviembre de 2026')).toBeTruthy();
    expect(day('23 de noviembre de 2026').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowRight}{ }');
    expect(screen.getByText('Fecha elegida: 24 de noviembre de 2026')).toBeTruthy();
    // Never before tomorrow.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(day('21 de noviembre de 2026'));
    // A disabled day cannot be chosen, by key or click.
    await user.keyboard('{Enter}');
    await user.click(day('22 de noviembre de 2026'));
    expect(screen.getByText('Fecha elegida: 24 de noviembre de 2026')).toBeTruthy();
  });

  it('says a date and time are needed when the time is missing', async () => {
    const user = userEvent.setup();
    const { convive } = renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, {
      user: makeUser(),
    });
    const create = vi.spyOn(convive.client.appointments, 'create');
    await user.click(day('24 de noviembre de 2026'));
    await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Por favor, selecciona una fecha y hora para la visita',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('says what is missing beside the button, in the footer that stays in view, and takes the focus to the calendar when the date is missing', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser() });
    const submit = screen.getByRole('button', { name: 'Solicitar visita' });
    await user.click(submit);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Por favor, selecciona una fecha y hora para la visita');
    // One footer holds the message and the button; it is sticky, so it is seen however tall the form.
    const footer = submit.parentElement as HTMLElement;
    expect(footer.classList.contains('convive-visit__actions')).toBe(true);
    expect(footer.contains(alert)).toBe(true);
    expect(alert.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    // The first bookable day takes the focus: the fix is made there.
    expect(document.activeElement).toBe(day('23 de noviembre de 2026'));
  });

  it('requests the visit with the trimmed notes, then clears the choice', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const onRequested = vi.fn();
    const { convive } = renderWithConvive(
      <VisitScheduler propertyId={10} today={TODAY} onRequested={onRequested} />,
      {
        user: makeUser(),
        routes: {
          'POST /appointments/': ({ body }) => {
            bodies.push(body);
            return { status: 201, body: makeAppointment({ date: '2026-11-24', time: '10:30' }) };
          },
        },
      },
    );
    await user.click(day('24 de noviembre de 2026'));
    await user.click(screen.getByRole('radio', { name: '10:30' }));
    await user.type(screen.getByLabelText('Notas (opcional)'), '  Llego en bici  ');
    await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Cita solicitada');
    expect(status.textContent).toContain('24 de noviembre de 2026 a las 10:30');
    expect(bodies).toEqual([{ property: 10, date: '2026-11-24', time: '10:30', notes: 'Llego en bici' }]);
    expect(onRequested).toHaveBeenCalledWith(expect.objectContaining({ id: 300 }));
    expect(convive.stores.toasts.getState().toasts[0]).toMatchObject({
      title: 'Cita solicitada',
      tone: 'success',
    });
    expect((screen.getByRole('radio', { name: '10:30' }) as HTMLInputElement).checked).toBe(false);
    expect(day('24 de noviembre de 2026').getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Notas (opcional)') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the choice after a failure and says so', async () => {
    const user = userEvent.setup();
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, {
      user: makeLandlord(),
      routes: { 'POST /appointments/': { status: 500, body: { detail: 'Error' } } },
    });
    await user.click(day('25 de noviembre de 2026'));
    await user.click(screen.getByRole('radio', { name: '19:30' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
    );
    expect((screen.getByRole('radio', { name: '19:30' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Fecha elegida: 25 de noviembre de 2026')).toBeTruthy();
  });

  it('says why the API refused: a visit already asked for that slot, the property gone', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        non_field_errors: ['Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.'],
      },
    };
    const { convive } = renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, {
      user: makeUser(),
      routes: { 'POST /appointments/': () => answer },
    });
    await user.click(day('24 de noviembre de 2026'));
    await user.click(screen.getByRole('radio', { name: '10:30' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.',
    );
    expect(convive.stores.toasts.getState().toasts.at(-1)).toMatchObject({
      description: 'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.',
      tone: 'error',
    });
    // The choice stays, to pick another slot or try again.
    expect((screen.getByRole('radio', { name: '10:30' }) as HTMLInputElement).checked).toBe(true);

    answer = { status: 400, body: { property: ['Esta propiedad no está disponible.'] } };
    await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Esta propiedad no está disponible.'),
    );
  });

  describe('as a guest (allowGuests: partner pages)', () => {
    it('asks a visitor for name, e-mail and phone, each with its own error, and sends nothing until they are right', async () => {
      const user = userEvent.setup();
      const { convive } = renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} allowGuests />);
      const send = vi.spyOn(convive.client.appointments, 'requestAsGuest');
      expect(screen.queryByText('Inicia sesión para solicitar una visita')).toBeNull();
      await user.click(day('24 de noviembre de 2026'));
      await user.click(screen.getByRole('radio', { name: '10:30' }));
      await user.type(screen.getByLabelText('Email'), 'marta@');
      await user.type(screen.getByLabelText('Teléfono'), '12');
      await user.click(screen.getByRole('button', { name: 'Pedir la visita' }));
      const name = screen.getByLabelText('Nombre');
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Por favor, escribe tu nombre').id).toBe(name.getAttribute('aria-describedby'));
      expect(screen.getByText('Introduce una dirección de correo electrónico válida.')).toBeTruthy();
      expect(screen.getByText('Indica un teléfono de contacto.')).toBeTruthy();
      expect(send).not.toHaveBeenCalled();
      // Typing in a field clears its own error only.
      await user.type(name, 'Marta');
      expect(name.getAttribute('aria-invalid')).toBeNull();
      expect(screen.getByText('Indica un teléfono de contacto.')).toBeTruthy();
    });

    it('sends the request and says to confirm it from the e-mail; nothing reaches the landlord before', async () => {
      const user = userEvent.setup();
      const bodies: unknown[] = [];
      const onGuestRequested = vi.fn();
      renderWithConvive(
        <VisitScheduler propertyId={10} today={TODAY} allowGuests onGuestRequested={onGuestRequested} />,
        {
          routes: {
            'POST /appointments/guest/': ({ body }) => {
              bodies.push(body);
              return { status: 202, body: { detail: 'Te hemos enviado un correo.' } };
            },
          },
        },
      );
      await user.click(day('24 de noviembre de 2026'));
      await user.click(screen.getByRole('radio', { name: '10:30' }));
      await user.type(screen.getByLabelText('Nombre'), ' Marta Gil ');
      await user.type(screen.getByLabelText('Email'), 'marta@example.com');
      await user.type(screen.getByLabelText('Teléfono'), '+34 612 345 678');
      await user.click(screen.getByRole('button', { name: 'Pedir la visita' }));
      const status = await screen.findByRole('status');
      expect(status.textContent).toContain('Revisa tu correo');
      expect(status.textContent).toContain('marta@example.com');
      expect(status.textContent).toContain('24 horas');
      expect(status.textContent).toContain('24 de noviembre de 2026 a las 10:30');
      expect(bodies).toEqual([
        {
          property: 10,
          date: '2026-11-24',
          time: '10:30',
          notes: '',
          name: 'Marta Gil',
          email: 'marta@example.com',
          phone: '+34 612 345 678',
        },
      ]);
      expect(onGuestRequested).toHaveBeenCalledWith({
        property: 10,
        date: '2026-11-24',
        time: '10:30',
        email: 'marta@example.com',
      });
    });

    it('shows the server’s reasons and keeps everything typed; a limit is said plainly', async () => {
      const user = userEvent.setup();
      let answer = {
        status: 400,
        body: {
          non_field_errors: ['Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.'],
        },
      } as { status: number; body: unknown };
      renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} allowGuests />, {
        routes: { 'POST /appointments/guest/': () => answer },
      });
      await user.click(day('24 de noviembre de 2026'));
      await user.click(screen.getByRole('radio', { name: '10:30' }));
      await user.type(screen.getByLabelText('Nombre'), 'Marta');
      await user.type(screen.getByLabelText('Email'), 'marta@example.com');
      await user.type(screen.getByLabelText('Teléfono'), '612345678');
      await user.click(screen.getByRole('button', { name: 'Pedir la visita' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.',
      );
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('marta@example.com');
      expect((screen.getByRole('radio', { name: '10:30' }) as HTMLInputElement).checked).toBe(true);

      answer = { status: 429, body: { detail: 'Demasiadas peticiones.' } };
      await user.click(screen.getByRole('button', { name: 'Pedir la visita' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Has pedido demasiadas visitas seguidas. Inténtalo de nuevo más tarde.',
      );
    });

    it('books as today when a user is signed in', async () => {
      renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} allowGuests />, { user: makeUser() });
      expect(screen.queryByLabelText('Teléfono')).toBeNull();
      expect(screen.getByRole('button', { name: 'Solicitar visita' })).toBeTruthy();
    });

    it('has no accessibility violations axe can find, errors shown', async () => {
      const user = userEvent.setup();
      renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} allowGuests />);
      await user.click(day('24 de noviembre de 2026'));
      await user.click(screen.getByRole('radio', { name: '10:30' }));
      await user.click(screen.getByRole('button', { name: 'Pedir la visita' }));
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('names days and weekdays in the locale', () => {
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser(), locale: 'en' });
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '23 November 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request visit' })).toBeTruthy();
  });

  it("tells the sdk rule's problem in the locale", async () => {
    const user = userEvent.setup();
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser(), locale: 'en' });
    await user.click(screen.getByRole('button', { name: '24 November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Request visit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a date and time for the viewing');
  });

  it('has no accessibility violations axe can find', async () => {
    const user = userEvent.setup();
    renderWithConvive(<VisitScheduler propertyId={10} today={TODAY} />, { user: makeUser() });
    await user.click(day('24 de noviembre de 2026'));
    expect(await axeViolations()).toEqual([]);
  });
});
