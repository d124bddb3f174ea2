import {
  createFixtureFetch,
  type FixtureAnswer,
  type FixtureRoutes,
  makeImage,
  makeProperty,
  makeRoom,
} from '@convive/sdk/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import './convive-room-gallery';
import { setElementFetchForTests } from './defineElement';

const API = 'http://fixtures.convive.test/api';

const PROPERTY_IMAGES = [makeImage({ id: 1 }), makeImage({ id: 2, is_main: false })];
const ROOM_IMAGES = [makeImage({ id: 7 }), makeImage({ id: 8 }), makeImage({ id: 9 })];

function add(attributes: Record<string, string>): HTMLElement {
  const gallery = document.createElement('convive-room-gallery');
  for (const [name, value] of Object.entries(attributes)) gallery.setAttribute(name, value);
  document.body.append(gallery);
  return gallery;
}

const shadowOf = (gallery: HTMLElement) => within(gallery.shadowRoot as unknown as HTMLElement);
const textOf = (gallery: HTMLElement) => gallery.shadowRoot?.textContent ?? '';

let warn: MockInstance<typeof console.warn>;
const warnings = () => warn.mock.calls.map((args) => String(args[0]));

describe('<convive-room-gallery>', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-room-gallery')) element.remove();
    setElementFetchForTests(null);
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('reads images as JSON and opens its full-screen viewer inside its shadow root', async () => {
    setElementFetchForTests(createFixtureFetch({}));
    const gallery = document.createElement('convive-room-gallery');
    gallery.setAttribute(
      'images',
      JSON.stringify([makeImage({ id: 1 }), makeImage({ id: 2, is_main: false })]),
    );
    gallery.setAttribute('gallery-title', 'Piso en Lavapiés');
    document.body.append(gallery);
    const shadow = within(gallery.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(shadow.getByRole('button', { name: 'Ver a pantalla completa' })).toBeTruthy());
    fireEvent.click(shadow.getByRole('button', { name: 'Ver a pantalla completa' }));
    await waitFor(() =>
      expect(shadow.getByRole('dialog', { name: 'Imágenes de Piso en Lavapiés' })).toBeTruthy(),
    );
    expect(document.body.children).toHaveLength(1);
  });

  describe('with api-base and property-id or room-id', () => {
    function fixtures(routes: FixtureRoutes) {
      const fixture = createFixtureFetch(routes);
      setElementFetchForTests(fixture);
      return fixture;
    }

    it("loads the property's images, its title as their alt text, showing that it is loading", async () => {
      let answer: (value: FixtureAnswer) => void = () => undefined;
      const fixture = fixtures({
        'GET /properties/10/': () => new Promise<FixtureAnswer>((resolve) => (answer = resolve)),
      });
      const gallery = add({ 'api-base': API, 'property-id': '10' });
      await waitFor(() =>
        expect(gallery.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Cargando...'),
      );
      expect(gallery.shadowRoot?.querySelector('[data-state="loading"]')?.getAttribute('aria-busy')).toBe(
        'true',
      );
      answer({ body: makeProperty({ id: 10, title: 'Piso en Ruzafa', images: PROPERTY_IMAGES }) });
      await waitFor(() => expect(textOf(gallery)).toContain('1 / 2'));
      expect(shadowOf(gallery).getByRole('img', { name: 'Piso en Ruzafa, imagen 1 de 2' })).toBeTruthy();
      expect(gallery.shadowRoot?.querySelector('[data-state="loading"]')).toBeNull();
      expect(fixture.calls).toEqual(['GET /properties/10/']);
      expect(warnings()).toEqual([]);
    });

    it("loads a room's images with room-id, which wins over property-id; gallery-title wins over its title", async () => {
      const fixture = fixtures({
        'GET /rooms/100/': { body: makeRoom({ id: 100, title: 'Habitación exterior', images: ROOM_IMAGES }) },
      });
      const gallery = add({
        'api-base': API,
        'property-id': '10',
        'room-id': '100',
        'gallery-title': 'Habitación con balcón',
        'initial-index': '2',
      });
      await waitFor(() => expect(textOf(gallery)).toContain('3 / 3'));
      expect(
        shadowOf(gallery).getByRole('img', { name: 'Habitación con balcón, imagen 3 de 3' }),
      ).toBeTruthy();
      expect(fixture.calls).toEqual(['GET /rooms/100/']);
    });

    it('shows its empty state for a listing without images', async () => {
      fixtures({ 'GET /properties/10/': { body: makeProperty({ id: 10, images: [] }) } });
      const gallery = add({ 'api-base': API, 'property-id': '10' });
      await waitFor(() => expect(textOf(gallery)).toContain('Sin imágenes'));
    });

    it("shows an error with 'Reintentar', which loads again", async () => {
      let calls = 0;
      fixtures({
        'GET /properties/10/': () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { detail: 'Error interno.' } }
            : { body: makeProperty({ id: 10, images: PROPERTY_IMAGES }) };
        },
      });
      const gallery = add({ 'api-base': API, 'property-id': '10' });
      const alert = await waitFor(() => shadowOf(gallery).getByRole('alert'));
      expect(alert.textContent).toContain('No se pudieron cargar las imágenes.');
      fireEvent.click(shadowOf(gallery).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(textOf(gallery)).toContain('1 / 2'));
      expect(calls).toBe(2);
    });

    it.each([
      ['en', 'The images could not be loaded.', 'Retry'],
      ['fr', "Les images n'ont pas pu être chargées.", 'Réessayer'],
      ['de', 'Die Bilder konnten nicht geladen werden.', 'Erneut versuchen'],
    ])('says its error in %s', async (locale, message, retry) => {
      fixtures({ 'GET /properties/10/': { status: 500, body: { detail: 'Error interno.' } } });
      const gallery = add({ 'api-base': API, 'property-id': '10', locale });
      await waitFor(() => expect(shadowOf(gallery).getByRole('alert').textContent).toContain(message));
      expect(shadowOf(gallery).getByRole('button', { name: retry })).toBeTruthy();
    });

    it('loads another listing when property-id changes', async () => {
      const fixture = fixtures({
        'GET /properties/10/': { body: makeProperty({ id: 10, images: PROPERTY_IMAGES }) },
        'GET /properties/11/': { body: makeProperty({ id: 11, images: ROOM_IMAGES }) },
      });
      const gallery = add({ 'api-base': API, 'property-id': '10' });
      await waitFor(() => expect(textOf(gallery)).toContain('1 / 2'));
      gallery.setAttribute('property-id', '11');
      await waitFor(() => expect(textOf(gallery)).toContain('1 / 3'));
      expect(fixture.calls).toEqual(['GET /properties/10/', 'GET /properties/11/']);
    });

    it('shows images and loads nothing when it is also given images', async () => {
      const fixture = fixtures({
        'GET /properties/10/': { body: makeProperty({ id: 10, images: ROOM_IMAGES }) },
      });
      const gallery = add({ 'api-base': API, 'property-id': '10', images: JSON.stringify(PROPERTY_IMAGES) });
      await waitFor(() => expect(textOf(gallery)).toContain('1 / 2'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fixture.calls).toEqual([]);
    });

    it('loads the listing when its images are removed or are not JSON', async () => {
      const fixture = fixtures({
        'GET /properties/10/': { body: makeProperty({ id: 10, images: ROOM_IMAGES }) },
      });
      const gallery = add({ 'api-base': API, 'property-id': '10', images: '[not json' });
      await waitFor(() => expect(textOf(gallery)).toContain('1 / 3'));
      expect(fixture.calls).toEqual(['GET /properties/10/']);
    });

    it('shows no images for a listing the API does not know, and says so in development', async () => {
      fixtures({});
      const gallery = add({ 'api-base': API, 'room-id': '404' });
      await waitFor(() => expect(textOf(gallery)).toContain('Sin imágenes'));
      await waitFor(() =>
        expect(warnings()).toEqual([
          'Convive: <convive-room-gallery>: the API knows no listing `room-id`=404; the gallery shows no images.',
        ]),
      );
    });
  });

  describe('dev-mode warnings', () => {
    beforeEach(() => setElementFetchForTests(createFixtureFetch({})));

    it('say when it has no images and no listing to load them from', async () => {
      const gallery = add({ 'gallery-title': 'Piso' });
      await waitFor(() => expect(textOf(gallery)).toContain('Sin imágenes'));
      await waitFor(() =>
        expect(warnings()).toEqual([
          'Convive: <convive-room-gallery> has no `images`, `property-id` or `room-id` attribute: it shows no images until one is set.',
        ]),
      );
    });

    it('say when a listing is given without api-base', async () => {
      add({ 'property-id': '10' });
      await waitFor(() =>
        expect(warnings()).toContain(
          'Convive: <convive-room-gallery> has no `api-base` attribute: its calls would go to this page’s own origin.',
        ),
      );
    });

    it('are silent in production', async () => {
      vi.stubEnv('NODE_ENV', 'production');
      const unknown = add({ 'api-base': API, 'room-id': '404' });
      const empty = add({});
      await waitFor(() => expect(textOf(unknown)).toContain('Sin imágenes'));
      await waitFor(() => expect(textOf(empty)).toContain('Sin imágenes'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(warnings()).toEqual([]);
    });
  });
});
