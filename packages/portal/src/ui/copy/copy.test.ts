import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../test/i18n';
import { uiCopy } from '.';

describe('shared components catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(uiCopy);
  });

  it('keeps the Spanish texts the specs give', () => {
    const es = uiCopy.current();
    expect(es.retry).toBe('Reintentar');
    expect(es.loading).toBe('Cargando...');
    expect(es.cancel).toBe('Cancelar');
  });
});
