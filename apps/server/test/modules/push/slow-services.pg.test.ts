/**
 * No push service can hold up another (README "Notifications", Delivery), with two instances on one
 * PostgreSQL database and one Redis: each instance sends at most two pushes to one push service at once,
 * so a member's 20 subscriptions at a service that never answers leave another member's push on time;
 * and the instances share each push service's pause through Redis. Skipped without DATABASE_URL and
 * REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginGate, PUSH_PER_ORIGIN } from '../../../src/modules/push/origins.ts';
import { build, buildAnother, type BuildExtras, type TestContext } from '../../support/build.ts';
import { POSTGRES_REDIS, onPostgresAndRedis } from '../../support/servers.ts';
import { bystanderAfterTarpit } from './bystander.ts';
import { startPushReceiver, type PushReceiver } from './receiver.ts';
import { startTarpit, type Tarpit } from './tarpit.ts';

describe.runIf(onPostgresAndRedis)(`${POSTGRES_REDIS} push services with two instances`, () => {
  let receiver: PushReceiver;
  let tarpit: Tarpit;
  let t: TestContext;
  let other: Awaited<ReturnType<typeof buildAnother>>;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    tarpit = await startTarpit();
    const env = {
      REDIS_URL: process.env.REDIS_URL!,
      PUSH_ALLOW_HOSTS: `${receiver.allowHost},${tarpit.allowHost}`,
    };
    // One cluster: the same Redis namespace; the production deadline (10 s) and pauses.
    const options: BuildExtras = {
      push: {
        extraCa: [receiver.cert],
        namespace: `turnout-test-${randomBytes(6).toString('hex')}`,
        firstPauseMs: undefined,
      },
    };
    t = await build(env, options);
    other = await buildAnother(t, env, options);
  });
  afterAll(async () => {
    await tarpit?.close();
    await other?.close();
    await t?.close();
    await receiver?.close();
  });

  it("a member's 20 subscriptions at a push service that never answers hold two sends per instance, and another member's push arrives within 5 s", async () => {
    const { payload, waitedMs, tarpitConnections } = await bystanderAfterTarpit(
      t,
      [t.app, other.app],
      receiver,
      tarpit,
    );
    expect(payload).toMatchObject({ body: 'Bibs are in my car' });
    expect(waitedMs).toBeLessThan(5000);
    expect(tarpitConnections).toBeGreaterThan(0);
    expect(tarpitConnections).toBeLessThanOrEqual(2 * PUSH_PER_ORIGIN);
  });

  it('a push service paused by one instance is paused for the other, until either hears from it', async () => {
    let clock = Date.parse('2027-03-01T10:00:00Z');
    const namespace = `turnout-test-${randomBytes(6).toString('hex')}`;
    const gate = (app: TestContext['app']) =>
      createOriginGate({ redis: app.redis, namespace, now: () => clock, busyWaitMs: 2000 });
    const [one, two] = [gate(t.app), gate(other.app)];
    const origin = 'https://push.example:443';

    expect(await one.failed(origin)).toBe(30_000);
    expect(await two.enter(origin)).toEqual({ waitMs: 30_000, why: 'paused' });
    // A failure during the pause (a send begun before it) does not lengthen it.
    clock += 10_000;
    expect(await two.failed(origin)).toBe(20_000);
    // Once it is over, the next failure doubles it.
    clock += 20_000;
    const entry = await one.enter(origin);
    expect('release' in entry).toBe(true);
    if ('release' in entry) entry.release();
    expect(await two.failed(origin)).toBe(60_000);
    expect(await one.enter(origin)).toEqual({ waitMs: 60_000, why: 'paused' });
    // An answer on either ends it for both.
    await two.answered(origin);
    const after = await one.enter(origin);
    expect('release' in after).toBe(true);
    if ('release' in after) after.release();
  });
});
