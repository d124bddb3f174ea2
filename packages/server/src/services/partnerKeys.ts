import { randomBytes } from 'node:crypto';
import {
  type LeadSource,
  PAGE_HEADER,
  PARTNER_KEY_HEADER,
  type PartnerKey,
  type PartnerKeyScope,
} from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { PartnerKeyRow } from '../db/schema';
import { detail, ERRORS } from '../errors';

/*
 * Partner keys. A key is publishable: it sits in a partner page's HTML and grants no
 * account's rights. What it does: narrows what the elements show (scope 'own': the key owner's
 * listings only) and attributes the enquiries and visit requests made through them.
 *
 * Keys are looked up once per CACHE_MS per process (a revoked key stops working within that time on
 * every process); last use is written at most once a minute per key, so reads do not become writes.
 */

const CACHE_MS = 30_000;
const TOUCH_EVERY_MS = 60_000;
const KEY_FORMAT = /^pk_[A-Za-z0-9]{24}$/;

/** What a request's valid key gives the handlers. */
export interface RequestPartner {
  id: number;
  ownerId: number;
  name: string;
  scope: PartnerKeyScope;
  /** The page's origin (the Origin header), '' when none was sent. */
  origin: string;
  /** Whether the key lists the origins allowed to use it (else any page may). */
  restricted: boolean;
  /** The page's address, when the element sent one on that origin; '' otherwise. */
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner key the request came with, validated; null without one. */
    partner: RequestPartner | null;
  }
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new publishable key: 'pk_' and 24 base-62 characters (143 bits). */
export function newPartnerKey(): string {
  // 256 is not a multiple of 62: draw bytes below 248 (4 × 62) so every character is equally likely.
  let out = '';
  while (out.length < 24) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && out.length < 24) out += BASE62[byte % 62];
    }
  }
  return `pk_${out}`;
}

export function partnerKeyOut(row: PartnerKeyRow): PartnerKey {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    allowed_origins: JSON.parse(row.allowed_origins) as string[],
    scope: row.scope as PartnerKeyScope,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}

/** The longest page address kept with a lead. */
export const PAGE_URL_MAX = 2_000;

/**
 * `text` as an absolute http(s) address, or null. A lead's page is shown to its landlord as a link,
 * so `javascript:`, `data:` and the like are never kept nor answered. Only printable ASCII, as a
 * browser's `location.href` is: the URL parser would skip spaces and control characters before the
 * scheme, and a check of the raw text could then be fooled. Credentials in it are dropped.
 */
export function safePageUrl(text: string): URL | null {
  if (!text || text.length > PAGE_URL_MAX || !/^[\x21-\x7e]+$/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.username = '';
  url.password = '';
  // Serializing escapes some characters: the address kept is capped too.
  return url.href.length > PAGE_URL_MAX ? null : url;
}

/** The page address an element sent, if it is an http(s) URL on the request's origin and the key's. */
function pageUrl(request: FastifyRequest, origin: string, allowed: readonly string[]): string {
  // Origin 'null' is a sandboxed frame or a file: whatever address it claims is not its own.
  if (!origin || origin === 'null') return '';
  const raw = request.headers[PAGE_HEADER.toLowerCase()];
  const url = safePageUrl((Array.isArray(raw) ? raw[0] : raw) ?? '');
  if (!url || url.origin !== origin) return '';
  return allowed.length === 0 || allowed.includes(url.origin) ? url.href : '';
}

/** Reads the partner key header on every request that has one and sets `request.partner`. */
export function registerPartnerKeys(app: FastifyInstance, ctx: AppContext): void {
  const cache = new Map<string, { row: PartnerKeyRow | null; at: number }>();

  async function lookUp(key: string): Promise<PartnerKeyRow | null> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.row;
    const row =
      (await ctx.db
        .selectFrom('partner_keys')
        .selectAll()
        .where('key', '=', key)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()) ?? null;
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { row, at: now });
    return row;
  }

  async function resolve(request: FastifyRequest, key: string): Promise<void> {
    const row = KEY_FORMAT.test(key) ? await lookUp(key) : null;
    if (!row) throw detail(403, ERRORS.partnerKeyInvalid);
    const origin = (request.headers.origin ?? '').replace(/\/+$/, '');
    const allowed = JSON.parse(row.allowed_origins) as string[];
    // Browsers always send Origin on a cross-origin call: a page elsewhere cannot use the key. A
    // client that sends none is not a browser page, and could send any Origin it liked anyway.
    if (allowed.length > 0 && origin && !allowed.includes(origin)) {
      throw detail(403, ERRORS.partnerKeyWrongSite);
    }
    request.partner = {
      id: row.id,
      ownerId: row.owner_id,
      name: row.name,
      scope: row.scope as PartnerKeyScope,
      origin,
      restricted: allowed.length > 0,
      url: pageUrl(request, origin, allowed),
    };
    const now = ctx.now();
    if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
      row.last_used_at = now.toISOString();
      await ctx.db
        .updateTable('partner_keys')
        .set({ last_used_at: row.last_used_at })
        .where('id', '=', row.id)
        .execute();
    }
  }

  app.decorateRequest('partner', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[PARTNER_KEY_HEADER.toLowerCase()];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key) return done();
    resolve(request, key.trim()).then(() => done(), done);
  });

  /** Forget a key at once in this process (on revocation); other processes within CACHE_MS. */
  app.decorate('forgetPartnerKey', (key: string) => {
    cache.delete(key);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    forgetPartnerKey(key: string): void;
  }
}

/** The owner a request's listings are narrowed to: the key owner for an 'own' key, else none. */
export function partnerOwner(request: FastifyRequest): number | null {
  return request.partner?.scope === 'own' ? request.partner.ownerId : null;
}

/** Whether a record of `ownerId` may be shown through the request's partner key (always without one). */
export function withinPartnerScope(request: FastifyRequest, ownerId: number): boolean {
  const owner = partnerOwner(request);
  return owner === null || owner === ownerId;
}

/** The columns that record where a lead came from. */
export function leadColumns(request: FastifyRequest) {
  const partner = request.partner;
  return {
    source_key_id: partner?.id ?? null,
    source_origin: partner?.origin ?? '',
    source_url: partner?.url ?? '',
  };
}

/** A lead's source as the contract says, from its columns and the key's name. */
export function leadSourceOut(row: {
  source_key_id: number | null;
  source_origin: string;
  source_url: string;
  source_name?: string | null;
}): LeadSource | null {
  if (row.source_key_id === null) return null;
  return {
    partner_key: row.source_key_id,
    partner_name: row.source_name ?? '',
    origin: row.source_origin,
    // Checked again on the way out: a page stored before the check was there is not a link either.
    url: safePageUrl(row.source_url)?.href ?? null,
  };
}
