/**
 * No push service can hold up another (README "Notifications", Delivery), on PGlite: pushes run several
 * at once with at most two sends to one push service per instance, so 20 subscriptions at a service that
 * never answers (tarpit.ts) leave another member's push on time; a push service that failed is paused
 * and its jobs wait behind the others' instead of ahead of them; a subscription whose pushes have failed
 * for 24 hours by the app's clock is deleted, and a success clears its failure; when Redis fails, the
 * pauses and places are kept in memory.
 */
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../src/db/schema.ts';
import { createOriginGate, PUSH_PER_ORIGIN } from '../../../src/modules/push/origins.ts';
import { PUSH_RETRIES, PUSH_SEND_QUEUE } from '../../../src/modules/push/service.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { bystanderAfterTarpit, directMessage, subscribe } from './bystander.ts';
import { startPushReceiver, type Device, type PushReceiver } from './receiver.ts';
import { startTarpit, type Tarpit } from './tarpit.ts';

/** Resolves once `check()` is true, polling every 25 ms for up to 10 s (it waits for it, never times it). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Still waiting for ${what} after 10 s.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Until every delivery queued so far, every push it queued and every retry of those has finished. */
async function settle(t: TestContext) {
  await t.app.mailer.idle();
  await t.app.jobs.idle();
}

/** The push jobs not yet run: whether each may start now (by the database's clock). */
async function waitingPushJobs(t: TestContext): Promise<{ due: boolean }[]> {
  const { rows } = await t.database.sql.executeSql(
    `select start_after <= now() as due from pgboss.job where name = $1 and state in ('created', 'retry')`,
    [PUSH_SEND_QUEUE],
  );
  return rows as { due: boolean }[];
}

describe('a push service that never answers', () => {
  let receiver: PushReceiver;
  let tarpit: Tarpit;
  let t: TestContext;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    tarpit = await startTarpit();
    // The production deadline (10 s) and pauses: within the test nothing to the tarpit has ended yet.
    t = await build(
      { PUSH_ALLOW_HOSTS: `${receiver.allowHost},${tarpit.allowHost}` },
      { push: { extraCa: [receiver.cert], firstPauseMs: undefined } },
    );
  });
  afterAll(async () => {
    // The tarpit lets go first, so that the sends it holds end before the app closes.
    await tarpit.close();
    await t.close();
    await receiver.close();
  });

  it("holds two of the instance's push workers, and another member's push arrives within 5 s", async () => {
    const { payload, waitedMs, tarpitConnections } = await bystanderAfterTarpit(t, [t.app], receiver, tarpit);
    expect(payload).toMatchObject({ body: 'Bibs are in my car' });
    expect(waitedMs).toBeLessThan(5000);
    // A's 20 pushes: two sends at the tarpit, the others queued again behind B's.
    expect(tarpitConnections).toBe(PUSH_PER_ORIGIN);
  });
});

describe('a push service that failed', () => {
  let receiver: PushReceiver;
  let failing: PushReceiver;
  let t: TestContext;
  /** The origins' clock (ms), which the test moves. */
  let clock = Date.parse('2027-03-01T10:00:00Z');
  beforeAll(async () => {
    receiver = await startPushReceiver();
    failing = await startPushReceiver();
    t = await build(
      { PUSH_ALLOW_HOSTS: `${receiver.allowHost},${failing.allowHost}` },
      { push: { extraCa: [receiver.cert, failing.cert], firstPauseMs: 30_000, now: () => clock } },
    );
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await failing.close();
  });

  it('is paused: its pushes wait behind pushes to other services, and go once the pause is over', async () => {
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    await createGroup(t, c, { members: [a, b] });
    const first = failing.device();
    await subscribe(t, t.app, a, first.subscription);
    failing.answer(first, 503);
    await directMessage(t, t.app, c, a, 'One');
    await failing.pushes(first, 1);
    // The 503 paused that push service for 30 s: the retry waits that long.
    await until(async () => (await waitingPushJobs(t)).length === 1, 'the retry to be queued');
    expect(await waitingPushJobs(t)).toEqual([{ due: false }]);

    // Three more browsers of A there, one of B at the working service; then a message to each.
    const more = [failing.device(), failing.device(), failing.device()];
    for (const device of more) await subscribe(t, t.app, a, device.subscription);
    const phone = receiver.device();
    await subscribe(t, t.app, b, phone.subscription);
    await directMessage(t, t.app, c, a, 'Two');
    await directMessage(t, t.app, c, b, 'Three');
    const [push] = await receiver.pushes(phone, 1);
    expect(phone.decrypt(push!)).toMatchObject({ body: 'Three' });
    // A's four new pushes were not tried: queued again behind it, to start when the pause ends.
    await until(async () => {
      const waiting = await waitingPushJobs(t);
      return waiting.length === 5 && waiting.every((job) => !job.due);
    }, "A's pushes to be queued again, to start when the pause ends");
    for (const device of more) expect(failing.received(device)).toEqual([]);
    expect(failing.received(first)).toHaveLength(1);

    // The pause ends (the origins' clock and the database's start times move on): everything goes.
    clock += 31_000;
    await t.database.sql.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and state = 'created'`,
      [PUSH_SEND_QUEUE],
    );
    const retried = await failing.pushes(first, 3);
    expect(retried.map((p) => p.status)).toEqual([503, 201, 201]);
    expect(retried.map((p) => first.decrypt(p).body).sort()).toEqual(['One', 'One', 'Two']);
    for (const device of more) expect(device.decrypt((await failing.pushes(device, 1))[0]!).body).toBe('Two');
    await settle(t);
  });
});

describe('a subscription whose pushes keep failing', () => {
  let receiver: PushReceiver;
  let t: TestContext;
  let now = new Date('2027-03-01T10:00:00Z');
  let a: TestUser;
  let c: TestUser;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    t = await build(
      { PUSH_ALLOW_HOSTS: receiver.allowHost },
      { clock: () => now, push: { extraCa: [receiver.cert] } },
    );
    [a, c] = [await createUser(t), await createUser(t)];
    await createGroup(t, c, { members: [a] });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const failingSince = async (device: Device) => {
    const rows = await t.app.db
      .select({ failingSince: pushSubscriptions.failingSince })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    return rows.length === 0 ? 'deleted' : rows[0]!.failingSince;
  };

  it('is given up after 5 retries, kept until it has failed for 24 hours, then deleted; a success clears it', async () => {
    const broken = receiver.device();
    const flaky = receiver.device();
    await subscribe(t, t.app, a, broken.subscription);
    await subscribe(t, t.app, a, flaky.subscription);
    const attempts = PUSH_RETRIES + 1;
    receiver.answer(broken, ...new Array<number>(attempts).fill(500));
    receiver.answer(flaky, 500);
    await directMessage(t, t.app, c, a, 'Monday');
    await settle(t);
    expect(receiver.received(broken).map((p) => p.status)).toEqual(new Array(attempts).fill(500));
    expect(receiver.received(flaky).map((p) => p.status)).toEqual([500, 201]);
    expect(await failingSince(broken)).toEqual(now);
    expect(await failingSince(flaky)).toBeNull();

    // 23 hours and 59 minutes later it still fails: kept, failing since the first failure.
    const firstFailure = now;
    now = new Date(firstFailure.getTime() + 24 * 3600_000 - 60_000);
    receiver.answer(broken, ...new Array<number>(attempts).fill(500));
    await directMessage(t, t.app, c, a, 'Tuesday');
    await settle(t);
    expect(receiver.received(broken)).toHaveLength(2 * attempts);
    expect(await failingSince(broken)).toEqual(firstFailure);

    // 24 hours after the first failure, one more failure deletes it: no retries.
    now = new Date(firstFailure.getTime() + 24 * 3600_000);
    receiver.answer(broken, 500);
    await directMessage(t, t.app, c, a, 'Wednesday');
    await settle(t);
    expect(receiver.received(broken)).toHaveLength(2 * attempts + 1);
    expect(await failingSince(broken)).toBe('deleted');
    // The other browser, which answered, is still there and got every message.
    expect(await failingSince(flaky)).toBeNull();
    expect(receiver.received(flaky).map((p) => flaky.decrypt(p).body)).toEqual([
      'Monday',
      'Monday',
      'Tuesday',
      'Wednesday',
    ]);
  });
});

describe('the pauses, when Redis fails', () => {
  it('are kept in memory meanwhile', async () => {
    // A Redis nobody listens at, never connected: every command fails at once.
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    const failures: unknown[] = [];
    const gate = createOriginGate({
      redis,
      namespace: 'turnout-test-down',
      now: () => 0,
      busyWaitMs: 2000,
      onRedisError: (err) => failures.push(err),
    });
    const origin = 'https://push.example:443';
    expect(await gate.failed(origin)).toBe(30_000);
    expect(await gate.enter(origin)).toEqual({ waitMs: 30_000, why: 'paused' });
    await gate.answered(origin);
    const entry = await gate.enter(origin);
    expect('release' in entry).toBe(true);
    // Two places per origin: a third send waits.
    const second = await gate.enter(origin);
    expect(await gate.enter(origin)).toEqual({ waitMs: 2000, why: 'busy' });
    if ('release' in entry) entry.release();
    if ('release' in second) second.release();
    expect(failures.length).toBeGreaterThan(0);
    redis.disconnect();
  });
});
