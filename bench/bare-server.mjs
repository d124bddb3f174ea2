// The baseline of bench/api.mjs: a bare Fastify route answering a fixed page with the same shape
// and size as a real search page (read from PAGE_FILE), in its own process like the real server.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const page = readFileSync(process.env.PAGE_FILE, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(page),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
