import {
  AUTO_DECLINE_REPLY,
  DEFAULT_LANGUAGE,
  type Language,
  type Property,
  type PropertyRequest,
  type PropertyRequestStatus,
  type PropertySummary,
  TENANT_STATUS_BY_REQUEST_STATUS,
  type TenantRequest,
  type TenantRequestStatus,
} from '@convive/sdk';
import type { PropertyRequestRow } from '../../db/schema';
import { ERRORS } from '../../errors';
import { leadSourceOut } from '../../services/partnerKeys';

/**
 * The reply stored on applications declined because another one for the same unit and overlapping
 * dates was accepted (in Spanish; worded again in its reader's language when read).
 */
export const AUTO_DECLINE_MESSAGE = AUTO_DECLINE_REPLY.es;

const REQUEST_DISPLAY = { property: ERRORS.requestDisplayProperty, room: ERRORS.requestDisplayRoom } as const;

/** The tenant's English statuses back to the stored Spanish ones (their list's filter). */
export const REQUEST_STATUS_BY_TENANT_STATUS = Object.fromEntries(
  Object.entries(TENANT_STATUS_BY_REQUEST_STATUS).map(([stored, shown]) => [shown, stored]),
) as Record<TenantRequestStatus, PropertyRequestStatus>;

/** A property as the summary a request carries. */
export function propertySummary(p: Property): PropertySummary {
  return {
    id: p.id,
    title: p.title,
    address: p.address,
    city: p.city,
    thumbnail: p.thumbnail,
    owner_name: p.owner_name,
  };
}

/** What a batch of requests is shown with, read once for the whole batch. */
export interface RequestDetails {
  summaries: ReadonlyMap<number, PropertySummary>;
  roomTitles: ReadonlyMap<number, string>;
  keyNames: ReadonlyMap<number, string>;
}

/** Stored requests as the contract's PropertyRequest, worded in the reader's language. */
export function requestsOut(
  rows: readonly PropertyRequestRow[],
  { summaries, roomTitles, keyNames }: RequestDetails,
  language: Language,
): PropertyRequest[] {
  return rows.map((row) => {
    const summary = summaries.get(row.property_id) ?? null;
    const requestType = row.request_type === 'room' ? 'room' : 'property';
    return {
      id: row.id,
      property: row.property_id,
      property_title: summary?.title ?? '',
      property_summary: summary,
      room: row.room_id,
      room_title: row.room_id === null ? null : (roomTitles.get(row.room_id) ?? null),
      request_type: requestType,
      request_display: REQUEST_DISPLAY[requestType].in(language),
      kind: row.kind === 'application' ? 'application' : 'inquiry',
      user_id: row.user_id,
      tenant_name: row.tenant_name,
      tenant_email: row.tenant_email,
      tenant_phone: row.tenant_phone,
      status: row.status as PropertyRequest['status'],
      message: row.message,
      // The automatic answer is ours (in the reader's language); a landlord's own is theirs, as written.
      response_message:
        row.response_message === AUTO_DECLINE_MESSAGE ? AUTO_DECLINE_REPLY[language] : row.response_message,
      response_automatic: row.response_message === AUTO_DECLINE_MESSAGE,
      desired_entry_date: row.desired_entry_date,
      move_in: row.desired_entry_date,
      move_out: row.move_out,
      source: leadSourceOut({
        ...row,
        source_name: row.source_key_id === null ? null : keyNames.get(row.source_key_id),
      }),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

/** A stored property request as the tenant's requests list shows it (English statuses, docs/adr/0013-property-requests.md). */
export function tenantRequestOut(
  row: PropertyRequestRow & { property_title: string },
  language: Language = DEFAULT_LANGUAGE,
): TenantRequest {
  return {
    id: row.id,
    title: (row.kind === 'application' ? ERRORS.tenantApplicationTitle : ERRORS.tenantEnquiryTitle)({
      title: row.property_title,
    }).in(language),
    description: row.message,
    status: TENANT_STATUS_BY_REQUEST_STATUS[row.status as PropertyRequestStatus] ?? 'pending',
    request_type: row.kind,
    property: row.property_id,
    property_details: { title: row.property_title },
    response_message:
      row.response_message === ''
        ? null
        : row.response_message === AUTO_DECLINE_MESSAGE
          ? AUTO_DECLINE_REPLY[language]
          : row.response_message,
    response_automatic: row.response_message === AUTO_DECLINE_MESSAGE,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
