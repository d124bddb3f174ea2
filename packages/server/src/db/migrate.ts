import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initial from './migrations/001_initial';
import * as searchCover from './migrations/002_search_covering_index';
import * as neighborhoodKey from './migrations/003_neighborhood_key';
import * as partnerKeys from './migrations/004_partner_keys';
import * as partnerReport from './migrations/005_partner_report';
import * as guestVisits from './migrations/006_guest_visits';
import * as termsAcceptance from './migrations/007_terms_acceptance';
import * as languages from './migrations/008_languages';
import * as jobs from './migrations/009_jobs';
import * as appointmentSequence from './migrations/010_appointment_sequence';
import * as savedSearches from './migrations/011_saved_searches';
import * as appointmentReminders from './migrations/012_appointment_reminders';
import * as fullText from './migrations/013_full_text';
import * as searchPrice from './migrations/014_search_price';
import * as locationCounts from './migrations/015_location_counts';
import * as publicFullText from './migrations/016_public_full_text';
import * as deletedListings from './migrations/017_deleted_listings';
import * as walkIndexes from './migrations/018_walk_indexes';
import * as searchIndexes from './migrations/019_search_indexes';
import * as roomSearchIndexes from './migrations/020_room_search_indexes';
import * as searchPriceUnchanged from './migrations/021_search_price_unchanged';
import * as roomPlaces from './migrations/022_room_places';
import * as partnerEventViews from './migrations/023_partner_event_views';
import * as loginSources from './migrations/024_login_sources';
import * as appointmentCancelledBy from './migrations/025_appointment_cancelled_by';
import * as notificationCodes from './migrations/026_notification_codes';
import * as webhooks from './migrations/027_webhooks';
import * as listingFacts from './migrations/028_listing_facts';
import * as feeds from './migrations/029_feeds';
import * as feedExport from './migrations/030_feed_export';
import * as webhookPendingIndex from './migrations/031_webhook_pending_index';
import * as conversations from './migrations/032_conversations';
import * as availability from './migrations/033_availability';
import * as listingVisibility from './migrations/034_listing_visibility';
import * as roomBusy from './migrations/035_room_busy';
import * as publicTextTags from './migrations/036_public_text_tags';
import type { Database } from './schema';

/** The migrations, in order. Static imports, so a bundled or compiled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_search_covering_index': searchCover,
  '003_neighborhood_key': neighborhoodKey,
  '004_partner_keys': partnerKeys,
  '005_partner_report': partnerReport,
  '006_guest_visits': guestVisits,
  '007_terms_acceptance': termsAcceptance,
  '008_languages': languages,
  '009_jobs': jobs,
  '010_appointment_sequence': appointmentSequence,
  '011_saved_searches': savedSearches,
  '012_appointment_reminders': appointmentReminders,
  '013_full_text': fullText,
  '014_search_price': searchPrice,
  '015_location_counts': locationCounts,
  '016_public_full_text': publicFullText,
  '017_deleted_listings': deletedListings,
  '018_walk_indexes': walkIndexes,
  '019_search_indexes': searchIndexes,
  '020_room_search_indexes': roomSearchIndexes,
  '021_search_price_unchanged': searchPriceUnchanged,
  '022_room_places': roomPlaces,
  '023_partner_event_views': partnerEventViews,
  '024_login_sources': loginSources,
  '025_appointment_cancelled_by': appointmentCancelledBy,
  '026_notification_codes': notificationCodes,
  '027_webhooks': webhooks,
  '028_listing_facts': listingFacts,
  '029_feeds': feeds,
  '030_feed_export': feedExport,
  '031_webhook_pending_index': webhookPendingIndex,
  '032_conversations': conversations,
  '033_availability': availability,
  '034_listing_visibility': listingVisibility,
  '035_room_busy': roomBusy,
  '036_public_text_tags': publicTextTags,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // On PostgreSQL, keep Kysely's bookkeeping tables in the connection's own schema: otherwise the
  // migrator finds another schema's lock table through the catalogue and then cannot use it.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Refreshes the planner's statistics: on SQLite the planner picks the wrong index for the search
 * without them (a temp sort of every candidate instead of the covering index). Cheap when nothing
 * changed; run at start and after bulk loads.
 */
export async function refreshStatistics(db: Kysely<Database>, full = false): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // After a bulk load, vacuum too: it marks the new pages all-visible, which lets the search's
    // covering indexes answer without reading the table (index-only scans).
    if (full) await sql`vacuum analyze`.execute(db);
    return;
  }
  await (full ? sql`analyze` : sql`pragma optimize=0x10002`).execute(db);
}
