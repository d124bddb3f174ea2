/**
 * The landlord's listing form (spec 02 §2 "Listing form", §3 "Listing", §5, §7 "Listings"):
 * defaults, the title a chosen property suggests, validation and the payload sent to the server.
 */
import {
  DEFAULT_RENT_TERMS,
  isChosenId,
  isIsoDate,
  type Listing,
  type ListingStatus,
  matchesSearch,
  type NumericInput,
  numberOrZero,
  PLACEHOLDER_RENT_TERMS,
  PROPERTY_TYPE_ALIASES,
  type Property,
  type PropertyType,
  parseNumber,
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

/** The kind of property a default title names (spec 02 §5: apartment, studio, room, other). */
export type ListingTitleCategory = 'apartment' | 'studio' | 'room' | 'other';

/** What a default title is built from. `property_type` may be a stored value or one of its aliases. */
export type ListingTitleSource = Pick<Property, 'is_coliving' | 'city' | 'neighborhood'> & {
  property_type: PropertyType | (string & {});
};

/** The property a new listing is being written for: its title source, id and monthly price. */
export type ListingPropertySource = ListingTitleSource & Pick<Property, 'id' | 'price'>;

/** The noun each category's default title starts with, in Spanish (the chosen language's: `listingFormMessages.titleNouns`). */
export const LISTING_TITLE_NOUNS: Readonly<Record<ListingTitleCategory, string>> = {
  apartment: 'Apartamento',
  studio: 'Estudio',
  room: 'Habitación',
  other: 'Propiedad',
};

const APARTMENT_TYPES: ReadonlySet<string> = new Set(['apartamento', 'piso', 'atico', 'duplex']);

/**
 * The category of a property for its default title. A coliving property rents rooms, so it is 'room'
 * whatever its type; otherwise apartamento, piso, atico and duplex are 'apartment', estudio is 'studio',
 * and casa, chalet or anything unknown is 'other'. English aliases (apartment, studio…) are understood.
 */
export function listingTitleCategory(property: ListingTitleSource): ListingTitleCategory {
  if (property.is_coliving) return 'room';
  const key = String(property.property_type ?? '')
    .trim()
    .toLowerCase();
  const type = PROPERTY_TYPE_ALIASES[key] ?? key;
  if (APARTMENT_TYPES.has(type)) return 'apartment';
  if (type === 'estudio') return 'studio';
  return 'other';
}

/**
 * The title suggested for a property (spec 02 §5): '{Apartamento|Estudio|Habitación|Propiedad} en {city}',
 * in the chosen language ('Apartment in Madrid'). Without a city the neighbourhood is used; without
 * either, the noun alone.
 */
export function defaultListingTitle(property: ListingTitleSource): string {
  const texts = listingFormMessages;
  const noun = texts.titleNouns[listingTitleCategory(property)];
  const place = property.city?.trim() || property.neighborhood?.trim() || '';
  return place === '' ? noun : texts.defaultTitle(noun, place);
}

/**
 * The values of a new listing form (spec 02 §3, §9): default rent terms, 1 month, no deposit,
 * available from `today`, draft, not featured.
 */
export function newListingForm(today: string): ListingFormValues {
  return {
    property_id: '',
    title: '',
    description: '',
    available_from: today,
    rent_terms: DEFAULT_RENT_TERMS,
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
 * property's default title (a typed one is kept), and the deposit becomes the property's monthly price.
 * The draft passed in is not changed.
 */
export function applyPropertyToListingDraft(
  draft: ListingFormValues,
  property: ListingPropertySource,
): ListingFormValues {
  return {
    ...draft,
    property_id: property.id,
    title: draft.title.trim() === '' ? defaultListingTitle(property) : draft.title,
    deposit: property.price,
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
