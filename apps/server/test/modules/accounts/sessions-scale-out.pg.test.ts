/**
 * Sessions on two server instances sharing one PostgreSQL database and one Redis (decision record
 * 006-email-change-and-sessions): a revocation through one instance drops the user's sockets on the
 * other, and the 20 sockets a user may hold are counted on both together, atomically in Redis (decision
 * record 019-socket-slots-in-redis).
 */
import pWaitFor from 'p-wait-for';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '../../../src/plugins/realtime.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createUser } from '../../support/factories.ts';
import { startInstances, type Instance } from '../../support/instances.ts';
import { POSTGRES_REDIS, onPostgresAndRedis } from '../../support/servers.ts';
import { closeClients, connectClient, nextEvent } from '../../support/sockets.ts';

const TOO_MANY =
  'Too many open connections: you can be connected from at most 20 tabs or devices at once. Close one and try again.';

// CI sets both URLs; skipped without them.
describe.runIf(onPostgresAndRedis)(`${POSTGRES_REDIS} sessions across two server instances`, () => {
  let t: TestContext;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    t = await build();
    [a, b] = (await startInstances(t, 2, { redisUrl: process.env.REDIS_URL! })) as [Instance, Instance];
  });
  afterAll(async () => {
    closeClients();
    await Promise.all([a?.close(), b?.close()]);
    await t.close();
  });

  it('signing out everywhere through instance A disconnects a socket connected to instance B', async () => {
    const user = await createUser(t);
    const onB = await connectClient(b.base, user.token);
    const gone = nextEvent<string>(onB, 'disconnect', 5000);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/users/sign-out-everywhere',
      headers: t.auth(user),
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('an email change through instance B disconnects a socket connected to instance A', async () => {
    const user = await createUser(t);
    const onA = await connectClient(a.base, user.token);
    const gone = nextEvent<string>(onA, 'disconnect', 5000);
    const res = await b.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: t.auth(user),
      payload: {
        name: user.name,
        surname: user.surname,
        mobile: user.mobile,
        email: `moved.${user.id}@example.test`,
        currentPassword: user.password,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('counts the 20 sockets on both instances together', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i += 1) await connectClient(a.base, user.token);
    for (let i = 0; i < 10; i += 1) await connectClient(b.base, user.token);
    await expect(connectClient(a.base, user.token)).rejects.toThrow(TOO_MANY);
    await expect(connectClient(b.base, user.token)).rejects.toThrow(TOO_MANY);
    expect((await a.app.io.in(userRoom(user.id)).fetchSockets()).length).toBe(20);
  });

  it('a burst of 30 handshakes spread over both instances at once opens exactly 20 sockets', async () => {
    const user = await createUser(t);
    const tries = Array.from({ length: 30 }, (_, i) => connectClient(i % 2 ? b.base : a.base, user.token));
    const settled = await Promise.allSettled(tries);
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(settled.length - refused.length).toBe(20);
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason)).toContain(TOO_MANY);
    expect((await b.app.io.in(userRoom(user.id)).fetchSockets()).length).toBe(20);
  });

  it("a closed socket frees its place at once; a dead instance's sockets stop counting when their slots lapse", async () => {
    const user = await createUser(t);
    const redis = a.app.redis!;
    const key = `${a.adapterKey}:sockets:${user.id}`;
    // 20 slots of an instance that died without closing, renewed for the last time less than a minute ago:
    // they still count.
    await redis.zadd(key, ...Array.from({ length: 20 }, (_, i) => [Date.now() + 30_000, `dead-${i}`]).flat());
    await expect(connectClient(a.base, user.token)).rejects.toThrow(TOO_MANY);
    // Their slots have lapsed (no renewal for a minute): the user may connect again.
    await redis.zadd(key, ...Array.from({ length: 20 }, (_, i) => [Date.now() - 1, `dead-${i}`]).flat());
    const sockets = [];
    for (let i = 0; i < 20; i += 1) sockets.push(await connectClient(i % 2 ? b.base : a.base, user.token));
    await expect(connectClient(b.base, user.token)).rejects.toThrow(TOO_MANY);
    sockets[0]!.disconnect();
    await pWaitFor(async () => (await redis.zcard(key)) === 19);
    await expect(connectClient(b.base, user.token)).resolves.toBeDefined();
  });
});
