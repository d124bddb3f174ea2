import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEEDS_MAX, type Feed } from '@convive/sdk';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  BOSS_JOBS,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { savedSearchTiming } from '../savedSearches';
import { feedLimits } from './kyero';
import { FEED_SCHEDULE_JOB } from './service';

/** A small real photo of a colour. */
function photo(red: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 160 } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A local server: `/feed.xml` answers `documents.feed`, `/img/*` the photos, counted per path. */
async function startSource() {
  const documents: Record<string, string | Buffer> = {};
  const photos = new Map<string, Buffer>();
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const image = photos.get(path);
    if (image) {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(image);
      return;
    }
    const document = documents[path];
    if (document === undefined) {
      response.writeHead(404);
      response.end('missing');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(document);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    documents,
    photos,
    hits,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    photoHits: () =>
      [...hits.entries()].filter(([p]) => p.startsWith('/img/')).reduce((n, [, c]) => n + c, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Row {
  ref?: string;
  price?: string;
  freq?: string;
  type?: string;
  town?: string;
  postcode?: string | null;
  built?: string;
  desc?: string;
  photos?: string[];
  extra?: string;
}

function property(row: Row): string {
  const photos = (row.photos ?? [])
    .map((url, i) => `<image id="${i + 1}"><url>${url}</url></image>`)
    .join('');
  return `<property>
    <id>${row.ref ?? ''}</id><date>2026-01-10 10:00:00</date>
    ${row.ref === undefined ? '' : `<ref>${row.ref}</ref>`}
    <price>${row.price ?? '950'}</price><currency>EUR</currency><price_freq>${row.freq ?? 'month'}</price_freq>
    <type>${row.type ?? 'apartment'}</type><town>${row.town ?? 'Málaga'}</town><province>Málaga</province>
    <country>Spain</country>${row.postcode === null ? '' : `<postcode>${row.postcode ?? '29001'}</postcode>`}
    <location><latitude>36.72</latitude><longitude>-4.42</longitude></location>
    <location_detail>Centro</location_detail><beds>2</beds><baths>1</baths><pool>1</pool>
    <surface_area><built>${row.built ?? '80'}</built><plot>0</plot></surface_area>
    <energy_rating><consumption>C</consumption><emissions>D</emissions></energy_rating>
    <desc><en>English text for the home.</en><es><![CDATA[${row.desc ?? 'Piso luminoso en el centro, <b>reformado</b>.'}]]></es></desc>
    <features><feature>Lift</feature><feature>Terrace</feature></features>
    <images>${photos}</images>${row.extra ?? ''}
  </property>`;
}

const kyero = (rows: Row[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>${rows.map(property).join('')}</root>`;

describe.each(DIALECTS)('Kyero feeds on %s', (dialect) => {
  let server: TestServer;
  let source: Awaited<ReturnType<typeof startSource>>;
  let landlord: Account;
  let other: Account;
  let tenant: Account;
  const ctx = () => server.app.ctx;

  beforeAll(async () => {
    savedSearchTiming.newPropertyDelayMs = 0;
    source = await startSource();
    for (let i = 1; i <= 4; i++) source.photos.set(`/img/${i}.jpg`, await photo(i * 40));
    source.photos.set('/img/5.png', await photo(250, 'png'));
    source.photos.set('/img/broken.jpg', Buffer.from('not an image at all'));
    server = await startServer(dialect, { config: { outboundAllowLoopback: true } });
    [landlord, other, tenant] = await Promise.all([
      register(server, 'propietario'),
      register(server, 'propietario'),
      register(server, 'inquilino'),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await source?.close();
  });
  beforeEach(() => {
    source.hits.clear();
  });

  /** Creates a URL feed of `path` for `account` and runs its first import. */
  async function urlFeed(account: Account, path: string): Promise<Feed> {
    const created = await account.client.feeds.create({ url: source.url(path), format: 'kyero-v3' });
    // The queue's worker may already have taken it (pg-boss polls on its own).
    expect(['queued', 'running', 'succeeded', 'failed']).toContain(created.last_run?.status);
    await ctx().jobs.drain();
    return account.client.feeds.get(created.id);
  }

  async function runAgain(account: Account, id: number): Promise<Feed> {
    const queued = await account.client.feeds.run(id);
    expect(queued.last_run?.trigger).toBe('manual');
    await ctx().jobs.drain();
    return account.client.feeds.get(id);
  }

  async function propertyOf(ref: string, ownerId = landlord.user.id) {
    return ctx()
      .db.selectFrom('properties')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('external_ref', '=', ref)
      .executeTakeFirstOrThrow();
  }

  async function listingOf(propertyId: number) {
    return ctx()
      .db.selectFrom('listings')
      .selectAll()
      .where('property_id', '=', propertyId)
      .executeTakeFirstOrThrow();
  }

  it('imports, re-imports without writing, updates in place, unpublishes and republishes', async () => {
    const a = { ref: 'A-1', photos: [source.url('/img/1.jpg'), source.url('/img/2.jpg')] };
    const b = {
      ref: 'B-2',
      type: 'penthouse',
      price: '300',
      freq: 'week',
      photos: [source.url('/img/5.png')],
    };
    source.documents['/happy.xml'] = kyero([a, b]);
    let feed = await urlFeed(landlord, '/happy.xml');
    expect(feed.last_run).toMatchObject({
      status: 'succeeded',
      trigger: 'manual',
      error: null,
      total: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      photos_fetched: 3,
      photos_failed: 0,
    });
    expect(feed.properties_count).toBe(2);
    expect(feed.next_run_at).not.toBeNull();

    const first = await propertyOf('A-1');
    expect(first).toMatchObject({
      title: 'Apartamento de 2 dormitorios en Málaga',
      property_type: 'apartamento',
      price: 950,
      size: 80,
      city: 'Málaga',
      postal_code: '29001',
      country: 'España',
      has_pool: 1,
      has_elevator: 1,
      has_terrace: 1,
      energy_rating: 'C',
      status: 'disponible',
      feed_id: feed.id,
    });
    expect(first.description).toBe('Piso luminoso en el centro, reformado.');
    const penthouse = await propertyOf('B-2');
    // A weekly rent is the month it makes: 300 × 52 / 12.
    expect(penthouse).toMatchObject({ property_type: 'atico', price: 1300 });
    const listing = await listingOf(first.id);
    expect(listing).toMatchObject({ status: 'published', owner_id: landlord.user.id });
    const shown = await landlord.client.properties.get(first.id);
    expect(shown?.images).toHaveLength(2);
    expect(shown?.images[0]?.is_main).toBe(true);
    expect(source.photoHits()).toBe(3);

    // Unchanged: nothing written, no photo fetched.
    source.hits.clear();
    feed = await runAgain(landlord, feed.id);
    expect(feed.last_run).toMatchObject({
      status: 'succeeded',
      created: 0,
      updated: 0,
      unchanged: 2,
      photos_fetched: 0,
    });
    expect((await propertyOf('A-1')).updated_at).toBe(first.updated_at);
    expect((await listingOf(first.id)).updated_at).toBe(listing.updated_at);
    expect(source.photoHits()).toBe(0);

    // A changed row is updated in place; its photos, already stored, are not fetched again.
    source.documents['/happy.xml'] = kyero([
      { ...a, price: '990', photos: [...a.photos, source.url('/img/3.jpg')] },
      b,
    ]);
    source.hits.clear();
    feed = await runAgain(landlord, feed.id);
    expect(feed.last_run).toMatchObject({ created: 0, updated: 1, unchanged: 1, photos_fetched: 1 });
    const changed = await propertyOf('A-1');
    expect(changed.id).toBe(first.id);
    expect(changed.price).toBe(990);
    expect(source.photoHits()).toBe(1);
    expect((await landlord.client.properties.get(first.id))?.images).toHaveLength(3);

    // Missing from the document: paused, never deleted; back again: published.
    source.documents['/happy.xml'] = kyero([b]);
    feed = await runAgain(landlord, feed.id);
    expect(feed.last_run).toMatchObject({ unpublished: 1, unchanged: 1 });
    expect((await listingOf(first.id)).status).toBe('paused');
    source.documents['/happy.xml'] = kyero([
      { ...a, price: '990', photos: [...a.photos, source.url('/img/3.jpg')] },
      b,
    ]);
    feed = await runAgain(landlord, feed.id);
    expect(feed.last_run).toMatchObject({ updated: 1, unpublished: 0, photos_fetched: 0 });
    expect((await listingOf(first.id)).status).toBe('published');
    // A listing paused by hand stays paused while its row does not change.
    await landlord.client.listings.update(listing.id, { status: 'paused' });
    feed = await runAgain(landlord, feed.id);
    expect(feed.last_run).toMatchObject({ updated: 0, unchanged: 2 });
    expect((await listingOf(first.id)).status).toBe('paused');

    // The hourly import is queued, a run per feed.
    if (dialect === 'sqlite') {
      const jobs = await sql<{ start_after: string }>`select start_after from jobs
        where name = ${FEED_SCHEDULE_JOB} and state = 'created'`.execute(ctx().db);
      expect(jobs.rows.length).toBeGreaterThanOrEqual(1);
    } else {
      const jobs = await sql<{ start_after: Date }>`select start_after from ${BOSS_JOBS}
        where name = ${FEED_SCHEDULE_JOB} and state = 'created'`.execute(ctx().db);
      expect(jobs.rows.length).toBeGreaterThanOrEqual(1);
    }
    const next = Date.parse(feed.next_run_at ?? '');
    expect(next - Date.now()).toBeGreaterThan(50 * 60_000);
    expect(next - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await landlord.client.feeds.delete(feed.id);
    // Its properties stay, without a feed.
    expect((await propertyOf('A-1')).feed_id).toBeNull();
  });

  it('keeps a photo two homes share when one of them is deleted, and fetches it again once none shows it', async () => {
    const shared = source.url('/img/3.jpg');
    source.documents['/shared.xml'] = kyero([
      { ref: 'S-1', photos: [shared] },
      { ref: 'S-2', photos: [shared] },
    ]);
    const feed = await urlFeed(other, '/shared.xml');
    expect(feed.last_run).toMatchObject({ created: 2, photos_fetched: 1 });
    const [one, two] = await Promise.all([
      propertyOf('S-1', other.user.id),
      propertyOf('S-2', other.user.id),
    ]);
    const keyOf = async (id: number) =>
      (
        await ctx()
          .db.selectFrom('property_images')
          .select('storage_key')
          .where('owner_ref', '=', id)
          .executeTakeFirstOrThrow()
      ).storage_key;
    const key = await keyOf(one.id);
    expect(await keyOf(two.id)).toBe(key);

    await other.client.properties.delete(one.id);
    const still = await other.client.properties.get(two.id);
    const media = await fetch(still!.images[0]!.image);
    expect(media.status).toBe(200);
    await media.arrayBuffer();
    const cached = () =>
      ctx()
        .db.selectFrom('feed_photos')
        .select('id')
        .where('owner_id', '=', other.user.id)
        .where('url', '=', shared)
        .execute();
    expect(await cached()).toHaveLength(1);

    // Nobody shows it now: the files go, and so does the feed's record of them.
    await other.client.properties.delete(two.id);
    expect(await cached()).toHaveLength(0);
    source.hits.clear();
    const again = await runAgain(other, feed.id);
    expect(again.last_run).toMatchObject({ created: 2, photos_fetched: 1 });
    expect(source.photoHits()).toBe(1);
    await other.client.feeds.delete(feed.id);
    for (const ref of ['S-1', 'S-2'])
      await other.client.properties.delete((await propertyOf(ref, other.user.id)).id);
  });

  it('skips bad rows with worded reasons, and reports failed photos without skipping the row', async () => {
    source.documents['/bad.xml'] = kyero([
      { ref: 'OK-1', photos: [source.url('/img/4.jpg'), source.url('/img/broken.jpg')] },
      { ref: 'OK-1' },
      { ref: undefined },
      { ref: 'SALE-1', freq: 'sale' },
      { ref: 'TYPE-1', type: 'castle' },
      { ref: 'SIZE-1', built: '-5' },
      { ref: 'NOPC-1', postcode: null },
    ]);
    const feed = await urlFeed(landlord, '/bad.xml');
    expect(feed.last_run).toMatchObject({
      total: 7,
      created: 1,
      skipped: 6,
      photos_fetched: 1,
      photos_failed: 1,
    });
    const rows = feed.last_run?.skipped_rows ?? [];
    expect(rows.map((r) => [r.position, r.ref, r.code])).toEqual([
      [1, 'OK-1', 'photo_failed'],
      [2, 'OK-1', 'duplicate_ref'],
      [3, null, 'missing_ref'],
      [4, 'SALE-1', 'sale_listing'],
      [5, 'TYPE-1', 'unknown_type'],
      [6, 'SIZE-1', 'invalid_field'],
      [7, 'NOPC-1', 'missing_postcode'],
    ]);
    expect(rows[3]?.message).toBe(
      'Es un anuncio de venta (price_freq=sale): Convive solo publica alquileres.',
    );
    expect(rows[5]).toMatchObject({ field: 'size' });
    expect(rows[5]?.message).toMatch(/^El campo «size» no es válido: /);
    expect((await propertyOf('OK-1')).id).toBeGreaterThan(0);

    const english = await server.fetch(`/api/feeds/${feed.id}/`, {
      token: landlord.token,
      headers: { 'accept-language': 'en' },
    });
    const worded = ((await english.json()) as Feed).last_run?.skipped_rows ?? [];
    expect(worded[1]?.message).toBe(
      'The reference “OK-1” already came in an earlier row of the document: this one is skipped.',
    );
    expect(worded[3]?.message).toBe(
      'It is a sale listing (price_freq=sale): Convive only publishes rentals.',
    );
    expect(worded[5]?.message).toMatch(/^The field “size” is not valid: /);
    expect(worded[5]?.message).not.toMatch(/El campo/);
    await landlord.client.feeds.delete(feed.id);
  });

  it('refuses whole documents that are not XML, cut, with a DTD or entities, too deep or too large', async () => {
    const cases: [string, string, string][] = [
      ['/notxml.xml', '{"not": "xml"}', 'not_xml'],
      ['/truncated.xml', `${kyero([{ ref: 'T-1' }]).slice(0, -40)}`, 'truncated'],
      [
        '/laughs.xml',
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><root><property><ref>&lol2;</ref></property></root>',
        'doctype',
      ],
      [
        '/xxe.xml',
        '<?xml version="1.0"?><!DOCTYPE root [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><root><property><ref>&xxe;</ref></property></root>',
        'doctype',
      ],
      ['/deep.xml', `<root>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</root>`, 'too_deep'],
      ['/other.xml', '<catalog><item>1</item></catalog>', 'not_kyero'],
    ];
    for (const [path, body, code] of cases) {
      source.documents[path] = body;
      const feed = await urlFeed(other, path);
      expect(feed.last_run, path).toMatchObject({ status: 'failed', created: 0, total: 0 });
      expect(feed.last_run?.error?.code, path).toBe(code);
      expect(feed.last_run?.error?.message, path).toMatch(/no se ha importado nada/);
      await other.client.feeds.delete(feed.id);
    }
    const refs = await ctx()
      .db.selectFrom('properties')
      .select('id')
      .where('owner_id', '=', other.user.id)
      .execute();
    expect(refs).toEqual([]);

    const cap = feedLimits.maxBytes;
    feedLimits.maxBytes = 2048;
    try {
      source.documents['/large.xml'] = kyero(Array.from({ length: 30 }, (_, i) => ({ ref: `L-${i}` })));
      const feed = await urlFeed(other, '/large.xml');
      expect(feed.last_run?.error).toEqual({
        code: 'too_large',
        message: 'El documento pasa de 0 MB: no se ha importado nada.',
      });
      await other.client.feeds.delete(feed.id);
      // An upload over the cap is a 413.
      const form = new FormData();
      form.append('file', new Blob([kyero([{ ref: 'U' }, { ref: 'V' }, { ref: 'W' }])]), 'feed.xml');
      const answer = await server.fetch('/api/feeds/', { method: 'POST', token: other.token, body: form });
      expect(answer.status).toBe(413);
    } finally {
      feedLimits.maxBytes = cap;
    }
  });

  it('refuses private and (without the setting) loopback URLs, and answers a fetch refusal as a failed run', async () => {
    const refused = await failure(other.client.feeds.create({ url: 'http://10.0.0.1/feed.xml' }));
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      url: ['Convive no descarga feeds de esta dirección: es de una red privada o local.'],
    });
    ctx().config.outboundAllowLoopback = false;
    try {
      const loopback = await failure(other.client.feeds.create({ url: source.url('/happy.xml') }));
      expect(loopback.status).toBe(400);
    } finally {
      ctx().config.outboundAllowLoopback = true;
    }
    // Accepted, then the address stops answering as a feed: the run fails, worded.
    const feed = await urlFeed(other, '/nowhere.xml');
    expect(feed.last_run?.error).toEqual({
      code: 'http_status',
      message: 'La dirección del feed ha respondido con el código HTTP 404: no se ha importado nada.',
    });
    await other.client.feeds.delete(feed.id);
  });

  it('imports an uploaded file, runs it again with a new one, and refuses what is not XML', async () => {
    const file = new Blob([kyero([{ ref: 'UP-1' }])], { type: 'application/xml' });
    const created = await other.client.feeds.create({ file, format: 'kyero-v3' });
    expect(created).toMatchObject({ source: 'upload', url: null, next_run_at: null });
    expect(created.last_run).toMatchObject({ trigger: 'upload' });
    await ctx().jobs.drain();
    let feed = await other.client.feeds.get(created.id);
    expect(feed.last_run).toMatchObject({ status: 'succeeded', created: 1 });
    expect((await propertyOf('UP-1', other.user.id)).feed_id).toBe(feed.id);

    // One run at a time: another while one runs is a 409.
    const running = await ctx()
      .db.insertInto('feed_runs')
      .values({
        feed_id: feed.id,
        status: 'running',
        trigger: 'upload',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const busy = await failure(other.client.feeds.run(feed.id, { file: new Blob([kyero([])]) }));
    expect(busy.status).toBe(409);
    expect(busy.data).toEqual({
      detail: 'Ya hay una importación de este feed en cola o en curso: espera a que termine.',
    });
    await ctx().db.deleteFrom('feed_runs').where('id', '=', running.id).execute();
    await other.client.feeds.run(feed.id, { file: new Blob([kyero([{ ref: 'UP-1' }, { ref: 'UP-2' }])]) });
    await ctx().jobs.drain();
    feed = await other.client.feeds.get(feed.id);
    expect(feed.last_run).toMatchObject({ created: 1, unchanged: 1 });
    const uploads = await ctx().db.selectFrom('feed_uploads').select('run_id').execute();
    expect(uploads).toEqual([]);

    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'feed.png');
    const answer = await server.fetch(`/api/feeds/${feed.id}/run/`, {
      method: 'POST',
      token: other.token,
      body: form,
    });
    expect(answer.status).toBe(415);
    await other.client.feeds.delete(feed.id);
  });

  it('is the owner’s only: 404 for another landlord, 403 for a tenant, and at most FEEDS_MAX', async () => {
    source.documents['/mine.xml'] = kyero([]);
    const mine = await urlFeed(landlord, '/mine.xml');
    const theirs = other.client.feeds;
    for (const call of [
      () => theirs.get(mine.id),
      () => theirs.update(mine.id, { enabled: false }),
      () => theirs.run(mine.id),
      () => theirs.delete(mine.id),
    ])
      expect((await failure(call())).status).toBe(404);
    expect((await failure(tenant.client.feeds.list())).status).toBe(403);
    expect((await theirs.list()).map((f) => f.id)).not.toContain(mine.id);
    const paused = await landlord.client.feeds.update(mine.id, { enabled: false });
    expect(paused).toMatchObject({ enabled: false, next_run_at: null });

    const made = [mine];
    while (made.length < FEEDS_MAX)
      made.push(await landlord.client.feeds.create({ url: source.url('/mine.xml') }));
    const tooMany = await failure(landlord.client.feeds.create({ url: source.url('/mine.xml') }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.data).toEqual({
      detail: `Puedes tener como mucho ${FEEDS_MAX} feeds: borra alguno antes.`,
    });
    await ctx().jobs.drain();
    for (const feed of made) await landlord.client.feeds.delete(feed.id);
  });
});
