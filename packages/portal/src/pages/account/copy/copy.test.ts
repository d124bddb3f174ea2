import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { accountScreensCopy } from '.';

describe('account screens catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(accountScreensCopy, {
      'visit.confirmedText': ['Piso Sol', '1 de diciembre de 2026 a las 10:00'],
    });
  });

  it('keeps the Spanish texts the specs give', () => {
    const es = accountScreensCopy.current();
    expect(es.login.title).toBe('Iniciar sesión');
    expect(es.register.title).toBe('Crear cuenta');
  });
});
