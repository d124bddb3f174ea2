import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../test/i18n';
import { accountCopy } from '.';

describe('account catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(accountCopy, {
      'checklist.length': [8],
      'country.button': ['España (+34)'],
      'visit.confirmedText': ['Piso Sol', '1 de diciembre de 2026 a las 10:00'],
    });
  });

  it('keeps the Spanish texts the specs give', () => {
    const es = accountCopy.current();
    expect(es.login.title).toBe('Iniciar sesión');
    expect(es.register.title).toBe('Crear cuenta');
  });
});
