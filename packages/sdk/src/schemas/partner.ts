import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, requiredText } from './common';
import {
  type PARTNER_DISCARD_REASONS,
  PARTNER_EVENTS,
  PARTNER_KEY_ORIGINS_MAX,
  PARTNER_KEY_SCOPES,
  PARTNER_REPORT_DAYS,
} from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';

/**
 * Partner keys: a landlord or agency gives a partner site a publishable key (`pk_…`);
 * the `<convive-…>` elements send it, so what they show can be narrowed to the agency's own
 * listings and the enquiries and visits they bring are attributed to the key.
 */

export type PartnerKeyScope = (typeof PARTNER_KEY_SCOPES)[number];

export const partnerKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The publishable key: safe in a page's HTML; it grants no account's rights. */
  key: z.string().check(z.regex(/^pk_[A-Za-z0-9]{24}$/)),
  /** Pages allowed to use it (their origins); empty: any page. */
  allowed_origins: z.array(z.string()),
  scope: z.enum(PARTNER_KEY_SCOPES),
  created_at: dateTimeSchema,
  /** Last time an element used it (updated at most once a minute); null: never. */
  last_used_at: z.nullable(dateTimeSchema),
});
export type PartnerKey = z.infer<typeof partnerKeySchema>;

/** An origin as a browser sends it: scheme, host and port only (`https://inmobiliaria.es`). */
const originSchema = z.string().check(
  z.trim(),
  z.refine(
    (value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/+$/, '')
        );
      } catch {
        return false;
      }
    },
    { error: SCHEMA_MESSAGES.originFormat },
  ),
);

/** Body of POST /partner-keys/. */
export const partnerKeyCreateSchema = z.object({
  name: requiredText(80),
  allowed_origins: z._default(
    z.array(originSchema).check(z.maxLength(PARTNER_KEY_ORIGINS_MAX, { error: SCHEMA_MESSAGES.originsMax })),
    [],
  ),
  scope: z._default(z.enum(PARTNER_KEY_SCOPES, { error: SCHEMA_MESSAGES.partnerScope }), 'own'),
});
export type PartnerKeyCreate = z.input<typeof partnerKeyCreateSchema>;

/** Where an enquiry or a visit request came from, when a partner's element brought it. */
export const leadSourceSchema = z.object({
  partner_key: idSchema,
  /** The key's name, as its owner called it ("Web de Inmobiliaria Sol"). */
  partner_name: z.string(),
  /** The page's origin, and its address when the element sent it. */
  origin: z.string(),
  url: z.nullable(z.string()),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

export type PartnerEventType = (typeof PARTNER_EVENTS)[number];

/**
 * Body of POST /partner-events/ (with the key in its header). `page_view` and `element` are
 * optional so an older embed's events still count; only events that carry them can be told apart
 * from a repeat, so the server counts one impression per page view and element.
 */
export const partnerEventSchema = z.object({
  event: z.enum(PARTNER_EVENTS, { error: SCHEMA_MESSAGES.partnerEventKind }),
  /** A random id the embed draws once per page view. */
  page_view: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: SCHEMA_MESSAGES.pageViewId })),
  ),
  /** Which element of the page it is, and for an impression which of its searches: 'grid-1.3f9a20c1'. */
  element: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,64}$/, { error: SCHEMA_MESSAGES.elementId })),
  ),
});
export type PartnerEvent = z.input<typeof partnerEventSchema>;
/** What ties an event to its page view and element (see `partnerEventSchema`). */
export type PartnerEventView = Pick<PartnerEvent, 'page_view' | 'element'>;

/** One day of a key's report. */
export const partnerReportDaySchema = z.object({
  /** 'YYYY-MM-DD', in the server's time zone. */
  date: z.string(),
  impressions: z.number().check(z.int(), z.gte(0)),
  clicks: z.number().check(z.int(), z.gte(0)),
  enquiries: z.number().check(z.int(), z.gte(0)),
  visits: z.number().check(z.int(), z.gte(0)),
});
export type PartnerReportDay = z.infer<typeof partnerReportDaySchema>;

export type PartnerDiscardReason = (typeof PARTNER_DISCARD_REASONS)[number];

/**
 * Events of the report's days received and not counted: `duplicate`, an impression its page view
 * had already counted for that element; `no_origin`, sent without an Origin header with a key
 * limited to some webs (refused); `sandboxed`, sent from a sandboxed frame or a file (Origin: null),
 * such as the dashboard's preview.
 */
export const partnerDiscardedSchema = z.object({
  duplicate: z.number().check(z.int(), z.gte(0)),
  no_origin: z.number().check(z.int(), z.gte(0)),
  sandboxed: z.number().check(z.int(), z.gte(0)),
});
export type PartnerDiscarded = z.infer<typeof partnerDiscardedSchema>;

/** GET /partner-keys/{id}/report/: the last PARTNER_REPORT_DAYS days, oldest first, every day present. */
export const partnerReportSchema = z.object({
  partner_key: idSchema,
  days: z.array(partnerReportDaySchema),
  /** Optional: a server from before it sends none. */
  discarded: z.optional(partnerDiscardedSchema),
});
export type PartnerReport = z.infer<typeof partnerReportSchema>;
