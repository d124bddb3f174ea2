import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { profileCopy } from '.';

describe('profile page catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(profileCopy, { bioCount: [12, 2000] });
  });

  it('keeps the Spanish texts the spec gives', () => {
    const es = profileCopy.current();
    expect(es.save).toBe('Guardar cambios');
    expect(es.cancel).toBe('Cancelar');
    expect(es.bioCount(12, 2000)).toBe('12/2000 caracteres');
  });
});
