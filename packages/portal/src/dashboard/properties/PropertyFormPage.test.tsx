import { makeImage, makeLandlord, makeProperty } from '@convive/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keys } from '../../app/queryKeys';
import { expectNoSpanish } from '../../test/i18n';
import { renderRoute, renderScreen } from '../../test/renderRoute';

const landlord = makeLandlord();
const LOAD = { timeout: 5000 };

const textbox = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });

function photo(name = 'salon.jpg', type = 'image/jpeg', size = 1024) {
  return new File([new Uint8Array(size)], name, { type });
}

/** Types into a field in one go (typing key by key is covered by the validation test). */
function fill(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  fill(await screen.findByRole('textbox', { name: 'Título' }, LOAD), 'Ático con terraza');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de propiedad' }), 'atico');
  fill(textbox('Descripción'), 'Ático reformado con vistas.');
  fill(number('Precio mensual (€/mes)'), '1250.50');
  fill(number('Tamaño (m²)'), '90');
  fill(textbox('Dirección'), 'Calle Mayor 1');
  fill(textbox('Ciudad'), 'Madrid');
  fill(textbox('Código postal'), '28013');
  fill(number('Dormitorios'), '3');
  fill(number('Baños'), '2');
}

const created = makeProperty({ id: 42, title: 'Ático con terraza', images: [], thumbnail: null });

describe('Property form, new', { timeout: 20_000 }, () => {
  it('shows each missing field’s message and sends nothing', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/properties/new', { user: landlord });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva propiedad' }, LOAD)).toBeTruthy();
    expect(textbox('País')).toHaveProperty('value', 'España');
    expect(screen.getByRole('combobox', { name: 'Tipo de propiedad' })).toHaveProperty(
      'value',
      'apartamento',
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveProperty('value', 'disponible');
    await user.clear(textbox('País'));
    await user.type(number('Baños'), '-1');
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    for (const message of [
      'El título es obligatorio',
      'La descripción es obligatoria',
      'El precio es obligatorio',
      'El tamaño es obligatorio',
      'La dirección es obligatoria',
      'La ciudad es obligatoria',
      'El código postal es obligatorio',
      'El país es obligatorio',
      'El número de dormitorios es obligatorio',
      'Introduce un número entero mayor o igual que 0',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(textbox('Título'));
    expect(textbox('Título').getAttribute('aria-invalid')).toBe('true');
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('creates the property with numbers converted and goes back to the list', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    const result = renderScreen('/dashboard/properties/new', {
      user: landlord,
      routes: {
        'POST /properties/': (req) => {
          body = req.body as Record<string, unknown>;
          return { status: 201, body: created };
        },
        'GET /properties/my-properties/': { body: [created] },
      },
    });
    await fillRequired(user);
    // The neighbourhood is what cards show and the search's place finds; the zone follows it.
    fill(textbox('Barrio'), 'Retiro');
    await user.click(screen.getByRole('switch', { name: 'Ascensor' }));
    await user.click(screen.getByRole('switch', { name: 'Mascotas permitidas' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'reservado');
    await user.click(screen.getByRole('switch', { name: 'Es un coliving' }));
    fill(number('Precio base por habitación (€/mes)'), '450.25');
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));

    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/properties'));
    expect(await screen.findByText('Propiedad creada', {}, LOAD)).toBeTruthy();
    expect(body).toEqual({
      title: 'Ático con terraza',
      property_type: 'atico',
      description: 'Ático reformado con vistas.',
      price: 1250.5,
      size: 90,
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postal_code: '28013',
      neighborhood: 'Retiro',
      location: 'Retiro',
      country: 'España',
      plus_code_or_maps_link: '',
      bedrooms: 3,
      bathrooms: 2,
      is_furnished: false,
      has_elevator: true,
      has_parking: false,
      has_terrace: false,
      has_pool: false,
      has_garden: false,
      pets_allowed: true,
      status: 'reservado',
      is_coliving: true,
      price_per_room: 450.25,
      energy_rating: null,
      energy_consumption: null,
      energy_emissions: null,
      cadastral_reference: null,
      nrua_number: null,
    });
    expect(result.fetch.calls.some((c) => c.includes('upload_images'))).toBe(false);
  });

  it('uploads the picked images after creating the property', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/properties/new', {
      user: landlord,
      routes: {
        'POST /properties/': { status: 201, body: created },
        'POST /properties/:id/upload_images/': {
          status: 201,
          body: [makeImage({ id: 1, is_main: true }), makeImage({ id: 2, order: 1 })],
        },
        'GET /properties/my-properties/': { body: [created] },
      },
    });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Seleccionar imágenes'), [
      photo('a.jpg'),
      photo('b.png', 'image/png'),
    ]);
    const list = screen.getByRole('heading', { name: '2 imágenes nuevas' }).parentElement as HTMLElement;
    expect(within(list).getByText('Portada')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/properties'));
    expect(result.fetch.calls).toEqual(
      expect.arrayContaining(['POST /properties/', 'POST /properties/42/upload_images/']),
    );
    expect(result.fetch.calls.indexOf('POST /properties/')).toBeLessThan(
      result.fetch.calls.indexOf('POST /properties/42/upload_images/'),
    );
    expect(await screen.findByText('Imágenes subidas')).toBeTruthy();
    expect(screen.getByText('Se han subido 2 imágenes correctamente.')).toBeTruthy();
  });

  it('opens each picked file first: one that is not really an image is named and left out, the rest kept', async () => {
    const decoder = globalThis as { createImageBitmap?: unknown };
    const before = decoder.createImageBitmap;
    // A text file renamed .jpg: its type and size pass, but no decoder can open it.
    decoder.createImageBitmap = async (file: File) => {
      if (file.name === 'texto.jpg') throw new DOMException('The source image could not be decoded.');
      return { close() {} };
    };
    try {
      const user = userEvent.setup();
      renderScreen('/dashboard/properties/new', { user: landlord });
      await fillRequired(user);
      await user.upload(screen.getByLabelText('Seleccionar imágenes'), [
        photo('a.jpg'),
        photo('texto.jpg'),
        photo('b.png', 'image/png'),
      ]);
      expect(await screen.findByText('texto.jpg no es una imagen válida')).toBeTruthy();
      const list = (await screen.findByRole('heading', { name: '2 imágenes nuevas' }))
        .parentElement as HTMLElement;
      expect(within(list).queryByText('texto.jpg')).toBeNull();
      expect(within(list).getByText('a.jpg')).toBeTruthy();
    } finally {
      decoder.createImageBitmap = before;
    }
  });

  it("says 'Se ha subido 1 imagen' (singular) after uploading one image", async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/properties/new', {
      user: landlord,
      routes: {
        'POST /properties/': { status: 201, body: created },
        'POST /properties/:id/upload_images/': { status: 201, body: [makeImage({ id: 1, is_main: true })] },
        'GET /properties/my-properties/': { body: [created] },
      },
    });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Seleccionar imágenes'), [photo('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    expect(await screen.findByText('Imágenes subidas', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Se ha subido 1 imagen correctamente.')).toBeTruthy();
    expect(screen.queryByText('Se han subido 1 imágenes correctamente.')).toBeNull();
  });

  it('keeps everything when the upload fails and updates the saved property on retry', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const result = renderScreen('/dashboard/properties/new', {
      user: landlord,
      routes: {
        'POST /properties/': { status: 201, body: created },
        'PATCH /properties/:id/': { body: created },
        'POST /properties/:id/upload_images/': () => {
          uploads += 1;
          return uploads === 1
            ? { status: 500, body: { detail: 'boom' } }
            : { status: 201, body: [makeImage({ id: 1, is_main: true })] };
        },
        'GET /properties/my-properties/': { body: [created] },
      },
    });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Seleccionar imágenes'), [photo('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    expect(await screen.findByText('No se pudieron subir algunas imágenes')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'La propiedad se ha guardado, pero las imágenes nuevas no se subieron. Vuelve a intentarlo o quítalas.',
    );
    expect(result.router.state.location.pathname).toBe('/dashboard/properties/new');
    expect(textbox('Título')).toHaveProperty('value', 'Ático con terraza');
    expect(screen.getByText('a.jpg')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/properties'));
    expect(result.fetch.calls.filter((c) => c === 'POST /properties/')).toHaveLength(1);
    expect(result.fetch.calls).toContain('PATCH /properties/42/');
    expect(uploads).toBe(2);
  });

  it('shows the server’s field errors on the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/properties/new', {
      user: landlord,
      routes: {
        'POST /properties/': {
          status: 400,
          body: { postal_code: ['Introduce un código postal válido.'] },
        },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    expect(await screen.findByText('No se pudo guardar la propiedad')).toBeTruthy();
    expect(screen.getByText('Introduce un código postal válido.')).toBeTruthy();
    expect(textbox('Código postal').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Título')).toHaveProperty('value', 'Ático con terraza');
    expect(result.router.state.location.pathname).toBe('/dashboard/properties/new');
  });

  it('sends the energy certificate, the cadastral reference and the NRUA', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    renderScreen('/dashboard/properties/new', {
      user: landlord,
      routes: {
        'POST /properties/': (req) => {
          body = req.body as Record<string, unknown>;
          return { status: 201, body: created };
        },
        'GET /properties/my-properties/': { body: [created] },
      },
    });
    await fillRequired(user);
    const energy = screen.getByRole('region', { name: 'Certificado energético' });
    const rating = within(energy).getByRole('combobox', { name: 'Calificación energética' });
    expect(
      within(rating)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sin indicar', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'En trámite', 'Exento']);
    await user.selectOptions(rating, 'C');
    fill(number('Consumo (kWh/m²·año)'), '98.5');
    fill(number('Emisiones (kg CO₂/m²·año)'), '21');
    fill(textbox('Referencia catastral'), '9872023 VH5797S 0001 WX');
    fill(textbox('Número de registro de alquiler (NRUA)'), 'ESFCNT0000280130001234567890000000000000000000');
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    await waitFor(() => expect(body.title).toBe('Ático con terraza'));
    expect(body).toMatchObject({
      energy_rating: 'C',
      energy_consumption: 98.5,
      energy_emissions: 21,
      cadastral_reference: '9872023 VH5797S 0001 WX',
      nrua_number: 'ESFCNT0000280130001234567890000000000000000000',
    });
  });

  it('tells a coliving that room lets need an NRUA, without stopping the save', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/properties/new', { user: landlord });
    const nrua = await screen.findByRole('textbox', { name: 'Número de registro de alquiler (NRUA)' }, LOAD);
    expect(nrua.getAttribute('aria-describedby')).toBeTruthy();
    const hint = () => document.getElementById(nrua.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint()?.textContent).toContain('Necesario para anunciar habitaciones y alquileres de temporada');
    await user.click(screen.getByRole('switch', { name: 'Es un coliving' }));
    expect(hint()?.textContent).toContain('Alquilas por habitaciones: necesitas el NRUA');
    expect(hint()?.textContent).toContain('Puedes guardar sin él');
  });

  it('shows the server’s message on the cadastral reference, naming the part to fix', async () => {
    const user = userEvent.setup();
    const message =
      'Los dos caracteres de control (posiciones 19–20) de la referencia catastral no corresponden al resto: deberían ser WX. Revisa la referencia entera.';
    renderScreen('/dashboard/properties/new', {
      user: landlord,
      routes: { 'POST /properties/': { status: 400, body: { cadastral_reference: [message] } } },
    });
    await fillRequired(user);
    fill(textbox('Referencia catastral'), '9872023VH5797S0001XX');
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(textbox('Referencia catastral').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Referencia catastral')).toHaveProperty('value', '9872023VH5797S0001XX');
  });

  it('refuses a negative consumption before sending', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/properties/new', { user: landlord });
    await fillRequired(user);
    fill(number('Consumo (kWh/m²·año)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    expect(screen.getByText('Introduce un número mayor o igual que 0')).toBeTruthy();
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('refuses dropped files that are not images', async () => {
    renderScreen('/dashboard/properties/new', { user: landlord });
    const zone = await screen.findByTestId('image-drop-zone', {}, LOAD);
    fireEvent.drop(zone, {
      dataTransfer: { files: [photo('contrato.pdf', 'application/pdf'), photo('ok.webp', 'image/webp')] },
    });
    expect(await screen.findByText('Solo se permiten archivos de imagen')).toBeTruthy();
    expect(screen.getByText('ok.webp')).toBeTruthy();
    expect(screen.queryByText('contrato.pdf')).toBeNull();
  });

  it('refuses images over 10 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen('/dashboard/properties/new', { user: landlord });
    const input = await screen.findByLabelText('Seleccionar imágenes', {}, LOAD);
    await user.upload(input, [photo('enorme.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('enorme.jpg es demasiado grande (máximo 10MB)')).toBeTruthy();
    expect(screen.getByText('Archivo muy grande')).toBeTruthy();
  });
});

const images = [
  makeImage({ id: 1, is_main: true, order: 0 }),
  makeImage({ id: 2, order: 1 }),
  makeImage({ id: 3, order: 2 }),
];
const saved = makeProperty({ id: 10, images, floor: 2, is_coliving: false, price_per_room: null });

function imageRows() {
  const list = screen.getByRole('heading', { name: 'Imágenes actuales' }).parentElement as HTMLElement;
  return within(list).getAllByRole('listitem');
}

describe('Property form, edit', { timeout: 20_000 }, () => {
  it('loads the property and sends the changes', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    const result = renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: {
        'GET /properties/10/': { body: saved },
        'PATCH /properties/:id/': (req) => {
          body = req.body as Record<string, unknown>;
          return { body: saved };
        },
        'GET /properties/my-properties/': { body: [saved] },
      },
    });
    const title = await screen.findByRole('textbox', { name: 'Título' }, LOAD);
    expect(title).toHaveProperty('value', saved.title);
    expect(number('Planta')).toHaveProperty('value', '2');
    await user.clear(number('Planta'));
    await user.clear(title);
    await user.type(title, 'Nuevo título');
    await user.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/properties'));
    expect(await screen.findByText('Propiedad actualizada')).toBeTruthy();
    expect(result.fetch.calls).toContain('PATCH /properties/10/');
    expect(body.title).toBe('Nuevo título');
    expect(body.floor).toBeNull();
    expect(body.price).toBe(saved.price);
  });

  it('says beside the status that its listing hides the home, and shows the server’s refusal there', async () => {
    const user = userEvent.setup();
    const message = 'Su anuncio está en borrador o en pausa: publícalo para mostrar esta propiedad.';
    const hidden = { ...saved, status: 'inactivo' as const, hidden_by_listing: true };
    const result = renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: {
        'GET /properties/10/': { body: hidden },
        'PATCH /properties/:id/': { status: 400, body: { status: [message] } },
        'GET /properties/my-properties/': { body: [hidden] },
      },
    });
    const status = await screen.findByRole('combobox', { name: 'Estado' }, LOAD);
    const described = () =>
      (status.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described()).toContain('Oculta: su anuncio está en borrador o en pausa');
    const hint = document.getElementById(status.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(
      within(hint as HTMLElement)
        .getByRole('link', { name: 'Ver mis anuncios' })
        .getAttribute('href'),
    ).toBe('/dashboard/listings');
    await user.selectOptions(status, 'disponible');
    await user.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(status.getAttribute('aria-invalid')).toBe('true');
    expect(described()).toContain(message);
    expect(result.router.state.location.pathname).toBe('/dashboard/properties/10/edit');
  });

  it('has no such hint for a home no listing hides', async () => {
    renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: { 'GET /properties/10/': { body: saved }, 'GET /properties/my-properties/': { body: [saved] } },
    });
    await screen.findByRole('combobox', { name: 'Estado' }, LOAD);
    expect(screen.queryByText(/Oculta: su anuncio/)).toBeNull();
  });

  it('refreshes the public property page after an edit, even within its 30 s of freshness', async () => {
    const user = userEvent.setup();
    let current = saved;
    // The app's cache settings: data is fresh for 30 s, so only an invalidation makes it reload.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
    });
    const result = renderRoute('/properties/10', {
      user: landlord,
      queryClient,
      routes: {
        'GET /properties/10/': () => ({ body: current }),
        'PATCH /properties/:id/': () => {
          current = { ...saved, title: 'Nuevo título' };
          return { body: current };
        },
        'GET /properties/my-properties/': () => ({ body: [current] }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: saved.title }, LOAD)).toBeTruthy();

    await act(() => result.router.navigate('/dashboard/properties/10/edit'));
    const title = await screen.findByRole('textbox', { name: 'Título' }, LOAD);
    fill(title, 'Nuevo título');
    await user.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/properties'));
    expect(queryClient.getQueryState(keys.properties.detail(10))?.isInvalidated).toBe(true);

    await act(() => result.router.navigate('/properties/10'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo título' }, LOAD)).toBeTruthy();
  });

  it('reorders at once, marking the new first image as cover', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const result = renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: {
        'GET /properties/10/': { body: saved },
        'POST /properties/:id/reorder-images/': (req) => {
          body = req.body;
          return {
            body: [
              { id: 2, order: 0 },
              { id: 1, order: 1 },
              { id: 3, order: 2 },
            ],
          };
        },
        'GET /properties/my-properties/': { body: [saved] },
      },
    });
    await screen.findByRole('heading', { name: 'Imágenes actuales' }, LOAD);
    expect(imageRows()[0]?.textContent).toContain('Portada');
    expect((screen.getByRole('button', { name: 'Subir imagen 1' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Subir imagen 2' }));
    expect(result.fetch.calls).toContain('POST /properties/10/reorder-images/');
    expect(body).toEqual({
      image_order: [
        { id: 2, order: 0 },
        { id: 1, order: 1 },
        { id: 3, order: 2 },
      ],
    });
    await waitFor(() =>
      expect(imageRows()[0]?.querySelector('img')?.getAttribute('src')).toContain('/2-thumb'),
    );
    expect(imageRows()[0]?.textContent).toContain('Portada');
    expect(imageRows()[1]?.textContent).not.toContain('Portada');
  });

  it('puts the order back and says so when the reorder fails', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: {
        'GET /properties/10/': { body: saved },
        'POST /properties/:id/reorder-images/': { status: 500, body: { detail: 'boom' } },
      },
    });
    await screen.findByRole('heading', { name: 'Imágenes actuales' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Bajar imagen 1' }));
    expect(await screen.findByText('No se pudo actualizar el orden de las imágenes')).toBeTruthy();
    await waitFor(() =>
      expect(imageRows()[0]?.querySelector('img')?.getAttribute('src')).toContain('/1-thumb'),
    );
    expect(imageRows()[1]?.querySelector('img')?.getAttribute('src')).toContain('/2-thumb');
  });

  it('deletes a saved image after the confirmation', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const result = renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: {
        'GET /properties/10/': { body: saved },
        'DELETE /properties/:id/delete_image/': (req) => {
          body = req.body;
          return { status: 204 };
        },
        'GET /properties/my-properties/': { body: [saved] },
      },
    });
    await screen.findByRole('heading', { name: 'Imágenes actuales' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Eliminar imagen 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Estás seguro de que quieres eliminar esta imagen?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(imageRows()).toHaveLength(2));
    expect(result.fetch.calls).toContain('DELETE /properties/10/delete_image/');
    expect(body).toEqual({ image_id: 3 });
  });

  it('says so where the form would be when the property does not exist, with the way back', async () => {
    const result = renderScreen('/dashboard/properties/99/edit', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [] } },
    });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toBe('No se pudo encontrar la propiedad');
    expect(screen.getByRole('link', { name: 'Volver a mis propiedades' }).getAttribute('href')).toBe(
      '/dashboard/properties',
    );
    // No jump elsewhere: the address is the one the user opened.
    expect(result.router.state.location.pathname).toBe('/dashboard/properties/99/edit');
    expect(screen.queryByRole('textbox', { name: /Título/ })).toBeNull();
  });

  it('treats someone else’s property as not found', async () => {
    renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: { 'GET /properties/10/': { body: makeProperty({ owner: landlord.id + 1 }) } },
    });
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      'No se pudo encontrar la propiedad',
    );
  });

  it('says the property could not be loaded', async () => {
    renderScreen('/dashboard/properties/10/edit', {
      user: landlord,
      routes: { 'GET /properties/10/': { status: 500, body: { detail: 'boom' } } },
    });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toContain('No se pudo cargar la propiedad');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('Property form in English', { timeout: 20_000 }, () => {
  it('shows the new form, its checks and the picked images without a Spanish text', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/properties/new', { locale: 'en', user: landlord });
    expect(await screen.findByRole('heading', { level: 1, name: 'New property' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic information' })).toBeTruthy();
    const type = screen.getByRole('combobox', { name: 'Property type' });
    expect(within(type).getByRole('option', { name: 'Apartment' })).toBeTruthy();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Available' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Pets allowed' })).toBeTruthy();
    await waitFor(() => expectNoSpanish(container));

    await user.click(screen.getByRole('button', { name: 'Create property' }));
    expect(screen.getByText('The title is required')).toBeTruthy();
    expect(screen.getByText('The number of bathrooms is required')).toBeTruthy();

    await user.upload(screen.getByLabelText('Choose images'), [photo('salon.jpg'), photo('cocina.jpg')]);
    expect(await screen.findByRole('heading', { name: '2 new images' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of salon.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove cocina.jpg' })).toBeTruthy();
    expect(screen.getByText('Cover')).toBeTruthy();
    expect(screen.getAllByText('1 KB')).toHaveLength(2);
    expectNoSpanish(container);
  });

  it('shows the edit form with its saved images and their dialog without a Spanish text', async () => {
    const user = userEvent.setup();
    const allow = [saved.title, saved.description, saved.address, saved.city, saved.location];
    const { container } = renderScreen('/dashboard/properties/10/edit', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /properties/10/': { body: saved } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit property' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Current images' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move image 2 up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update property' })).toBeTruthy();
    await waitFor(() => expectNoSpanish(container, allow));

    await user.click(screen.getByRole('button', { name: 'Delete image 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete image' }, LOAD);
    await waitFor(() => expectNoSpanish(dialog));
  });
});
