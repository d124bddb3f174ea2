import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapLinkUrl, mapQuery } from './mapEmbed';

const place = {
  address: 'Calle del Espíritu Santo 12',
  city: 'Madrid',
  postal_code: '28004',
  country: 'España',
};

describe('mapEmbed', () => {
  it('joins address, postal code with city, and country', () => {
    expect(mapQuery(place)).toBe('Calle del Espíritu Santo 12, 28004 Madrid, España');
  });

  it('skips blank parts', () => {
    expect(mapQuery({ address: '  ', city: 'Sevilla', postal_code: '', country: null })).toBe('Sevilla');
  });

  it('encodes the query into the embed address', () => {
    expect(mapEmbedUrl(place)).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent('Calle del Espíritu Santo 12, 28004 Madrid, España')}&output=embed`,
    );
    expect(mapEmbedUrl(place)).toContain('Esp%C3%ADritu%20Santo%2012');
  });

  it('encodes characters that would break the query string', () => {
    expect(mapEmbedUrl({ address: 'Plaza 1 & 2 #3', city: 'Bilbao' })).toBe(
      'https://www.google.com/maps?q=Plaza%201%20%26%202%20%233%2C%20Bilbao&output=embed',
    );
  });

  it('gives null when there is nothing to look up', () => {
    expect(mapEmbedUrl({})).toBeNull();
    expect(mapLinkUrl({ city: ' ' })).toBeNull();
  });

  it('links to the maps site search', () => {
    expect(mapLinkUrl({ city: 'Málaga' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=M%C3%A1laga',
    );
  });
});
