import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlainToasts, markToasterFailed, notify, TOAST_DURATION_MS, TOASTS_VISIBLE } from './toast';

describe('toasts when sonner cannot be loaded', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('go to the plain outlet, at most three, each for its time', async () => {
    vi.useFakeTimers();
    markToasterFailed();
    notify.error('No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.');
    await vi.advanceTimersByTimeAsync(0);
    expect(getPlainToasts()).toEqual([
      {
        id: expect.any(Number),
        kind: 'error',
        title: 'Error',
        description: 'No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.',
      },
    ]);

    notify.success('Perfil actualizado');
    notify.info('Cita solicitada');
    notify.notification('Nueva solicitud', 'Lucía quiere visitar el piso');
    await vi.advanceTimersByTimeAsync(0);
    expect(getPlainToasts().map((toast) => toast.title)).toEqual([
      'Perfil actualizado',
      'Cita solicitada',
      'Nueva solicitud',
    ]);
    expect(getPlainToasts()).toHaveLength(TOASTS_VISIBLE);

    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    // The notification's stays for 5 s.
    expect(getPlainToasts().map((toast) => toast.title)).toEqual(['Nueva solicitud']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(getPlainToasts()).toEqual([]);
  });
});
