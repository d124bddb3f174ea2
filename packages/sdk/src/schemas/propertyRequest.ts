import * as z from 'zod/mini';
import {
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idInput,
  idSchema,
  mediaUrlSchema,
  numeric,
  optionalText,
  paginationParamsShape,
  requiredText,
} from './common';
import {
  PROPERTY_REQUEST_KINDS,
  PROPERTY_REQUEST_TARGETS,
  STAY_MONTHS_MAX,
  TENANT_REQUEST_TYPES,
} from './constants';
import { leadSourceSchema } from './partner';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { phoneSchema } from './user';
import { propertyRequestStatusSchema, tenantRequestStatusSchema } from './vocabularies';

/**
 * Property requests are one entity (DESIGN.md): an enquiry or application about a property or one
 * of its rooms. It is seen three ways: the landlord's received applications, the tenant's
 * applications, and the tenant's requests list under /notifications/requests/.
 */

/** Body of POST /property-requests/ (spec 01 §3 "Property enquiry"). */
export const propertyRequestCreateSchema = z
  .object({
    property: idInput,
    room: z.optional(z.nullable(idInput)),
    request_type: z._default(z.enum(PROPERTY_REQUEST_TARGETS), 'property'),
    kind: z._default(z.enum(PROPERTY_REQUEST_KINDS), 'inquiry'),
    tenant_name: requiredText(150),
    tenant_email: emailSchema,
    tenant_phone: z.optional(phoneSchema),
    message: z
      .string({ error: SCHEMA_MESSAGES.messageRequired })
      .check(z.trim(), z.minLength(1, SCHEMA_MESSAGES.messageRequired), z.maxLength(5000)),
    /** The move-in day (docs/adr/0175-rental-periods.md); `desired_entry_date` is its older name. */
    move_in: z.optional(z.nullable(dateSchema)),
    desired_entry_date: z.optional(z.nullable(dateSchema)),
    /** The move-out day (exclusive), or `months` from which the server derives it. */
    move_out: z.optional(z.nullable(dateSchema)),
    months: z.optional(
      z.nullable(
        numeric(z.number().check(z.int(), z.gte(1, SCHEMA_MESSAGES.minStayOneMonth), z.lte(STAY_MONTHS_MAX))),
      ),
    ),
  })
  .check(
    z.refine((v) => v.request_type !== 'room' || v.room != null, {
      message: SCHEMA_MESSAGES.roomRequired,
      path: ['room'],
    }),
    z.refine((v) => v.move_out == null || v.months == null, {
      message: SCHEMA_MESSAGES.moveOutOrMonths,
      path: ['move_out'],
    }),
    z.refine((v) => (v.move_out == null && v.months == null) || (v.move_in ?? v.desired_entry_date) != null, {
      message: SCHEMA_MESSAGES.periodNeedsMoveIn,
      path: ['move_in'],
    }),
    z.refine((v) => v.move_out == null || (v.move_in ?? v.desired_entry_date ?? '') < v.move_out, {
      message: SCHEMA_MESSAGES.moveOutAfterMoveIn,
      path: ['move_out'],
    }),
  );
export type PropertyRequestCreate = z.input<typeof propertyRequestCreateSchema>;

/** A short summary of the property, for the tenant's application details dialog. */
export const propertySummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  address: z.string(),
  city: z.string(),
  thumbnail: z.nullable(mediaUrlSchema),
  owner_name: z.string(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/** The stored entity, as the tenant's applications list (/property-requests/my_requests/) returns it. */
export const propertyRequestSchema = z.object({
  id: idSchema,
  property: idSchema,
  property_title: z.string(),
  property_summary: z._default(z.nullable(propertySummarySchema), null),
  room: z._default(z.nullable(idSchema), null),
  room_title: z._default(z.nullable(z.string()), null),
  request_type: z._default(z.enum(PROPERTY_REQUEST_TARGETS), 'property'),
  /** Human label: 'Habitación' or 'Propiedad Completa'. */
  request_display: z._default(z.string(), ''),
  kind: z._default(z.enum(PROPERTY_REQUEST_KINDS), 'inquiry'),
  /** The signed-in requester, or null for an enquiry sent while signed out. */
  user_id: z.nullable(idSchema),
  tenant_name: z.string(),
  tenant_email: z.string(),
  tenant_phone: z.pipe(
    z.nullable(z.string()),
    z.transform((v: string | null) => v ?? ''),
  ),
  status: z._default(propertyRequestStatusSchema, 'pendiente'),
  message: z.string(),
  response_message: z.pipe(
    z.nullable(z.string()),
    z.transform((v: string | null) => v ?? ''),
  ),
  /**
   * True when `response_message` is the service's automatic text (the decline sent when another
   * request for the same home was accepted), not words the landlord wrote.
   */
  response_automatic: z._default(z.boolean(), false),
  /** The move-in day; `move_in` is the same day under its newer name. */
  desired_entry_date: z._default(z.nullable(dateSchema), null),
  move_in: z._default(z.nullable(dateSchema), null),
  /** The move-out day (exclusive), or null when the request gives no end. */
  move_out: z._default(z.nullable(dateSchema), null),
  /** The partner element that brought the request (null: none; absent from older servers). */
  source: z.optional(z.nullable(leadSourceSchema)),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type PropertyRequest = z.infer<typeof propertyRequestSchema>;
/** The tenant's applications view is the stored entity. */
export type TenantApplication = PropertyRequest;

/**
 * The landlord's received application (spec 02 §3): the entity with `property` read as
 * `property_id` and `room` as `room_id`.
 */
export const receivedApplicationSchema = z.pipe(
  propertyRequestSchema,
  z.transform((r: z.output<typeof propertyRequestSchema>) => ({
    ...r,
    property_id: r.property,
    room_id: r.room,
  })),
);
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;

/** Body of POST /property-requests/{id}/release/: the landlord frees an accepted period; the tenant is told. */
export const propertyRequestReleaseSchema = z.object({
  response_message: z.optional(optionalText(1000)),
});
export type PropertyRequestRelease = z.input<typeof propertyRequestReleaseSchema>;

/** Body of PATCH /property-requests/{id}/ (landlord's decision). */
export const propertyRequestDecisionSchema = z.object({
  status: z.enum(['aceptada', 'rechazada'], { error: SCHEMA_MESSAGES.decisionStatus }),
  response_message: z.optional(optionalText(1000)),
});
export type PropertyRequestDecision = z.input<typeof propertyRequestDecisionSchema>;

/** The tenant's requests list (GET /notifications/requests/): English statuses, spec 02 §3 "Request". */
export const tenantRequestSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z._default(z.string(), ''),
  status: tenantRequestStatusSchema,
  request_type: z.union([z.enum(TENANT_REQUEST_TYPES), z.string()]),
  property: z.nullable(idSchema),
  property_details: z._default(z.nullable(z.object({ title: z.string() })), null),
  response_message: z._default(z.nullable(z.string()), null),
  /** True when `response_message` is the service's automatic text, not the landlord's words. */
  response_automatic: z._default(z.boolean(), false),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type TenantRequest = z.infer<typeof tenantRequestSchema>;

export const tenantRequestFiltersSchema = z.object({
  status: z.optional(tenantRequestStatusSchema),
  ...paginationParamsShape,
});
export type TenantRequestFilters = z.infer<typeof tenantRequestFiltersSchema>;
