// The start-up benchmark's reference (bench/startup.ts, bench/README.md "Start-up"): a bare Fastify
// process, plain `node` on one JavaScript file like the server's build, with one route, GET /readyz
// answering 200, on HOST (default 127.0.0.1) and PORT. What any Fastify server costs before it has a
// database or routes of its own.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => void app.close().then(() => process.exit(0)));
