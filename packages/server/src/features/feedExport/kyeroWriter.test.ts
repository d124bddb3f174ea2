import type { Property } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import {
  coordinatesOf,
  escapeAttribute,
  escapeText,
  KYERO_TYPES,
  kyeroDocument,
  provinceOf,
  stripIllegal,
  XmlWriter,
} from './kyeroWriter';
import { at, parseXml, textAt } from './testXml';

/** Every kind of text a landlord could type that XML would choke on, or that could forge markup. */
const HOSTILE = `Ático <b>"luz"</b> & 'terraza' ]]> <![CDATA[x]]> \u0000\u0001\u000B\u001F\uFFFE\uD800 fin 🏠\r\n\tñ`;
const HOSTILE_READ = `Ático <b>"luz"</b> & 'terraza' ]]> <![CDATA[x]]>  fin 🏠\n\tñ`;

function property(overrides: Partial<Property> = {}): Property {
  return {
    id: 7,
    title: 'Piso',
    description: 'Luminoso',
    property_type: 'piso',
    price: 950.4,
    price_per_room: null,
    address: 'Calle Mayor 1',
    city: 'Málaga',
    postal_code: '29001',
    country: 'España',
    location: '',
    neighborhood: 'Centro',
    plus_code_or_maps_link: '',
    bedrooms: 2,
    bathrooms: 1,
    size: 70,
    floor: 3,
    is_coliving: false,
    is_furnished: true,
    has_parking: false,
    has_pool: true,
    has_terrace: true,
    has_garden: false,
    has_elevator: true,
    pets_allowed: false,
    energy_rating: null,
    energy_consumption: null,
    energy_emissions: null,
    cadastral_reference: null,
    nrua_number: null,
    status: 'disponible',
    is_featured: false,
    owner: 1,
    owner_name: 'Carmen P.',
    images: [],
    thumbnail: null,
    rooms_count: 0,
    available_rooms_count: 0,
    rooms_status_summary: {
      total: 0,
      available: 0,
      occupied: 0,
      reserved: 0,
      maintenance: 0,
      occupancy_rate: 0,
    },
    rooms: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  } as Property;
}

describe('the escaping writer', () => {
  it('removes what XML 1.0 cannot carry and keeps everything else', () => {
    expect(stripIllegal('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFFg\uD800h\uDC00i')).toBe('abcdefghi');
    expect(stripIllegal('\t\n\r ñ 🏠 \u0085 \uE000')).toBe('\t\n\r ñ 🏠 \u0085 \uE000');
  });

  it('escapes text so that no markup and no `]]>` survive', () => {
    expect(escapeText('<a href="x">&amp;</a> ]]>')).toBe('&lt;a href="x"&gt;&amp;amp;&lt;/a&gt; ]]&gt;');
    expect(escapeAttribute(`"x" & 'y' <z>\n\t`)).toBe('&quot;x&quot; &amp; &apos;y&apos; &lt;z&gt;&#10;&#9;');
  });

  it('writes documents a conforming parser reads back to the same text, attributes included', () => {
    const xml = new XmlWriter()
      .open('root', { note: HOSTILE })
      .element('text', HOSTILE)
      .close('root')
      .toString();
    const root = parseXml(xml);
    expect(textAt(root, 'text')).toBe(HOSTILE_READ);
    // Attribute white space survives as references; CR LF is one LF in text (XML's line ends).
    expect(root.attributes.note).toBe(HOSTILE_READ.replace('\n', '\r\n'));
  });
});

describe('the Kyero v3 document', () => {
  const home = (overrides: Partial<Property> = {}, text = { title: 'Anuncio', description: 'Texto' }) => ({
    ref: 'convive-7',
    updated_at: '2026-03-04T05:06:07.089Z',
    url: 'https://convive.example/properties/7',
    property: property(overrides),
    listing: text,
  });

  it('writes the root, the version and each home with Kyero’s elements', () => {
    const root = parseXml(
      kyeroDocument([
        home({
          energy_rating: 'B',
          energy_consumption: 85.4,
          energy_emissions: 17,
          cadastral_reference: '9872023VH5797S0001WX',
          nrua_number: 'ESFCTU0000290010000000000000000000000000000001',
          plus_code_or_maps_link: 'https://www.google.com/maps/@36.7213,-4.4214,17z',
          images: [
            {
              id: 3,
              image: 'https://convive.example/media/a.jpg',
              thumbnail: null,
              is_main: true,
              order: 0,
              created_at: '2026-01-01T00:00:00.000Z',
            },
          ],
        }),
      ]),
    );
    expect(root.name).toBe('root');
    expect(textAt(root, 'kyero/feed_version')).toBe('3');
    const p = at(root, 'property');
    if (!p) throw new Error('no property');
    expect(
      Object.fromEntries(
        [
          'id',
          'date',
          'ref',
          'price',
          'currency',
          'price_freq',
          'new_build',
          'type',
          'town',
          'province',
          'country',
          'location_detail',
          'location/latitude',
          'location/longitude',
          'beds',
          'baths',
          'pool',
          'surface_area/built',
          'energy_rating/consumption',
          'url/es',
          'title/es',
          'desc/es',
          'convive_energy_rating',
          'convive_energy_consumption',
          'convive_energy_emissions',
          'convive_cadastral_reference',
          'convive_nrua_number',
        ].map((path) => [path, textAt(p, path)]),
      ),
    ).toEqual({
      id: '7',
      date: '2026-03-04 05:06:07',
      ref: 'convive-7',
      price: '950',
      currency: 'EUR',
      price_freq: 'month',
      new_build: '0',
      type: 'apartment',
      town: 'Málaga',
      province: 'Málaga',
      country: 'Spain',
      location_detail: 'Centro',
      'location/latitude': '36.7213',
      'location/longitude': '-4.4214',
      beds: '2',
      baths: '1',
      pool: '1',
      'surface_area/built': '70',
      'energy_rating/consumption': 'B',
      'url/es': 'https://convive.example/properties/7',
      'title/es': 'Anuncio',
      'desc/es': 'Texto',
      convive_energy_rating: 'B',
      convive_energy_consumption: '85.4',
      convive_energy_emissions: '17',
      convive_cadastral_reference: '9872023VH5797S0001WX',
      convive_nrua_number: 'ESFCTU0000290010000000000000000000000000000001',
    });
    expect(at(p, 'features')?.children.map((f) => f.text)).toEqual(['Furnished', 'Terrace', 'Lift']);
    const image = at(p, 'images/image');
    expect(image?.attributes.id).toBe('1');
    expect(textAt(image!, 'url')).toBe('https://convive.example/media/a.jpg');
  });

  it('leaves out what a home does not have, and a rating that is not a letter stays an extension only', () => {
    const p = at(
      parseXml(kyeroDocument([home({ energy_rating: 'en_tramite', has_pool: false })])),
      'property',
    )!;
    expect(at(p, 'energy_rating')).toBeUndefined();
    expect(textAt(p, 'convive_energy_rating')).toBe('en_tramite');
    expect(at(p, 'location')).toBeUndefined();
    expect(at(p, 'images')).toBeUndefined();
    expect(at(p, 'convive_cadastral_reference')).toBeUndefined();
    expect(textAt(p, 'pool')).toBe('0');
  });

  it('carries hostile text as text, and falls back to the property’s title and description', () => {
    const p = at(
      parseXml(
        kyeroDocument([home({ title: HOSTILE, description: HOSTILE }, { title: '', description: '' })]),
      ),
      'property',
    )!;
    expect(textAt(p, 'title/es')).toBe(HOSTILE_READ);
    expect(textAt(p, 'desc/es')).toBe(HOSTILE_READ);
    expect(p.children.filter((c) => c.name === 'b')).toEqual([]);
  });

  it('maps every Convive type, provinces by postal code, and coordinates only from a maps link', () => {
    expect(Object.values(KYERO_TYPES).every((t) => /^[a-z ]+$/.test(t))).toBe(true);
    expect(provinceOf('08001', 'Barcelona')).toBe('Barcelona');
    expect(provinceOf('38400', 'Puerto de la Cruz')).toBe('Santa Cruz de Tenerife');
    expect(provinceOf('99999', 'Ciudad')).toBe('Ciudad');
    expect(provinceOf('', 'Ciudad')).toBe('Ciudad');
    expect(coordinatesOf('https://maps.google.com/?q=40.4168,-3.7038')).toEqual({
      latitude: 40.4168,
      longitude: -3.7038,
    });
    expect(coordinatesOf('8CGRC78X+2Q')).toBeNull();
    expect(coordinatesOf('https://maps.example/@95.1,3.2')).toBeNull();
  });

  it('writes an empty stock as a valid document', () => {
    const root = parseXml(kyeroDocument([]));
    expect(root.children.map((c) => c.name)).toEqual(['kyero']);
  });
});
