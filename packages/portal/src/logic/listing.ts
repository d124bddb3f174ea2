/**
 * The landlord's listing form (spec 02 §2 "Listing form", §3 "Listing", §5, §7 "Listings"):
 * defaults, the title a chosen property suggests, rent terms that follow the figures, validation and
 * the payload sent to the server.
 */
import {
  isChosenId,
  isIsoDate,
  type Listing,
  type ListingStatus,
  matchesSearch,
  type NumericInput,
  numberOrZero,
  PLACEHOLDER_RENT_TERMS,
  PROPERTY_TYPE_ALIASES,
  PROPERTY_TYPES,
  type Property,
  type PropertyType,
  parseNumber,
  rentTermsFor,
  stayMonthsOrOne,
} from '@convive/sdk';
import { commonMessages } from './messages/common';
import { listingFormMessages } from './messages/listingForm';

/** The listing form's values as the inputs hold them (numbers may still be text). */
export interface ListingFormValues {
  /** The chosen property's id; '' or null while none is chosen. */
  property_id: NumericInput;
  title: string;
  description: string;
  /** 'YYYY-MM-DD'. */
  available_from: string;
  rent_terms: string;
  min_stay: NumericInput;
  deposit: NumericInput;
  status: ListingStatus;
  is_featured: boolean;
}

/** The body of POST /listings/ (PATCH sends any subset): property_id renamed property, numbers converted. */
export interface ListingPayload {
  /** The property id, or null when none valid was chosen (validateListingForm reports that first). */
  property: number | null;
  title: string;
  description: string;
  available_from: string;
  rent_terms: string;
  min_stay: number;
  deposit: number;
  status: ListingStatus;
  is_featured: boolean;
}

/** What a suggested title is built from. `property_type` may be a stored value or one of its aliases. */
export type ListingTitleSource = Pick<Property, 'is_coliving' | 'city' | 'neighborhood'> & {
  property_type: PropertyType | (string & {});
  /** The property's own title: when not blank, it is the suggestion. */
  title?: string | null;
};

/** The property a new listing is being written for: its title source, id and monthly price. */
export type ListingPropertySource = ListingTitleSource & Pick<Property, 'id' | 'price'>;

/** The noun a suggested title starts with: the property's own type, 'rooms' for a coliving, 'other' when unknown. */
export type ListingTitleNoun = PropertyType | 'rooms' | 'other';

/** The words a suggested title is made of, in one language (the form's copy has them in each). */
export interface ListingTitleTexts {
  nouns: Readonly<Record<ListingTitleNoun, string>>;
  /** '{noun} en {place}'; the noun alone when `place` is ''. */
  title: (noun: string, place: string) => string;
}

/** The nouns in Spanish: the property's type as the landlord chose it. */
export const LISTING_TITLE_NOUNS: Readonly<Record<ListingTitleNoun, string>> = {
  apartamento: 'Apartamento',
  piso: 'Piso',
  atico: 'Ático',
  duplex: 'Dúplex',
  casa: 'Casa',
  chalet: 'Chalet',
  estudio: 'Estudio',
  rooms: 'Habitaciones',
  other: 'Propiedad',
};

function storedType(property: ListingTitleSource): string {
  const key = String(property.property_type ?? '')
    .trim()
    .toLowerCase();
  return PROPERTY_TYPE_ALIASES[key] ?? key;
}

/** The noun a property's suggested title starts with: 'rooms' for a coliving, else its own type. */
export function listingTitleNoun(property: ListingTitleSource): ListingTitleNoun {
  if (property.is_coliving) return 'rooms';
  const type = storedType(property);
  return (PROPERTY_TYPES as readonly string[]).includes(type) ? (type as PropertyType) : 'other';
}

/** The title words in Spanish, the default language: a screen passes its copy's, in the chosen one. */
export const SPANISH_TITLE_TEXTS: ListingTitleTexts = {
  nouns: LISTING_TITLE_NOUNS,
  title: (noun, place) => (place === '' ? noun : `${noun} en ${place}`),
};

/**
 * The title suggested for a property: its own title when it has one, else '{type} en {neighbourhood}'
 * ('Piso en Retiro'; the city without a neighbourhood, the noun alone without either), a coliving
 * being 'Habitaciones'. Spec 02 §5 names a category ('Apartamento en Madrid'), which lost the
 * landlord's own words: a Piso called 'Piso reformado junto al Retiro' became an 'Apartamento'.
 */
export function defaultListingTitle(
  property: ListingTitleSource,
  texts: ListingTitleTexts = SPANISH_TITLE_TEXTS,
): string {
  const own = property.title?.trim();
  if (own) return own;
  const noun = texts.nouns[listingTitleNoun(property)];
  const place = property.neighborhood?.trim() || property.city?.trim() || '';
  return texts.title(noun, place);
}

/** The figures rent terms are written from, as the form holds them, with the property's monthly price. */
export interface RentTermsFigureInputs {
  min_stay: NumericInput;
  deposit: NumericInput;
  price?: number | null;
}

/** The rent terms the sdk writes for the figures a form holds (blank figures read as 1 month, no deposit). */
export function rentTermsOfFigures({ min_stay, deposit, price }: RentTermsFigureInputs): string {
  return rentTermsFor({ min_stay: stayMonthsOrOne(min_stay), deposit: numberOrZero(deposit), price });
}

/**
 * The rent terms once the figures change from `before` to `after`. Terms still as written for the
 * previous figures are rewritten from the new ones, so they never contradict the form; once the
 * landlord has written their own, those are kept.
 */
export function rentTermsAfterChange(
  before: RentTermsFigureInputs & { rent_terms: string },
  after: RentTermsFigureInputs,
): string {
  return before.rent_terms.trim() === rentTermsOfFigures(before)
    ? rentTermsOfFigures(after)
    : before.rent_terms;
}

/**
 * The values of a new listing form (spec 02 §3, §9): 1 month, no deposit, rent terms saying so
 * (rather than spec 02's six-month text, which contradicted them), available from `today`, draft,
 * not featured.
 */
export function newListingForm(today: string): ListingFormValues {
  return {
    property_id: '',
    title: '',
    description: '',
    available_from: today,
    rent_terms: rentTermsOfFigures({ min_stay: 1, deposit: 0 }),
    min_stay: 1,
    deposit: 0,
    status: 'draft',
    is_featured: false,
  };
}

/** The form values of an existing listing, for the edit form. */
export function listingFormFromListing(listing: Listing): ListingFormValues {
  return {
    property_id: listing.property.id,
    title: listing.title,
    description: listing.description,
    available_from: listing.available_from,
    rent_terms: listing.rent_terms,
    min_stay: listing.min_stay,
    deposit: listing.deposit,
    status: listing.status,
    is_featured: listing.is_featured,
  };
}

/**
 * A new draft after a property is chosen (spec 02 §5): the property is selected, a blank title gets the
 * property's suggested title (a typed one is kept), the deposit becomes the property's monthly price,
 * and rent terms not yet the landlord's own follow (`previousPrice`: the price of the property chosen
 * before, if any). The draft passed in is not changed.
 */
export function applyPropertyToListingDraft(
  draft: ListingFormValues,
  property: ListingPropertySource,
  { texts, previousPrice = null }: { texts?: ListingTitleTexts; previousPrice?: number | null } = {},
): ListingFormValues {
  return {
    ...draft,
    property_id: property.id,
    title: draft.title.trim() === '' ? defaultListingTitle(property, texts) : draft.title,
    deposit: property.price,
    rent_terms: rentTermsAfterChange(
      { ...draft, price: previousPrice },
      { min_stay: draft.min_stay, deposit: property.price, price: property.price },
    ),
  };
}

function propertyId(value: NumericInput): number | null {
  return isChosenId(value) ? (parseNumber(value) as number) : null;
}

/** Rent terms as sent: blank ones become PLACEHOLDER_RENT_TERMS (spec 02 §5, §7). */
function rentTerms(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? PLACEHOLDER_RENT_TERMS : trimmed;
}

/**
 * The changed fields of a listing as PATCH sends them (spec 02 §7): property_id renamed property,
 * blank rent terms replaced by the placeholder, min stay and deposit converted from text. Only the keys
 * present in `changes` are sent, and anything that is not a listing form field is dropped.
 */
export function listingPatchPayload(changes: Partial<ListingFormValues>): Partial<ListingPayload> {
  const out: Partial<ListingPayload> = {};
  if ('property_id' in changes) out.property = propertyId(changes.property_id);
  if (changes.title !== undefined) out.title = changes.title.trim();
  if (changes.description !== undefined) out.description = changes.description.trim();
  if (changes.available_from !== undefined) out.available_from = changes.available_from.trim();
  if ('rent_terms' in changes) out.rent_terms = rentTerms(changes.rent_terms);
  if ('min_stay' in changes) out.min_stay = stayMonthsOrOne(changes.min_stay);
  if ('deposit' in changes) out.deposit = numberOrZero(changes.deposit);
  if (changes.status !== undefined) out.status = changes.status;
  if (changes.is_featured !== undefined) out.is_featured = changes.is_featured;
  return out;
}

/**
 * The body of POST /listings/ from the whole form (spec 02 §7): property_id renamed property, blank rent
 * terms replaced by 'Términos de alquiler por definir', min stay as whole months (1 when blank), deposit as
 * a number (0 when blank).
 */
export function listingPayload(form: ListingFormValues): ListingPayload {
  return {
    property: propertyId(form.property_id),
    title: form.title.trim(),
    description: form.description.trim(),
    available_from: form.available_from.trim(),
    rent_terms: rentTerms(form.rent_terms),
    min_stay: stayMonthsOrOne(form.min_stay),
    deposit: numberOrZero(form.deposit),
    status: form.status,
    is_featured: form.is_featured,
  };
}

const isBlank = (value: unknown) => value == null || String(value).trim() === '';

/**
 * The listing form's first failing message (spec 02 §5): 'Debes seleccionar una propiedad' first, then the
 * required fields in form order: title, description, available from (a real date), rent terms, min stay
 * (a whole number of at least 1) and deposit (0 or more). Null when all pass.
 */
export function validateListingForm(form: ListingFormValues): string | null {
  const m = listingFormMessages;
  if (!isChosenId(form.property_id)) return m.propertyRequired;
  if (isBlank(form.title)) return m.titleRequired;
  if (isBlank(form.description)) return m.descriptionRequired;
  if (isBlank(form.available_from)) return m.availableFromRequired;
  if (!isIsoDate(form.available_from.trim())) return commonMessages.invalidDate;
  if (isBlank(form.rent_terms)) return m.rentTermsRequired;
  const minStay = parseNumber(form.min_stay);
  if (minStay === null || !Number.isInteger(minStay) || minStay < 1) return m.minStayInvalid;
  if (isBlank(form.deposit)) return m.depositRequired;
  const deposit = parseNumber(form.deposit);
  if (deposit === null || deposit < 0) return m.depositInvalid;
  return null;
}

/** The text shown when a listing is created for a property the server does not know (spec 02 §5). */
export function listingNotFoundMessage(id: number | string): string {
  return listingFormMessages.propertyNotFound(id);
}

/** A listing form field that can fail validation. */
export type ListingFormField =
  | 'property_id'
  | 'title'
  | 'description'
  | 'available_from'
  | 'rent_terms'
  | 'min_stay'
  | 'deposit';

/**
 * Every failing field of the listing form with its message (spec 02 §5), in form order, so a form can
 * mark each field at once. The first entry is what validateListingForm reports. Empty when all pass.
 */
export function listingFormErrors(form: ListingFormValues): Partial<Record<ListingFormField, string>> {
  const m = listingFormMessages;
  const errors: Partial<Record<ListingFormField, string>> = {};
  if (!isChosenId(form.property_id)) errors.property_id = m.propertyRequired;
  if (isBlank(form.title)) errors.title = m.titleRequired;
  if (isBlank(form.description)) errors.description = m.descriptionRequired;
  if (isBlank(form.available_from)) errors.available_from = m.availableFromRequired;
  else if (!isIsoDate(form.available_from.trim())) errors.available_from = commonMessages.invalidDate;
  if (isBlank(form.rent_terms)) errors.rent_terms = m.rentTermsRequired;
  const minStay = parseNumber(form.min_stay);
  if (minStay === null || !Number.isInteger(minStay) || minStay < 1) errors.min_stay = m.minStayInvalid;
  if (isBlank(form.deposit)) errors.deposit = m.depositRequired;
  else {
    const deposit = parseNumber(form.deposit);
    if (deposit === null || deposit < 0) errors.deposit = m.depositInvalid;
  }
  return errors;
}

/** The landlord's listing filter (spec 02 §2 "Listings"): Todos, Publicados, Borradores, Pausados. */
export const LISTING_FILTERS = ['all', 'published', 'draft', 'paused'] as const;

/** One listing filter. */
export type ListingFilter = (typeof LISTING_FILTERS)[number];

/** The fields of a listing the filter and search read. */
export type ListingLike = Pick<Listing, 'status' | 'title'> & {
  property: Pick<Listing['property'], 'title' | 'city'>;
};

/**
 * The listings of a status (all for 'all') matching the search over title, property title and property
 * city (case- and accent-insensitive), in input order.
 */
export function filterListings<T extends ListingLike>(
  list: readonly T[],
  filter: ListingFilter,
  search: string | null = '',
): T[] {
  return list.filter(
    (l) =>
      (filter === 'all' || l.status === filter) &&
      matchesSearch(search, [l.title, l.property.title, l.property.city]),
  );
}
