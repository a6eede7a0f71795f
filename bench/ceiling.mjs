// The ceiling for bench/http.ts: a bare Fastify server whose one route answers {} on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
