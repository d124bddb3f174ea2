import type { PropertyCreate } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { inSpanish } from '../../../test/rows';

let serial = 0;

function newProperty(owner: Account, overrides: Partial<PropertyCreate> = {}) {
  serial += 1;
  return owner.client.properties.create({
    title: `Piso en Chamberí ${serial}`,
    description: 'Luminoso y céntrico.',
    property_type: 'piso',
    price: 950,
    size: 70,
    address: 'Calle de Fuencarral 100',
    city: 'Madrid',
    postal_code: '28010',
    bedrooms: 2,
    bathrooms: 1,
    ...overrides,
  });
}

describe.each(DIALECTS)('favourites on %s', (dialect) => {
  let server: TestServer;
  let tenant: Account;
  let otherTenant: Account;
  let owner: Account;

  async function notificationsOf(userId: number) {
    return server.app.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(inSpanish));
  }
  async function favoriteRows() {
    return server.app.ctx.db.selectFrom('favorites').selectAll().orderBy('id').execute();
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    tenant = await register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' });
    otherTenant = await register(server, 'inquilino', { first_name: 'Pablo' });
    owner = await register(server, 'propietario', { first_name: 'Carmen' });
  });
  afterAll(() => server.close());

  it('adds a favourite (201) with its property and tells the owner once', async () => {
    const property = await newProperty(owner);
    const before = (await notificationsOf(owner.user.id)).length;
    const response = await server.fetch('/api/favorites/', {
      method: 'POST',
      token: tenant.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ property: property.id }),
    });
    expect(response.status).toBe(201);
    const favorite = (await response.json()) as { id: number; property: number };
    expect(favorite.property).toBe(property.id);

    const [listed] = await tenant.client.favorites.list();
    expect(listed).toMatchObject({ id: favorite.id, property: property.id });
    expect(listed?.property_details).toMatchObject({
      id: property.id,
      title: property.title,
      owner: owner.user.id,
    });

    const told = (await notificationsOf(owner.user.id)).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      event_type: 'property_favorited',
      notification_type: 'property',
      status: 'unread',
      title: 'Nuevo favorito',
      message: `Lucía Martín ha guardado «${property.title}» en favoritos.`,
      related_object_id: property.id,
      related_object_type: 'property',
    });
    // The tenant is told nothing.
    expect(await notificationsOf(tenant.user.id)).toEqual([]);
  });

  it('answers the existing favourite (200) when added again, without a new notification', async () => {
    const property = await newProperty(owner);
    const first = await tenant.client.favorites.add(property.id);
    const count = (await notificationsOf(owner.user.id)).length;
    const response = await server.fetch('/api/favorites/', {
      method: 'POST',
      token: tenant.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ property: String(property.id) }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: number }).id).toBe(first.id);
    expect(await notificationsOf(owner.user.id)).toHaveLength(count);
    const ids = (await tenant.client.favorites.list()).filter((f) => f.property === property.id);
    expect(ids).toHaveLength(1);
  });

  it('refuses an unknown or malformed property with a Spanish field error', async () => {
    const rows = await favoriteRows();
    for (const property of [999_999, 3_000_000_000]) {
      const error = await failure(tenant.client.favorites.add(property));
      expect(error.status).toBe(400);
      expect(error.data).toEqual({ property: ['Propiedad no encontrada.'] });
    }
    const malformed = await server.fetch('/api/favorites/', {
      method: 'POST',
      token: tenant.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ property: 'abc' }),
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys((await malformed.json()) as object)).toEqual(['property']);
    expect(await favoriteRows()).toEqual(rows);
  });

  it('lists newest first, only the caller’s own', async () => {
    const reader = await register(server, 'inquilino');
    const a = await newProperty(owner);
    const b = await newProperty(owner);
    const c = await newProperty(owner);
    for (const p of [a, b, c]) await reader.client.favorites.add(p.id);
    await otherTenant.client.favorites.add(a.id);
    const list = await reader.client.favorites.list();
    expect(list.map((f) => f.property)).toEqual([c.id, b.id, a.id]);
    expect(await (await register(server)).client.favorites.list()).toEqual([]);
  });

  it('removes by favourite id and by property id, own only (404 otherwise), data unchanged', async () => {
    const property = await newProperty(owner);
    const mine = await tenant.client.favorites.add(property.id);
    const theirs = await otherTenant.client.favorites.add(property.id);
    const rows = await favoriteRows();

    expect((await failure(tenant.client.favorites.remove(theirs.id))).status).toBe(404);
    expect((await failure(tenant.client.favorites.remove(999_999))).status).toBe(404);
    expect(
      (await server.fetch('/api/favorites/abc/', { method: 'DELETE', token: tenant.token })).status,
    ).toBe(404);
    expect(await favoriteRows()).toEqual(rows);

    const removed = await server.fetch(`/api/favorites/${mine.id}/`, {
      method: 'DELETE',
      token: tenant.token,
    });
    expect(removed.status).toBe(204);
    expect((await failure(tenant.client.favorites.remove(mine.id))).status).toBe(404);

    const byProperty = await server.fetch(`/api/favorites/by-property/${property.id}/`, {
      method: 'DELETE',
      token: otherTenant.token,
    });
    expect(byProperty.status).toBe(204);
    expect((await failure(otherTenant.client.favorites.removeByProperty(property.id))).status).toBe(404);
    expect((await failure(otherTenant.client.favorites.removeByProperty(12_345_678_901))).status).toBe(404);
    expect((await favoriteRows()).filter((f) => f.property_id === property.id)).toEqual([]);
  });

  it('is for tenants only: 401 signed out, 403 for landlords, nothing changed', async () => {
    const property = await newProperty(owner);
    const favorite = await tenant.client.favorites.add(property.id);
    const rows = await favoriteRows();
    const visitor = server.client();
    for (const call of [
      () => visitor.favorites.list(),
      () => visitor.favorites.add(property.id),
      () => visitor.favorites.remove(favorite.id),
      () => visitor.favorites.removeByProperty(property.id),
    ]) {
      const error = await failure(call());
      expect(error.status).toBe(401);
    }
    for (const call of [
      () => owner.client.favorites.list(),
      () => owner.client.favorites.add(property.id),
      () => owner.client.favorites.remove(favorite.id),
      () => owner.client.favorites.removeByProperty(property.id),
    ]) {
      const error = await failure(call());
      expect(error.status).toBe(403);
      expect(error.data).toEqual({ detail: 'Solo los inquilinos pueden realizar esta acción.' });
    }
    expect(await favoriteRows()).toEqual(rows);
  });
});
