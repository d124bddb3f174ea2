import { DEFAULT_RENT_TERMS, type Listing, PLACEHOLDER_RENT_TERMS } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import {
  applyPropertyToListingDraft,
  defaultListingTitle,
  filterListings,
  LISTING_FILTERS,
  LISTING_TITLE_NOUNS,
  type ListingFormValues,
  listingFormErrors,
  listingFormFromListing,
  listingNotFoundMessage,
  listingPatchPayload,
  listingPayload,
  listingTitleNoun,
  newListingForm,
  rentTermsAfterChange,
  rentTermsOfFigures,
  validateListingForm,
} from './listing';

const place = { city: 'Madrid', neighborhood: 'Malasaña' };

describe('listingTitleNoun', () => {
  it('is the property type itself, aliases and accents understood', () => {
    for (const type of ['apartamento', 'piso', 'atico', 'duplex', 'casa', 'chalet', 'estudio'] as const) {
      expect(listingTitleNoun({ ...place, property_type: type, is_coliving: false })).toBe(type);
    }
    expect(listingTitleNoun({ ...place, property_type: 'Ático', is_coliving: false })).toBe('atico');
    expect(listingTitleNoun({ ...place, property_type: 'flat', is_coliving: false })).toBe('piso');
  });
  it('is rooms for a coliving and other for an unknown type', () => {
    expect(listingTitleNoun({ ...place, property_type: 'casa', is_coliving: true })).toBe('rooms');
    expect(listingTitleNoun({ ...place, property_type: 'castillo', is_coliving: false })).toBe('other');
  });
});

describe('defaultListingTitle', () => {
  it("suggests the property's own title when it has one", () => {
    expect(
      defaultListingTitle({
        ...place,
        title: ' Piso reformado junto al Retiro ',
        property_type: 'piso',
        is_coliving: false,
      }),
    ).toBe('Piso reformado junto al Retiro');
  });
  it('otherwise names the type itself and the neighbourhood', () => {
    expect(defaultListingTitle({ ...place, title: '  ', property_type: 'piso', is_coliving: false })).toBe(
      'Piso en Malasaña',
    );
    expect(defaultListingTitle({ ...place, property_type: 'atico', is_coliving: false })).toBe(
      'Ático en Malasaña',
    );
    expect(defaultListingTitle({ ...place, property_type: 'duplex', is_coliving: false })).toBe(
      'Dúplex en Malasaña',
    );
    expect(defaultListingTitle({ ...place, property_type: 'chalet', is_coliving: false })).toBe(
      'Chalet en Malasaña',
    );
    expect(defaultListingTitle({ ...place, property_type: 'piso', is_coliving: true })).toBe(
      'Habitaciones en Malasaña',
    );
    expect(defaultListingTitle({ ...place, property_type: 'castillo', is_coliving: false })).toBe(
      'Propiedad en Malasaña',
    );
  });
  it('uses the city without a neighbourhood, and the noun alone without either', () => {
    expect(
      defaultListingTitle({
        city: ' Sevilla ',
        neighborhood: ' ',
        property_type: 'estudio',
        is_coliving: false,
      }),
    ).toBe('Estudio en Sevilla');
    expect(
      defaultListingTitle({ city: '', neighborhood: '', property_type: 'casa', is_coliving: false }),
    ).toBe('Casa');
  });
  it("speaks the words it is given (a screen's copy in the chosen language)", () => {
    const texts = {
      nouns: { ...LISTING_TITLE_NOUNS, piso: 'Flat', rooms: 'Rooms' },
      title: (noun: string, where: string) => (where === '' ? noun : `${noun} in ${where}`),
    };
    expect(defaultListingTitle({ ...place, property_type: 'piso', is_coliving: false }, texts)).toBe(
      'Flat in Malasaña',
    );
    expect(defaultListingTitle({ ...place, property_type: 'casa', is_coliving: true }, texts)).toBe(
      'Rooms in Malasaña',
    );
  });
});

describe('rentTermsOfFigures', () => {
  it("writes the sdk's terms from the form's figures, blank ones read as 1 month and no deposit", () => {
    expect(rentTermsOfFigures({ min_stay: '6', deposit: '900', price: 900 })).toBe(DEFAULT_RENT_TERMS);
    expect(rentTermsOfFigures({ min_stay: '', deposit: '' })).toBe('Contrato mínimo de 1 mes. Sin fianza.');
  });
});

describe('rentTermsAfterChange', () => {
  const untouched = { rent_terms: 'Contrato mínimo de 1 mes. Sin fianza.', min_stay: 1, deposit: 0 };

  it('rewrites terms still as written for the previous figures', () => {
    expect(rentTermsAfterChange(untouched, { min_stay: '6', deposit: 0 })).toBe(
      'Contrato mínimo de 6 meses. Sin fianza.',
    );
    expect(
      rentTermsAfterChange(
        { rent_terms: 'Contrato mínimo de 6 meses. Sin fianza.', min_stay: 6, deposit: 0, price: 900 },
        { min_stay: 6, deposit: 900, price: 900 },
      ),
    ).toBe('Contrato mínimo de 6 meses. Se requiere un mes de fianza.');
  });
  it("follows a change of price, the deposit said in the new property's months", () => {
    const before = { ...untouched, rent_terms: 'Contrato mínimo de 1 mes. Se requiere un mes de fianza.' };
    expect(
      rentTermsAfterChange(
        { ...before, deposit: 900, price: 900 },
        { min_stay: 1, deposit: 900, price: 450 },
      ),
    ).toBe('Contrato mínimo de 1 mes. Se requieren 2 meses de fianza.');
  });
  it("keeps the landlord's own terms", () => {
    const own = { ...untouched, rent_terms: 'Un año, dos meses de fianza.' };
    expect(rentTermsAfterChange(own, { min_stay: 12, deposit: 1800, price: 900 })).toBe(
      'Un año, dos meses de fianza.',
    );
    expect(rentTermsAfterChange({ ...untouched, rent_terms: '' }, { min_stay: 3, deposit: 0 })).toBe('');
  });
});

describe('newListingForm', () => {
  it('holds the spec 02 defaults, with rent terms that say them', () => {
    expect(newListingForm('2026-05-20')).toEqual({
      property_id: '',
      title: '',
      description: '',
      available_from: '2026-05-20',
      rent_terms: 'Contrato mínimo de 1 mes. Sin fianza.',
      min_stay: 1,
      deposit: 0,
      status: 'draft',
      is_featured: false,
    });
  });
});

describe('listingFormFromListing', () => {
  it('reads the editable fields of a listing', () => {
    const listing: Listing = {
      id: 3,
      title: 'Piso en Chamberí',
      description: 'Luminoso',
      property: { id: 9, title: 'Piso', city: 'Madrid', thumbnail: null },
      rent_terms: 'Un año',
      min_stay: 6,
      deposit: 900,
      available_from: '2026-06-01',
      status: 'published',
      is_featured: true,
      views: 10,
      inquiries: 2,
      owner: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-02T00:00:00Z',
    };
    expect(listingFormFromListing(listing)).toEqual({
      property_id: 9,
      title: 'Piso en Chamberí',
      description: 'Luminoso',
      available_from: '2026-06-01',
      rent_terms: 'Un año',
      min_stay: 6,
      deposit: 900,
      status: 'published',
      is_featured: true,
    });
  });
});

describe('applyPropertyToListingDraft', () => {
  const property = { id: 12, price: 950, property_type: 'atico', is_coliving: false, ...place } as const;

  it('fills a blank title, selects the property, sets the deposit to its price and rewrites the terms', () => {
    const draft = newListingForm('2026-05-20');
    const next = applyPropertyToListingDraft(draft, property);
    expect(next.title).toBe('Ático en Malasaña');
    expect(next.deposit).toBe(950);
    expect(next.property_id).toBe(12);
    expect(next.rent_terms).toBe('Contrato mínimo de 1 mes. Se requiere un mes de fianza.');
  });
  it("suggests the property's own title", () => {
    const titled = { ...property, title: 'Ático con terraza en Malasaña' };
    expect(applyPropertyToListingDraft(newListingForm('2026-05-20'), titled).title).toBe(
      'Ático con terraza en Malasaña',
    );
  });
  it('treats a whitespace title as blank', () => {
    const draft = { ...newListingForm('2026-05-20'), title: '   ' };
    expect(applyPropertyToListingDraft(draft, property).title).toBe('Ático en Malasaña');
  });
  it('keeps a typed title but still sets the deposit', () => {
    const draft = { ...newListingForm('2026-05-20'), title: 'Mi ático', deposit: 100 };
    const next = applyPropertyToListingDraft(draft, property);
    expect(next.title).toBe('Mi ático');
    expect(next.deposit).toBe(950);
  });
  it('reads the terms written for the previous property by its price, and keeps typed terms', () => {
    const first = applyPropertyToListingDraft(newListingForm('2026-05-20'), { ...property, price: 600 });
    const second = applyPropertyToListingDraft(first, property, { previousPrice: 600 });
    expect(second.rent_terms).toBe('Contrato mínimo de 1 mes. Se requiere un mes de fianza.');
    const typed = { ...first, rent_terms: 'A convenir' };
    expect(applyPropertyToListingDraft(typed, property, { previousPrice: 600 }).rent_terms).toBe(
      'A convenir',
    );
  });
  it('returns a new draft and leaves the old one alone', () => {
    const draft = newListingForm('2026-05-20');
    const next = applyPropertyToListingDraft(draft, property);
    expect(next).not.toBe(draft);
    expect(draft.title).toBe('');
    expect(draft.deposit).toBe(0);
    expect(draft.property_id).toBe('');
  });
});

const form: ListingFormValues = {
  property_id: '12',
  title: ' Ático en Madrid ',
  description: 'Con terraza',
  available_from: '2026-06-01',
  rent_terms: 'Un año de contrato',
  min_stay: '6',
  deposit: '950,50',
  status: 'published',
  is_featured: true,
};

describe('listingPayload', () => {
  it('renames property_id to property and converts numbers', () => {
    const payload = listingPayload(form);
    expect(payload).toEqual({
      property: 12,
      title: 'Ático en Madrid',
      description: 'Con terraza',
      available_from: '2026-06-01',
      rent_terms: 'Un año de contrato',
      min_stay: 6,
      deposit: 950.5,
      status: 'published',
      is_featured: true,
    });
    expect('property_id' in payload).toBe(false);
  });
  it('replaces empty or blank rent terms with the placeholder', () => {
    expect(listingPayload({ ...form, rent_terms: '' }).rent_terms).toBe('Términos de alquiler por definir');
    expect(listingPayload({ ...form, rent_terms: '  \n' }).rent_terms).toBe(PLACEHOLDER_RENT_TERMS);
  });
  it('falls back to 1 month and no deposit for blank numbers', () => {
    const payload = listingPayload({ ...form, min_stay: '', deposit: '' });
    expect(payload.min_stay).toBe(1);
    expect(payload.deposit).toBe(0);
  });
  it('sends a null property when none is chosen', () => {
    expect(listingPayload({ ...form, property_id: '' }).property).toBeNull();
    expect(listingPayload({ ...form, property_id: 7 }).property).toBe(7);
  });
});

describe('listingPatchPayload', () => {
  it('sends only the changed keys', () => {
    expect(listingPatchPayload({ title: 'Nuevo' })).toEqual({ title: 'Nuevo' });
    expect(listingPatchPayload({})).toEqual({});
  });
  it('renames property_id and drops it', () => {
    const payload = listingPatchPayload({ property_id: '5', status: 'paused' });
    expect(payload).toEqual({ property: 5, status: 'paused' });
    expect('property_id' in payload).toBe(false);
  });
  it('defaults blank rent terms only when they are sent', () => {
    expect(listingPatchPayload({ rent_terms: '' })).toEqual({ rent_terms: PLACEHOLDER_RENT_TERMS });
    expect('rent_terms' in listingPatchPayload({ title: 'x' })).toBe(false);
  });
  it('converts numeric text', () => {
    expect(listingPatchPayload({ min_stay: '3', deposit: '600' })).toEqual({ min_stay: 3, deposit: 600 });
  });
  it('drops keys that are not form fields', () => {
    const changes = { title: 'x', views: 99, property: { id: 1 } } as unknown as Partial<ListingFormValues>;
    expect(listingPatchPayload(changes)).toEqual({ title: 'x' });
  });
});

describe('validateListingForm', () => {
  it('passes a complete form', () => {
    expect(validateListingForm(form)).toBeNull();
    expect(validateListingForm({ ...form, deposit: 0, min_stay: 1 })).toBeNull();
  });
  it('requires a property first', () => {
    expect(validateListingForm({ ...form, property_id: '', title: '' })).toBe(
      'Debes seleccionar una propiedad',
    );
    expect(validateListingForm({ ...form, property_id: null })).toBe('Debes seleccionar una propiedad');
    expect(validateListingForm({ ...form, property_id: 0 })).toBe('Debes seleccionar una propiedad');
  });
  it('then title, description, available from and rent terms', () => {
    expect(validateListingForm({ ...form, title: ' ', description: '' })).toBe('El título es obligatorio');
    expect(validateListingForm({ ...form, description: '' })).toBe('La descripción es obligatoria');
    expect(validateListingForm({ ...form, available_from: '' })).toBe(
      'La fecha de disponibilidad es obligatoria',
    );
    expect(validateListingForm({ ...form, available_from: '2026-02-30' })).toBe('Fecha inválida');
    expect(validateListingForm({ ...form, rent_terms: ' ' })).toBe(
      'Los términos de alquiler son obligatorios',
    );
  });
  it('then min stay of at least 1 whole month', () => {
    expect(validateListingForm({ ...form, min_stay: '0' })).toBe(
      'La estancia mínima debe ser de al menos 1 mes',
    );
    expect(validateListingForm({ ...form, min_stay: '' })).toBe(
      'La estancia mínima debe ser de al menos 1 mes',
    );
    expect(validateListingForm({ ...form, min_stay: '1.5' })).toBe(
      'La estancia mínima debe ser de al menos 1 mes',
    );
  });
  it('then a deposit of 0 or more', () => {
    expect(validateListingForm({ ...form, deposit: '' })).toBe('La fianza es obligatoria');
    expect(validateListingForm({ ...form, deposit: '-1' })).toBe(
      'La fianza debe ser un número mayor o igual que 0',
    );
    expect(validateListingForm({ ...form, deposit: 'mucho' })).toBe(
      'La fianza debe ser un número mayor o igual que 0',
    );
  });
});

describe('listingNotFoundMessage', () => {
  it('names the id', () => {
    expect(listingNotFoundMessage(42)).toBe('Propiedad con ID 42 no encontrada');
    expect(listingNotFoundMessage('7')).toBe('Propiedad con ID 7 no encontrada');
  });
});

describe('listingFormErrors', () => {
  const valid: ListingFormValues = {
    ...newListingForm('2026-11-22'),
    property_id: 10,
    title: 'Piso en Madrid',
    description: 'Luminoso',
  };
  it('is empty for a valid form', () => {
    expect(listingFormErrors(valid)).toEqual({});
  });
  it('marks every failing field, first one first, agreeing with validateListingForm', () => {
    const form = { ...newListingForm('2026-11-22'), rent_terms: ' ', min_stay: '0', deposit: '-5' };
    const errors = listingFormErrors(form);
    expect(Object.keys(errors)).toEqual([
      'property_id',
      'title',
      'description',
      'rent_terms',
      'min_stay',
      'deposit',
    ]);
    expect(Object.values(errors)[0]).toBe(validateListingForm(form));
    expect(errors.deposit).toBe('La fianza debe ser un número mayor o igual que 0');
  });
  it('reports a blank deposit and an unreal date', () => {
    const errors = listingFormErrors({ ...valid, deposit: '', available_from: '2026-02-30' });
    expect(errors).toEqual({ available_from: 'Fecha inválida', deposit: 'La fianza es obligatoria' });
  });
});

describe('filterListings', () => {
  const list = [
    {
      id: 1,
      status: 'published',
      title: 'Habitación en Madrid',
      property: { title: 'Coliving Malasaña', city: 'Madrid' },
    },
    {
      id: 2,
      status: 'draft',
      title: 'Ático luminoso',
      property: { title: 'Ático Chamberí', city: 'Madrid' },
    },
    { id: 3, status: 'paused', title: 'Piso', property: { title: 'Piso Gràcia', city: 'Barcelona' } },
  ] as const;
  it('filters by status', () => {
    expect(LISTING_FILTERS).toEqual(['all', 'published', 'draft', 'paused']);
    expect(filterListings(list, 'all').map((l) => l.id)).toEqual([1, 2, 3]);
    expect(filterListings(list, 'draft').map((l) => l.id)).toEqual([2]);
  });
  it('searches title, property title and city without case or accents', () => {
    expect(filterListings(list, 'all', 'atico').map((l) => l.id)).toEqual([2]);
    expect(filterListings(list, 'all', 'gracia').map((l) => l.id)).toEqual([3]);
    expect(filterListings(list, 'all', 'BARCELONA').map((l) => l.id)).toEqual([3]);
    expect(filterListings(list, 'published', 'madrid').map((l) => l.id)).toEqual([1]);
  });
});
