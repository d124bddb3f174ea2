/**
 * The contract's vocabularies and limits, as plain values: what a page needs to draw its controls
 * (the property types, the amenities, a name's maximum length) without the schemas that use them,
 * so that it need not load zod. The schemas import them from here.
 */

// Of schemas/appointment.ts
/** Who cancelled a cancelled visit: the property's owner (a rejection) or its requester. */
export const APPOINTMENT_CANCELLERS = ['owner', 'requester'] as const;
/** How long a guest's confirmation link works (double opt-in, 24 h). */
export const GUEST_VISIT_CONFIRM_HOURS = 24;
/** A guest's phone has at least this many digits (the landlord must be able to call back). */
export const GUEST_PHONE_MIN_DIGITS = 6;

// Of schemas/common.ts
/** The largest page a paginated call answers. */
export const PAGE_SIZE_MAX = 100;
/**
 * The most matches a search counts exactly: past it the count stops, `count` is this
 * number and `count_exact` is false ("más de 1.000"), so no answer costs a scan of every match.
 */
export const COUNT_EXACT_LIMIT = 1000;

// Of schemas/images.ts
/** Property and room image limits (DESIGN.md "Images", spec 02 §5 and §9). */
export const LISTING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGES_PER_UPLOAD_MAX = 10;
/** A room that already has images accepts 5 more per upload (spec 02 §9). */
export const ROOM_IMAGES_ADDITIONAL_MAX = 5;
export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// Of schemas/listing.ts
/** Default rent terms of a new listing (spec 02 §3). */
export const DEFAULT_RENT_TERMS = 'Contrato mínimo de 6 meses. Se requiere un mes de fianza.';
/** What empty rent terms are replaced by when saving (spec 02 §5). */
export const PLACEHOLDER_RENT_TERMS = 'Términos de alquiler por definir';

// Of schemas/location.ts
/** The longest text the location autocomplete accepts (the search's `city` filter takes 100 too). */
export const LOCATION_QUERY_MAX = 100;
/** How many suggestions the autocomplete answers when the caller does not say. */
export const LOCATION_LIMIT_DEFAULT = 8;
/** The most suggestions one call may ask for. */
export const LOCATION_LIMIT_MAX = 20;
export const LOCATION_KINDS = ['city', 'neighborhood'] as const;

// Of schemas/partner.ts
/** Which listings a key's elements show: the key owner's own, or the whole marketplace. */
export const PARTNER_KEY_SCOPES = ['own', 'marketplace'] as const;
/** The header a key travels in, and the one the page's address travels in (for the lead's source). */
export const PARTNER_KEY_HEADER = 'X-Convive-Partner-Key';
export const PAGE_HEADER = 'X-Convive-Page';
/** At most this many keys per landlord, and this many origins per key. */
export const PARTNER_KEYS_MAX = 20;
export const PARTNER_KEY_ORIGINS_MAX = 20;
/** What an element reports: its grid rendered with results, or a click to a listing. */
export const PARTNER_EVENTS = ['impression', 'click'] as const;
/** The days a key's report covers, today included. */
export const PARTNER_REPORT_DAYS = 30;
/** Why an event was received but not counted. */
export const PARTNER_DISCARD_REASONS = ['duplicate', 'no_origin', 'sandboxed'] as const;

// Of schemas/webhook.ts and schemas/feed.ts
/** The longest URL a landlord may give the server to call (a webhook, a feed). */
export const OUTBOUND_URL_MAX = 2000;

// Of schemas/webhook.ts
/**
 * What a landlord's webhook endpoint may subscribe to (docs/adr/0170-webhooks.md). A name is never
 * reused with another meaning: a new payload shape is a new name. `ping` is not subscribed to: it is
 * sent on request to the one endpoint asked.
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'visit.requested',
  'visit.confirmed',
  'visit.cancelled',
  'application.created',
  'application.accepted',
  'application.rejected',
  'listing.published',
  'listing.updated',
  'listing.unpublished',
  'availability.changed',
] as const;
/** Every event a delivery may carry: the subscribable ones and the test `ping`. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = ['ping', ...WEBHOOK_EVENT_TYPES] as const;
/** At most this many endpoints per account, and this long a URL. */
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX = OUTBOUND_URL_MAX;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** A delivery: waiting for its next attempt, answered 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** Why the server disabled an endpoint: it answered 410 Gone, or failed for days. */
export const WEBHOOK_DISABLED_REASONS = ['gone', 'failing'] as const;

// Of schemas/feed.ts
/** The listing feed formats an agency can give (Kyero v3 XML, the common Spanish one). */
export const FEED_FORMATS = ['kyero-v3'] as const;
/** Where a feed comes from: a URL fetched every hour, or files the agency uploads. */
export const FEED_SOURCES = ['url', 'upload'] as const;
/** A run: waiting on the queue, running, done (some rows may be skipped), or refused whole. */
export const FEED_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
/** What started a run. */
export const FEED_RUN_TRIGGERS = ['schedule', 'manual', 'upload'] as const;
/** At most this many feeds per account, and this long a URL. */
export const FEEDS_MAX = 5;
export const FEED_URL_MAX = OUTBOUND_URL_MAX;
/** A feed document larger than this is refused whole (fetched or uploaded). */
export const FEED_MAX_BYTES = 100 * 1024 * 1024;
/** At most this many skipped rows are kept in a run's report (the count stays exact). */
export const FEED_REPORT_ROWS_MAX = 500;

// Of schemas/property.ts
export const PRICE_MAX = 1_000_000;
export const SIZE_MAX = 100_000;
/**
 * The energy certificate's rating (Real Decreto 390/2021): a letter A (best) to G, or a certificate
 * still being issued ('en_tramite'), or a building exempt from having one ('exento').
 */
export const ENERGY_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'en_tramite', 'exento'] as const;
export type EnergyRating = (typeof ENERGY_RATINGS)[number];
/** The letters of the scale, best first: what the energy label draws. */
export const ENERGY_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLetter = (typeof ENERGY_LETTERS)[number];
/** Caps of the certificate's figures: kWh/m²·año of primary energy, kg CO₂/m²·año. */
export const ENERGY_CONSUMPTION_MAX = 2000;
export const ENERGY_EMISSIONS_MAX = 1000;
/** The NRUA's length bounds, its 'ES' included (schemas/property.ts says why). */
export const NRUA_MIN_LENGTH = 20;
export const NRUA_MAX_LENGTH = 64;
/** The amenity switches a property has (spec 01 §3, spec 02 §3). */
export const PROPERTY_AMENITIES = [
  'is_furnished',
  'has_parking',
  'has_pool',
  'has_terrace',
  'has_garden',
  'has_elevator',
  'pets_allowed',
] as const;
/** Sort orders accepted by the property search. */
export const PROPERTY_ORDERINGS = ['-created_at', 'created_at', 'price', '-price', 'size', '-size'] as const;

// Of schemas/room.ts
/** Room price filter range (spec 01 §5): the filter is sent only when narrowed from it. */
export const ROOM_PRICE_RANGE = { min: 0, max: 1500 } as const;
/** The orders of GET /rooms/; rooms one can rent always come first. */
export const ROOM_ORDERINGS = ['-created_at', 'price', '-price', 'size', '-size'] as const;

// Of schemas/savedSearch.ts
/** How often a saved search alerts its owner. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
/** At most this many saved searches per tenant. */
export const SAVED_SEARCHES_MAX = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;
/**
 * The filters a saved search keeps, in the schema's order: the public search's without its page and
 * `featured` (`savedSearchFiltersSchema`, held to this list by a test).
 */
export const SAVED_SEARCH_FILTER_KEYS = [
  'search',
  'city',
  'neighborhood',
  'property_type',
  'min_price',
  'max_price',
  'min_size',
  'max_size',
  'bedrooms',
  'bathrooms',
  'coliving',
  ...PROPERTY_AMENITIES,
  'move_in',
  'move_out',
  'months',
  'ordering',
] as const;

// Of schemas/user.ts
/** Profile picture limits (spec 01 §5, §9). */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The registration's terms checkbox, left unticked: an account needs the terms accepted. */
export const TERMS_REQUIRED_MESSAGE = 'Debes aceptar los términos y la política de privacidad.';
/**
 * Sent with every answer to a request whose token the API refused (unknown, revoked, expired or
 * malformed), with the value `SESSION_ANONYMOUS`: a public or optional call is then answered as to
 * a visitor instead of failing, a signed-in call is a 401. Either way the client should forget the
 * token. Never sent when the request had no token or a valid one.
 */
export const SESSION_HEADER = 'X-Convive-Session';
export const SESSION_ANONYMOUS = 'anonymous';

// Of schemas/vocabularies.ts: the closed vocabularies, each with one canonical spelling (the aliases
// are accepted on input and normalised).
export const PROPERTY_TYPES = [
  'apartamento',
  'casa',
  'chalet',
  'piso',
  'estudio',
  'atico',
  'duplex',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The detail screens of the original product used English words; they are aliases. */
export const PROPERTY_TYPE_ALIASES: Readonly<Record<string, PropertyType>> = {
  apartment: 'apartamento',
  house: 'casa',
  studio: 'estudio',
  ático: 'atico',
  dúplex: 'duplex',
  flat: 'piso',
  penthouse: 'atico',
};
export const PROPERTY_STATUSES = ['disponible', 'reservado', 'alquilado', 'inactivo'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS_ALIASES: Readonly<Record<string, PropertyStatus>> = {
  active: 'disponible',
  available: 'disponible',
  reserved: 'reservado',
  rented: 'alquilado',
  inactive: 'inactivo',
};
export const ROOM_STATUSES = ['available', 'occupied', 'maintenance', 'reserved'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const ROOM_STATUS_ALIASES: Readonly<Record<string, RoomStatus>> = {
  disponible: 'available',
  ocupada: 'occupied',
  mantenimiento: 'maintenance',
  reservada: 'reserved',
};
export const APPOINTMENT_STATUSES = ['pendiente', 'confirmada', 'cancelada', 'completada'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Stored statuses of a property request (enquiry or application). */
export const PROPERTY_REQUEST_STATUSES = [
  'pendiente',
  'aceptada',
  'rechazada',
  'cancelada',
  'expirada',
] as const;
export type PropertyRequestStatus = (typeof PROPERTY_REQUEST_STATUSES)[number];
/** What a property request is about: the whole property or one of its rooms. */
export const PROPERTY_REQUEST_TARGETS = ['property', 'room'] as const;
export type PropertyRequestTarget = (typeof PROPERTY_REQUEST_TARGETS)[number];
/** What a property request asks for: information, or to rent. */
export const PROPERTY_REQUEST_KINDS = ['inquiry', 'application'] as const;
export type PropertyRequestKind = (typeof PROPERTY_REQUEST_KINDS)[number];
/** The tenant's requests view (/notifications/requests/) speaks English statuses. */
export const TENANT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'canceled', 'expired'] as const;
export type TenantRequestStatus = (typeof TENANT_REQUEST_STATUSES)[number];
export const TENANT_REQUEST_STATUS_ALIASES: Readonly<Record<string, TenantRequestStatus>> = {
  pendiente: 'pending',
  aceptada: 'approved',
  aprobada: 'approved',
  rechazada: 'rejected',
  cancelada: 'canceled',
  cancelled: 'canceled',
  expirada: 'expired',
};
/** Stored property-request status → tenant view status. */
export const TENANT_STATUS_BY_REQUEST_STATUS: Readonly<Record<PropertyRequestStatus, TenantRequestStatus>> = {
  pendiente: 'pending',
  aceptada: 'approved',
  rechazada: 'rejected',
  cancelada: 'canceled',
  expirada: 'expired',
};
export const TENANT_REQUEST_TYPES = ['inquiry', 'visit', 'application', 'maintenance'] as const;
export type TenantRequestType = (typeof TENANT_REQUEST_TYPES)[number];
export const LISTING_STATUSES = ['published', 'draft', 'paused'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_ALIASES: Readonly<Record<string, ListingStatus>> = {
  publicado: 'published',
  borrador: 'draft',
  pausado: 'paused',
};
export const NOTIFICATION_TYPES = [
  'system',
  'property',
  'room',
  'message',
  'request',
  'appointment',
  /** A saved search's alert: a new property matches it. */
  'busqueda',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_STATUSES = ['unread', 'read', 'archived'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
/** Every live event type the specs name (spec 02 §4). Unknown types are still accepted and map to `system`. */
export const EVENT_TYPES = [
  'property_favorited',
  'room_created',
  'room_updated',
  'room_status_changed',
  'room_price_changed',
  'room_availability_changed',
  'message_received',
  'request_created',
  'request_approved',
  'request_rejected',
  'appointment_created',
  'appointment_confirmed',
  'appointment_canceled',
  'appointment_completed',
  /** A new property matches one of the tenant's saved searches. */
  'saved_search_match',
  /** A confirmed visit starts in 24 h or in 2 h. */
  'appointment_reminder',
  /** The server disabled one of the landlord's webhook endpoints. */
  'webhook_disabled',
] as const;
export type KnownEventType = (typeof EVENT_TYPES)[number];
export type EventType = KnownEventType | (string & {});
export const COLIVING_FILTERS = ['coliving', 'traditional', 'both'] as const;
export type ColivingFilter = (typeof COLIVING_FILTERS)[number];
export const ACCOUNT_ROLES = ['inquilino', 'propietario'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

// Of schemas/conversation.ts (docs/adr/0173-conversations.md)
/** The longest message a participant may send. */
export const MESSAGE_TEXT_MAX = 5000;
/** Attachments of one message, and each one's size: the same checks as other uploads. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type MessageAttachmentType = (typeof MESSAGE_ATTACHMENT_TYPES)[number];
/** Messages one account may send per minute (past it: 429). */
export const MESSAGES_PER_MINUTE_MAX = 100;
/**
 * - `text`: written by a participant;
 * - `visit_proposal`: the landlord proposes a visit slot (`visit`);
 * - `apply_invite`: the landlord invites the tenant to apply;
 * - `system`: written by Convive (an accepted request, a block).
 */
export const MESSAGE_KINDS = ['text', 'visit_proposal', 'apply_invite', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Who the other side of a conversation is: an account of either role, or a guest without one. */
export const CONVERSATION_PARTY_ROLES = ['inquilino', 'propietario', 'invitado'] as const;
export type ConversationPartyRole = (typeof CONVERSATION_PARTY_ROLES)[number];
export const CONVERSATION_REPORT_REASONS = ['fraude', 'spam', 'ofensivo', 'otro'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
export const CONVERSATION_REPORT_TEXT_MAX = 2000;
export const CONVERSATION_SEARCH_MAX = 200;
/** A guest's reply link works this long after the e-mail that carries it. */
export const GUEST_CONVERSATION_TOKEN_DAYS = 30;
export const SAVED_REPLY_TITLE_MAX = 100;
export const SAVED_REPLY_TEXT_MAX = MESSAGE_TEXT_MAX;
export const SAVED_REPLIES_MAX = 50;
/** The placeholders a saved reply may carry, filled in when it is used (rules/savedReplies). */
export const SAVED_REPLY_PLACEHOLDERS = ['{nombre}', '{propiedad}'] as const;
/** The window of a landlord's response statistics. */
export const RESPONSE_STATS_DAYS = 90;
/** A conversation counts as answered when the landlord replied within this many hours. */
export const RESPONSE_RATE_HOURS = 24;

// Rental periods (docs/adr/0175-rental-periods.md)
/** What a unit's period is: held by an accepted application, blocked by the landlord, or an imported calendar's event. */
export const AVAILABILITY_KINDS = ['held', 'blocked', 'external'] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number];
/** A move-in may be at most this many years ahead. */
export const MOVE_IN_MAX_YEARS = 3;
/** The stay lengths a search offers to choose from, in months (the search bar's and the list pages' 'Duración'). */
export const STAY_MONTH_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24] as const;
/** A stay given in months: at most this many. */
export const STAY_MONTHS_MAX = 120;
/** The availability window read when none is asked for, and the longest one may ask for. */
export const AVAILABILITY_MONTHS_DEFAULT = 12;
export const AVAILABILITY_MONTHS_MAX = 36;
/** Units one calendar change may touch at once. */
export const CALENDAR_UNITS_MAX = 50;
export const CALENDAR_NOTE_MAX = 200;
/** External (iCal) calendars a unit may import, how often they are fetched, and the largest file read. */
export const EXTERNAL_CALENDARS_PER_UNIT_MAX = 5;
export const EXTERNAL_CALENDAR_REFRESH_MINUTES = 15;
export const ICAL_MAX_BYTES = 1_000_000;
export const CALENDAR_URL_MAX = OUTBOUND_URL_MAX;
