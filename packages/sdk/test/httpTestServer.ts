import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. '/api/properties/?city=Madrid'. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON when it was JSON, else undefined. */
  json: unknown;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (set the content type yourself). */
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  /** Base URL of the fake API: 'http://127.0.0.1:PORT/api'. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** The last request received. */
  last(): RecordedRequest;
  reply(handler: Handler): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port, so the client is tested through real fetch, real
 * headers and real bodies rather than a mocked fetch.
 */
export async function startTestServer(initial: Handler = () => ({ status: 204 })): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://localhost');
      let json: unknown;
      if ((req.headers['content-type'] ?? '').includes('json') && body.length > 0) {
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          json = undefined;
        }
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        json,
      };
      requests.push(recorded);
      try {
        const reply = await handler(recorded);
        const status = reply.status ?? 200;
        const headers: Record<string, string> = { ...(reply.headers ?? {}) };
        let payload = '';
        if (typeof reply.body === 'string') payload = reply.body;
        else if (reply.body !== undefined) {
          payload = JSON.stringify(reply.body);
          headers['content-type'] ??= 'application/json';
        }
        res.writeHead(status, headers);
        res.end(payload);
      } catch (error) {
        res.writeHead(599, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('The test server has received no request yet.');
      return request;
    },
    reply(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
