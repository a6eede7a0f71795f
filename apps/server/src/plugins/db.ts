/**
 * Decorates the app with `db` (the Drizzle database) and closes the handle when the app closes,
 * unless the caller keeps ownership (tests share one handle across apps).
 */
import fp from 'fastify-plugin';
import type { Database, DbHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp(
  async (app, opts: { handle: DbHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', opts.handle.db);
    if (opts.closeOnShutdown) app.addHook('onClose', () => opts.handle.close());
  },
  { name: 'db' },
);
