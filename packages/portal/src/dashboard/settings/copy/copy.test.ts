import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { settingsCopy } from '.';

describe('settings page catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(settingsCopy, { 'toasts.active': [2, 3] });
  });

  it('keeps the Spanish texts', () => {
    const es = settingsCopy.current();
    expect(es.toasts.active(2, 3)).toBe('2 de 3 tipos de notificaciones activas');
    expect(es.password.blank).toBe('Este campo no puede estar en blanco.');
  });
});
