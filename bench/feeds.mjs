// Kyero feed import (docs/adr/0171-listing-feeds.md): a local HTTP server serves a generated feed of
// BENCH_FEED_ROWS (10,000) rentals with 3 distinct 640×480 JPEG photos each; a built server (SQLite,
// fresh data folder, OUTBOUND_ALLOW_LOOPBACK=1) imports it once, then again unchanged. Prints the
// seconds, rows and photos of each run. Target: the first import in ≤ 180 s on a 2-core machine;
// the second writes no row and fetches no photo.
//
// Photos are made cheaply: a few base pictures drawn with sharp, each served under many URLs with a
// JPEG comment segment carrying the URL's number, so every URL's bytes differ while decoding costs
// what a real 640×480 photo does.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  fmt,
  freePort,
  guard,
  onCleanup,
  prepareServer,
  runMain,
  sleep,
  startServer,
} from './server-harness.mjs';

const ROWS = Number(process.env.BENCH_FEED_ROWS ?? 10_000);
const PHOTOS_PER_ROW = 3;
const TARGET_S = 180;
const BASES = 24;
const PASSWORD = 'Tejado-Azul-Ventana-93';
guard(Number(process.env.BENCH_TIMEOUT ?? 900));

/** A 640×480 JPEG of a colour with a number on it. */
function basePhoto(i) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="hsl(${(i * 360) / BASES}, 60%, 55%)"/>
    <circle cx="${100 + i * 20}" cy="240" r="90" fill="white" opacity="0.5"/>
    <text x="60" y="420" font-size="64" fill="white">Convive ${i}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The base JPEG with a COM segment after its SOI marker: other bytes, the same picture. */
function distinct(base, n) {
  const text = Buffer.from(`photo ${n}`);
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]);
}

function feedXml(origin) {
  const types = ['apartment', 'penthouse', 'studio', 'duplex', 'villa', 'town house'];
  const towns = ['Málaga', 'Marbella', 'Alicante', 'Valencia', 'Madrid', 'Sevilla', 'Barcelona'];
  const parts = ['<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>'];
  for (let i = 0; i < ROWS; i++) {
    const images = Array.from(
      { length: PHOTOS_PER_ROW },
      (_, k) => `<image id="${k + 1}"><url>${origin}/img/${i * PHOTOS_PER_ROW + k}.jpg</url></image>`,
    ).join('');
    parts.push(`<property><id>${i}</id><date>2026-01-10 10:00:00</date><ref>BENCH-${i}</ref>
<price>${700 + (i % 900)}</price><currency>EUR</currency><price_freq>month</price_freq>
<type>${types[i % types.length]}</type><town>${towns[i % towns.length]}</town><province>España</province>
<country>Spain</country><postcode>${String(28000 + (i % 900)).padStart(5, '0')}</postcode>
<location><latitude>36.7</latitude><longitude>-4.4</longitude></location><location_detail>Centro</location_detail>
<beds>${1 + (i % 4)}</beds><baths>${1 + (i % 2)}</baths><pool>${i % 2}</pool>
<surface_area><built>${50 + (i % 150)}</built><plot>0</plot></surface_area>
<energy_rating><consumption>${'ABCDEFG'[i % 7]}</consumption><emissions>C</emissions></energy_rating>
<desc><es>Vivienda ${i} luminosa, reformada y cerca de todo.</es><en>Bright home ${i}.</en></desc>
<features><feature>Lift</feature><feature>Terrace</feature></features>
<images>${images}</images></property>`);
  }
  parts.push('</root>');
  return Buffer.from(parts.join('\n'));
}

async function json(port, method, path, token, body) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** Waits for the feed's last run to end; answers it. */
async function finished(port, token, id) {
  for (;;) {
    const feed = await json(port, 'GET', `/api/feeds/${id}/`, token);
    if (feed.last_run && ['succeeded', 'failed'].includes(feed.last_run.status)) return feed.last_run;
    await sleep(500);
  }
}

function report(label, run, seconds, photoRequests) {
  console.log(
    `${label}: ${fmt(seconds, 1)} s — status ${run.status}, rows ${fmt(run.total)}, created ${fmt(run.created)}, ` +
      `updated ${fmt(run.updated)}, unchanged ${fmt(run.unchanged)}, skipped ${fmt(run.skipped)}, ` +
      `rows written ${fmt(run.created + run.updated)}, photos fetched ${fmt(run.photos_fetched)}, ` +
      `photos failed ${fmt(run.photos_failed)}, photo requests served ${fmt(photoRequests)}`,
  );
  if (run.error) console.log(`  error: ${run.error.code} ${run.error.message}`);
}

async function main() {
  const server = prepareServer();
  let started = performance.now();
  const bases = await Promise.all(Array.from({ length: BASES }, (_, i) => basePhoto(i)));
  let photoRequests = 0;
  let feed = Buffer.alloc(0);
  const source = createServer((request, response) => {
    const photo = /^\/img\/(\d+)\.jpg$/.exec(request.url ?? '');
    if (photo) {
      photoRequests += 1;
      const n = Number(photo[1]);
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(distinct(bases[n % BASES], n));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(feed);
  });
  const sourcePort = await freePort();
  await new Promise((resolve) => source.listen(sourcePort, '127.0.0.1', resolve));
  onCleanup(async () => source.close());
  const origin = `http://127.0.0.1:${sourcePort}`;
  feed = feedXml(origin);
  console.log(
    `feed: ${fmt(ROWS)} rows, ${fmt(ROWS * PHOTOS_PER_ROW)} photo URLs, ${fmt(feed.length / 1024 / 1024, 1)} MB ` +
      `(made in ${fmt((performance.now() - started) / 1000, 1)} s)`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'convive-feeds-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  await startServer(server.main, { DATABASE_URL: '', DATA_DIR: dataDir, OUTBOUND_ALLOW_LOOPBACK: '1' }, port);
  const { token } = await json(port, 'POST', '/api/register/', undefined, {
    email: `feeds-${Date.now()}@example.com`,
    password: PASSWORD,
    password_confirm: PASSWORD,
    accept_terms: true,
    first_name: 'Inma',
    last_name: 'Bench',
    role: 'propietario',
  });

  console.log(`\n=== SQLite, server ${server.label}`);
  started = performance.now();
  const created = await json(port, 'POST', '/api/feeds/', token, { url: `${origin}/feed.xml` });
  const first = await finished(port, token, created.id);
  const firstSeconds = (performance.now() - started) / 1000;
  report('first import', first, firstSeconds, photoRequests);

  photoRequests = 0;
  started = performance.now();
  await json(port, 'POST', `/api/feeds/${created.id}/run/`, token);
  const second = await finished(port, token, created.id);
  report('re-import unchanged', second, (performance.now() - started) / 1000, photoRequests);

  const ok =
    first.status === 'succeeded' &&
    first.created === ROWS &&
    firstSeconds <= TARGET_S &&
    second.created + second.updated === 0 &&
    second.photos_fetched === 0 &&
    photoRequests === 0;
  console.log(
    `\n${ok ? 'PASS' : 'FAIL'}: first import ${fmt(firstSeconds, 1)} s (target ≤ ${TARGET_S} s), re-import wrote ${second.created + second.updated} rows and fetched ${second.photos_fetched} photos`,
  );
  return ok;
}

runMain(main);
