import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { notificationsCopy } from '.';

describe('notifications page catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(notificationsCopy);
  });

  it('keeps the Spanish texts the spec gives', () => {
    const es = notificationsCopy.current();
    expect(es.search).toBe('Buscar notificaciones...');
    expect(es.markAll).toBe('Marcar todas como leídas');
    expect(es.empty).toBe('No hay notificaciones');
    expect(Object.values(es.tabs)).toEqual([
      'No leídas',
      'Todas',
      'Propiedades',
      'Habitaciones',
      'Citas',
      'Solicitudes',
      'Mensajes',
      'Búsquedas',
      'Sistema',
      'Archivadas',
    ]);
  });
});
