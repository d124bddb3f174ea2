import { todayIn } from '@convive/sdk';
import { type FixtureRoutes, makeImage, makeLandlord, makeProperty, makeRoom } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const landlord = makeLandlord();
const LOAD = { timeout: 5000 };

// Six bedrooms, four rooms: room for two more (one room per bedroom).
const malasana = makeProperty({ bedrooms: 6 });
const gracia = makeProperty({ id: 20, title: 'Coliving en Gràcia', city: 'Barcelona', bedrooms: 6 });
const flat = makeProperty({ id: 30, title: 'Piso tradicional', city: 'Sevilla', is_coliving: false });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });
const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function photo(name: string, type = 'image/jpeg', size = 2048) {
  return new File([new Uint8Array(size)], name, { type });
}

function renderNew(routes: FixtureRoutes = {}, path = '/dashboard/rooms/new') {
  return renderScreen(path, {
    user: landlord,
    routes: { 'GET /properties/my-properties/': { body: [malasana, gracia, flat] }, ...routes },
  });
}

async function fillValid() {
  const property = await screen.findByRole('combobox', { name: 'Propiedad' }, LOAD);
  fill(property, '20');
  fill(textbox('Número de habitación'), ' B4 ');
  fill(textbox('Título'), 'Habitación doble');
  fill(number('Precio mensual (€/mes)'), '480.50');
  fill(number('Tamaño (m²)'), '12.5');
}

describe('Room form, new', { timeout: 20_000 }, () => {
  it('offers only coliving properties, and every property when none is coliving', async () => {
    const first = renderNew();
    const property = await screen.findByRole('combobox', { name: 'Propiedad' }, LOAD);
    expect(
      within(property)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Selecciona una propiedad',
      'Coliving luminoso en Malasaña (Madrid)',
      'Coliving en Gràcia (Barcelona)',
    ]);
    first.unmount();
    renderScreen('/dashboard/rooms/new', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [flat] } },
    });
    const only = await screen.findByRole('combobox', { name: 'Propiedad' }, LOAD);
    expect(
      within(only)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecciona una propiedad', 'Piso tradicional (Sevilla)']);
    expect(only).toHaveProperty('value', '30');
  });

  it('shows every field’s problem at once, in the spec’s words, before any call; the first takes the focus', async () => {
    const user = userEvent.setup();
    const result = renderNew();
    const submit = async () => user.click(screen.getByRole('button', { name: 'Crear habitación' }));
    const property = await screen.findByRole('combobox', { name: 'Propiedad' }, LOAD);
    fill(number('Estancia máxima (meses)'), '0');
    await submit();
    for (const message of [
      'Por favor selecciona una propiedad',
      'Por favor ingresa el número de habitación',
      'Por favor ingresa el título de la habitación',
      'Por favor ingresa un precio válido',
      'Por favor ingresa un tamaño válido',
      'La estancia máxima debe ser de al menos 1 mes',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    for (const field of [textbox('Número de habitación'), textbox('Título'), number('Tamaño (m²)')]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(property);
    // Fixing one field clears its message only.
    await user.selectOptions(property, '10');
    expect(screen.queryByText('Por favor selecciona una propiedad')).toBeNull();
    expect(screen.getByText('Por favor ingresa el número de habitación')).toBeTruthy();
    fill(textbox('Número de habitación'), 'B4');
    fill(textbox('Título'), 'Habitación doble');
    await submit();
    expect(document.activeElement).toBe(number('Precio mensual (€/mes)'));
    expect(screen.getByText('Por favor ingresa un precio válido')).toBeTruthy();
    expect(screen.getByText('Por favor ingresa un tamaño válido')).toBeTruthy();
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('says before sending that a property whose bedrooms all have their room takes no more', async () => {
    const user = userEvent.setup();
    // Four bedrooms, four rooms.
    const full = makeProperty({ id: 40, title: 'Coliving completo', city: 'Madrid', bedrooms: 4 });
    const result = renderScreen('/dashboard/rooms/new', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [malasana, full] } },
    });
    const property = await screen.findByRole('combobox', { name: 'Propiedad' }, LOAD);
    fill(property, '40');
    fill(textbox('Número de habitación'), 'B5');
    fill(textbox('Título'), 'Habitación doble');
    fill(number('Precio mensual (€/mes)'), '450');
    fill(number('Tamaño (m²)'), '12');
    await user.click(screen.getByRole('button', { name: 'Crear habitación' }));
    expect(
      screen.getByText(
        'Esta propiedad tiene 4 dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(property);
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('shows the server’s field errors under their fields (a room past the bedrooms the form did not know)', async () => {
    const user = userEvent.setup();
    const refusal =
      'Esta propiedad tiene 6 dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.';
    renderNew({
      'POST /rooms/': {
        status: 400,
        body: { coliving_property: [refusal], room_number: ['Ya existe una habitación con este número.'] },
      },
    });
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Crear habitación' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText('Ya existe una habitación con este número.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Propiedad' }).getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Número de habitación').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Error al guardar la habitación. Por favor, intenta de nuevo.').getAttribute('role'),
    ).toBe('alert');
  });

  it('creates the room with the defaults and numbers converted', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    const result = renderNew({
      'POST /rooms/': (req) => {
        body = req.body as Record<string, unknown>;
        return { status: 201, body: makeRoom({ id: 555 }) };
      },
      'GET /rooms/my-rooms/': { body: [] },
    });
    await fillValid();
    expect(screen.getByLabelText(/Disponible desde/)).toHaveProperty('value', todayIn());
    await user.click(screen.getByRole('checkbox', { name: 'Escritorio' }));
    expect(screen.getByRole('checkbox', { name: 'Ventana exterior' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Crear habitación' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/rooms'));
    expect(body).toEqual({
      coliving_property: 20,
      room_number: 'B4',
      title: 'Habitación doble',
      description: '',
      price_monthly: 480.5,
      size_sqm: 12.5,
      floor_level: null,
      available_from: todayIn(),
      status: 'available',
      min_stay_months: 1,
      max_stay_months: null,
      deposit_amount: null,
      has_private_bathroom: false,
      has_balcony: false,
      has_desk: true,
      has_wardrobe: false,
      is_furnished: false,
      has_window: true,
    });
  });

  it('uploads the images after creating the room, then goes to the list', async () => {
    const user = userEvent.setup();
    const result = renderNew({
      'POST /rooms/': { status: 201, body: makeRoom({ id: 555 }) },
      'POST /rooms/:id/upload_images/': { status: 201, body: [makeImage({ id: 1, is_main: true })] },
      'GET /rooms/my-rooms/': { body: [] },
    });
    await fillValid();
    expect(screen.getByText('Las imágenes se subirán después de crear la habitación.')).toBeTruthy();
    await user.upload(screen.getByLabelText('Seleccionar imágenes'), [
      photo('a.jpg'),
      photo('b.webp', 'image/webp'),
    ]);
    expect(screen.getByRole('heading', { name: '2 imágenes nuevas' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crear habitación' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/rooms'));
    const post = result.fetch.calls.indexOf('POST /rooms/');
    const upload = result.fetch.calls.indexOf('POST /rooms/555/upload_images/');
    expect(post).toBeGreaterThanOrEqual(0);
    expect(upload).toBeGreaterThan(post);
  });

  it('stays on the form when the upload fails, keeps the files, and updates the saved room on retry', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const result = renderNew({
      'POST /rooms/': { status: 201, body: makeRoom({ id: 555 }) },
      'PATCH /rooms/:id/': { body: makeRoom({ id: 555 }) },
      'POST /rooms/:id/upload_images/': () => {
        uploads += 1;
        return uploads === 1
          ? { status: 500, body: { detail: 'boom' } }
          : { status: 201, body: [makeImage({ id: 1, is_main: true })] };
      },
      'GET /rooms/my-rooms/': { body: [] },
    });
    await fillValid();
    await user.upload(screen.getByLabelText('Seleccionar imágenes'), [photo('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Crear habitación' }));
    expect(
      await screen.findByText(
        'La habitación se ha guardado, pero las imágenes nuevas no se subieron. Vuelve a intentarlo o quítalas.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('No se pudieron subir algunas imágenes')).toBeTruthy();
    expect(result.router.state.location.pathname).toBe('/dashboard/rooms/new');
    expect(textbox('Título')).toHaveProperty('value', 'Habitación doble');
    expect(screen.getByText('a.jpg')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/rooms'));
    expect(result.fetch.calls.filter((c) => c === 'POST /rooms/')).toHaveLength(1);
    expect(result.fetch.calls).toContain('PATCH /rooms/555/');
    expect(uploads).toBe(2);
  });

  it('refuses non-images, files over 10 MB and more than 10 images', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderNew();
    const input = await screen.findByLabelText('Seleccionar imágenes', {}, LOAD);
    await user.upload(input, [
      photo('plano.gif', 'image/gif'),
      photo('grande.png', 'image/png', 10 * 1024 * 1024 + 1),
    ]);
    expect(await screen.findByText('Archivo no válido')).toBeTruthy();
    expect(screen.getByText('plano.gif no es una imagen válida')).toBeTruthy();
    expect(screen.getByText('Archivo muy grande')).toBeTruthy();
    expect(screen.getByText('grande.png es demasiado grande (máximo 10MB)')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /imágenes? nuevas?/ })).toBeNull();

    await user.upload(
      input,
      Array.from({ length: 11 }, (_, i) => photo(`foto-${i + 1}.jpg`)),
    );
    expect(await screen.findByText('Demasiadas imágenes')).toBeTruthy();
    expect(screen.getByText('Solo puedes subir un máximo de 10 imágenes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '10 imágenes nuevas' })).toBeTruthy();
    expect(screen.queryByText('foto-11.jpg')).toBeNull();
  });

  it('shows the save failure in a red box and keeps the form', async () => {
    const user = userEvent.setup();
    const result = renderNew({
      'POST /rooms/': { status: 400, body: { room_number: ['Ya existe una habitación con ese número.'] } },
    });
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Crear habitación' }));
    const alert = await screen.findByText('Error al guardar la habitación. Por favor, intenta de nuevo.');
    expect(alert.getAttribute('role')).toBe('alert');
    // The field's reason is under its field, which takes the focus.
    expect(screen.getByText('Ya existe una habitación con ese número.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Número de habitación')));
    expect(textbox('Título')).toHaveProperty('value', 'Habitación doble');
    expect(result.router.state.location.pathname).toBe('/dashboard/rooms/new');
  });

  it('offers Volver and Crear propiedad when the landlord has no properties', async () => {
    renderScreen('/dashboard/rooms/new', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No tienes propiedades' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/dashboard/rooms');
    expect(screen.getByRole('link', { name: 'Crear propiedad' }).getAttribute('href')).toBe(
      '/dashboard/properties/new',
    );
  });

  it('says the data could not be loaded', async () => {
    renderScreen('/dashboard/rooms/new', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { status: 500, body: { detail: 'boom' } } },
    });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toBe('Error al cargar los datos. Por favor, intenta de nuevo.');
  });
});

const images = [makeImage({ id: 1, is_main: true, order: 0 }), makeImage({ id: 2, order: 1 })];
const saved = makeRoom({ id: 100, images, max_stay_months: 12, deposit_amount: 520 });

const calendar = {
  property: 10,
  from: '2027-03-01',
  to: '2028-03-01',
  next_free: '2027-06-01',
  units: [
    {
      room: 100,
      title: saved.title,
      available_from: '2027-03-01',
      min_stay_months: 3,
      max_stay_months: 12,
      next_free: '2027-06-01',
      periods: [],
    },
  ],
};

function renderEdit(routes: FixtureRoutes = {}) {
  return renderScreen('/dashboard/rooms/100/edit', {
    user: landlord,
    routes: {
      'GET /properties/my-properties/': { body: [malasana, gracia] },
      'GET /rooms/100/': { body: saved },
      'GET /rooms/my-rooms/': { body: [saved] },
      'GET /rooms/100/availability/': { body: calendar },
      ...routes,
    },
  });
}

function imageRows() {
  const list = screen.getByRole('heading', { name: 'Imágenes actuales' }).parentElement as HTMLElement;
  return within(list).getAllByRole('listitem');
}

describe('Room form, edit', { timeout: 20_000 }, () => {
  it('loads the room and saves the changes', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    const result = renderEdit({
      'PATCH /rooms/:id/': (req) => {
        body = req.body as Record<string, unknown>;
        return { body: saved };
      },
    });
    const title = await screen.findByRole('textbox', { name: 'Título' }, LOAD);
    expect(title).toHaveProperty('value', saved.title);
    expect(screen.getByRole('combobox', { name: 'Propiedad' })).toHaveProperty('value', '10');
    expect(number('Estancia mínima (meses)')).toHaveProperty('value', '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'maintenance');
    fill(number('Fianza (€)'), '');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/rooms'));
    expect(result.fetch.calls).toContain('PATCH /rooms/100/');
    expect(body.status).toBe('maintenance');
    expect(body.deposit_amount).toBeNull();
    expect(body.max_stay_months).toBe(12);
  });

  it('says the room’s next free day beside its availability date, with a link to its calendar', async () => {
    renderEdit();
    const hint = await screen.findByText(/^Próximo día libre: 1 de junio de 2027\./, {}, LOAD);
    const link = within(hint.closest('p, span, div') as HTMLElement).getByRole('link', {
      name: 'Ver su calendario',
    });
    expect(link.getAttribute('href')).toBe('/dashboard/properties/10/calendar');
  });

  it('allows 5 more images for a room that has some', async () => {
    const user = userEvent.setup();
    renderEdit();
    const input = await screen.findByLabelText('Seleccionar imágenes', {}, LOAD);
    await user.upload(
      input,
      Array.from({ length: 6 }, (_, i) => photo(`extra-${i + 1}.jpg`)),
    );
    expect(await screen.findByText('Solo puedes subir un máximo de 5 imágenes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5 imágenes nuevas' })).toBeTruthy();
  });

  it('reorders with PATCH and reverts on failure', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    let body: unknown;
    const result = renderEdit({
      'PATCH /rooms/:id/reorder_images/': (req) => {
        attempts += 1;
        body = req.body;
        return attempts === 1
          ? {
              body: [
                { id: 2, order: 0 },
                { id: 1, order: 1 },
              ],
            }
          : { status: 500, body: { detail: 'boom' } };
      },
    });
    await screen.findByRole('heading', { name: 'Imágenes actuales' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Bajar imagen 1' }));
    expect(result.fetch.calls).toContain('PATCH /rooms/100/reorder_images/');
    expect(body).toEqual({
      image_order: [
        { id: 2, order: 0 },
        { id: 1, order: 1 },
      ],
    });
    await waitFor(() =>
      expect(imageRows()[0]?.querySelector('img')?.getAttribute('src')).toContain('/2-thumb'),
    );
    expect(imageRows()[0]?.textContent).toContain('Portada');

    await user.click(screen.getByRole('button', { name: 'Bajar imagen 1' }));
    expect(await screen.findByText('No se pudo actualizar el orden de las imágenes')).toBeTruthy();
    await waitFor(() =>
      expect(imageRows()[0]?.querySelector('img')?.getAttribute('src')).toContain('/2-thumb'),
    );
  });

  it('deletes an image after the confirmation', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const result = renderEdit({
      'DELETE /rooms/:id/delete_image/': (req) => {
        body = req.body;
        return { status: 204 };
      },
    });
    await screen.findByRole('heading', { name: 'Imágenes actuales' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Eliminar imagen 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Estás seguro de que quieres eliminar esta imagen?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(imageRows()).toHaveLength(1));
    expect(result.fetch.calls).toContain('DELETE /rooms/100/delete_image/');
    expect(body).toEqual({ image_id: 2 });
  });

  it('says when the room does not exist', async () => {
    renderScreen('/dashboard/rooms/999/edit', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [malasana] } },
    });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toBe('Habitación no encontrada');
    expect(screen.getByRole('link', { name: 'Volver a mis habitaciones' }).getAttribute('href')).toBe(
      '/dashboard/rooms',
    );
  });
});

/** User content of the fixtures: it stays as the landlord wrote it. */
const FIXTURE_TEXTS = [malasana.title, gracia.title, flat.title, saved.title, saved.description];

describe('Room form in English', { timeout: 20_000 }, () => {
  it('shows the new form, its checks and the picked images without a Spanish text', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/rooms/new', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [malasana, gracia, flat] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New room' }, LOAD)).toBeTruthy();
    const property = await screen.findByRole('combobox', { name: 'Property' }, LOAD);
    expect(within(property).getByRole('option', { name: 'Choose a property' })).toBeTruthy();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Maintenance' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Private bathroom' })).toBeTruthy();
    expect(screen.getByText('Images will be uploaded after the room is created.')).toBeTruthy();
    await waitFor(() => expectNoSpanish(container, FIXTURE_TEXTS));

    fill(property, '20');
    fill(textbox('Room number'), 'B4');
    fill(textbox('Title'), 'Double room');
    fill(number('Monthly rent (€/month)'), '480');
    fill(number('Size (m²)'), '12');
    fill(number('Maximum stay (months)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(screen.getByText('The maximum stay must be at least 1 month')).toBeTruthy();

    await user.upload(screen.getByLabelText('Choose images'), [photo('a.jpg')]);
    expect(await screen.findByRole('heading', { name: '1 new image' })).toBeTruthy();
    expectNoSpanish(container, FIXTURE_TEXTS);
  });

  it('shows the edit form with its saved images without a Spanish text', async () => {
    const { container } = renderScreen('/dashboard/rooms/100/edit', {
      locale: 'en',
      user: landlord,
      routes: {
        'GET /properties/my-properties/': { body: [malasana, gracia] },
        'GET /rooms/100/': { body: saved },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit room' }, LOAD)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Current images' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByText(/Up to 5 more images/)).toBeTruthy();
    await waitFor(() => expectNoSpanish(container, FIXTURE_TEXTS));
  });

  it('shows the no-properties state in English', async () => {
    const { container } = renderScreen('/dashboard/rooms/new', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'You have no properties yet' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create property' })).toBeTruthy();
    await waitFor(() => expectNoSpanish(container));
  });
});
