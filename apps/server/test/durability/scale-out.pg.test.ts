/**
 * Scale-out (README "Running several instances"; runs when DATABASE_URL and REDIS_URL are set): two
 * server processes on one PostgreSQL database and one Redis, HTTP clients spread over both ports, and
 * socket.io clients behind a loopback TCP load balancer (`startProxy` in proxy.ts: each new connection goes
 * to the next instance that accepts it, as nginx does).
 *
 * 1. RSVPs sent concurrently through both instances never put more than max_players in the main team.
 * 2. Chat messages and notification counts posted through one instance reach sockets on the other.
 * 3. SIGTERM of one instance under load: a request in flight on it
 *    (accepted, body half sent at SIGTERM) completes with 200; it exits 0 within 10 s; its sockets hear
 *    `server_restart`, reconnect through the balancer to the other instance and catch up (refetch what
 *    they missed; new pushes arrive). "No request fails" is asserted as: the other instance answers
 *    every request 2xx; the stopping one fails only requests it had not accepted at SIGTERM, and only
 *    by refusing or closing the connection or answering 503 (not processed), after which the client
 *    sends the same idempotent write to the other instance, which acknowledges it; every acknowledged
 *    write is in the database. (A request sent an instant before SIGTERM but not yet read by the
 *    server is one it had not accepted: no client can tell the two apart, a load balancer retries it.)
 * 4. SIGKILL of one instance mid-run: no acknowledged write is lost, its sockets reconnect to the other.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../src/db/client.ts';
import { rsvps } from '../../src/db/schema.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProxy, type Proxy } from './proxy.ts';
import { get, post, stopDuringRequest } from './requests.ts';
import { createPgDatabase, seed, type Seeded } from './seed.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { connectClient, type Client } from './socket-client.ts';
import { missingAcked, startWriters, unexplainedFailures } from './writers.ts';
import { POSTGRES_REDIS, onPostgresAndRedis } from '../support/servers.ts';

describe.runIf(onPostgresAndRedis)(
  `${POSTGRES_REDIS} two instances on PostgreSQL and Redis`,
  { timeout: 120_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPgDatabase>>;
    let handle: DbHandle;
    let a: ServerProcess;
    let b: ServerProcess;
    let proxy: Proxy;
    let seeded: Seeded;
    const clients: Client[] = [];

    beforeAll(async () => {
      database = await createPgDatabase();
      handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
      await handle.migrate();
      seeded = await seed(handle.db, { players: 10, gameCount: 300, maxPlayers: 50 });
      const env = {
        DATA_DIR: '/nonexistent-dur',
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL!,
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
      proxy = await startProxy([a.port, b.port]);
    }, 120_000);

    /**
     * Load on both instances: four sockets in the group's chat through the balancer, and nine writers each
     * preferring one instance (alternately) and failing over to the other; resolves after 60 writes.
     */
    async function loadBothInstances() {
      const viaProxy = seeded.users
        .slice(4, 8)
        .map((u) => connectClient(proxy.base, u.token, seeded.groupId));
      clients.push(...viaProxy);
      await Promise.all(viaProxy.map((c) => c.joined(1)));
      const writers = startWriters({ ...seeded, users: seeded.users.slice(0, 9) }, (i) =>
        i % 2 ? [a.base, b.base] : [b.base, a.base],
      );
      await writers.waitFor(60);
      return { viaProxy, writers };
    }

    afterAll(async () => {
      for (const c of clients) c.socket.close();
      await proxy?.close();
      await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
      await handle?.close();
      await database?.drop();
    });

    it('never puts more than max_players in the main team through both instances', async () => {
      const game = await seed(handle.db, { players: 16, gameCount: 1, maxPlayers: 5 });
      const gameId = game.gameIds[0]!;
      const bases = [a.base, b.base];
      const replies = await Promise.all(
        game.users.map((u, i) => post(bases[i % 2]!, '/api/rsvps', u.token, { gameId, status: 'in' })),
      );
      expect(replies.map((r) => r.status)).toEqual(game.users.map(() => 200));
      const statuses = replies.map((r) => (r.body as { status: string }).status);
      expect(statuses.filter((s) => s === 'in')).toHaveLength(5);
      expect(statuses.filter((s) => s === 'reserves')).toHaveLength(11);

      // A second wave: main-team players leave while everyone else asks to be in again, through both.
      const wave = await Promise.all(
        game.users.map((u, i) =>
          post(bases[(i + 1) % 2]!, '/api/rsvps', u.token, {
            gameId,
            status: statuses[i] === 'in' && i % 2 ? 'out' : 'in',
          }),
        ),
      );
      expect(wave.map((r) => r.status)).toEqual(game.users.map(() => 200));
      const main = await handle.db
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.gameId, gameId), eq(rsvps.status, 'in')));
      expect(main).toHaveLength(5);
    });

    it('delivers chat messages and notification counts to sockets on either instance', async () => {
      const onA = connectClient(a.base, seeded.users[1]!.token, seeded.groupId);
      const onB = connectClient(b.base, seeded.users[2]!.token, seeded.groupId);
      clients.push(onA, onB);
      await Promise.all([onA.joined(1), onB.joined(1)]);
      const sender = seeded.users[3]!;
      const viaA = await post(a.base, '/api/chat/message', sender.token, {
        type: 'group',
        group_id: seeded.groupId,
        content: 'via A',
      });
      const viaB = await post(b.base, '/api/chat/message', sender.token, {
        type: 'group',
        group_id: seeded.groupId,
        content: 'via B',
      });
      expect([viaA.status, viaB.status]).toEqual([201, 201]);
      const ids = [(viaA.body as { id: number }).id, (viaB.body as { id: number }).id];
      await until(() => ids.every((id) => onA.received.includes(id) && onB.received.includes(id)));

      // A full game (max 1): player 4 in, player 5 reserve with a socket on B; player 4 leaves through A,
      // player 5 is promoted and notified, and the count reaches B.
      const full = await seed(handle.db, { players: 2, gameCount: 1, maxPlayers: 1 });
      const [leaver, reserve] = full.users as [Seeded['users'][0], Seeded['users'][0]];
      const gameId = full.gameIds[0]!;
      expect((await post(a.base, '/api/rsvps', leaver.token, { gameId, status: 'in' })).status).toBe(200);
      expect((await post(a.base, '/api/rsvps', reserve.token, { gameId, status: 'in' })).body).toMatchObject({
        status: 'reserves',
      });
      const reserveSocket = connectClient(b.base, reserve.token, full.groupId);
      clients.push(reserveSocket);
      await reserveSocket.joined(1);
      const counts: unknown[] = [];
      reserveSocket.socket.on('notifications_unread_count', (p: unknown) => counts.push(p));
      expect((await post(a.base, '/api/rsvps', leaver.token, { gameId, status: 'out' })).status).toBe(200);
      await until(() => counts.length > 0);
      expect(counts[0]).toEqual({ unreadCount: 1 });
    });

    it('SIGTERM of one instance under load: nothing acknowledged is lost, its sockets move to the other', async () => {
      const { viaProxy, writers } = await loadBothInstances();

      const slowUser = seeded.users[9]!;
      const { sigterm, meanwhile, answer, code, ms } = await stopDuringRequest(
        a,
        '/api/rsvps',
        slowUser.token,
        { gameId: seeded.gameIds[0], status: 'in' },
      );
      expect(meanwhile.exitCode).toBeNull();
      expect(answer.status).toBe(200);
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);

      const moved = viaProxy.filter((c) => c.restarts.length > 0);
      expect(moved.length).toBeGreaterThan(0);
      for (const c of moved) expect(c.disconnects[0]).toBe('transport close');
      const lastSeen = Math.max(0, ...moved.flatMap((c) => c.received));
      await Promise.all(moved.map((c) => c.joined(2)));
      await writers.waitFor(60);
      await writers.stop();

      expect(writers.failures.filter((f) => f.target === b.base)).toEqual([]);
      expect(unexplainedFailures(writers.failures, sigterm)).toEqual([]);
      expect(await missingAcked(handle.db, writers.acked)).toEqual({ rsvps: [], messages: [] });

      // Catch-up on the other instance: the refetch returns what was posted while away; pushes arrive.
      const reader = seeded.users[4]!;
      const missed = await get(
        b.base,
        `/api/chat/group-messages/${seeded.groupId}?after=${lastSeen}&limit=100`,
        reader.token,
      );
      const ackedAfter = writers.acked.messages.filter((m) => m.id > lastSeen).map((m) => m.id);
      expect((missed.body as { id: number }[]).map((m) => m.id)).toEqual(expect.arrayContaining(ackedAfter));
      const fresh = await post(b.base, '/api/chat/message', reader.token, {
        type: 'group',
        group_id: seeded.groupId,
        content: 'after the move',
      });
      const freshId = (fresh.body as { id: number }).id;
      await until(() => moved.every((c) => c.received.includes(freshId)));
    });

    it('SIGKILL of one instance mid-run: no acknowledged write is lost, its sockets reconnect', async () => {
      a = await a.restart();
      const { viaProxy, writers } = await loadBothInstances();
      await b.kill('SIGKILL');
      await writers.waitFor(60);
      await writers.stop();
      expect(writers.failures.filter((f) => f.target === a.base)).toEqual([]);
      expect(writers.failures.filter((f) => f.kind === 'http')).toEqual([]);
      expect(writers.failures.some((f) => f.target === b.base)).toBe(true); // killed mid-run
      expect(await missingAcked(handle.db, writers.acked)).toEqual({ rsvps: [], messages: [] });

      // B's sockets lost their connection (no server_restart: it was killed) and reconnected to A.
      const moved = viaProxy.filter((c) => c.disconnects.length > 0);
      expect(moved.length).toBeGreaterThan(0);
      await Promise.all(moved.map((c) => c.joined(2)));
      const sender = seeded.users[0]!;
      const fresh = await post(a.base, '/api/chat/message', sender.token, {
        type: 'group',
        group_id: seeded.groupId,
        content: 'after the kill',
      });
      const freshId = (fresh.body as { id: number }).id;
      await until(() => viaProxy.every((c) => c.received.includes(freshId)));
    });
  },
);

/** Waits until `check()` holds (polling every 20 ms), failing after 5 s. */
async function until(check: () => boolean, timeoutMs = 5000) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > timeoutMs) throw new Error('Condition not met within 5 s');
    await sleep(20);
  }
}
