import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { contentCopy } from '.';

describe('static pages catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(contentCopy, {
      'frame.updated': ['22 de noviembre de 2026'],
      'about.y2022Text': ['40'],
      'about.y2024': ['1000'],
      'about.y2025': ['10.000', '50'],
      'about.y2025Text': ['10.000'],
      'pages.blog.minutes': [5],
    });
  });

  it('keeps the Spanish texts the specs give', () => {
    const es = contentCopy.current();
    expect(es.about.title).toBe('Hacemos que compartir casa sea fácil');
    expect(es.how.title).toBe('Encontrar casa o inquilino, sin complicaciones');
  });
});
