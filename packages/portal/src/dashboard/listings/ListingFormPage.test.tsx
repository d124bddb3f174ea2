import { todayIn } from '@convive/sdk';
import { makeLandlord, makeListing, makeProperty } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

/** The first render loads the lazy layout and page modules, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };
const landlord = makeLandlord();
const coliving = makeProperty();
const studio = makeProperty({
  id: 11,
  title: 'Estudio en Triana',
  property_type: 'estudio',
  is_coliving: false,
  price: 650,
  price_per_room: null,
  city: 'Sevilla',
});
const PROPERTIES = { 'GET /properties/my-properties/': { body: [coliving, studio] } };
const LIST = { [`GET /listings/landlord/${landlord.id}/`]: { body: [] } };

function today() {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The text of the elements an element's aria-describedby names. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

async function chooseProperty(user: ReturnType<typeof userEvent.setup>, label: string) {
  const select = await screen.findByRole('combobox', { name: /Propiedad/ }, SLOW);
  await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
  await user.selectOptions(select, label);
}

describe('Listing form', { timeout: 20_000 }, () => {
  it('fills title, deposit and terms from the chosen property and saves a draft with the defaults', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const result = renderScreen('/dashboard/listings/new', {
      user: landlord,
      routes: {
        ...PROPERTIES,
        ...LIST,
        'POST /listings/': ({ body }) => {
          sent = body;
          return {
            status: 201,
            body: makeListing({ id: 700, title: 'Coliving luminoso en Malasaña', status: 'draft' }),
          };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear anuncio' }, SLOW)).toBeTruthy();
    expect((screen.getByLabelText(/Disponible desde/) as HTMLInputElement).value).toBe(today());
    await chooseProperty(user, 'Coliving luminoso en Malasaña (Madrid)');
    expect((screen.getByRole('textbox', { name: /Título/ }) as HTMLInputElement).value).toBe(
      'Coliving luminoso en Malasaña',
    );
    expect(screen.getByRole('region', { name: 'Propiedad seleccionada' }).textContent).toMatch(
      /1800\s€\/mes/,
    );
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Habitaciones amplias.');
    await user.click(screen.getByRole('tab', { name: /Detalles del alquiler/ }));
    expect(
      (screen.getByRole('textbox', { name: /Términos del alquiler/ }) as HTMLTextAreaElement).value,
    ).toBe('Contrato mínimo de 1 mes. Se requiere un mes de fianza.');
    expect((screen.getByRole('spinbutton', { name: /Fianza/ }) as HTMLInputElement).value).toBe('1800');
    await user.click(screen.getByRole('button', { name: 'Guardar como borrador' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/listings'));
    expect(sent).toEqual({
      property: 10,
      title: 'Coliving luminoso en Malasaña',
      description: 'Habitaciones amplias.',
      available_from: today(),
      rent_terms: 'Contrato mínimo de 1 mes. Se requiere un mes de fianza.',
      min_stay: 1,
      deposit: 1800,
      status: 'draft',
      is_featured: false,
    });
    expect(await screen.findByText('Borrador guardado')).toBeTruthy();
  });

  it('shows the facts the law asks the listing to show, and says what is missing with the way to add it', async () => {
    const user = userEvent.setup();
    const certified = makeProperty({
      id: 12,
      title: 'Ático en Chamberí',
      is_coliving: false,
      energy_rating: 'B',
      cadastral_reference: '9872023VH5797S0001WX',
    });
    renderScreen('/dashboard/listings/new', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [coliving, certified] }, ...LIST },
    });
    await chooseProperty(user, 'Ático en Chamberí (Madrid)');
    const facts = () => screen.getByRole('region', { name: 'Datos que la ley pide al anuncio' });
    expect(facts().textContent).toContain(
      'Certificado energético: B · Referencia catastral 9872023VH5797S0001WX',
    );
    expect(within(facts()).queryByRole('link')).toBeNull();

    // A coliving without either: both said, each with the link to the property's form.
    await chooseProperty(user, 'Coliving luminoso en Malasaña (Madrid)');
    expect(facts().textContent).toContain('Falta el certificado energético');
    expect(facts().textContent).toContain('Falta el NRUA');
    const links = within(facts()).getAllByRole('link', { name: 'Añadirlo en la propiedad' });
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe(`/dashboard/properties/${coliving.id}/edit`);
  });

  it('publishes with the typed title kept and the featured switch on', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    const result = renderScreen('/dashboard/listings/new', {
      user: landlord,
      routes: {
        ...PROPERTIES,
        ...LIST,
        'POST /listings/': ({ body }) => {
          sent = body as Record<string, unknown>;
          return { status: 201, body: makeListing({ id: 701, title: 'Mi estudio', status: 'published' }) };
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Título/ }, SLOW), 'Mi estudio');
    await chooseProperty(user, 'Estudio en Triana (Sevilla)');
    expect((screen.getByRole('textbox', { name: /Título/ }) as HTMLInputElement).value).toBe('Mi estudio');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Junto al río.');
    await user.click(screen.getByRole('switch', { name: 'Destacar anuncio' }));
    await user.click(screen.getByRole('button', { name: 'Publicar anuncio' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/listings'));
    expect(sent).toMatchObject({
      property: 11,
      title: 'Mi estudio',
      deposit: 650,
      status: 'published',
      is_featured: true,
    });
    expect(await screen.findByText('Anuncio publicado')).toBeTruthy();
  });

  it('requires a property and marks the required fields without calling the server', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/listings/new', { user: landlord, routes: { ...PROPERTIES } });
    await screen.findByRole('heading', { level: 1, name: 'Crear anuncio' }, SLOW);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Propiedad/ }) as HTMLSelectElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Publicar anuncio' }));
    expect(await screen.findByText('Debes seleccionar una propiedad')).toBeTruthy();
    expect(screen.getByText('El título es obligatorio')).toBeTruthy();
    expect(screen.getByText('La descripción es obligatoria')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Propiedad/ }));
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('switches to the other tab and focuses the field that failed there', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/listings/new', { user: landlord, routes: { ...PROPERTIES } });
    await chooseProperty(user, 'Estudio en Triana (Sevilla)');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Junto al río.');
    await user.click(screen.getByRole('tab', { name: /Detalles del alquiler/ }));
    await user.clear(screen.getByRole('spinbutton', { name: /Estancia mínima/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Estancia mínima/ }), '0');
    await user.click(screen.getByRole('tab', { name: /Información básica/ }));
    await user.click(screen.getByRole('button', { name: 'Publicar anuncio' }));
    const tab = await screen.findByRole('tab', { name: /Detalles del alquiler/ });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(tab.textContent).toContain('(con errores)');
    const minStay = screen.getByRole('spinbutton', { name: /Estancia mínima/ });
    await waitFor(() => expect(document.activeElement).toBe(minStay));
    expect(screen.getByText('La estancia mínima debe ser de al menos 1 mes')).toBeTruthy();
  });

  it('shows the server’s unknown-property message and the generic save failure', async () => {
    const user = userEvent.setup();
    let answer = { status: 400, body: { property: ['Propiedad con ID 11 no encontrada'] } };
    const result = renderScreen('/dashboard/listings/new', {
      user: landlord,
      routes: { ...PROPERTIES, 'POST /listings/': () => answer },
    });
    await chooseProperty(user, 'Estudio en Triana (Sevilla)');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Junto al río.');
    await user.click(screen.getByRole('button', { name: 'Publicar anuncio' }));
    expect((await screen.findAllByText('Propiedad con ID 11 no encontrada')).length).toBeGreaterThan(0);
    expect(result.router.state.location.pathname).toBe('/dashboard/listings/new');
    answer = { status: 500, body: { detail: 'boom' } } as never;
    await user.click(screen.getByRole('button', { name: 'Publicar anuncio' }));
    expect((await screen.findAllByText('No se pudo guardar el anuncio')).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: /Descripción/ }) as HTMLTextAreaElement).value).toBe(
      'Junto al río.',
    );
  });

  it('reports properties that cannot be loaded', async () => {
    renderScreen('/dashboard/listings/new', {
      user: landlord,
      routes: { 'GET /properties/my-properties/': { status: 500, body: {} } },
    });
    expect(
      (await screen.findAllByText('No se pudieron cargar las propiedades disponibles', {}, SLOW)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('edits a listing and sends only the changed fields', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const listing = makeListing({ id: 600, status: 'published', title: 'Habitación en Madrid' });
    const result = renderScreen('/dashboard/listings/600/edit', {
      user: landlord,
      routes: {
        ...PROPERTIES,
        ...LIST,
        'GET /listings/600/': { body: listing },
        'PATCH /listings/600/': ({ body }) => {
          sent = body;
          return { body: { ...listing, title: 'Habitación exterior', status: 'paused' } };
        },
      },
    });
    const title = await screen.findByRole('textbox', { name: /Título/ }, SLOW);
    expect((title as HTMLInputElement).value).toBe('Habitación en Madrid');
    expect(screen.queryByRole('button', { name: 'Guardar como borrador' })).toBeNull();
    await user.clear(title);
    await user.type(title, 'Habitación exterior');
    await user.click(screen.getByRole('tab', { name: /Detalles del alquiler/ }));
    expect((screen.getByRole('spinbutton', { name: /Fianza/ }) as HTMLInputElement).value).toBe('520');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Pausado');
    await user.click(screen.getByRole('button', { name: 'Actualizar anuncio' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/listings'));
    expect(sent).toEqual({ title: 'Habitación exterior', status: 'paused' });
    expect(await screen.findByText('Anuncio actualizado')).toBeTruthy();
  });

  it('keeps the deposit of an existing listing when its property changes', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const listing = makeListing({ id: 600, deposit: 520 });
    renderScreen('/dashboard/listings/600/edit', {
      user: landlord,
      routes: {
        ...PROPERTIES,
        ...LIST,
        'GET /listings/600/': { body: listing },
        'PATCH /listings/600/': ({ body }) => {
          sent = body;
          return { body: listing };
        },
      },
    });
    await chooseProperty(user, 'Estudio en Triana (Sevilla)');
    expect((screen.getByRole('textbox', { name: /Título/ }) as HTMLInputElement).value).toBe(
      'Habitación en Madrid',
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar anuncio' }));
    await waitFor(() => expect(sent).toEqual({ property: 11 }));
  });

  it('says so where the form would be when the listing does not exist, with the way back', async () => {
    const result = renderScreen('/dashboard/listings/999/edit', {
      user: landlord,
      routes: {
        ...PROPERTIES,
        ...LIST,
        'GET /listings/999/': { status: 404, body: { detail: 'No encontrado.' } },
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('No se pudo encontrar el anuncio');
    expect(screen.getByRole('link', { name: 'Volver a mis anuncios' }).getAttribute('href')).toBe(
      '/dashboard/listings',
    );
    expect(result.router.state.location.pathname).toBe('/dashboard/listings/999/edit');
  });

  it('shows a load failure with Reintentar', async () => {
    renderScreen('/dashboard/listings/600/edit', {
      user: landlord,
      routes: { ...PROPERTIES, 'GET /listings/600/': { status: 500, body: {} } },
    });
    const alert = await screen.findByText('No se pudo cargar el anuncio', {}, SLOW);
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }),
    ).toBeTruthy();
  });

  it('speaks English when creating: tabs, fields, the chosen property and the actions', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen('/dashboard/listings/new', {
      locale: 'en',
      user: landlord,
      routes: { ...PROPERTIES, ...LIST },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create listing' }, SLOW)).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: /Property/ });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(select, 'Coliving luminoso en Malasaña (Madrid)');
    const summary = screen.getByRole('region', { name: 'Selected property' });
    expect(summary.textContent).toMatch(/€1,800\/month/);
    expect(summary.textContent).toContain('Coliving');
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(coliving.title);
    const fixtures = [coliving.title, coliving.address, studio.title];
    expectNoSpanish(container, fixtures);
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish listing' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Rental details/ }));
    expect(((await screen.findByRole('spinbutton', { name: /Deposit/ })) as HTMLInputElement).value).toBe(
      '1800',
    );
    // The terms are the landlord's own words, published as written: Spanish, whatever the interface speaks.
    expect((screen.getByRole('textbox', { name: /Rental terms/ }) as HTMLTextAreaElement).value).toBe(
      'Contrato mínimo de 1 mes. Se requiere un mes de fianza.',
    );
    expectNoSpanish(container, [...fixtures, 'Contrato mínimo de 1 mes. Se requiere un mes de fianza.']);
  });

  it("suggests '{type} in {neighbourhood}' for an untitled property, in the chosen language", async () => {
    const user = userEvent.setup();
    const untitled = makeProperty({
      id: 13,
      title: ' ',
      property_type: 'piso',
      is_coliving: false,
      neighborhood: 'Retiro',
      price: 1200,
    });
    renderScreen('/dashboard/listings/new', {
      locale: 'en',
      user: landlord,
      routes: { 'GET /properties/my-properties/': { body: [untitled] }, ...LIST },
    });
    const select = await screen.findByRole('combobox', { name: /Property/ }, SLOW);
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(select, String(untitled.id));
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Flat in Retiro');
  });

  it('rewrites the rent terms from the figures until the landlord writes their own', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/listings/new', { user: landlord, routes: { ...PROPERTIES, ...LIST } });
    await user.click(await screen.findByRole('tab', { name: /Detalles del alquiler/ }, SLOW));
    const terms = () =>
      (screen.getByRole('textbox', { name: /Términos del alquiler/ }) as HTMLTextAreaElement).value;
    const retype = async (name: RegExp, text: string, role = 'spinbutton') => {
      const field = screen.getByRole(role, { name });
      await user.clear(field);
      await user.type(field, text);
    };
    expect(terms()).toBe('Contrato mínimo de 1 mes. Sin fianza.');
    await retype(/Estancia mínima/, '12');
    expect(terms()).toBe('Contrato mínimo de 12 meses. Sin fianza.');
    await user.click(screen.getByRole('tab', { name: /Información básica/ }));
    await chooseProperty(user, 'Estudio en Triana (Sevilla)');
    await user.click(screen.getByRole('tab', { name: /Detalles del alquiler/ }));
    expect(terms()).toBe('Contrato mínimo de 12 meses. Se requiere un mes de fianza.');
    await retype(/Fianza/, '1300');
    expect(terms()).toBe('Contrato mínimo de 12 meses. Se requieren 2 meses de fianza.');

    // Once the landlord writes the terms, they are theirs.
    await retype(/Términos del alquiler/, 'Un curso escolar.', 'textbox');
    await retype(/Estancia mínima/, '9');
    await retype(/Fianza/, '0');
    expect(terms()).toBe('Un curso escolar.');
  });

  it('says under the status choice that only a published listing shows the property', async () => {
    const user = userEvent.setup();
    const listing = makeListing({ id: 600, status: 'published' });
    renderScreen('/dashboard/listings/600/edit', {
      user: landlord,
      routes: { ...PROPERTIES, ...LIST, 'GET /listings/600/': { body: listing } },
    });
    await user.click(await screen.findByRole('tab', { name: /Detalles del alquiler/ }, SLOW));
    const hint =
      'Solo un anuncio publicado muestra la propiedad en las búsquedas y en las webs de tus socios; en borrador o en pausa la propiedad queda oculta.';
    expect(description(screen.getByRole('combobox', { name: 'Estado' }))).toBe(hint);
  });

  it('ties the same hint to the save buttons of a new listing', async () => {
    const user = userEvent.setup();
    renderScreen('/dashboard/listings/new', { user: landlord, routes: { ...PROPERTIES, ...LIST } });
    await user.click(await screen.findByRole('tab', { name: /Detalles del alquiler/ }, SLOW));
    for (const name of ['Guardar como borrador', 'Publicar anuncio']) {
      expect(description(screen.getByRole('button', { name }))).toMatch(
        /^Solo un anuncio publicado muestra la propiedad/,
      );
    }
  });

  it('speaks English when editing, with the status choice', async () => {
    const user = userEvent.setup();
    const listing = makeListing({ id: 600, status: 'published' });
    const { container } = renderScreen('/dashboard/listings/600/edit', {
      locale: 'en',
      user: landlord,
      routes: { ...PROPERTIES, ...LIST, 'GET /listings/600/': { body: listing } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit listing' }, SLOW)).toBeTruthy();
    await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Property/ }) as HTMLSelectElement).disabled).toBe(false),
    );
    const fixtures = [coliving.title, coliving.address, studio.title, listing.title, listing.description];
    expectNoSpanish(container, fixtures);
    await user.click(screen.getByRole('tab', { name: /Rental details/ }));
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Published',
      'Draft',
      'Paused',
    ]);
    expect(screen.getByRole('button', { name: 'Update listing' })).toBeTruthy();
    expectNoSpanish(container, [...fixtures, listing.rent_terms]);
  });

  it('cancels back to the list', async () => {
    const user = userEvent.setup();
    const result = renderScreen('/dashboard/listings/new', {
      user: landlord,
      routes: { ...PROPERTIES, ...LIST },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }, SLOW));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/listings'));
  });
});
