import { makeImage } from '@convive/sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { PLACEHOLDER_IMAGE } from './placeholder';
import { RoomGallery } from './RoomGallery';

/** axe findings, without the checks jsdom cannot make (contrast) or a widget does not own (landmarks). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

// Stored out of order: the main image (1002) must come first, then by order (1003, 1001).
const images = [
  makeImage({ id: 1001, order: 2 }),
  makeImage({ id: 1002, order: 5, is_main: true }),
  makeImage({ id: 1003, order: 1 }),
];

function shownImage(scope: HTMLElement = document.body) {
  return within(scope).getByRole('img', { name: /Piso en Lavapiés, imagen \d de 3/ }) as HTMLImageElement;
}

describe('RoomGallery', () => {
  it('shows the main image first, then by order', () => {
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    expect(shownImage().alt).toBe('Piso en Lavapiés, imagen 1 de 3');
    expect(shownImage().src).toContain('/1002.jpg');
    // The listing page's largest paint: fetched first.
    expect(shownImage().getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    const thumbs = screen.getAllByRole('button', { name: /^Imagen \d de 3$/ });
    expect(thumbs.map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual([
      expect.stringContaining('1002-thumb'),
      expect.stringContaining('1003-thumb'),
      expect.stringContaining('1001-thumb'),
    ]);
  });

  it('starts at initialIndex', () => {
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" initialIndex={2} />);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(shownImage().src).toContain('/1001.jpg');
  });

  it('moves with the arrows and wraps around', async () => {
    const user = userEvent.setup();
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(shownImage().src).toContain('/1003.jpg');
    await user.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    await user.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('shows the image of a clicked thumbnail and marks it current', async () => {
    const user = userEvent.setup();
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    const third = screen.getByRole('button', { name: 'Imagen 3 de 3' });
    expect(third.getAttribute('aria-current')).toBeNull();
    await user.click(third);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Imagen 1 de 3' }).getAttribute('aria-current')).toBeNull();
    expect(shownImage().src).toContain('/1001.jpg');
  });

  it('opens a full-screen viewer: arrow keys navigate, Esc closes and focus returns', async () => {
    const user = userEvent.setup();
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    const opener = screen.getByRole('button', { name: 'Ver a pantalla completa' });
    await user.click(opener);
    const viewer = screen.getByRole('dialog', { name: 'Imágenes de Piso en Lavapiés' });
    expect(within(viewer).getByText('1 / 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    expect(shownImage(viewer).src).toContain('/1003.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('3 / 3')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The gallery shows where the viewer was left.
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('follows a swipe of 40 px or more in the viewer', async () => {
    const user = userEvent.setup();
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    await user.click(screen.getByRole('button', { name: 'Ver a pantalla completa' }));
    const viewer = screen.getByRole('dialog');
    const stage = within(viewer).getByTestId('gallery-viewer-stage');
    fireEvent.pointerDown(stage, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 150, pointerType: 'touch' });
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    // Too short: nothing happens.
    fireEvent.pointerDown(stage, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 175, pointerType: 'touch' });
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    // To the right: back.
    fireEvent.pointerDown(stage, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 160, pointerType: 'touch' });
    expect(within(viewer).getByText('1 / 3')).toBeTruthy();
  });

  it('shows the placeholder when an image fails to load', () => {
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    fireEvent.error(shownImage());
    expect(shownImage().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('replaces only the thumbnail whose file fails, not its full-size image', () => {
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    const thumb = screen.getByRole('button', { name: 'Imagen 1 de 3' }).querySelector('img');
    if (!thumb) throw new Error('no thumbnail');
    fireEvent.error(thumb);
    expect(thumb.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(shownImage().src).toContain('/1002.jpg');
  });

  it('shows the placeholder and "Sin imágenes" without images', () => {
    renderWithConvive(<RoomGallery images={[]} title="Piso en Lavapiés" />);
    expect(screen.getByText('Sin imágenes')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('has no arrows or thumbnails for a single image', () => {
    renderWithConvive(<RoomGallery images={[makeImage()]} title="Estudio" />);
    expect(screen.queryByRole('button', { name: 'Imagen siguiente' })).toBeNull();
    expect(screen.getByText('1 / 1')).toBeTruthy();
  });

  it('speaks English with the English catalog', () => {
    renderWithConvive(<RoomGallery images={images} title="Flat" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Next image' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Image 2 of 3' })).toBeTruthy();
  });

  it('has no accessibility violations axe can find, in the gallery and the viewer', async () => {
    const user = userEvent.setup();
    renderWithConvive(<RoomGallery images={images} title="Piso en Lavapiés" />);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ver a pantalla completa' }));
    expect(await axeViolations()).toEqual([]);
  });
});
