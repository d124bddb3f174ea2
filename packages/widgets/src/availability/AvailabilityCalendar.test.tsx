import type { Availability } from '@convive/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ConviveProvider } from '../core/ConviveProvider';
import { renderWithConvive } from '../test/withConvive';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import {
  colivingAvailability,
  FIXTURE_FROM,
  freeAvailability,
  homeAvailability,
} from './availabilityFixtures';

/** axe findings, without the checks jsdom cannot make (contrast) or a widget does not own (landmarks). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

const cell = (name: string | RegExp) => screen.getByRole('gridcell', { name });
/** The cell of a day, whatever its state. */
const dayCell = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;
const focusedDate = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-date');
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

/**
 * Renders the widget and lets its first effects settle inside `act` (React 18 reports an update
 * after a synchronous test as outside it).
 */
async function settled<T>(render: () => T): Promise<T> {
  const result = render();
  await act(async () => {});
  return result;
}

/** Renders the widget over given data (no call): the calendar is there at once. */
function renderData(
  availability: Availability,
  props: Partial<Parameters<typeof AvailabilityCalendar>[0]> = {},
) {
  return settled(() => renderWithConvive(<AvailabilityCalendar availability={availability} {...props} />));
}

describe('AvailabilityCalendar', () => {
  it('loads the property’s window and marks each day free, taken, blocked or not yet available', async () => {
    const asked: string[] = [];
    renderWithConvive(<AvailabilityCalendar propertyId={10} from={FIXTURE_FROM} />, {
      routes: {
        'GET /properties/:id/availability/': ({ params, query }) => {
          asked.push(`${params.id} ${query.get('from')} ${query.get('months')}`);
          return { body: homeAvailability };
        },
      },
    });
    expect(screen.getByText('Cargando...')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByText('Disponible a partir del 1 de abril de 2027');
    // Twelve months unless told otherwise.
    expect(asked).toEqual(['10 2027-03-01 12']);
    // Weeks from Monday, in Spanish, two months shown from the next free day.
    const april = screen.getByRole('grid', { name: 'abril de 2027' });
    expect(
      within(april)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(screen.getByRole('grid', { name: 'mayo de 2027' })).toBeTruthy();
    expect(cell('1 de abril de 2027, Libre')).toBeTruthy();
    expect(cell('12 de mayo de 2027, Bloqueado')).toBeTruthy();
    // The blocked week's end is exclusive: its last day is free again.
    expect(cell('17 de mayo de 2027, Libre')).toBeTruthy();
    // Read-only: nothing to pick, nothing announced.
    expect(dayCell('2027-04-01').getAttribute('aria-disabled')).toBeNull();
    expect(dayCell('2027-04-01').getAttribute('aria-selected')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Leyenda' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Libre', 'Ocupado', 'Bloqueado', 'Aún no disponible']);
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for one room’s window with `roomId`', async () => {
    const asked: string[] = [];
    renderWithConvive(<AvailabilityCalendar roomId={21} months={6} from={FIXTURE_FROM} />, {
      routes: {
        'GET /rooms/:id/availability/': ({ params, query }) => {
          asked.push(`${params.id} ${query.get('from')} ${query.get('months')}`);
          return { body: homeAvailability };
        },
      },
    });
    await screen.findByText('Disponible a partir del 1 de abril de 2027');
    expect(asked).toEqual(['21 2027-03-01 6']);
  });

  it('says a calendar without periods is free throughout', async () => {
    await renderData(freeAvailability);
    expect(screen.getByText('Libre todo el periodo: no hay fechas ocupadas ni bloqueadas.')).toBeTruthy();
    expect(screen.getByText('Disponible a partir del 1 de marzo de 2027')).toBeTruthy();
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    renderWithConvive(<AvailabilityCalendar propertyId={10} from={FIXTURE_FROM} />, {
      routes: {
        'GET /properties/:id/availability/': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { detail: 'Error' } } : { body: homeAvailability };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar la disponibilidad.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Disponible a partir del 1 de abril de 2027');
    expect(calls).toBe(2);
  });

  it('moves a roving focus with the arrows, Home/End and Page Up/Down, the months following', async () => {
    await renderData(homeAvailability);
    const start = dayCell('2027-04-01');
    expect(start.tabIndex).toBe(0);
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    act(() => start.focus());
    press('ArrowRight');
    expect(focusedDate()).toBe('2027-04-02');
    press('ArrowDown');
    expect(focusedDate()).toBe('2027-04-09');
    // Friday 9 April: its week runs from Monday 5 to Sunday 11.
    press('Home');
    expect(focusedDate()).toBe('2027-04-05');
    press('End');
    expect(focusedDate()).toBe('2027-04-11');
    press('ArrowUp');
    expect(focusedDate()).toBe('2027-04-04');
    press('PageDown');
    press('PageDown');
    expect(focusedDate()).toBe('2027-06-04');
    // June was not shown: the months moved with the focus.
    expect(screen.getByRole('grid', { name: 'junio de 2027' })).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'abril de 2027' })).toBeNull();
    press('PageUp');
    expect(focusedDate()).toBe('2027-05-04');
    expect(dayCell('2027-05-04').tabIndex).toBe(0);
    // The window's first day is as far back as the focus goes.
    for (let i = 0; i < 4; i++) press('PageUp');
    expect(focusedDate()).toBe('2027-03-01');
    press('ArrowLeft');
    expect(focusedDate()).toBe('2027-03-01');
  });

  it('moves the months with the buttons, disabled at the window’s ends', async () => {
    await renderData(homeAvailability);
    const previous = screen.getByRole('button', { name: 'Mes anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Mes siguiente' }) as HTMLButtonElement;
    fireEvent.click(previous);
    expect(screen.getByRole('grid', { name: 'marzo de 2027' })).toBeTruthy();
    expect(previous.disabled).toBe(true);
    for (let i = 0; i < 20; i++) fireEvent.click(next);
    expect(screen.getByRole('grid', { name: 'febrero de 2028' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'enero de 2028' })).toBeTruthy();
    expect(next.disabled).toBe(true);
  });

  it('picks a stay over free days, refusing taken days and stays under the minimum', async () => {
    const onSelectRange = vi.fn();
    await renderData(homeAvailability, { onSelectRange, minStayMonths: 1 });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Elige el día de entrada.');
    // Taken and blocked days cannot be picked.
    expect(dayCell('2027-05-12').getAttribute('aria-disabled')).toBe('true');
    expect(dayCell('2027-04-01').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(dayCell('2027-05-12'));
    expect(status.textContent).toBe('Elige el día de entrada.');

    fireEvent.click(dayCell('2027-04-01'));
    expect(status.textContent).toBe(
      'Entrada el 1 de abril de 2027. Elige el día de salida (estancia mínima de 1 mes).',
    );
    expect(cell('1 de abril de 2027, Libre, entrada').getAttribute('aria-selected')).toBe('true');
    // Too short: the move-in stays.
    fireEvent.click(dayCell('2027-04-20'));
    expect(status.textContent).toBe('La estancia mínima es de 1 mes.');
    expect(onSelectRange).not.toHaveBeenCalled();
    // Past the blocked week no stay from 1 April reaches: that day starts a new one.
    fireEvent.click(dayCell('2027-05-17'));
    expect(status.textContent).toBe(
      'Ese periodo incluye días no disponibles. Entrada el 17 de mayo de 2027. Elige el día de salida (estancia mínima de 1 mes).',
    );
    expect(dayCell('2027-04-01').getAttribute('aria-selected')).toBe('false');
    expect(onSelectRange).not.toHaveBeenCalled();
    // The move-out may be the first day of a taken period: that day is the next tenant's.
    fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(dayCell('2027-07-01').getAttribute('aria-disabled')).toBeNull();
    expect(dayCell('2027-07-02').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(dayCell('2027-07-01'));
    expect(onSelectRange).toHaveBeenCalledWith({ moveIn: '2027-05-17', moveOut: '2027-07-01', room: null });
    expect(status.textContent).toBe('Del 17 de mayo de 2027 al 1 de julio de 2027.');
    expect(cell('1 de julio de 2027, Ocupado, salida')).toBeTruthy();
    expect(dayCell('2027-06-15').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar selección' }));
    expect(status.textContent).toBe('Elige el día de entrada.');
  });

  it('holds the unit’s minimum stay, and selects from the keyboard with Enter and Space', async () => {
    const onSelectRange = vi.fn();
    await renderData(colivingAvailability, { onSelectRange });
    // The first room asks for three months.
    act(() => dayCell('2027-03-01').focus());
    press('Enter');
    expect(screen.getByRole('status').textContent).toBe(
      'Entrada el 1 de marzo de 2027. Elige el día de salida (estancia mínima de 3 meses).',
    );
    press('PageDown');
    press(' ');
    expect(screen.getByRole('status').textContent).toBe('La estancia mínima es de 3 meses.');
    press('PageDown');
    press('PageDown');
    expect(focusedDate()).toBe('2027-06-01');
    press('Enter');
    expect(onSelectRange).toHaveBeenCalledWith({ moveIn: '2027-03-01', moveOut: '2027-06-01', room: 21 });
    press('Escape');
    expect(screen.getByRole('status').textContent).toBe('Elige el día de entrada.');
  });

  it('switches between a coliving’s rooms by their titles', async () => {
    await renderData(colivingAvailability);
    const select = screen.getByLabelText('Habitación') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      'Habitación exterior con balcón',
      'Habitación doble con baño',
      'Habitación interior',
    ]);
    expect(screen.getByText('Disponible a partir del 1 de marzo de 2027')).toBeTruthy();
    fireEvent.change(select, { target: { value: '2' } });
    expect(screen.getByText('Disponible a partir del 15 de abril de 2027')).toBeTruthy();
    expect(cell('10 de abril de 2027, Aún no disponible')).toBeTruthy();
    expect(cell('15 de abril de 2027, Libre')).toBeTruthy();
  });

  it('names the whole home in the selector when it is let whole too', async () => {
    const home = { ...homeAvailability.units[0], title: 'Casa del Sol' } as Availability['units'][number];
    await renderData({ ...colivingAvailability, units: [...colivingAvailability.units, home] });
    expect(screen.getByRole('option', { name: 'Casa del Sol (vivienda completa)' })).toBeTruthy();
  });

  it('says when no day is free in the window', async () => {
    const unit = { ...homeAvailability.units[0], next_free: null } as Availability['units'][number];
    await renderData({ ...homeAvailability, next_free: null, units: [unit] });
    expect(screen.getByText('Sin días libres en los próximos 12 meses.')).toBeTruthy();
  });

  it('speaks the `language` it is given, and follows a change of it', async () => {
    const { rerender, convive } = await renderData(homeAvailability, { language: 'en' });
    await screen.findByText('Available from 1 April 2027');
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeTruthy();
    expect(cell('12 May 2027, Blocked')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Mon');
    const again = (language: 'fr' | 'de') =>
      rerender(
        <ConviveProvider convive={convive} isolation="page">
          <AvailabilityCalendar availability={homeAvailability} language={language} />
        </ConviveProvider>,
      );
    again('fr');
    await screen.findByText('Disponible à partir du 1 avril 2027');
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeTruthy();
    again('de');
    await waitFor(() => expect(screen.getByText('Verfügbar ab 1. April 2027')).toBeTruthy());
  });

  it('takes the provider’s locale without `language`', async () => {
    await settled(() =>
      renderWithConvive(<AvailabilityCalendar availability={homeAvailability} />, { locale: 'es' }),
    );
    expect(screen.getByRole('heading', { name: 'Disponibilidad' })).toBeTruthy();
  });

  it('takes the provider’s other locale, in Spanish until its catalog is loaded, never mixing the two', async () => {
    renderWithConvive(<AvailabilityCalendar availability={homeAvailability} />, { locale: 'de' });
    const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
    const spanish = heading() === 'Disponibilidad';
    // Loading: the whole calendar in Spanish (its retry and loading texts are the catalog's).
    if (spanish) expect(screen.getByText('Disponible a partir del 1 de abril de 2027')).toBeTruthy();
    await screen.findByText('Verfügbar ab 1. April 2027');
    expect(heading()).toBe('Verfügbarkeit');
  });

  it('says so when given no listing', async () => {
    await settled(() => renderWithConvive(<AvailabilityCalendar />));
    expect(screen.getByText('Este anuncio no tiene calendario de disponibilidad.')).toBeTruthy();
  });
});
