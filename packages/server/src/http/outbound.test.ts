import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressKind,
  createOutboundFetch,
  type OutboundError,
  type OutboundErrorCode,
  type OutboundLookup,
  portAllowed,
  urlTargetRefused,
} from './outbound';

/*
 * Real sockets: a server on 127.0.0.1 plays every remote end. Names resolve through an injected
 * lookup, so no test needs DNS; literal addresses that must be refused are never connected to (the
 * server counts its connections, and a short timeout bounds a mistake).
 */

let server: Server;
let port = 0;
let connections = 0;
const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];

function route(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  const url = new URL(req.url ?? '/', 'http://local');
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
  switch (url.pathname) {
    case '/hello':
      res.end('hola');
      return;
    case '/echo':
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, headers: req.headers, body: body.toString('utf8') }));
      return;
    case '/redirect': {
      res.statusCode = Number(url.searchParams.get('status') ?? 302);
      res.setHeader('location', url.searchParams.get('to') ?? '/hello');
      res.end('moved');
      return;
    }
    case '/chain': {
      const left = Number(url.searchParams.get('left'));
      if (left === 0) return void res.end('end of chain');
      res.statusCode = 302;
      res.setHeader('location', `/chain?left=${left - 1}`);
      res.end();
      return;
    }
    case '/dir/relative':
      res.statusCode = 301;
      res.setHeader('location', '../hello');
      res.end();
      return;
    case '/big':
      res.setHeader('content-length', 5000);
      res.end(Buffer.alloc(5000, 'a'));
      return;
    case '/big-chunked': {
      // No Content-Length: the cap must hold while the body streams.
      let sent = 0;
      const more = () => {
        if (sent >= 5000 || res.destroyed) return void res.end();
        res.write(Buffer.alloc(500, 'b'));
        sent += 500;
        setTimeout(more, 2);
      };
      more();
      return;
    }
    case '/silent':
      return; // headers never come
    case '/trickle': {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write('.')), 50);
      res.on('close', () => clearInterval(drip));
      return;
    }
    default:
      res.statusCode = 404;
      res.end();
  }
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => route(req, res, Buffer.concat(chunks)));
}

beforeAll(async () => {
  server = createServer(handle);
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** Names for tests: every one answers from a table, counting the questions. */
function names(table: Record<string, string[] | ((call: number) => string[])>) {
  const calls: string[] = [];
  const lookup: OutboundLookup = async (hostname) => {
    calls.push(hostname);
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const addresses = typeof entry === 'function' ? entry(calls.filter((c) => c === hostname).length) : entry;
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, calls };
}

const LOCAL = { 'ok.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] };
const open = (lookup?: OutboundLookup) =>
  createOutboundFetch({ outboundAllowLoopback: true, production: false }, { lookup });
const strict = (lookup?: OutboundLookup) =>
  createOutboundFetch({ outboundAllowLoopback: false, production: false }, { lookup });

async function failure(pending: Promise<unknown>): Promise<OutboundError> {
  try {
    await pending;
  } catch (error) {
    if ((error as Error).name === 'OutboundError') return error as OutboundError;
    throw error;
  }
  throw new Error('expected an OutboundError');
}

async function expectCode(pending: Promise<unknown>, code: OutboundErrorCode): Promise<OutboundError> {
  const error = await failure(pending);
  expect(error.code, error.url).toBe(code);
  expect(error.message).toBe(code);
  return error;
}

describe('the local server', () => {
  it('answers when loopback targets are allowed', async () => {
    const answer = await open()(`http://127.0.0.1:${port}/hello`);
    expect(answer.status).toBe(200);
    expect(answer.text()).toBe('hola');
    expect(answer.body).toBeInstanceOf(Buffer);
    expect(answer.url).toBe(`http://127.0.0.1:${port}/hello`);
    expect(answer.address).toBe('127.0.0.1');
    expect(answer.redirects).toBe(0);
    expect(answer.truncated).toBe(false);
    expect(answer.ms).toBeGreaterThanOrEqual(0);
  });

  it('is refused, without a connection, when they are not', async () => {
    const before = connections;
    const error = await expectCode(strict()(`http://127.0.0.1:${port}/hello`), 'blocked_address');
    expect(error.address).toBe('127.0.0.1');
    expect(connections).toBe(before);
  });

  it('is refused in production even if a config says otherwise', () => {
    expect(() => createOutboundFetch({ outboundAllowLoopback: true, production: true })).toThrow();
  });
});

describe('addresses', () => {
  it('classifies public, loopback, private and never-reachable addresses', () => {
    const table: Record<string, string[]> = {
      public: [
        '8.8.8.8',
        '1.1.1.1',
        '172.15.255.255',
        '172.32.0.1',
        '100.63.255.255',
        '100.128.0.1',
        '2606:4700:4700::1111',
        '::ffff:8.8.8.8',
        '64:ff9b::808:808',
        '2002:808:808::1',
      ],
      loopback: ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1'],
      private: [
        '10.1.2.3',
        '172.16.0.1',
        '172.31.255.255',
        '192.168.1.1',
        '100.64.0.1',
        '100.127.255.255',
        'fc00::1',
        'fd12:3456::1',
        '::ffff:10.0.0.1',
        '::ffff:0:192.168.0.1',
        '64:ff9b::a00:1',
        '2002:c0a8:101::1',
      ],
      blocked: [
        '0.0.0.0',
        '0.1.2.3',
        '169.254.169.254',
        '169.254.0.1',
        '224.0.0.1',
        '239.255.255.250',
        '255.255.255.255',
        '240.0.0.1',
        '192.0.2.1',
        '198.18.0.1',
        '::',
        'fe80::1',
        'ff02::1',
        'fec0::1',
        '::7f00:1',
        '::a9fe:a9fe',
        '::ffff:169.254.169.254',
        '::ffff:0.0.0.0',
        '64:ff9b::a9fe:a9fe',
        '64:ff9b:1::a00:1',
        '2001::1',
        '2001:db8::1',
        'localhost',
        '',
      ],
    };
    for (const [kind, addresses] of Object.entries(table))
      for (const address of addresses) expect(addressKind(address), address).toBe(kind);
  });

  const neverReachable = [
    'http://0.0.0.0/',
    'http://0/',
    'http://169.254.169.254/latest/meta-data/',
    'http://169.254.1.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[::]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[::127.0.0.1]/',
    'http://2852039166/', // 169.254.169.254 in decimal
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://0251.0376.0251.0376/',
  ];
  const privateOnes = [
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[fc00::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
  ];

  it('refuses every blocked range written as a literal, in any spelling, without connecting', async () => {
    const before = connections;
    const fetch = strict();
    for (const url of [...neverReachable, ...privateOnes])
      await expectCode(fetch(url, { timeoutMs: 1000 }), 'blocked_address');
    expect(connections).toBe(before);
  });

  it('still refuses private networks, link-local, metadata, multicast and the like when loopback is allowed', async () => {
    const before = connections;
    const fetch = open();
    const privateNetworks = privateOnes.filter(
      (url) => addressKind(new URL(url).hostname.replace(/^\[|\]$/g, '')) === 'private',
    );
    expect(privateNetworks.length).toBeGreaterThanOrEqual(7);
    for (const url of [...neverReachable, ...privateNetworks])
      await expectCode(fetch(url, { timeoutMs: 1000 }), 'blocked_address');
    const { lookup } = names({ 'lan.test': ['192.168.1.20'], 'ula.test': ['fd00::7'] });
    await expectCode(open(lookup)('http://lan.test/'), 'blocked_address');
    await expectCode(open(lookup)('http://ula.test/'), 'blocked_address');
    expect(connections).toBe(before);
  });

  it('checks the address the URL parser normalised: decimal, hex and octal spellings reach 127.0.0.1', async () => {
    const fetch = open();
    for (const host of ['2130706433', '0x7f000001', '0x7f.0.0.1', '0177.0.0.1', '127.1']) {
      const answer = await fetch(`http://${host}:${port}/hello`);
      expect(answer.text()).toBe('hola');
      expect(answer.url).toBe(`http://127.0.0.1:${port}/hello`);
      expect(answer.address).toBe('127.0.0.1');
    }
  });
});

describe('names', () => {
  it('connects to the address the name resolved to', async () => {
    const { lookup, calls } = names(LOCAL);
    const answer = await open(lookup)(`http://ok.test:${port}/echo`);
    expect(JSON.parse(answer.text()).headers.host).toBe(`ok.test:${port}`);
    expect(answer.address).toBe('127.0.0.1');
    expect(calls).toEqual(['ok.test']);
  });

  it('refuses a name that resolves to a private address', async () => {
    const { lookup } = names({ 'evil.test': ['10.0.0.7'] });
    const error = await expectCode(strict(lookup)('http://evil.test/'), 'blocked_address');
    expect(error.address).toBe('10.0.0.7');
    expect(error.url).toBe('http://evil.test/');
  });

  it('refuses a name that resolves to loopback, even the local server', async () => {
    const before = connections;
    const { lookup } = names({ 'evil.test': ['127.0.0.1'] });
    await expectCode(strict(lookup)(`http://evil.test:${port}/hello`), 'blocked_address');
    expect(connections).toBe(before);
  });

  it('checks every address a name resolves to, not only the first', async () => {
    const before = connections;
    const { lookup } = names({ 'mixed.test': ['127.0.0.1', '169.254.169.254'] });
    const error = await expectCode(open(lookup)(`http://mixed.test:${port}/hello`), 'blocked_address');
    expect(error.address).toBe('169.254.169.254');
    expect(connections).toBe(before);
    const v6 = names({ 'mixed.test': ['::1', 'fe80::1'] });
    await expectCode(open(v6.lookup)(`http://mixed.test:${port}/hello`), 'blocked_address');
  });

  it('resolves once and connects to the checked address: a rebinding answer is never asked for', async () => {
    // The first answer passes; any later one would point at the metadata service.
    const { lookup, calls } = names({
      'rebind.test': (call) => (call === 1 ? ['127.0.0.1'] : ['169.254.169.254']),
    });
    const answer = await open(lookup)(`http://rebind.test:${port}/hello`);
    expect(answer.text()).toBe('hola');
    expect(answer.address).toBe('127.0.0.1');
    expect(calls).toEqual(['rebind.test']);
  });

  it('resolves again, and checks again, for each redirect hop', async () => {
    const { lookup, calls } = names({
      'rebind.test': (call) => (call === 1 ? ['127.0.0.1'] : ['169.254.169.254']),
    });
    const error = await expectCode(
      open(lookup)(`http://rebind.test:${port}/redirect?to=/hello`),
      'blocked_address',
    );
    expect(error.address).toBe('169.254.169.254');
    expect(calls).toEqual(['rebind.test', 'rebind.test']);
  });

  it("answers 'dns' for a name that does not resolve", async () => {
    const { lookup } = names({ 'empty.test': [] });
    await expectCode(open(lookup)('http://missing.test/'), 'dns');
    await expectCode(open(lookup)('http://empty.test/'), 'dns');
  });
});

describe('URLs and ports', () => {
  it("refuses other schemes, credentials and what is not a URL with 'bad_url'", async () => {
    const fetch = open(names(LOCAL).lookup);
    for (const url of [
      'ftp://ok.test/feed.xml',
      'file:///etc/passwd',
      'gopher://ok.test:70/',
      'javascript:alert(1)',
      'data:text/plain,hola',
      'ok.test/feed.xml',
      'not a url',
      'http://',
    ])
      await expectCode(fetch(url), 'bad_url');
    const error = await expectCode(fetch(`http://user:secret@ok.test:${port}/hello`), 'bad_url');
    expect(error.url).toBe(`http://ok.test:${port}/hello`);
  });

  it('refuses privileged ports other than 80 and 443, and the ports of data stores', async () => {
    expect([80, 443, 8080, 8443, 3000, 49152].every(portAllowed)).toBe(true);
    expect([0, 22, 25, 465, 587, 1023, 3306, 5432, 6379, 9200, 11211, 27017, 65536].some(portAllowed)).toBe(
      false,
    );
    const before = connections;
    const fetch = open(names(LOCAL).lookup);
    for (const url of ['http://ok.test:25/', 'http://ok.test:6379/', 'https://127.0.0.1:22/'])
      await expectCode(fetch(url), 'blocked_port');
    expect(connections).toBe(before);
  });

  it("answers 'network' when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const free = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    await expectCode(open()(`http://127.0.0.1:${free}/`), 'network');
  });
});

describe('redirects', () => {
  const at = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('follows one to an allowed address, and says where the answer came from', async () => {
    const answer = await open()(at(`/redirect?to=${encodeURIComponent(at('/hello'))}`));
    expect(answer.status).toBe(200);
    expect(answer.text()).toBe('hola');
    expect(answer.url).toBe(at('/hello'));
    expect(answer.redirects).toBe(1);
  });

  it('resolves a relative Location against the URL that sent it', async () => {
    const fetch = open();
    expect((await fetch(at('/redirect?to=hello'))).url).toBe(at('/hello'));
    const up = await fetch(at('/dir/relative'));
    expect(up.url).toBe(at('/hello'));
    expect(up.text()).toBe('hola');
  });

  it('refuses a redirect to a blocked address, a blocked name or another scheme', async () => {
    const fetch = open(names({ ...LOCAL, 'evil.test': ['169.254.169.254'] }).lookup);
    const error = await expectCode(
      fetch(at('/redirect?to=http://169.254.169.254/latest/meta-data/')),
      'blocked_address',
    );
    expect(error.url).toBe('http://169.254.169.254/latest/meta-data/');
    await expectCode(fetch(at('/redirect?to=http://2852039166/')), 'blocked_address');
    await expectCode(fetch(at('/redirect?to=http://evil.test/')), 'blocked_address');
    await expectCode(fetch(at('/redirect?to=http://[::ffff:169.254.169.254]/')), 'blocked_address');
    await expectCode(fetch(at('/redirect?to=file:///etc/passwd')), 'bad_url');
    await expectCode(fetch(at('/redirect?to=http://ok.test:6379/')), 'blocked_port');
    // Allowed by the first hop, refused by the next: the setting is checked on every hop.
    await expectCode(strict()(at('/redirect?to=/hello')), 'blocked_address');
  });

  it("stops at maxRedirects with 'too_many_redirects'", async () => {
    const fetch = open();
    expect((await fetch(at('/chain?left=3'))).text()).toBe('end of chain');
    await expectCode(fetch(at('/chain?left=4')), 'too_many_redirects');
    await expectCode(fetch(at('/chain?left=2'), { maxRedirects: 1 }), 'too_many_redirects');
  });

  it('answers the 3xx itself when maxRedirects is 0', async () => {
    const before = seen.length;
    const answer = await open()(at('/redirect?status=301&to=/hello'), { maxRedirects: 0 });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/hello');
    expect(answer.text()).toBe('moved');
    expect(answer.redirects).toBe(0);
    expect(seen.length).toBe(before + 1);
  });

  it('turns a POST into a GET without its body on 303, and keeps it on 307', async () => {
    const fetch = open();
    const post = { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } };
    const seeOther = JSON.parse((await fetch(at('/redirect?status=303&to=/echo'), post)).text());
    expect(seeOther.method).toBe('GET');
    expect(seeOther.body).toBe('');
    expect(seeOther.headers['content-type']).toBeUndefined();
    const temporary = JSON.parse((await fetch(at('/redirect?status=307&to=/echo'), post)).text());
    expect(temporary.method).toBe('POST');
    expect(temporary.body).toBe('{"a":1}');
  });

  it('drops the Authorization header when a redirect leaves the origin', async () => {
    const fetch = open(names(LOCAL).lookup);
    const headers = { authorization: 'Bearer partner', 'x-keep': 'yes' };
    const same = JSON.parse((await fetch(`http://ok.test:${port}/redirect?to=/echo`, { headers })).text());
    expect(same.headers.authorization).toBe('Bearer partner');
    const away = JSON.parse(
      (
        await fetch(
          `http://ok.test:${port}/redirect?to=${encodeURIComponent(`http://other.test:${port}/echo`)}`,
          {
            headers,
          },
        )
      ).text(),
    );
    expect(away.headers.authorization).toBeUndefined();
    expect(away.headers['x-keep']).toBe('yes');
  });
});

describe('size cap', () => {
  const at = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('refuses a body whose Content-Length announces more than maxBytes', async () => {
    await expectCode(open()(at('/big'), { maxBytes: 4999 }), 'too_large');
    expect((await open()(at('/big'), { maxBytes: 5000 })).body.length).toBe(5000);
  });

  it('refuses a streamed body without Content-Length as soon as it passes maxBytes', async () => {
    await expectCode(open()(at('/big-chunked'), { maxBytes: 1200 }), 'too_large');
    expect((await open()(at('/big-chunked'), { maxBytes: 5000 })).body.length).toBe(5000);
  });

  it("keeps the first maxBytes with overflow 'truncate'", async () => {
    for (const path of ['/big', '/big-chunked']) {
      const answer = await open()(at(path), { maxBytes: 700, overflow: 'truncate' });
      expect(answer.truncated, path).toBe(true);
      expect(answer.body.length, path).toBe(700);
    }
  });
});

describe('time cap', () => {
  const at = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('cuts an exchange whose headers do not come', async () => {
    const started = performance.now();
    await expectCode(open()(at('/silent'), { timeoutMs: 300 }), 'timeout');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('cuts a body that trickles in, though bytes keep arriving', async () => {
    const started = performance.now();
    await expectCode(open()(at('/trickle'), { timeoutMs: 400 }), 'timeout');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("answers 'aborted' when the caller's signal aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expectCode(open()(at('/silent'), { signal: controller.signal }), 'aborted');
    await expectCode(open()(at('/hello'), { signal: AbortSignal.abort() }), 'aborted');
  });
});

describe('a webhook delivery', () => {
  it('posts the JSON body and the signature headers intact, keeps the first bytes, follows nothing', async () => {
    const payload = JSON.stringify({ event: 'lead.created', name: 'Begoña Muñoz', note: '€ 450/mes' });
    const answer = await open(names(LOCAL).lookup)(`http://ok.test:${port}/echo`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Convive-Signature': 'sha256=abc123',
        'X-Convive-Delivery': '42',
        Host: 'spoofed.example',
        'Content-Length': '1',
      },
      body: payload,
      maxRedirects: 0,
      maxBytes: 4096,
      overflow: 'truncate',
      timeoutMs: 5000,
    });
    expect(answer.status).toBe(200);
    const echoed = JSON.parse(answer.text());
    expect(echoed.method).toBe('POST');
    expect(echoed.body).toBe(payload);
    expect(echoed.headers['content-type']).toBe('application/json');
    expect(echoed.headers['x-convive-signature']).toBe('sha256=abc123');
    expect(echoed.headers['x-convive-delivery']).toBe('42');
    expect(echoed.headers['content-length']).toBe(String(Buffer.byteLength(payload)));
    expect(echoed.headers.host).toBe(`ok.test:${port}`);
    expect(echoed.headers['user-agent']).toBe('Convive');

    const log = await open()(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      body: payload,
      maxBytes: 16,
      overflow: 'truncate',
    });
    expect(log.truncated).toBe(true);
    expect(log.body.length).toBe(16);
  });

  it("answers 'bad_request' for a header Node refuses to send", async () => {
    await expectCode(
      open()(`http://127.0.0.1:${port}/echo`, { headers: { 'x-bad': 'line\r\nbreak' } }),
      'bad_request',
    );
  });
});

/*
 * TLS: the socket connects to the checked address, and the certificate must still name the host.
 * A throwaway certificate for ok.test, made by openssl where there is one.
 */
function makeCertificate(): { key: string; cert: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'outbound-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=ok.test',
        '-addext',
        'subjectAltName=DNS:ok.test',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const certificate = makeCertificate();

describe.skipIf(!certificate)('https', () => {
  let tls: TlsServer;
  let tlsPort = 0;
  const servernames: (string | false | null)[] = [];

  beforeAll(async () => {
    tls = createTlsServer({ key: certificate!.key, cert: certificate!.cert }, (req, res) => {
      servernames.push((req.socket as TLSSocket).servername);
      res.end('seguro');
    });
    await new Promise<void>((done) => tls.listen(0, '127.0.0.1', done));
    tlsPort = (tls.address() as AddressInfo).port;
  });
  afterAll(async () => {
    tls.closeAllConnections();
    await new Promise((done) => tls.close(done));
  });

  const fetchWith = () =>
    createOutboundFetch(
      { outboundAllowLoopback: true, production: false },
      { lookup: names(LOCAL).lookup, ca: certificate!.cert },
    );

  it('verifies the certificate against the name, sent as SNI, while connecting to the checked address', async () => {
    const answer = await fetchWith()(`https://ok.test:${tlsPort}/`);
    expect(answer.text()).toBe('seguro');
    expect(answer.address).toBe('127.0.0.1');
    expect(servernames.at(-1)).toBe('ok.test');
  });

  it("refuses a certificate for another name with 'tls'", async () => {
    await expectCode(fetchWith()(`https://other.test:${tlsPort}/`), 'tls');
    await expectCode(fetchWith()(`https://127.0.0.1:${tlsPort}/`), 'tls');
  });

  it('trusts only the configured authorities: the system ones do not know this certificate', async () => {
    const fetch = createOutboundFetch(
      { outboundAllowLoopback: true, production: false },
      { lookup: names(LOCAL).lookup },
    );
    await expectCode(fetch(`https://ok.test:${tlsPort}/`), 'tls');
  });
});

describe('urlTargetRefused', () => {
  it('refuses literals and local names the fetcher would refuse, whatever DNS says', () => {
    for (const url of [
      'https://10.0.0.1/',
      'http://172.16.0.9/',
      'https://[fd00::1]/',
      'https://169.254.169.254/',
      'https://0x0a000001/',
      'https://0/',
      'https://crm.example:25/',
      'https://crm.example:5432/',
      'no es una URL',
    ])
      expect(urlTargetRefused(url, true), url).toBe(true);
    for (const url of [
      'https://127.0.0.1/',
      'http://localhost:8080/',
      'https://a.localhost/',
      'https://[::1]/',
    ])
      expect(urlTargetRefused(url, false), url).toBe(true);
  });

  it('lets public names and addresses through, and loopback only when allowed', () => {
    for (const url of [
      'https://crm.example/x',
      'https://8.8.8.8/',
      'https://crm.example:8443/x',
      'http://[2606:4700::1]/',
    ])
      expect(urlTargetRefused(url, false), url).toBe(false);
    for (const url of ['http://127.0.0.1:4000/hooks', 'http://localhost:4000/'])
      expect(urlTargetRefused(url, true), url).toBe(false);
  });
});
