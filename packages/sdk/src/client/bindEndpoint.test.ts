import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpTestServer';
import { AVAILABILITY_ENDPOINTS } from '../contract/availabilityEndpoints';
import { ENDPOINTS } from '../contract/endpoints';
import { bindEndpoint } from './bindEndpoint';
import { type ConviveClient, createClient } from './createClient';
import { deferClient } from './deferClient';
import { ApiError } from './errors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AVAILABILITY = {
  property: 10,
  from: '2027-01-01',
  to: '2027-07-01',
  next_free: '2027-01-01',
  units: [
    {
      room: null,
      title: 'Piso en Lavapiés',
      available_from: '2026-12-01',
      min_stay_months: 1,
      max_stay_months: null,
      next_free: '2027-01-01',
      periods: [],
    },
  ],
};

describe('bindEndpoint', () => {
  it('calls a spec through a client: its base URL, token, query and parsed answer', async () => {
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
    server.reply(() => ({ body: AVAILABILITY }));
    const property = bindEndpoint(client, AVAILABILITY_ENDPOINTS.property);
    const days = await property(10, { from: '2027-01-01', months: 6 });
    expect(days.units[0]?.title).toBe('Piso en Lavapiés');
    expect(server.last().path).toBe('/api/properties/10/availability/');
    expect(Object.fromEntries(server.last().query)).toEqual({ from: '2027-01-01', months: '6' });
    expect(server.last().headers.authorization).toBe('Token tok');
    // The same function for the same client and spec, as a client's own are.
    expect(bindEndpoint(client, AVAILABILITY_ENDPOINTS.property)).toBe(property);
  });

  it('raises the client’s errors', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    server.reply(() => ({ status: 404, body: { detail: 'No encontrado.' } }));
    const failure = await bindEndpoint(
      client,
      AVAILABILITY_ENDPOINTS.room,
    )(5).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect(server.last().path).toBe('/api/rooms/5/availability/');
  });

  it('waits for a deferred client’s real one, loaded once', async () => {
    let loads = 0;
    const client = deferClient(server.baseUrl, async () => {
      loads += 1;
      return createClient({ baseUrl: server.baseUrl, getToken: () => 'later' });
    });
    const room = bindEndpoint(client, AVAILABILITY_ENDPOINTS.room);
    expect(loads).toBe(0);
    server.reply(() => ({ body: AVAILABILITY }));
    await Promise.all([room(5, { months: 3 }), client.availability.room(5)]);
    expect(loads).toBe(1);
    expect(server.last().headers.authorization).toBe('Token later');
  });

  it('works through a wrapper made by spreading the client, whose keys stay the table’s', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    expect(Object.keys(client)).toEqual(['baseUrl', ...Object.keys(ENDPOINTS)]);
    const wrapped = { ...client, properties: { ...client.properties } };
    server.reply(() => ({ body: AVAILABILITY }));
    await expect(bindEndpoint(wrapped, AVAILABILITY_ENDPOINTS.room)(5)).resolves.toMatchObject({
      property: 10,
    });
  });

  it('refuses an object that is not a client', () => {
    const fake = { baseUrl: '/api' } as unknown as ConviveClient;
    expect(() => bindEndpoint(fake, AVAILABILITY_ENDPOINTS.room)).toThrow(TypeError);
  });

  it('is the same table entry the client derives from', () => {
    expect(ENDPOINTS.availability).toBe(AVAILABILITY_ENDPOINTS);
  });
});
