/**
 * Entry point of `npm start`: reads the configuration, opens and migrates the database (PGlite in
 * DATA_DIR by default, PostgreSQL with DATABASE_URL), listens on HOST:PORT, and closes gracefully on
 * SIGTERM/SIGINT. A bad configuration stops it with one sentence and exit code 1.
 */
import { mkdir } from 'node:fs/promises';
import { loadConfig, ConfigError } from './config.ts';
import { dbOptionsFor, openDatabase } from './db/client.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { buildApp } from './app.ts';
import { fileClock } from './lib/file-clock.ts';

/** A SIGTERM'd process exits within this (README "Durability"). */
const SHUTDOWN_LIMIT_MS = 10_000;

async function main() {
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(dbOptionsFor(config));
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    jwtSecret: await resolveJwtSecret(config),
    backupSocket: true,
    // Only the end-to-end tests' server has one (README "Test it"; refused in production by config.ts).
    ...(config.e2eClockFile ? { clock: fileClock(config.e2eClockFile) } : {}),
  });

  // Graceful shutdown, in this order (Fastify's close): /readyz turns 503 and every socket
  // hears `server_restart` and is dropped so it reconnects elsewhere (preClose hooks); the server stops
  // listening, closes idle keep-alive connections and answers 503 to new requests on busy ones; requests
  // in flight finish; then the plugins close (socket.io, Redis, mail) and the database last. Whatever
  // still hangs after 10 s is cut short: exit code 1 (acknowledged writes are committed either way; see
  // README "Durability"). Tested by test/durability/*.test.ts.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('could not shut down within 10 s: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Turnout is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Turnout could not start:', err);
  }
  process.exit(1);
});
