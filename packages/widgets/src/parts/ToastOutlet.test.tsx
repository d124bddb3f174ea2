import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_NOTIFICATION_MS, type ToastState } from '../stores/toastStore';
import { renderWithConvive } from '../test/withConvive';
import { ToastOutlet } from './ToastOutlet';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(options: Parameters<typeof renderWithConvive>[1] = {}) {
  const result = renderWithConvive(<ToastOutlet />, options);
  const show = (toast: Parameters<ToastState['show']>[0]) =>
    act(() => {
      result.convive.stores.toasts.getState().show(toast);
    });
  return { ...result, show };
}

describe('ToastOutlet', () => {
  it('shows a toast as a status with its title and description', () => {
    const { show } = setup();
    show({ title: 'Consulta enviada', description: 'El propietario recibirá tu mensaje.' });
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Consulta enviada')).toBeTruthy();
    expect(within(toast).getByText('El propietario recibirá tu mensaje.')).toBeTruthy();
  });

  it('announces errors as alerts', () => {
    const { show } = setup();
    show({ title: 'Error', description: 'No se pudo enviar tu consulta.', tone: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('No se pudo enviar tu consulta.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves after 3 s by default (spec 01 §9)', () => {
    const { show } = setup();
    show({ title: 'Mensaje enviado' });
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.queryByText('Mensaje enviado')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Mensaje enviado')).toBeNull();
  });

  it('keeps a notification toast for its own 5 s', () => {
    const { show } = setup();
    show({ title: 'Nueva notificación', durationMs: TOAST_NOTIFICATION_MS });
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByText('Nueva notificación')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Nueva notificación')).toBeNull();
  });

  it('does not restart older toasts’ clocks when a new one arrives', () => {
    const { show } = setup();
    show({ title: 'Primero' });
    act(() => vi.advanceTimersByTime(2_000));
    show({ title: 'Segundo' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Primero')).toBeNull();
    expect(screen.queryByText('Segundo')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('Segundo')).toBeNull();
  });

  it('closes at once with its labelled close button', () => {
    const { show, convive } = setup();
    show({ title: 'Añadido a favoritos', tone: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('Añadido a favoritos')).toBeNull();
    expect(convive.stores.toasts.getState().toasts).toEqual([]);
  });

  it('stacks at most three, the oldest leaving first', () => {
    const { show } = setup();
    for (let n = 1; n <= 5; n += 1) show({ title: `Aviso ${n}` });
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '')),
    ).toEqual(['Aviso 3', 'Aviso 4', 'Aviso 5']);
  });

  it('styles the stack 356 px wide with 14 px gaps, full width on a phone', () => {
    // Vitest does not process CSS (`?inline` and `?raw` are empty here): read the file itself.
    const css = readFileSync(join(import.meta.dirname, 'ToastOutlet.css'), 'utf8');
    expect(css).toMatch(/width: 356px/);
    expect(css).toMatch(/gap: 14px/);
    expect(css).toMatch(/@media \(max-width: 600px\)[\s\S]*width: 100%/);
    expect(css).toContain('@layer convive');
  });

  it('labels the region and the close button in the locale', () => {
    const { show } = setup({ locale: 'en' });
    show({ title: 'Saved' });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });
});
