import * as z from 'zod';
import {
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idInput,
  idSchema,
  mediaUrlSchema,
  optionalText,
  paginationParamsShape,
  requiredText,
} from './common';
import { phoneSchema } from './user';
import {
  PROPERTY_REQUEST_KINDS,
  PROPERTY_REQUEST_TARGETS,
  propertyRequestStatusSchema,
  TENANT_REQUEST_TYPES,
  tenantRequestStatusSchema,
} from './vocabularies';

/**
 * Property requests are one entity (DESIGN.md): an enquiry or application about a property or one
 * of its rooms. It is seen three ways: the landlord's received applications, the tenant's
 * applications, and the tenant's requests list under /notifications/requests/.
 */

/** Body of POST /property-requests/ (spec 01 §3 "Property enquiry"). */
export const propertyRequestCreateSchema = z
  .object({
    property: idInput,
    room: idInput.nullable().optional(),
    request_type: z.enum(PROPERTY_REQUEST_TARGETS).default('property'),
    kind: z.enum(PROPERTY_REQUEST_KINDS).default('inquiry'),
    tenant_name: requiredText(150),
    tenant_email: emailSchema,
    tenant_phone: phoneSchema.optional(),
    message: z
      .string({ error: 'Por favor, escribe un mensaje para el propietario' })
      .trim()
      .min(1, 'Por favor, escribe un mensaje para el propietario')
      .max(5000),
    desired_entry_date: dateSchema.nullable().optional(),
  })
  .refine((v) => v.request_type !== 'room' || v.room != null, {
    message: 'Indica la habitación de la consulta.',
    path: ['room'],
  });
export type PropertyRequestCreate = z.input<typeof propertyRequestCreateSchema>;

/** A short summary of the property, for the tenant's application details dialog. */
export const propertySummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  address: z.string(),
  city: z.string(),
  thumbnail: mediaUrlSchema.nullable(),
  owner_name: z.string(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/** The stored entity, as the tenant's applications list (/property-requests/my_requests/) returns it. */
export const propertyRequestSchema = z.object({
  id: idSchema,
  property: idSchema,
  property_title: z.string(),
  property_summary: propertySummarySchema.nullable().default(null),
  room: idSchema.nullable().default(null),
  room_title: z.string().nullable().default(null),
  request_type: z.enum(PROPERTY_REQUEST_TARGETS).default('property'),
  /** Human label: 'Habitación' or 'Propiedad Completa'. */
  request_display: z.string().default(''),
  kind: z.enum(PROPERTY_REQUEST_KINDS).default('inquiry'),
  /** The signed-in requester, or null for an enquiry sent while signed out. */
  user_id: idSchema.nullable(),
  tenant_name: z.string(),
  tenant_email: z.string(),
  tenant_phone: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  status: propertyRequestStatusSchema.default('pendiente'),
  message: z.string(),
  response_message: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  desired_entry_date: dateSchema.nullable().default(null),
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
export const receivedApplicationSchema = propertyRequestSchema.transform((r) => ({
  ...r,
  property_id: r.property,
  room_id: r.room,
}));
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;

/** Body of PATCH /property-requests/{id}/ (landlord's decision). */
export const propertyRequestDecisionSchema = z.object({
  status: z.enum(['aceptada', 'rechazada'], { error: 'El estado debe ser aceptada o rechazada.' }),
  response_message: optionalText(1000).optional(),
});
export type PropertyRequestDecision = z.input<typeof propertyRequestDecisionSchema>;

/** The tenant's requests list (GET /notifications/requests/): English statuses, spec 02 §3 "Request". */
export const tenantRequestSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().default(''),
  status: tenantRequestStatusSchema,
  request_type: z.enum(TENANT_REQUEST_TYPES).or(z.string()),
  property: idSchema.nullable(),
  property_details: z.object({ title: z.string() }).nullable().default(null),
  response_message: z.string().nullable().default(null),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type TenantRequest = z.infer<typeof tenantRequestSchema>;

export const tenantRequestFiltersSchema = z.object({
  status: tenantRequestStatusSchema.optional(),
  ...paginationParamsShape,
});
export type TenantRequestFilters = z.infer<typeof tenantRequestFiltersSchema>;
