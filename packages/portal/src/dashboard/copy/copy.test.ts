import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../test/i18n';
import { dashboardCopy } from '.';

describe('dashboard home and list catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(dashboardCopy, {
      'home.welcome': ['Lucía'],
      'list.deleteItem': ['Piso Sol'],
    });
  });

  it('keeps the Spanish texts the spec gives', () => {
    const es = dashboardCopy.current();
    expect(es.home.newProperty).toBe('Nueva propiedad');
    expect(es.home.exploreProperties).toBe('Explorar propiedades');
    expect(es.home.upcoming).toBe('Próximas citas');
    expect(es.home.seeAll).toBe('Ver todas');
    expect(es.home.recentApplications).toBe('Solicitudes recientes');
    expect(es.home.myApplications).toBe('Mis solicitudes');
  });
});
