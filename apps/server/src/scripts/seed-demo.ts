/**
 * `npm run seed:demo [-- --force]`: adds the demo club (scripts/demo-data.ts) to the configured database
 * (PGlite in DATA_DIR — with the server stopped — or DATABASE_URL) and prints the demo logins. Refuses,
 * with a sentence and exit code 1, when NODE_ENV is production or the database already has users,
 * unless given --force. Running it twice changes nothing.
 */
import { loadConfig } from '../config.ts';
import { dbOptionsFor, openDatabase } from '../db/client.ts';
import { DEMO_PASSWORD, demoLogins, environmentRefusal, seedDemo } from './demo-data.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const force = process.argv.slice(2).includes('--force');
  // Checked before the database is opened: a production database is not even touched.
  const refusal = environmentRefusal(config.nodeEnv, force);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const database = await openDatabase(dbOptionsFor(config));
  try {
    await database.migrate();
    const outcome = await seedDemo(database.db, { nodeEnv: config.nodeEnv, force });
    if (outcome.kind === 'refused') {
      console.error(outcome.reason);
      return 1;
    }
    console.log(
      outcome.kind === 'seeded'
        ? 'Demo data created: the "Thursday Five-a-side" group, 14 players, 4 upcoming games.'
        : 'The demo data is already there.',
    );
    printLogins();
    return 0;
  } finally {
    await database.close();
  }
}

function printLogins() {
  console.log(`\nDemo logins (password for everyone: ${DEMO_PASSWORD})`);
  for (const { email, name, role } of demoLogins()) {
    console.log(`  ${email.padEnd(24)} ${name.padEnd(22)} ${role}`);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error('Seeding failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
