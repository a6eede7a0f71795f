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

async function main() {
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(dbOptionsFor(config));
  await database.migrate();
  const app = await buildApp({ config, database, jwtSecret: await resolveJwtSecret(config) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
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
