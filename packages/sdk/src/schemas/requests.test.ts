import { describe, expect, it } from 'vitest';
import {
  makeAppointment,
  makeFavorite,
  makeListing,
  makeNotification,
  makePropertyRequest,
  makeTenantRequest,
} from '../testing';
import { appointmentCreateSchema, appointmentSchema, appointmentStatusChangeSchema } from './appointment';
import { contactMessageSchema } from './contact';
import { favoriteSchema } from './favorite';
import { imageOrderSchema } from './images';
import { listingCreateSchema, listingSchema, listingUpdateSchema } from './listing';
import { notificationSchema, socketMessageSchema, socketMessageToEvent } from './notification';
import {
  propertyRequestCreateSchema,
  propertyRequestDecisionSchema,
  propertyRequestSchema,
  receivedApplicationSchema,
  tenantRequestSchema,
} from './propertyRequest';
import { parseWithFieldErrors } from './validation';

describe('property requests', () => {
  const enquiry = { property: 10, tenant_name: 'Lucía', tenant_email: 'l@e.es', message: '  Hola  ' };

  it('defaults to an enquiry about the whole property and trims the message', () => {
    expect(propertyRequestCreateSchema.parse(enquiry)).toMatchObject({
      request_type: 'property',
      kind: 'inquiry',
      message: 'Hola',
    });
  });
  it("uses the spec's text for a blank or missing message", () => {
    for (const message of ['', '   ', undefined]) {
      const result = parseWithFieldErrors(propertyRequestCreateSchema, { ...enquiry, message });
      expect(result).toEqual({
        ok: false,
        errors: { message: ['Por favor, escribe un mensaje para el propietario'] },
      });
    }
  });
  it('requires the room of a room enquiry', () => {
    const result = parseWithFieldErrors(propertyRequestCreateSchema, { ...enquiry, request_type: 'room' });
    expect(result).toEqual({ ok: false, errors: { room: ['Indica la habitación de la consulta.'] } });
    expect(
      propertyRequestCreateSchema.safeParse({ ...enquiry, request_type: 'room', room: '7' }).success,
    ).toBe(true);
  });
  it('reads the landlord view with property_id and room_id (spec 02 §3)', () => {
    const view = receivedApplicationSchema.parse(makePropertyRequest({ room: 100, request_type: 'room' }));
    expect(view.property_id).toBe(10);
    expect(view.room_id).toBe(100);
    expect(view.property).toBe(10);
  });
  it('fills the defaults spec 02 §3 names (type property, status pendiente)', () => {
    const { request_type, status, ...rest } = makePropertyRequest();
    const parsed = propertyRequestSchema.parse(rest);
    expect(parsed.request_type).toBe('property');
    expect(parsed.status).toBe('pendiente');
    expect([request_type, status]).toEqual(['property', 'pendiente']);
  });
  it('accepts only aceptada or rechazada as a decision', () => {
    expect(propertyRequestDecisionSchema.safeParse({ status: 'aceptada' }).success).toBe(true);
    expect(propertyRequestDecisionSchema.safeParse({ status: 'pendiente' }).error?.issues[0]?.message).toBe(
      'El estado debe ser aceptada o rechazada.',
    );
  });
  it('reads tenant requests with Spanish status aliases', () => {
    expect(tenantRequestSchema.parse(makeTenantRequest({ status: 'rechazada' as never })).status).toBe(
      'rejected',
    );
    expect(tenantRequestSchema.parse(makeTenantRequest({ request_type: 'otra cosa' })).request_type).toBe(
      'otra cosa',
    );
  });
});

describe('appointments', () => {
  it('validates the create body and trims notes', () => {
    expect(
      appointmentCreateSchema.parse({ property: '10', date: '2026-11-24', time: '10:30', notes: ' Tarde ' }),
    ).toEqual({
      property: 10,
      date: '2026-11-24',
      time: '10:30',
      notes: 'Tarde',
    });
    expect(
      appointmentCreateSchema.safeParse({ property: 10, date: '24/11/2026', time: '10:30' }).success,
    ).toBe(false);
  });
  it('accepts only confirmada or cancelada as a status change', () => {
    expect(
      appointmentStatusChangeSchema.safeParse({ status: 'confirmada', response_message: 'Ok' }).success,
    ).toBe(true);
    expect(appointmentStatusChangeSchema.safeParse({ status: 'completada' }).success).toBe(false);
  });
  it('parses answers, dropping seconds from the time', () => {
    expect(appointmentSchema.parse({ ...makeAppointment(), time: '10:30:00' }).time).toBe('10:30');
  });
});

describe('listings', () => {
  it('applies the defaults of spec 02 §3, leaving the rent terms to be written from the figures', () => {
    const parsed = listingCreateSchema.parse({
      property: 10,
      title: 'T',
      description: 'D',
      available_from: '2026-12-01',
    });
    expect(parsed.rent_terms).toBeUndefined();
    expect(parsed).toMatchObject({
      min_stay: 1,
      deposit: 0,
      status: 'draft',
      is_featured: false,
    });
  });
  it('validates minimum stay and deposit', () => {
    const base = { property: 10, title: 'T', description: 'D', available_from: '2026-12-01' };
    expect(listingCreateSchema.safeParse({ ...base, min_stay: 0 }).success).toBe(false);
    expect(listingCreateSchema.safeParse({ ...base, deposit: -1 }).success).toBe(false);
    expect(listingUpdateSchema.parse({ status: 'Pausado' })).toEqual({ status: 'paused' });
  });
  it('parses answers', () => {
    expect(listingSchema.parse(makeListing())).toEqual(makeListing());
  });
});

describe('notifications and socket messages', () => {
  it('parses notifications', () => {
    expect(notificationSchema.parse(makeNotification())).toEqual(makeNotification());
    expect(notificationSchema.safeParse(makeNotification({ status: 'deleted' as never })).success).toBe(
      false,
    );
  });
  it('reads socket notifications and pongs, and rejects others', () => {
    const message = {
      type: 'notification',
      event_type: 'appointment_created',
      id: 7,
      related_object_id: 300,
      title: 'Nueva cita',
      message: 'Lucía quiere visitar…',
      user_id: 1,
      timestamp: '2026-11-22T10:00:00Z',
    };
    const parsed = socketMessageSchema.parse(message);
    expect(parsed.type).toBe('notification');
    expect(socketMessageSchema.parse({ type: 'pong' })).toEqual({ type: 'pong' });
    expect(socketMessageSchema.safeParse({ type: 'hello' }).success).toBe(false);
    expect(socketMessageSchema.safeParse({ ...message, id: 'x' }).success).toBe(false);
    if (parsed.type !== 'notification') return;
    expect(socketMessageToEvent(parsed)).toEqual({
      type: 'appointment_created',
      data: {
        id: 7,
        related_object_id: 300,
        related_object_type: null,
        title: 'Nueva cita',
        message: 'Lucía quiere visitar…',
      },
      target_user_id: 1,
      timestamp: '2026-11-22T10:00:00Z',
    });
  });
});

describe('other bodies', () => {
  it('contact messages require name, e-mail, subject and message; phone optional', () => {
    const result = parseWithFieldErrors(contactMessageSchema, { phone: '600000000' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
  it('image orders need unique ids', () => {
    expect(
      imageOrderSchema.safeParse({
        image_order: [
          { id: 1, order: 0 },
          { id: 1, order: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(imageOrderSchema.safeParse({ image_order: [] }).success).toBe(false);
    expect(imageOrderSchema.parse({ image_order: [{ id: '2', order: 0 }] })).toEqual({
      image_order: [{ id: 2, order: 0 }],
    });
  });
  it('favourites carry their property', () => {
    expect(favoriteSchema.parse(makeFavorite()).property_details.id).toBe(10);
  });
});
