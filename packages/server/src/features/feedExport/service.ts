import { createHash, randomBytes } from 'node:crypto';
import { type FeedExport, type FeedExportDocument, type FeedRef, pagePath } from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import { type AppContext, nowIso } from '../../context';
import { notFound } from '../../errors';
import { propertiesOut } from '../../services/serializers';
import { listingsOfProperties } from '../listings';
import { kyeroDocument } from './kyeroWriter';
import {
  exportAddresses,
  exportRef,
  refsOut,
  type StockHome,
  type StockRow,
  stockUpdatedAt,
} from './mapping';
import { feedExportQueries } from './queries';

/*
 * The feed export (docs/adr/0172-feed-export.md): an account's published stock at private
 * addresses, as Kyero v3 XML, as JSON (property and listing exactly as the API answers them) and as
 * the list of refs a portal or an agency reconciles against. The token in the address is the only
 * key: the documents hold what the public search shows anyway.
 */

/** 'fx_' + 256 random bits, url-safe: unguessable, and recognizable in a leaked log or a config. */
export function newExportToken(): string {
  return `fx_${randomBytes(32).toString('base64url')}`;
}

/** Rows serialized per batch: bounds each query's list of ids (SQLite and PostgreSQL cap parameters). */
const BATCH = 1_000;

/** The account's export addresses; the first call makes its token. */
export async function exportOf(
  ctx: AppContext,
  request: FastifyRequest,
  ownerId: number,
): Promise<FeedExport> {
  const queries = feedExportQueries(ctx.db);
  const existing = await queries.byOwner(ownerId);
  const token = existing?.token ?? (await queries.create(ownerId, newExportToken(), nowIso(ctx)));
  return exportAddresses(ctx.origin(request), token, await queries.stockCount(ownerId));
}

/** A new token: the old addresses answer 404 from now on. */
export async function rotateExport(
  ctx: AppContext,
  request: FastifyRequest,
  ownerId: number,
): Promise<FeedExport> {
  const queries = feedExportQueries(ctx.db);
  const token = newExportToken();
  await queries.rotate(ownerId, token, nowIso(ctx));
  return exportAddresses(ctx.origin(request), token, await queries.stockCount(ownerId));
}

/** The account a token opens, else 404 (unknown, or rotated away: the same answer). */
export async function exportOwner(ctx: AppContext, token: string): Promise<number> {
  const owner = await feedExportQueries(ctx.db).ownerOf(token);
  if (owner === undefined) throw notFound();
  return owner;
}

/** The stock's rows, by property id: each home with its published listing, its ref and last change. */
async function stockRows(ctx: AppContext, ownerId: number): Promise<StockRow[]> {
  const queries = feedExportQueries(ctx.db);
  const [properties, listings] = await Promise.all([
    queries.stockProperties(ownerId),
    queries.stockListings(ownerId),
  ]);
  // One listing per property is the listings' rule; should two be published, the first is exported.
  const listingOf = new Map<number, (typeof listings)[number]>();
  for (const listing of listings)
    if (!listingOf.has(listing.property_id)) listingOf.set(listing.property_id, listing);
  const rows: StockRow[] = [];
  for (const property of properties) {
    const listing = listingOf.get(property.id);
    if (!listing) continue;
    rows.push({ ref: exportRef(property), updated_at: stockUpdatedAt(property, listing), property, listing });
  }
  return rows;
}

/** The stock with each property as the API answers it (batched) and its public page's address. */
async function stockHomes(ctx: AppContext, request: FastifyRequest, rows: readonly StockRow[]) {
  const site = ctx.siteOrigin(request);
  const homes: StockHome[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const answers = await propertiesOut(
      ctx,
      request,
      batch.map((row) => row.property),
    );
    batch.forEach((row, index) => {
      homes.push({
        ...row,
        url: `${site}${pagePath('property', { id: row.property.id })}`,
        answer: answers[index]!,
      });
    });
  }
  return homes;
}

/** The reconciliation list, by ref. */
export async function exportRefs(ctx: AppContext, ownerId: number): Promise<FeedRef[]> {
  return refsOut(await stockRows(ctx, ownerId));
}

/** The Kyero v3 XML document of the stock. */
export async function exportXml(ctx: AppContext, request: FastifyRequest, ownerId: number): Promise<string> {
  const homes = await stockHomes(ctx, request, await stockRows(ctx, ownerId));
  return kyeroDocument(
    homes.map((home) => ({
      ref: home.ref,
      updated_at: home.updated_at,
      url: home.url,
      property: home.answer,
      listing: home.listing,
    })),
  );
}

/** The JSON document's homes: property and listing as the API answers them. */
export async function exportItems(
  ctx: AppContext,
  request: FastifyRequest,
  ownerId: number,
): Promise<FeedExportDocument['properties']> {
  const homes = await stockHomes(ctx, request, await stockRows(ctx, ownerId));
  const items: FeedExportDocument['properties'] = [];
  for (let start = 0; start < homes.length; start += BATCH) {
    const batch = homes.slice(start, start + BATCH);
    const listings = await listingsOfProperties(
      ctx,
      batch.map((home) => home.listing),
      batch.map((home) => home.answer),
    );
    batch.forEach((home, index) => {
      items.push({
        ref: home.ref,
        updated_at: home.updated_at,
        url: home.url,
        property: home.answer,
        listing: listings[index]!,
      });
    });
  }
  return items;
}

/** A weak validator of a document's content (weak: compression may change its bytes). */
export function contentTag(content: string): string {
  return `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/** True when `If-None-Match` names this tag (or `*`): the client's copy is current. */
export function notModified(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((value) => value.trim() === '*' || opaque(value) === opaque(tag));
}
