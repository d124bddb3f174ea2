import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * A home's listing decides whether it is public (docs/adr/0177-listing-visibility.md). A home whose
 * listings are all drafts or paused is hidden as `inactivo` is hidden (search, partner embeds, its
 * page, sitemap, alerts), keeping the status it had in `hidden_by_listing`; publishing a listing, or
 * deleting the last one, gives that status back. Every write to `listings` ends with `applyListingGate`
 * on the homes it touched, in the same transaction.
 */

const listed = (eb: ExpressionBuilder<Database, 'properties'>, published: boolean) => {
  let q = eb
    .selectFrom('listings')
    .select('listings.id')
    .whereRef('listings.property_id', '=', 'properties.id');
  if (published) q = q.where('listings.status', '=', 'published');
  return eb.exists(q);
};

/** The home has listings and none is published. */
const keptHidden = (eb: ExpressionBuilder<Database, 'properties'>) =>
  eb.and([listed(eb, false), eb.not(listed(eb, true))]);

export interface GateChanges {
  /** Homes the gate hid now. */
  hidden: number[];
  /** Homes it showed again that are `disponible` now: saved searches may want them. */
  shownAvailable: number[];
}

/**
 * Brings the homes `propertyIds` in line with their listings. `justPublished` are the homes whose
 * listing became published by this write: one hidden by its landlord's hand (`inactivo` without
 * `hidden_by_listing`) is shown too, as `disponible` — publishing is asking for it to be seen.
 */
export async function applyListingGate(
  db: Kysely<Database>,
  propertyIds: readonly number[],
  now: string,
  justPublished: readonly number[] = [],
): Promise<GateChanges> {
  if (propertyIds.length === 0) return { hidden: [], shownAvailable: [] };
  const ids = [...new Set(propertyIds)];
  const hidden = await db
    .updateTable('properties')
    .set((eb) => ({ hidden_by_listing: eb.ref('status'), status: 'inactivo', updated_at: now }))
    .where('id', 'in', ids)
    .where('status', '<>', 'inactivo')
    .where(keptHidden)
    .returning('id')
    .execute();
  const restored = await db
    .updateTable('properties')
    .set((eb) => ({
      status: eb.fn.coalesce('hidden_by_listing', eb.val('disponible')),
      hidden_by_listing: null,
      updated_at: now,
    }))
    .where('id', 'in', ids)
    .where('hidden_by_listing', 'is not', null)
    .where((eb) => eb.not(keptHidden(eb)))
    .returning(['id', 'status'])
    .execute();
  const published = justPublished.filter((id) => ids.includes(id));
  const unhidden = published.length
    ? await db
        .updateTable('properties')
        .set({ status: 'disponible', updated_at: now })
        .where('id', 'in', published)
        .where('status', '=', 'inactivo')
        .where('hidden_by_listing', 'is', null)
        .returning('id')
        .execute()
    : [];
  return {
    hidden: hidden.map((r) => r.id),
    shownAvailable: [...restored.filter((r) => r.status === 'disponible'), ...unhidden].map((r) => r.id),
  };
}

/** Whether a home's listings keep it hidden: it has some and none is published. */
export async function hiddenByItsListings(db: Kysely<Database>, propertyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .where(keptHidden)
    .executeTakeFirst();
  return row !== undefined;
}
