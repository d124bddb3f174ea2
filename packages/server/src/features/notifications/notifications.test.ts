import type { PropertyCreate, PropertyRequestCreate } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { notify } from './service';

let serial = 0;

function newProperty(owner: Account, overrides: Partial<PropertyCreate> = {}) {
  serial += 1;
  return owner.client.properties.create({
    title: `Estudio en Gràcia ${serial}`,
    description: 'Reformado.',
    property_type: 'estudio',
    price: 800,
    size: 35,
    address: 'Carrer de Verdi 20',
    city: 'Barcelona',
    postal_code: '08012',
    bedrooms: 1,
    bathrooms: 1,
    ...overrides,
  });
}

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let server: TestServer;
  let clock = new Date('2026-11-23T08:00:00Z');
  let tenant: Account;
  let owner: Account;

  const db = () => server.app.ctx.db;
  const notificationRows = () => db().selectFrom('notifications').selectAll().orderBy('id').execute();
  const tick = () => {
    clock = new Date(clock.getTime() + 1000);
  };

  /** A notification for `user`, raised through the notify service (as every route does). */
  async function raise(user: Account, eventType: string, title: string, message: string) {
    tick();
    await notify(server.app.ctx, {
      userId: user.user.id,
      eventType,
      notice: { code: 'legacy.text', params: { title, message } },
      relatedObjectId: null,
      relatedObjectType: null,
    });
  }

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => clock });
    [tenant, owner] = await Promise.all([
      register(server, 'inquilino', { first_name: 'Lucía' }),
      register(server, 'propietario', { first_name: 'Carmen' }),
    ]);
  });
  afterAll(() => server.close());

  describe('the notification list', () => {
    it('lists the caller’s own, newest first, in the page envelope', async () => {
      const reader = await register(server, 'propietario');
      const property = await newProperty(reader);
      tick();
      await tenant.client.favorites.add(property.id);
      await raise(reader, 'appointment_created', 'Nueva solicitud de visita', 'Visita el martes');
      await raise(tenant, 'system', 'Para otra persona', 'No debe verse');

      const page = await reader.client.notifications.list();
      expect(page).toMatchObject({ count: 2, next: null, previous: null });
      expect(page.results.map((n) => n.title)).toEqual(['Nueva solicitud de visita', 'Nuevo favorito']);
      expect(page.results[1]).toMatchObject({
        notification_type: 'property',
        event_type: 'property_favorited',
        status: 'unread',
        related_object_id: property.id,
        related_object_type: 'property',
        user: reader.user.id,
      });
      expect((await failure(server.client().notifications.list())).status).toBe(401);
    });

    it('words each notification for its reader: language, numbers and dates; found by words in any', async () => {
      const reader = await register(server, 'inquilino');
      tick();
      await notify(server.app.ctx, {
        userId: reader.user.id,
        eventType: 'room_price_changed',
        notice: {
          code: 'room.price_changed',
          params: {
            room_number: 'B2',
            room_title: 'Interior',
            property: 'Casa de Luz',
            before: 1250.5,
            after: 1200,
          },
        },
        relatedObjectId: null,
        relatedObjectType: null,
      });
      const read = async (language: string, search?: string) => {
        const query = search ? `?search=${encodeURIComponent(search)}` : '';
        const response = await server.fetch(`/api/notifications/notifications/${query}`, {
          token: reader.token,
          headers: { 'accept-language': language },
        });
        expect(response.headers.get('vary')).toMatch(/accept-language/i);
        return ((await response.json()) as { results: { title: string; message: string }[] }).results;
      };
      expect((await read('es'))[0]).toEqual(
        expect.objectContaining({
          title: 'Cambio de precio de una habitación',
          message:
            'La habitación «B2 · Interior» de Casa de Luz ha pasado de 1250,50\u00a0€ a 1200\u00a0€ al mes.',
        }),
      );
      expect((await read('en'))[0]?.message).toBe(
        'Room “B2 · Interior” in Casa de Luz has gone from €1,250.50 to €1,200 a month.',
      );
      expect((await read('de'))[0]?.title).toBe('Preisänderung eines Zimmers');
      // A reader searches in their own words, whatever language the page is in.
      for (const words of ['price change', 'PREISÄNDERUNG', 'precio', 'casa de luz']) {
        expect(await read('en', words), words).toHaveLength(1);
      }
      expect(await read('en', 'visit')).toHaveLength(0);
    });

    it('filters by status, type and a search over title and message, and pages', async () => {
      const reader = await register(server, 'inquilino');
      await raise(reader, 'request_approved', 'Solicitud aceptada', 'Carmen ha aceptado tu solicitud');
      await raise(reader, 'appointment_confirmed', 'Visita confirmada', 'Te espera el MARTES');
      await raise(reader, 'maintenance_window', 'Mantenimiento', 'El servicio se detendrá 5 minutos');
      await raise(reader, 'system', 'Descuento 100%_total', 'Oferta');
      const list = (filters: Parameters<typeof reader.client.notifications.list>[0]) =>
        reader.client.notifications.list(filters).then((page) => page.results.map((n) => n.title));

      expect(await list({ notification_type: 'appointment' })).toEqual(['Visita confirmada']);
      expect(await list({ notification_type: 'system' })).toEqual(['Descuento 100%_total', 'Mantenimiento']);
      expect(await list({ search: 'martes' })).toEqual(['Visita confirmada']);
      expect(await list({ search: 'SOLICITUD' })).toEqual(['Solicitud aceptada']);
      expect(await list({ search: '100%_' })).toEqual(['Descuento 100%_total']);
      expect(await list({ search: '%' })).toEqual(['Descuento 100%_total']);
      expect(await list({ search: 'nada de esto' })).toEqual([]);

      const all = await reader.client.notifications.list();
      const target = all.results.find((n) => n.title === 'Mantenimiento');
      if (!target) throw new Error('missing');
      await reader.client.notifications.archive(target.id);
      expect(await list({ status: 'archived' })).toEqual(['Mantenimiento']);
      expect(await list({ status: 'unread' })).toHaveLength(3);
      expect(await list({ status: 'read' })).toEqual([]);

      const first = await reader.client.notifications.list({ page_size: 3 });
      expect(first.count).toBe(4);
      expect(first.results).toHaveLength(3);
      expect(first.next).toContain('page=2');
      const second = await reader.client.notifications.list({ page_size: 3, page: 2 });
      expect(second.results.map((n) => n.title)).toEqual(['Solicitud aceptada']);

      for (const query of ['status=nuevo', 'notification_type=cita', 'page=0', 'page_size=500', 'page=abc']) {
        const response = await server.fetch(`/api/notifications/notifications/?${query}`, {
          token: reader.token,
        });
        expect(response.status).toBe(400);
      }
      const nul = await server.fetch('/api/notifications/notifications/?search=%00', { token: reader.token });
      expect(nul.status).toBe(400);
    });

    it('counts unread; marks one, all, and archives, own only', async () => {
      const reader = await register(server, 'inquilino');
      const other = await register(server, 'inquilino');
      for (const n of [1, 2, 3]) await raise(reader, 'system', `Aviso ${n}`, 'Texto');
      await raise(other, 'system', 'Ajeno', 'Texto');
      expect(await reader.client.notifications.unreadCount()).toBe(3);

      const [newest, middle, oldest] = (await reader.client.notifications.list()).results;
      if (!newest || !middle || !oldest) throw new Error('missing');
      const foreign = (await other.client.notifications.list()).results[0];
      if (!foreign) throw new Error('missing');

      // Someone else's, unknown and malformed ids: 404, nothing changed.
      const rows = await notificationRows();
      for (const call of [
        () => reader.client.notifications.markAsRead(foreign.id),
        () => reader.client.notifications.archive(foreign.id),
        () => reader.client.notifications.markAsRead(999_999),
        () => reader.client.notifications.archive(4_000_000_000),
      ]) {
        expect((await failure(call())).status).toBe(404);
      }
      const malformed = await server.fetch('/api/notifications/notifications/abc/mark_as_read/', {
        method: 'POST',
        token: reader.token,
      });
      expect(malformed.status).toBe(404);
      for (const call of [
        () => server.client().notifications.markAsRead(newest.id),
        () => server.client().notifications.archive(newest.id),
        () => server.client().notifications.markAllAsRead(),
        () => server.client().notifications.unreadCount(),
      ]) {
        expect((await failure(call())).status).toBe(401);
      }
      expect(await notificationRows()).toEqual(rows);

      expect(await reader.client.notifications.markAsRead(newest.id)).toEqual({
        detail: 'Notificación marcada como leída.',
      });
      expect(await reader.client.notifications.unreadCount()).toBe(2);
      expect(await reader.client.notifications.archive(middle.id)).toEqual({
        detail: 'Notificación archivada.',
      });
      expect(await reader.client.notifications.unreadCount()).toBe(1);
      // Reading an archived notification leaves it archived.
      await reader.client.notifications.markAsRead(middle.id);
      const statuses = new Map(
        (await reader.client.notifications.list()).results.map((n) => [n.id, n.status]),
      );
      expect(statuses.get(newest.id)).toBe('read');
      expect(statuses.get(middle.id)).toBe('archived');
      expect(statuses.get(oldest.id)).toBe('unread');

      expect(await reader.client.notifications.markAllAsRead()).toEqual({
        detail: 'Todas las notificaciones se han marcado como leídas.',
      });
      expect(await reader.client.notifications.unreadCount()).toBe(0);
      const after = new Map((await reader.client.notifications.list()).results.map((n) => [n.id, n.status]));
      expect([...after.values()].sort()).toEqual(['archived', 'read', 'read']);
      expect(after.get(middle.id)).toBe('archived');
      expect(await other.client.notifications.unreadCount()).toBe(1);
    });
  });

  describe('the tenant’s requests view', () => {
    let propertyId: number;
    let propertyTitle: string;
    const enquiry = (overrides: Partial<PropertyRequestCreate> = {}): PropertyRequestCreate => ({
      property: propertyId,
      tenant_name: 'Lucía',
      tenant_email: 'lucia@example.com',
      message: '¿Se admiten mascotas?',
      ...overrides,
    });

    beforeAll(async () => {
      const property = await newProperty(owner);
      propertyId = property.id;
      propertyTitle = property.title;
    });

    it('shows the caller’s requests in English statuses, newest first, filterable', async () => {
      const asker = await register(server, 'inquilino');
      tick();
      const inquiry = await asker.client.propertyRequests.create(enquiry());
      tick();
      const application = await asker.client.propertyRequests.create(
        enquiry({ kind: 'application', message: 'Quiero alquilarlo.' }),
      );
      tick();
      const rejected = await asker.client.propertyRequests.create(enquiry({ message: 'Otra pregunta' }));
      await owner.client.propertyRequests.decide(rejected.id, {
        status: 'rechazada',
        response_message: 'Ya no.',
      });
      await tenant.client.propertyRequests.create(enquiry());

      const page = await asker.client.notifications.requests();
      expect(page.count).toBe(3);
      expect(page.results.map((r) => r.id)).toEqual([rejected.id, application.id, inquiry.id]);
      expect(page.results[1]).toMatchObject({
        id: application.id,
        title: `Solicitud de alquiler: ${propertyTitle}`,
        description: 'Quiero alquilarlo.',
        status: 'pending',
        request_type: 'application',
        property: propertyId,
        property_details: { title: propertyTitle },
        response_message: null,
      });
      expect(page.results[2]).toMatchObject({
        title: `Consulta sobre ${propertyTitle}`,
        request_type: 'inquiry',
      });
      expect(page.results[0]).toMatchObject({ status: 'rejected', response_message: 'Ya no.' });

      const pending = await asker.client.notifications.requests({ status: 'pending' });
      expect(pending.results.map((r) => r.id)).toEqual([application.id, inquiry.id]);
      const alias = await server.fetch('/api/notifications/requests/?status=rechazada', {
        token: asker.token,
      });
      expect(((await alias.json()) as { count: number }).count).toBe(1);
      const paged = await asker.client.notifications.requests({ page_size: 2, page: 2 });
      expect(paged.results.map((r) => r.id)).toEqual([inquiry.id]);
      const invalid = await server.fetch('/api/notifications/requests/?status=raro', { token: asker.token });
      expect(invalid.status).toBe(400);
      expect((await failure(server.client().notifications.requests())).status).toBe(401);
    });

    it('cancels the caller’s own pending request only', async () => {
      const asker = await register(server, 'inquilino');
      tick();
      const request = await asker.client.propertyRequests.create(enquiry());
      const rows = () => db().selectFrom('property_requests').selectAll().orderBy('id').execute();
      const before = await rows();
      const notifications = await notificationRows();
      for (const stranger of [tenant, owner]) {
        expect((await failure(stranger.client.notifications.cancelRequest(request.id))).status).toBe(404);
      }
      expect((await failure(asker.client.notifications.cancelRequest(999_999))).status).toBe(404);
      expect((await failure(server.client().notifications.cancelRequest(request.id))).status).toBe(401);
      expect(await rows()).toEqual(before);

      const cancelled = await asker.client.notifications.cancelRequest(request.id);
      expect(cancelled).toMatchObject({ id: request.id, status: 'canceled', property: propertyId });
      const stored = (await rows()).find((r) => r.id === request.id);
      expect(stored?.status).toBe('cancelada');
      // Nobody is told about a withdrawal.
      expect(await notificationRows()).toEqual(notifications);

      const again = await failure(asker.client.notifications.cancelRequest(request.id));
      expect(again).toMatchObject({
        status: 400,
        data: { status: ['Solo se pueden cancelar solicitudes pendientes.'] },
      });
      const landlordView = await owner.client.propertyRequests.received();
      expect(landlordView.find((r) => r.id === request.id)?.status).toBe('cancelada');
      const decide = await failure(owner.client.propertyRequests.decide(request.id, { status: 'aceptada' }));
      expect(decide.status).toBe(400);
    });
  });
});
