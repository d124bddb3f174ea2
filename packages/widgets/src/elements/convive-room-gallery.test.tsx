import { createFixtureFetch, makeImage } from '@convive/sdk/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import './convive-room-gallery';
import { setElementFetchForTests } from './defineElement';

describe('<convive-room-gallery>', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-room-gallery')) element.remove();
    setElementFetchForTests(null);
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
});
