/**
 * What a group chat message costs the database (README "Chat"; bench/README.md "Chat fan-out"): the
 * request's sign-in check, then one transaction storing the message, moving the sender's read mark and
 * (only when someone would get a push or an email) writing the fan-out job. Counted as PostgreSQL counts
 * them (pg_stat_database xact_commit + xact_rollback of the test's own database), with the job queue
 * polling as in production; its polls (by the clock, not by message) are measured in an idle window of
 * the same length and left out, so the figure does not depend on the machine's speed. No per-member
 * recount: the same figure for 5 members and for 200.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { POSTGRES, onPostgres } from '../../support/servers.ts';

const MESSAGES = 60;
/** A backend reports its statistics within 10 s of going idle (PostgreSQL's PGSTAT_IDLE_INTERVAL). */
const STATS_SETTLE_MS = 11_000;

describe.runIf(onPostgres)(`${POSTGRES} database transactions per chat message`, () => {
  let t: TestContext;

  beforeAll(async () => {
    // Production's job polling (every 2 s per queue), not the tests' faster one.
    t = await build({}, { jobs: { pollingIntervalSeconds: 2 } });
  });
  afterAll(() => t.close());

  const transactions = async () => {
    const result = await t.app.db.execute(
      sql`select (xact_commit + xact_rollback)::int as n from pg_stat_database where datname = current_database()`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  /** Transactions per message of MESSAGES group messages from `senders` (round-robin) to `groupId`. */
  const perMessage = async (senders: TestUser[], groupId: number) => {
    await new Promise((r) => setTimeout(r, STATS_SETTLE_MS));
    const started = Date.now();
    const before = await transactions();
    for (let i = 0; i < MESSAGES; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: t.auth(senders[i % senders.length]!),
        payload: { type: 'group', group_id: groupId, content: `message ${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    await new Promise((r) => setTimeout(r, STATS_SETTLE_MS));
    // The two reads of the counter are two transactions of their own.
    const during = (await transactions()) - before - 2;
    // The job queue polls by the clock, not by message: as many polls as an idle window of the same
    // length holds are left out, so a slow machine does not count more per message.
    const idleBefore = await transactions();
    await new Promise((r) => setTimeout(r, Date.now() - started));
    const idle = (await transactions()) - idleBefore - 2;
    return (during - Math.max(0, idle)) / MESSAGES;
  };

  it(`${POSTGRES} at most 3 per message, for 5 members as for 200`, { timeout: 300_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 200 }, (_, i) => createUser(t, { name: `M${i}` })));
    const senders = users.slice(0, 6);
    const small = await createGroup(t, users[0]!, { members: users.slice(1, 5) });
    const large = await createGroup(t, users[0]!, { members: users.slice(1) });
    const few = await perMessage(senders.slice(0, 5), small.id);
    const many = await perMessage(senders, large.id);
    expect(few).toBeLessThanOrEqual(3);
    expect(many).toBeLessThanOrEqual(3);
    expect(many).toBeLessThan(few + 0.5);
  });
});
