import type { Availability, AvailabilityPeriod, CalendarExport, ExternalCalendar } from '@convive/sdk';
import { makeLandlord, makeProperty } from '@convive/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { type RenderRouteOptions, renderRoute, renderScreen } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const landlord = makeLandlord();
const home = makeProperty({ id: 7, title: 'Piso en Chamberí', owner: landlord.id });
const other = makeProperty({ id: 8, title: 'Ático en Gràcia', owner: landlord.id });
const MINE = 'GET /properties/my-properties/';
const AVAILABILITY = 'GET /properties/:id/availability/';
const CHANGE = 'POST /properties/:id/calendar/';
const EXPORTS = 'GET /properties/:id/calendar/exports/';
const CREATE_EXPORT = 'POST /properties/:id/calendar/exports/';
const EXTERNAL = 'GET /properties/:id/calendar/external/';
const ADD_EXTERNAL = 'POST /properties/:id/calendar/external/';
const REMOVE_EXTERNAL = 'DELETE /calendar/external/:id/';
const REFRESH_EXTERNAL = 'POST /calendar/external/:id/run/';

function period(over: Partial<AvailabilityPeriod>): AvailabilityPeriod {
  return {
    id: 1,
    room: 10,
    kind: 'blocked',
    start: '2027-03-01',
    end: '2027-03-02',
    note: '',
    source: null,
    tenant_name: null,
    request: null,
    ...over,
  };
}

const lucia = {
  kind: 'held' as const,
  start: '2027-03-03',
  end: '2027-03-10',
  tenant_name: 'Lucía',
  request: 5,
};

function availability(over: { blocked?: boolean; periods?: boolean } = {}): Availability {
  const withPeriods = over.periods ?? true;
  const unit = (room: number | null, title: string, periods: AvailabilityPeriod[], from = '2027-01-01') => ({
    room,
    title,
    available_from: from,
    min_stay_months: 1,
    max_stay_months: null,
    next_free: '2027-03-02',
    periods: withPeriods ? periods : [],
  });
  return {
    property: 7,
    from: '2027-03-01',
    to: '2028-03-01',
    next_free: '2027-03-02',
    units: [
      unit(10, 'Habitación A', [
        period({ id: 1, room: 10, ...lucia }),
        ...(over.blocked === false
          ? []
          : [
              period({
                id: 2,
                room: 10,
                kind: 'blocked',
                start: '2027-03-20',
                end: '2027-03-23',
                note: 'Obras',
              }),
            ]),
      ]),
      unit(
        11,
        'Habitación B',
        [
          period({
            id: 3,
            room: 11,
            kind: 'external',
            start: '2027-03-12',
            end: '2027-03-15',
            source: 'Airbnb',
          }),
        ],
        '2027-03-05',
      ),
      unit(null, 'Piso en Chamberí', [period({ id: 4, room: null, ...lucia })]),
    ],
  };
}

const exportA: CalendarExport = {
  property: 7,
  room: 10,
  url: 'https://api.convive.test/api/calendars/old-token.ics',
  created_at: '2027-02-01T10:00:00.000Z',
};

const airbnb: ExternalCalendar = {
  id: 31,
  property: 7,
  room: 11,
  url: 'https://www.airbnb.es/calendar/ical/123.ics',
  source: 'Airbnb',
  last_fetched_at: '2027-03-02T08:00:00.000Z',
  last_ok_at: '2027-03-01T08:00:00.000Z',
  last_error: { code: 'calendarHttpStatus', message: 'El calendario respondió con el estado 404' },
  events: 4,
  created_at: '2027-02-01T10:00:00.000Z',
};

/** The calendar screen alone; `wholeApp` for a test that goes there from another screen. */
function render(
  path: string,
  routes: RenderRouteOptions['routes'] = {},
  locale: RenderRouteOptions['locale'] = 'es',
  wholeApp = false,
) {
  return (wholeApp ? renderRoute : renderScreen)(path, {
    user: landlord,
    locale,
    routes: {
      [MINE]: { body: [home, other] },
      [AVAILABILITY]: { body: availability() },
      [EXPORTS]: { body: [exportA] },
      [EXTERNAL]: { body: [airbnb] },
      ...routes,
    },
  });
}

const grid = () => screen.findByRole('grid', { name: 'Disponibilidad de marzo de 2027' }, SLOW);
const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('Landlord calendar', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Today is Tuesday 2 March 2027 in Madrid.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-02T10:00:00Z'), shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the month: units by row, days by column, each cell named with its state', async () => {
    const result = render('/dashboard/calendar');
    const table = await grid();
    expect(screen.getByRole('combobox', { name: 'Propiedad' })).toHaveProperty('value', '7');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Vivienda completa', 'Habitación A', 'Habitación B']);
    const columns = within(table).getAllByRole('columnheader');
    expect(columns).toHaveLength(32);
    expect(columns[1]?.textContent).toBe('lun1');
    expect(columns[2]?.getAttribute('aria-current')).toBe('date');
    expect(columns[2]?.getAttribute('aria-label')).toBe('martes, 2 de marzo de 2027 (hoy)');

    const held = cell('3 de marzo de 2027, Habitación A: ocupada por Lucía');
    expect(held.textContent).toBe('Lucía');
    expect(held.getAttribute('title')).toBe('3 de marzo de 2027, Habitación A: ocupada por Lucía');
    // The name shows on the period's first day only; every day says it.
    expect(cell('4 de marzo de 2027, Habitación A: ocupada por Lucía').textContent).toBe('');
    expect(cell('3 de marzo de 2027, Vivienda completa: ocupada por Lucía')).toBeTruthy();
    expect(cell('20 de marzo de 2027, Habitación A: bloqueada: Obras').textContent).toBe('Obras');
    expect(cell('12 de marzo de 2027, Habitación B: reservada en Airbnb').textContent).toBe('Airbnb');
    expect(
      cell('4 de marzo de 2027, Habitación B: aún no disponible (desde el 5 de marzo de 2027)'),
    ).toBeTruthy();
    expect(
      cell('2 de marzo de 2027 (hoy), Habitación B: aún no disponible (desde el 5 de marzo de 2027)'),
    ).toBeTruthy();
    expect(cell('1 de marzo de 2027, Habitación A: libre, día pasado').getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(cell('25 de marzo de 2027, Habitación B: libre')).toBeTruthy();
    expect(screen.queryByText(/todo está libre/)).toBeNull();
    expect(result.fetch.calls).toContain('GET /properties/7/availability/?from=2027-03-01&months=12');
  });

  it('moves between months, twelve of them', async () => {
    const user = userEvent.setup();
    render('/dashboard/calendar');
    await grid();
    const previous = screen.getByRole('button', { name: 'Mes anterior' });
    const next = screen.getByRole('button', { name: 'Mes siguiente' });
    expect(previous).toHaveProperty('disabled', true);
    await user.click(next);
    expect(await screen.findByRole('grid', { name: 'Disponibilidad de abril de 2027' })).toBeTruthy();
    expect(cell('30 de abril de 2027, Habitación A: libre')).toBeTruthy();
    for (let i = 0; i < 10; i += 1) await user.click(next);
    expect(screen.getByRole('grid', { name: 'Disponibilidad de febrero de 2028' })).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
  });

  it('selects with Shift + arrows and blocks: the API gets the day after the last', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const result = render('/dashboard/calendar', {
      [CHANGE]: ({ body }) => {
        sent = body;
        const answer = availability();
        answer.units[1]?.periods.push(
          period({
            id: 9,
            room: 11,
            kind: 'blocked',
            start: '2027-03-24',
            end: '2027-03-27',
            note: 'Pintura',
          }),
        );
        return { body: answer };
      },
    });
    await grid();
    act(() => cell('24 de marzo de 2027, Habitación A: libre').focus());
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      '26 de marzo de 2027, Habitación B: libre',
    );
    expect(screen.getByTestId('calendar-announcer').textContent).toBe(
      'Seleccionado: del 24 de marzo de 2027 al 26 de marzo de 2027, Habitación A, Habitación B',
    );
    expect(cell('25 de marzo de 2027, Habitación A: libre').getAttribute('aria-selected')).toBe('true');
    expect(cell('27 de marzo de 2027, Habitación A: libre').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('checkbox', { name: 'Habitación A' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Habitación B' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Vivienda completa' })).toHaveProperty('checked', false);
    expect(screen.getByLabelText(/Primer día/)).toHaveProperty('value', '2027-03-24');
    expect(screen.getByLabelText(/Último día/)).toHaveProperty('value', '2027-03-26');

    await user.type(screen.getByRole('textbox', { name: 'Nota (opcional)' }), 'Pintura');
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    await waitFor(() =>
      expect(sent).toEqual({
        action: 'block',
        units: [10, 11],
        start: '2027-03-24',
        end: '2027-03-27',
        note: 'Pintura',
      }),
    );
    expect(
      await screen.findByText(
        'Bloqueado del 24 de marzo de 2027 al 26 de marzo de 2027 en Habitación A, Habitación B.',
      ),
    ).toBeTruthy();
    // The answer is the grid now, without reading it again.
    expect(cell('24 de marzo de 2027, Habitación B: bloqueada: Pintura').textContent).toBe('Pintura');
    expect(
      result.fetch.calls.filter((call) => call.startsWith('GET /properties/7/availability/')),
    ).toHaveLength(1);
  });

  it('selects with Space, arrows and Space, and unblocks', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    render('/dashboard/calendar', {
      [CHANGE]: ({ body }) => {
        sent = body;
        return { body: availability({ blocked: false }) };
      },
    });
    await grid();
    act(() => cell('20 de marzo de 2027, Habitación A: bloqueada: Obras').focus());
    await user.keyboard(' ');
    expect(screen.getByTestId('calendar-announcer').textContent).toBe(
      'Selección iniciada en 20 de marzo de 2027. Muévete con las flechas y pulsa espacio o intro para terminar.',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByTestId('calendar-announcer').textContent).toBe(
      'Seleccionado: del 20 de marzo de 2027 al 22 de marzo de 2027, Habitación A',
    );
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() =>
      expect(sent).toEqual({ action: 'unblock', units: [10], start: '2027-03-20', end: '2027-03-23' }),
    );
    expect(await screen.findByText(/^Desbloqueado del 20 de marzo de 2027/)).toBeTruthy();
    expect(cell('20 de marzo de 2027, Habitación A: libre')).toBeTruthy();
  });

  it('selects by dragging the mouse across days and rows', async () => {
    const user = userEvent.setup();
    render('/dashboard/calendar');
    await grid();
    const first = cell('16 de marzo de 2027, Vivienda completa: libre');
    const last = cell('18 de marzo de 2027, Habitación A: libre');
    await user.pointer([
      { keys: '[MouseLeft>]', target: first },
      { target: cell('17 de marzo de 2027, Habitación A: libre') },
      { target: last },
      { keys: '[/MouseLeft]', target: last },
    ]);
    expect(screen.getByTestId('calendar-announcer').textContent).toBe(
      'Seleccionado: del 16 de marzo de 2027 al 18 de marzo de 2027, Vivienda completa, Habitación A',
    );
    expect(screen.getByLabelText(/Primer día/)).toHaveProperty('value', '2027-03-16');
    expect(screen.getByLabelText(/Último día/)).toHaveProperty('value', '2027-03-18');
    expect(screen.getByRole('checkbox', { name: 'Vivienda completa' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Habitación A' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Habitación B' })).toHaveProperty('checked', false);
  });

  it('says held and imported days do not change, and Escape clears the selection', async () => {
    const user = userEvent.setup();
    render('/dashboard/calendar');
    await grid();
    expect(
      screen.getByText(/Los días ocupados por una solicitud aceptada o por un calendario importado/),
    ).toBeTruthy();
    act(() => cell('5 de marzo de 2027, Habitación A: ocupada por Lucía').focus());
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(
      screen.getByText('La selección incluye días ocupados o importados: esos días no cambiarán.'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('calendar-announcer').textContent).toBe('Selección quitada');
    expect(screen.getByRole('checkbox', { name: 'Habitación A' })).toHaveProperty('checked', false);
    expect(screen.queryByText(/La selección incluye días ocupados/)).toBeNull();
  });

  it('shows the form’s own checks and the server’s field errors at their fields, keeping what was typed', async () => {
    const user = userEvent.setup();
    let answers = 0;
    render('/dashboard/calendar', {
      [CHANGE]: () => {
        answers += 1;
        return answers === 1
          ? { status: 400, body: { end: ['El periodo es demasiado largo'] } }
          : { status: 400, body: { units: ['La habitación 11 no es de esta propiedad'] } };
      },
    });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(screen.getByText('Elige al menos una unidad.')).toBeTruthy();
    expect(screen.getByText('Indica el primer día.')).toBeTruthy();
    expect(answers).toBe(0);

    await user.click(screen.getByRole('checkbox', { name: 'Habitación B' }));
    await user.type(screen.getByLabelText(/Primer día/), '2027-04-01');
    await user.type(screen.getByLabelText(/Último día/), '2027-12-31');
    await user.type(screen.getByRole('textbox', { name: 'Nota (opcional)' }), 'Reforma');
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    const endError = await screen.findByText('El periodo es demasiado largo');
    const end = screen.getByLabelText(/Último día/);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toContain(endError.id);
    expect(end).toHaveProperty('value', '2027-12-31');
    expect(screen.getByLabelText(/Primer día/)).toHaveProperty('value', '2027-04-01');
    expect(screen.getByRole('textbox', { name: 'Nota (opcional)' })).toHaveProperty('value', 'Reforma');

    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    const unitsError = await screen.findByText('La habitación 11 no es de esta propiedad');
    expect(screen.getByRole('group', { name: 'Unidades' }).getAttribute('aria-describedby')).toBe(
      unitsError.id,
    );
    expect(screen.queryByText('El periodo es demasiado largo')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Habitación B' })).toHaveProperty('checked', true);
  });

  it('creates and regenerates a unit’s private iCal address, the latter after a warning', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render('/dashboard/calendar', {
      [CREATE_EXPORT]: ({ body }) => {
        sent.push(body);
        const room = (body as { room: number | null }).room;
        return {
          status: 201,
          body: { ...exportA, room, url: `https://api.convive.test/api/calendars/new-${room ?? 'home'}.ics` },
        };
      },
    });
    await grid();
    const current = await screen.findByRole('textbox', { name: 'Dirección iCal de Habitación A' });
    expect(current).toHaveProperty('value', exportA.url);
    await user.click(screen.getByRole('button', { name: 'Copiar la dirección de Habitación A' }));
    expect(await navigator.clipboard.readText()).toBe(exportA.url);

    await user.click(screen.getByRole('button', { name: 'Crear la dirección iCal de Vivienda completa' }));
    expect(
      await screen.findByRole('textbox', { name: 'Dirección iCal de Vivienda completa' }),
    ).toHaveProperty('value', 'https://api.convive.test/api/calendars/new-home.ics');
    expect(sent).toEqual([{ room: null }]);

    await user.click(screen.getByRole('button', { name: 'Regenerar la dirección iCal de Habitación A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerar dirección' });
    expect(dialog.textContent).toContain('La dirección anterior dejará de funcionar');
    expect(sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Dirección iCal de Habitación A' })).toHaveProperty(
        'value',
        'https://api.convive.test/api/calendars/new-10.ics',
      ),
    );
    expect(sent).toEqual([{ room: null }, { room: 10 }]);
  });

  it('lists imported calendars and adds, refreshes and removes one', async () => {
    const user = userEvent.setup();
    let added: unknown;
    const removed: string[] = [];
    const result = render('/dashboard/calendar', {
      [ADD_EXTERNAL]: ({ body }) => {
        added = body;
        return {
          status: 201,
          body: {
            ...airbnb,
            id: 32,
            room: 10,
            source: 'Booking.com',
            url: 'https://admin.booking.com/ical/9.ics',
            last_error: null,
            events: 0,
            last_fetched_at: null,
          },
        };
      },
      [REFRESH_EXTERNAL]: () => ({ body: { ...airbnb, last_error: null, events: 6 } }),
      [REMOVE_EXTERNAL]: ({ params }) => {
        removed.push(params.id ?? '');
        return { status: 204 };
      },
    });
    await grid();
    const list = await screen.findByRole('list', { name: 'Calendarios importados' });
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(item.textContent).toContain('Airbnb');
    expect(item.textContent).toContain('Habitación B');
    expect(item.textContent).toContain('2 de marzo de 2027');
    expect(item.textContent).toContain('El calendario respondió con el estado 404');
    expect(within(item).getByText('4')).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Actualizar ahora el calendario de Airbnb (Habitación B)' }),
    );
    await waitFor(() =>
      expect(within(item).queryByText('El calendario respondió con el estado 404')).toBeNull(),
    );
    expect(within(item).getByText('6')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(screen.getByText('Pega la dirección del calendario.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unidad' }), 'Habitación A');
    await user.type(
      screen.getByRole('textbox', { name: /Dirección del calendario/ }),
      'https://admin.booking.com/ical/9.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(added).toEqual({ room: 10, url: 'https://admin.booking.com/ical/9.ics' }));
    expect(await within(list).findByText('Booking.com')).toBeTruthy();
    expect(within(list).getByText('Aún no descargado')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Dirección del calendario/ })).toHaveProperty('value', '');

    await user.click(screen.getByRole('button', { name: 'Quitar el calendario de Airbnb (Habitación B)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar calendario' });
    expect(dialog.textContent).toContain('Los días que bloqueaba quedarán libres.');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(within(list).queryByText('Airbnb')).toBeNull());
    expect(removed).toEqual(['31']);
    // Imports change the days: the grid is read again.
    await waitFor(() =>
      expect(
        result.fetch.calls.filter((call) => call.startsWith('GET /properties/7/availability/')).length,
      ).toBeGreaterThan(1),
    );
  });

  it('shows an import’s field error at its field', async () => {
    const user = userEvent.setup();
    render('/dashboard/calendar', {
      [EXTERNAL]: { body: [] },
      [ADD_EXTERNAL]: { status: 400, body: { url: ['Esta dirección ya está importada en esta unidad'] } },
    });
    await grid();
    expect(await screen.findByText('Aún no importas ningún calendario.')).toBeTruthy();
    const url = screen.getByRole('textbox', { name: /Dirección del calendario/ });
    await user.type(url, 'https://calendar.google.com/x.ics');
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Esta dirección ya está importada en esta unidad')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url).toHaveProperty('value', 'https://calendar.google.com/x.ics');
  });

  it('remembers the chosen property in the address', async () => {
    const user = userEvent.setup();
    const result = render('/dashboard/calendar?property=8');
    await grid();
    const select = screen.getByRole('combobox', { name: 'Propiedad' });
    expect(select).toHaveProperty('value', '8');
    expect(result.fetch.calls).toContain('GET /properties/8/availability/?from=2027-03-01&months=12');
    await user.selectOptions(select, 'Piso en Chamberí');
    await waitFor(() => expect(result.router.state.location.search).toBe('?property=7'));
    await waitFor(() =>
      expect(result.fetch.calls).toContain('GET /properties/7/availability/?from=2027-03-01&months=12'),
    );
  });

  it('draws the same view at a property’s own address, and links its edit screen', async () => {
    const user = userEvent.setup();
    const result = render('/dashboard/properties/7/calendar');
    await grid();
    expect(screen.getByRole('link', { name: 'Editar propiedad' }).getAttribute('href')).toBe(
      '/dashboard/properties/7/edit',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Propiedad' }), 'Ático en Gràcia');
    await waitFor(() =>
      expect(result.router.state.location.pathname).toBe('/dashboard/properties/8/calendar'),
    );
  });

  it('is one click away from the property’s edit screen', async () => {
    const user = userEvent.setup();
    const result = render(
      '/dashboard/properties/7/edit',
      { 'GET /properties/:id/': { body: home } },
      'es',
      true,
    );
    await screen.findByRole('heading', { name: 'Editar propiedad' }, SLOW);
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Calendario' }));
    await waitFor(() =>
      expect(result.router.state.location.pathname).toBe('/dashboard/properties/7/calendar'),
    );
    expect(await grid()).toBeTruthy();
  });

  it('says so when a property is not the landlord’s', async () => {
    render('/dashboard/properties/99/calendar');
    expect(await screen.findByText('No se pudo encontrar la propiedad', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a mis propiedades' }).getAttribute('href')).toBe(
      '/dashboard/properties',
    );
  });

  it('shows a skeleton while loading', async () => {
    render('/dashboard/calendar', { [AVAILABILITY]: { delayMs: Number.POSITIVE_INFINITY } });
    expect(await screen.findByRole('combobox', { name: 'Propiedad' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Cargando calendario...' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('invites a landlord without properties to create one', async () => {
    render('/dashboard/calendar', { [MINE]: { body: [] } });
    expect(await screen.findByRole('heading', { name: 'Aún no tienes propiedades' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear propiedad' }).getAttribute('href')).toBe(
      '/dashboard/properties/new',
    );
  });

  it('says everything is free when a property has no periods', async () => {
    render('/dashboard/calendar', { [AVAILABILITY]: { body: availability({ periods: false }) } });
    await grid();
    expect(
      screen.getByText('No hay días ocupados ni bloqueados en los próximos 12 meses: todo está libre.'),
    ).toBeTruthy();
    expect(cell('3 de marzo de 2027, Habitación A: libre')).toBeTruthy();
  });

  it('shows a load failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    render('/dashboard/calendar', {
      [AVAILABILITY]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: availability() };
      },
    });
    const alert = await screen.findByText('No se pudo cargar el calendario', {}, SLOW);
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }),
    );
    expect(await grid()).toBeTruthy();
  });

  it('speaks English without a Spanish word', async () => {
    render('/dashboard/calendar', {}, 'en');
    expect(await screen.findByRole('grid', { name: 'Availability in March 2027' }, SLOW)).toBeTruthy();
    expect(cell('3 March 2027, Room A: booked by Lucía'.replace('Room A', 'Habitación A'))).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Whole home' })).toBeTruthy();
    expectNoSpanish(screen.getByRole('main'), [
      'Piso en Chamberí',
      'Ático en Gràcia',
      'Habitación A',
      'Habitación B',
      'Lucía',
      'Obras',
      'El calendario respondió',
    ]);
  });
});
