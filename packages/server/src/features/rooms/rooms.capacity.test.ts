import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { colivingProperty, roomIn } from '../../../test/world';

/**
 * One room per bedroom: a six-bedroom home cannot get a seventh room (its page would read '6 hab.'
 * above '2 de 7 habitaciones ocupadas'), and its bedrooms cannot drop below the rooms it has.
 */
describe.each(DIALECTS)('rooms within the bedrooms on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;
  let serial = 0;

  async function home(bedrooms: number) {
    serial += 1;
    return owner.client.properties.create({
      ...colivingProperty(`Coliving ${dialect} ${serial}`),
      bedrooms,
    });
  }

  async function post(path: string, body: unknown, method = 'POST', language?: string) {
    const response = await server.fetch(`/api${path}`, {
      method,
      token: owner.token,
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const roomsOf = async (propertyId: number) => (await owner.client.rooms.byProperty(propertyId)).length;

  beforeAll(async () => {
    server = await startServer(dialect);
    owner = await register(server, 'propietario', { first_name: 'Carmen', last_name: 'Vidal' });
  });
  afterAll(() => server.close());

  it('refuses a room past the bedrooms with a field error, in the caller’s language', async () => {
    const property = await home(2);
    await owner.client.rooms.create(roomIn(property.id, 'A'));
    await owner.client.rooms.create(roomIn(property.id, 'B'));
    const third = await post('/rooms/', roomIn(property.id, 'C'));
    expect(third).toEqual({
      status: 400,
      body: {
        coliving_property: [
          'Esta propiedad tiene 2 dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.',
        ],
      },
    });
    expect((await post('/rooms/', roomIn(property.id, 'C'), 'POST', 'en')).body).toEqual({
      coliving_property: [
        'This property has 2 bedrooms and already has one room per bedroom. To add another, first increase the property’s bedrooms.',
      ],
    });
    expect(await roomsOf(property.id)).toBe(2);
    // More bedrooms, one more room.
    await owner.client.properties.update(property.id, { bedrooms: 3 });
    await owner.client.rooms.create(roomIn(property.id, 'C'));
    expect(await roomsOf(property.id)).toBe(3);
  });

  it('words the one-bedroom and no-bedroom homes on their own', async () => {
    const single = await home(1);
    await owner.client.rooms.create(roomIn(single.id, 'A'));
    expect((await post('/rooms/', roomIn(single.id, 'B'))).body).toEqual({
      coliving_property: [
        'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.',
      ],
    });
    const studio = await home(0);
    expect((await post('/rooms/', roomIn(studio.id, 'A'), 'POST', 'de')).body).toEqual({
      coliving_property: [
        'Diese Immobilie hat keine Schlafzimmer. Geben Sie bei der Immobilie an, wie viele sie hat, bevor Sie Zimmer hinzufügen.',
      ],
    });
  });

  it('lets two rooms sent at once take the last bedroom only once', async () => {
    const property = await home(3);
    await owner.client.rooms.create(roomIn(property.id, 'A'));
    await owner.client.rooms.create(roomIn(property.id, 'B'));
    const answers = await Promise.all(
      ['C', 'D', 'E'].map((number) => post('/rooms/', roomIn(property.id, number))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(await roomsOf(property.id)).toBe(3);
  });

  it('refuses moving a room into a full property, not editing it where it is', async () => {
    const full = await home(1);
    await owner.client.rooms.create(roomIn(full.id, 'A'));
    const other = await home(2);
    const room = await owner.client.rooms.create(roomIn(other.id, 'B'));
    const moved = await post(`/rooms/${room.id}/`, { coliving_property: full.id }, 'PATCH');
    expect(moved.status).toBe(400);
    expect(moved.body.coliving_property).toEqual([
      'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.',
    ]);
    expect((await owner.client.rooms.get(room.id))?.coliving_property).toBe(other.id);
    // Its own edits go through (in a full property too).
    const renamed = await owner.client.rooms.update(room.id, { title: 'Habitación con balcón' });
    expect(renamed.title).toBe('Habitación con balcón');
  });

  it('refuses fewer bedrooms than rooms; the same or more are fine', async () => {
    const property = await home(4);
    for (const number of ['A', 'B', 'C']) await owner.client.rooms.create(roomIn(property.id, number));
    const lowered = await post(`/properties/${property.id}/`, { bedrooms: 2 }, 'PATCH');
    expect(lowered).toEqual({
      status: 400,
      body: {
        bedrooms: [
          'La propiedad tiene 3 habitaciones dadas de alta: necesita al menos 3 dormitorios. Elimina antes las habitaciones que sobren.',
        ],
      },
    });
    expect((await post(`/properties/${property.id}/`, { bedrooms: 0 }, 'PATCH', 'fr')).body).toEqual({
      bedrooms: [
        'Le bien a 3 chambres publiées : il lui faut au moins 3 chambres à coucher. Supprimez d’abord les chambres en trop.',
      ],
    });
    expect((await owner.client.properties.get(property.id))?.bedrooms).toBe(4);
    expect((await owner.client.properties.update(property.id, { bedrooms: 3 })).bedrooms).toBe(3);
    // The whole form sent again with the bedrooms unchanged is not a lowering.
    expect(
      (await owner.client.properties.update(property.id, { bedrooms: 3, title: 'Otro título' })).title,
    ).toBe('Otro título');

    const single = await home(2);
    await owner.client.rooms.create(roomIn(single.id, 'A'));
    const none = await failure(owner.client.properties.update(single.id, { bedrooms: 0 }));
    expect(none.data).toEqual({
      bedrooms: [
        'La propiedad tiene 1 habitación dada de alta: necesita al menos 1 dormitorio. Elimina antes la habitación.',
      ],
    });
  });
});
