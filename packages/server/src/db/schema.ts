import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database tables, as Kysely sees them. One schema for SQLite and PostgreSQL:
 * - booleans are stored as integers 0/1 (SQLite has no boolean; one representation keeps one code path);
 * - instants are ISO 8601 UTC text, which sorts correctly as text in both;
 * - dates are 'YYYY-MM-DD' text and times 'HH:mm' text.
 */

type Bool = number;
type Id = Generated<number>;
/** A column with a database default: optional on insert. */
type Default<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  bio: string;
  date_of_birth: string | null;
  profile_picture: string | null;
  is_landlord: Bool;
  is_tenant: Bool;
  google_sub: string | null;
  /** When the terms and privacy policy were accepted (null: accounts from before the checkbox). */
  terms_accepted_at: Default<string | null>;
  /**
   * The language e-mails and live notifications reach them in (es, en, fr, de): set at registration,
   * then only when the user chooses another.
   */
  language: Default<string>;
  date_joined: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
}

/** A source an account signed in from (login_sources): only a hash of it, see auth/loginSources.ts. */
export interface LoginSourcesTable {
  id: Id;
  user_id: number;
  source_hash: string;
  last_seen_at: string;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface TenantPreferencesTable {
  user_id: number;
  min_price: Default<number | null>;
  max_price: Default<number | null>;
  /** JSON array of text. */
  preferred_cities: Default<string>;
  min_bedrooms: Default<number | null>;
  min_bathrooms: Default<number | null>;
  /** JSON array of property types. */
  preferred_property_types: Default<string>;
  needs_furnished: Default<Bool>;
  needs_parking: Default<Bool>;
  allows_pets: Default<Bool>;
  email_notifications: Default<Bool>;
}

export interface PropertiesTable {
  id: Id;
  owner_id: number;
  title: string;
  description: string;
  property_type: string;
  price: number;
  price_per_room: number | null;
  address: string;
  city: string;
  /** City folded to lower case without accents, for index-friendly search. */
  city_key: string;
  postal_code: string;
  country: string;
  location: string;
  neighborhood: string;
  /** Neighbourhood folded like `city_key`, for the accent-free `city` filter (which also matches it). */
  neighborhood_key: Default<string>;
  plus_code_or_maps_link: string;
  bedrooms: number;
  bathrooms: number;
  size: number;
  /** The price the card shows (coliving: the cheapest available room's), kept by triggers (migration 014). */
  search_price: ColumnType<number, never, never>;
  floor: number | null;
  is_coliving: Bool;
  is_furnished: Bool;
  has_parking: Bool;
  has_pool: Bool;
  has_terrace: Bool;
  has_garden: Bool;
  has_elevator: Bool;
  pets_allowed: Bool;
  /** A–G, 'en_tramite' or 'exento' (ENERGY_RATINGS); the listing facts below are from migration 028. */
  energy_rating: string | null;
  energy_consumption: number | null;
  energy_emissions: number | null;
  cadastral_reference: string | null;
  nrua_number: string | null;
  status: string;
  /**
   * The status a home had when its listing hid it (`inactivo` while its listings are drafts or
   * paused: migration 034); null when it is not hidden by its listing.
   */
  hidden_by_listing: Default<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ImagesTable {
  id: Id;
  /** The property (property_images) or the room (room_images). */
  owner_ref: number;
  storage_key: string;
  thumb_key: string;
  is_main: Bool;
  position: number;
  created_at: string;
}

export interface RoomsTable {
  id: Id;
  property_id: number;
  room_number: string;
  title: string;
  description: string;
  price_monthly: number;
  size_sqm: number;
  floor_level: number | null;
  status: string;
  has_private_bathroom: Bool;
  has_window: Bool;
  has_balcony: Bool;
  has_desk: Bool;
  has_wardrobe: Bool;
  is_furnished: Bool;
  available_from: string;
  min_stay_months: number;
  max_stay_months: number | null;
  deposit_amount: number | null;
  created_at: string;
  updated_at: string;
  /**
   * Copies of the property's visibility (1 unless it is 'inactivo') and place keys, kept by triggers
   * (migration 022), for the public room search's indexes. Never written by the application.
   */
  property_visible: ColumnType<Bool, never, never>;
  city_key: ColumnType<string, never, never>;
  neighborhood_key: ColumnType<string, never, never>;
}

export interface FavoritesTable {
  id: Id;
  user_id: number;
  property_id: number;
  created_at: string;
}

export interface AppointmentsTable {
  id: Id;
  property_id: number;
  /** Null for a guest's visit (requested on a partner page, confirmed by e-mail). */
  user_id: number | null;
  date: string;
  time: string;
  notes: string;
  status: string;
  response_message: string;
  /** The partner key, page origin and page address the lead came through. */
  source_key_id: Default<number | null>;
  source_origin: Default<string>;
  source_url: Default<string>;
  /** A guest's contact; empty for a signed-in requester's visit. */
  guest_name: Default<string>;
  guest_email: Default<string>;
  guest_phone: Default<string>;
  /** The iCalendar SEQUENCE: one more on every status change a calendar shows. */
  sequence: Default<number>;
  /** When the visit's reminders were sent; null until then. */
  reminded_24h_at: Default<string | null>;
  reminded_2h_at: Default<string | null>;
  /** Who cancelled a `cancelada` visit: 'owner' (rejected) or 'requester' (withdrawn); null otherwise. */
  cancelled_by: Default<string | null>;
  created_at: string;
  updated_at: string;
}

/** A guest's visit request waiting for its e-mail confirmation (double opt-in, 24 h). */
export interface GuestVisitRequestsTable {
  id: Id;
  property_id: number;
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  notes: Default<string>;
  /** SHA-256 of the link's token; the token itself is only in the e-mail. */
  token_hash: string;
  source_key_id: Default<number | null>;
  source_origin: Default<string>;
  source_url: Default<string>;
  expires_at: string;
  appointment_id: Default<number | null>;
  confirmed_at: Default<string | null>;
  /** The guest's language (the request's Accept-Language): the confirmation and decision e-mails use it. */
  language: Default<string>;
  created_at: string;
}

export interface PropertyRequestsTable {
  id: Id;
  property_id: number;
  room_id: number | null;
  user_id: number | null;
  request_type: string;
  kind: string;
  tenant_name: string;
  tenant_email: string;
  tenant_phone: string;
  message: string;
  /** The move-in day (the API's `move_in`, also sent as `desired_entry_date`). */
  desired_entry_date: string | null;
  /** The move-out day, exclusive (migration 033). */
  move_out: Default<string | null>;
  status: string;
  response_message: string;
  /** The partner key, page origin and page address the lead came through. */
  source_key_id: Default<number | null>;
  source_origin: Default<string>;
  source_url: Default<string>;
  /** The sender's language (the request's Accept-Language): a guest's decision e-mails use it. */
  language: Default<string>;
  created_at: string;
  updated_at: string;
}

/** A unit's held, blocked or external days (docs/adr/0175-rental-periods.md). Unit: a room's id, or 0 for the home. */
export interface AvailabilityPeriodsTable {
  id: Id;
  property_id: number;
  unit: number;
  kind: 'held' | 'blocked' | 'external';
  /** 'YYYY-MM-DD', inclusive. */
  start_date: string;
  /** 'YYYY-MM-DD', exclusive. */
  end_date: string;
  note: Default<string>;
  request_id: Default<number | null>;
  calendar_id: Default<number | null>;
  external_uid: Default<string | null>;
  created_at: string;
}

/** An iCal calendar the landlord imports into one unit (docs/adr/0176-calendar-sync.md). */
export interface ExternalCalendarsTable {
  id: Id;
  property_id: number;
  unit: number;
  url: string;
  source: string;
  last_fetched_at: Default<string | null>;
  last_ok_at: Default<string | null>;
  last_error: Default<string | null>;
  events: Default<number>;
  created_at: string;
}

/** A unit's private iCal export address. */
export interface CalendarExportsTable {
  id: Id;
  property_id: number;
  unit: number;
  token: string;
  created_at: string;
}

export interface PartnerKeyDaysTable {
  key_id: number;
  /** 'YYYY-MM-DD' in the server's time zone. */
  day: string;
  impressions: Default<number>;
  clicks: Default<number>;
  /** Events received and not counted, by reason (migration 023). */
  discarded_duplicate: Default<number>;
  discarded_no_origin: Default<number>;
  discarded_sandboxed: Default<number>;
}

/** A page view's partner event already counted (migration 023): a repeat is discarded. */
export interface PartnerEventViewsTable {
  key_id: number;
  page_view: string;
  element: string;
  kind: string;
  /** 'YYYY-MM-DD' in the server's time zone: rows older than two days are deleted. */
  day: string;
}

export interface PartnerKeysTable {
  id: Id;
  owner_id: number;
  name: string;
  key: string;
  /** JSON array of origins; '[]': any page. */
  allowed_origins: Default<string>;
  scope: Default<string>;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ContactMessagesTable {
  id: Id;
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  /** The notification's code in the sdk's NOTIFICATIONS; its words are made when it is read. */
  code: string;
  /** The code's parameters, as JSON. */
  params: string;
  /** The wordings in every language, lowercased: what the list's search reads. */
  search_text: string;
  notification_type: string;
  status: string;
  related_object_id: number | null;
  related_object_type: string | null;
  event_type: string;
  created_at: string;
  updated_at: string;
}

export interface ListingsTable {
  id: Id;
  property_id: number;
  owner_id: number;
  title: string;
  description: string;
  rent_terms: string;
  min_stay: number;
  deposit: number;
  available_from: string;
  status: string;
  is_featured: Bool;
  views: Default<number>;
  created_at: string;
  updated_at: string;
}

/** A background job of the embedded queue (jobs/sqliteQueue.ts). */
export interface JobsTable {
  id: Id;
  name: string;
  /** The payload, as JSON. */
  payload: string;
  state: Default<'created' | 'retry' | 'active' | 'completed' | 'failed'>;
  singleton_key: string | null;
  /** Runs started so far (the first included). */
  attempts: Default<number>;
  /** Retries after the first run; the job fails for good after `retry_limit + 1` runs. */
  retry_limit: number;
  /** The first retry's delay; each next one doubles it. */
  retry_delay_ms: number;
  start_after: string;
  /** While active: when the run is presumed dead and the job may be taken again. */
  locked_until: string | null;
  /** The last failure's error name or code (never its message: no personal data). */
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
}

/** A tenant's saved search: the public search's filters under a name, and how it alerts. */
export interface SavedSearchesTable {
  id: Id;
  user_id: number;
  name: string;
  /** The validated filters, as JSON. */
  filters: string;
  /** instant | daily | off */
  alert: string;
  /** The one-click unsubscribe link's token (256 random bits, url-safe). */
  unsubscribe_token: string;
  last_seen_at: string | null;
  /** The `city` filter folded like properties.city_key; null: any city. Pre-filters the matcher. */
  city_key: string | null;
  min_price: number | null;
  max_price: number | null;
  /** coliving | traditional | null */
  coliving: string | null;
  property_type: string | null;
  created_at: string;
  updated_at: string;
}

/** A property that matched a saved search: once per pair, ever (unique). */
export interface SavedSearchMatchesTable {
  id: Id;
  saved_search_id: number;
  property_id: number;
  matched_at: string;
  notified_at: string | null;
  digested_at: string | null;
}

/** Deleted properties and rooms, kept by triggers (migration 017): their pages answer 410. */
export interface DeletedListingsTable {
  kind: 'property' | 'room';
  id: number;
  deleted_at: string;
}

/** A landlord's webhook endpoint (migration 027, docs/adr/0170-webhooks.md). */
export interface WebhookEndpointsTable {
  id: Id;
  owner_id: number;
  url: string;
  description: Default<string>;
  /** JSON array of event types. */
  events: string;
  enabled: Default<Bool>;
  /** `whsec_` + base64 of the key's bytes. */
  secret: string;
  previous_secret: Default<string | null>;
  previous_secret_until: Default<string | null>;
  /** gone | failing | null */
  disabled_reason: Default<string | null>;
  disabled_at: Default<string | null>;
  /** The first failed attempt since the last 2xx (null: not failing). */
  failing_since: Default<string | null>;
  created_at: string;
  updated_at: string;
}

/** An event raised for a landlord's webhooks: its body is stored whole, sent the same on every attempt. */
export interface WebhookEventsTable {
  id: Id;
  /** The `webhook-id` header ('msg_…'). */
  event_id: string;
  owner_id: number;
  type: string;
  payload: string;
  created_at: string;
}

/** One event to one endpoint: unique per pair. */
export interface WebhookDeliveriesTable {
  id: Id;
  endpoint_id: number;
  event_id: number;
  status: Default<'pending' | 'delivered' | 'failed'>;
  attempts: Default<number>;
  next_attempt_at: string | null;
  claimed_until: Default<string | null>;
  last_status_code: Default<number | null>;
  last_error: Default<string | null>;
  latency_ms: Default<number | null>;
  response_excerpt: Default<string | null>;
  created_at: string;
  last_attempt_at: Default<string | null>;
  delivered_at: Default<string | null>;
}

/** An account's feed export token (migration 030, docs/adr/0172-feed-export.md). */
export interface FeedExportsTable {
  owner_id: number;
  /** 'fx_…', kept as is: it reads public data only and is shown back to its owner. */
  token: string;
  created_at: string;
  rotated_at: Default<string | null>;
}

/** Listing feeds (migration 029, docs/adr/0171-listing-feeds.md). */
export interface FeedsTable {
  id: Id;
  owner_id: number;
  format: string;
  /** 'url' | 'upload' */
  source: string;
  url: string | null;
  enabled: Default<Bool>;
  next_run_at: Default<string | null>;
  created_at: string;
  updated_at: string;
}

/** One import of a feed and its report. */
export interface FeedRunsTable {
  id: Id;
  feed_id: number;
  status: string;
  trigger: string;
  created_at: string;
  started_at: Default<string | null>;
  finished_at: Default<string | null>;
  /** JSON `{code, message: {code, params}}` when the whole document was refused. */
  error: Default<string | null>;
  total: Default<number>;
  created: Default<number>;
  updated: Default<number>;
  unchanged: Default<number>;
  unpublished: Default<number>;
  skipped: Default<number>;
  photos_fetched: Default<number>;
  photos_failed: Default<number>;
  /** JSON array of the reported rows, each with a message code and parameters. */
  skipped_rows: Default<string>;
}

/** An uploaded feed document, until its run reads it. */
export interface FeedUploadsTable {
  run_id: number;
  body: Buffer;
}

/** A feed photo URL fetched once per account. */
export interface FeedPhotosTable {
  id: Id;
  owner_id: number;
  url: string;
  storage_key: string;
  thumb_key: string;
  created_at: string;
}

/** What a feed keeps on the properties it made (read by the feeds only, so not in PROPERTY_COLUMNS). */
export interface PropertyFeedColumns {
  feed_id: Default<number | null>;
  /** The feed's `<ref>`: unique per account. */
  external_ref: Default<string | null>;
  /** The hash of the mapped row it was last written from. */
  feed_hash: Default<string | null>;
}

/** A conversation between a tenant (or guest) and a landlord about one home (migration 032). */
export interface ConversationsTable {
  id: Id;
  property_id: number;
  landlord_id: number;
  tenant_id: number | null;
  guest_email: string | null;
  guest_name: string | null;
  guest_language: string | null;
  /** 0 inbox, 1 archived, 2 reported (hidden for that side). */
  tenant_folder: Default<number>;
  landlord_folder: Default<number>;
  tenant_blocked: Default<Bool>;
  landlord_blocked: Default<Bool>;
  tenant_read_id: Default<number>;
  landlord_read_id: Default<number>;
  tenant_unread: Default<number>;
  landlord_unread: Default<number>;
  /** The inbox order: '1|' when unread (else '0|'), the last activity, the zero-padded id. */
  tenant_rank: Default<string>;
  landlord_rank: Default<string>;
  tenant_mailed_at: Default<string | null>;
  landlord_mailed_at: Default<string | null>;
  last_message_id: Default<number | null>;
  last_message_at: string;
  first_tenant_message_at: Default<string | null>;
  first_landlord_reply_at: Default<string | null>;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  id: Id;
  conversation_id: number;
  /** tenant | landlord | system */
  sender_side: string;
  kind: Default<string>;
  text: string;
  visit_date: Default<string | null>;
  visit_time: Default<string | null>;
  created_at: string;
}

export interface MessageAttachmentsTable {
  id: Id;
  message_id: number;
  name: string;
  content_type: string;
  size: number;
  data: Buffer;
  access_key: string;
  created_at: string;
}

export interface ConversationReportsTable {
  id: Id;
  conversation_id: number;
  reporter_side: string;
  reporter_id: number | null;
  reason: string;
  text: Default<string>;
  created_at: string;
}

export interface ConversationGuestTokensTable {
  id: Id;
  conversation_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface SavedRepliesTable {
  id: Id;
  owner_id: number;
  title: string;
  text: string;
  created_at: string;
  updated_at: string;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type SavedReplyRow = Selectable<SavedRepliesTable>;

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  login_sources: LoginSourcesTable;
  password_resets: PasswordResetsTable;
  tenant_preferences: TenantPreferencesTable;
  properties: PropertiesTable & PropertyFeedColumns;
  property_images: ImagesTable;
  rooms: RoomsTable;
  room_images: ImagesTable;
  favorites: FavoritesTable;
  appointments: AppointmentsTable;
  guest_visit_requests: GuestVisitRequestsTable;
  property_requests: PropertyRequestsTable;
  contact_messages: ContactMessagesTable;
  notifications: NotificationsTable;
  listings: ListingsTable;
  partner_keys: PartnerKeysTable;
  partner_key_days: PartnerKeyDaysTable;
  partner_event_views: PartnerEventViewsTable;
  /** Background jobs of the embedded queue (SQLite only; PostgreSQL uses pg-boss's tables). */
  jobs: JobsTable;
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  deleted_listings: DeletedListingsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  feeds: FeedsTable;
  feed_runs: FeedRunsTable;
  feed_uploads: FeedUploadsTable;
  feed_photos: FeedPhotosTable;
  feed_exports: FeedExportsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  conversation_reports: ConversationReportsTable;
  conversation_guest_tokens: ConversationGuestTokensTable;
  saved_replies: SavedRepliesTable;
  availability_periods: AvailabilityPeriodsTable;
  external_calendars: ExternalCalendarsTable;
  calendar_exports: CalendarExportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type PropertyRow = Selectable<PropertiesTable>;

/**
 * Every column of `properties` the code reads, named: `select *` would also carry what only the
 * database reads (PostgreSQL's `search_tsv`, the whole text as a tsvector: a few KB a row to send and
 * parse). Checked against the table's type, so a new column cannot be forgotten.
 */
const PROPERTY_COLUMN_SET = {
  id: 1,
  owner_id: 1,
  title: 1,
  description: 1,
  property_type: 1,
  price: 1,
  price_per_room: 1,
  address: 1,
  city: 1,
  city_key: 1,
  postal_code: 1,
  country: 1,
  location: 1,
  neighborhood: 1,
  neighborhood_key: 1,
  plus_code_or_maps_link: 1,
  bedrooms: 1,
  bathrooms: 1,
  size: 1,
  search_price: 1,
  floor: 1,
  is_coliving: 1,
  is_furnished: 1,
  has_parking: 1,
  has_pool: 1,
  has_terrace: 1,
  has_garden: 1,
  has_elevator: 1,
  pets_allowed: 1,
  energy_rating: 1,
  energy_consumption: 1,
  energy_emissions: 1,
  cadastral_reference: 1,
  nrua_number: 1,
  status: 1,
  hidden_by_listing: 1,
  created_at: 1,
  updated_at: 1,
} satisfies Record<keyof PropertiesTable, 1>;

/** `properties.id`, `properties.owner_id`, …: for `.select(PROPERTY_COLUMNS)` instead of `selectAll()`. */
export const PROPERTY_COLUMNS = Object.keys(PROPERTY_COLUMN_SET).map(
  (column) => `properties.${column}` as `properties.${keyof PropertiesTable}`,
);
export type RoomRow = Selectable<RoomsTable>;
export type PartnerKeyRow = Selectable<PartnerKeysTable>;
export type ImageRow = Selectable<ImagesTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;
export type PropertyRequestRow = Selectable<PropertyRequestsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type ListingRow = Selectable<ListingsTable>;
export type SavedSearchRow = Selectable<SavedSearchesTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookEventRow = Selectable<WebhookEventsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type FeedRow = Selectable<FeedsTable>;
export type FeedRunRow = Selectable<FeedRunsTable>;
export type NewProperty = Insertable<PropertiesTable>;
export type PropertyUpdateRow = Updateable<PropertiesTable>;
