/**
 * Graceful shutdown of one instance, on the embedded database so it runs
 * everywhere. Under load (8 writers of RSVPs and chat messages, 3 socket.io clients in the group's chat
 * room) the server gets SIGTERM. What "no request fails" means here, honestly:
 *
 * - A request IN FLIGHT at SIGTERM (one the server has accepted) completes with 2xx. Made deterministic
 *   with a request sent with `Expect: 100-continue`: SIGTERM comes after the server answered "100
 *   Continue" and while half the body is still missing; the process does not exit, and after we send
 *   the rest it answers 200.
 * - A request the server had not accepted yet at SIGTERM (sent, but not read) and any request sent
 *   later is not processed: the connection is refused (the port no longer listens) or closed, or the
 *   answer is 503 (a kept-alive connection during the close). With one instance there is nobody else to
 *   go to, so the writers send the same idempotent write again until the restarted process acknowledges
 *   it. Asserted: no failure before SIGTERM, no answer but 2xx or that 503, every write acknowledged.
 * - The process exits with code 0 within 10 s (its own watchdog would exit with 1 at 10 s).
 * - Each socket hears `server_restart { reconnect: true }`, is dropped at the transport ("transport
 *   close", so socket.io reconnects by itself), reconnects to the restarted server and catches up:
 *   refetching the conversation after the last message it saw returns what was posted meanwhile.
 * - Every acknowledged write is in the database afterwards (the database was closed cleanly).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { get, stopDuringRequest } from './requests.ts';
import { seedPgliteDir } from './seed.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { connectClient, type Client } from './socket-client.ts';
import { missingAckedInFiles, startWriters, unexplainedFailures } from './writers.ts';

describe('graceful shutdown (SIGTERM under load, PGlite)', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  const clients: Client[] = [];
  afterAll(async () => {
    for (const c of clients) c.socket.close();
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight requests, tells sockets to reconnect, closes the database and exits 0', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-dur-'));
    const seeded = await seedPgliteDir(dataDir, { players: 9, gameCount: 300, maxPlayers: 50 });
    // The last player is not a writer: it sends the slow request.
    const slowUser = seeded.users.at(-1)!;
    const writerSeed = { ...seeded, users: seeded.users.slice(0, -1) };

    server = await startServer({ DATA_DIR: dataDir });
    const base = server.base;
    for (const u of seeded.users.slice(0, 3)) clients.push(connectClient(base, u.token, seeded.groupId));
    await Promise.all(clients.map((c) => c.joined(1)));

    const writers = startWriters(writerSeed, () => [base]);
    await writers.waitFor(40);

    const { sigterm, meanwhile, answer, code, ms } = await stopDuringRequest(
      server,
      '/api/rsvps',
      slowUser.token,
      { gameId: seeded.gameIds[0], status: 'in' },
    );
    // Still running while it waited for the in-flight request.
    expect(meanwhile).toEqual({ exitCode: null, signalCode: null });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, status: 'in' });
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);

    // Every socket was told and dropped at the transport level (so it reconnects by itself).
    for (const c of clients) {
      expect(c.restarts).toEqual([{ reconnect: true }]);
      expect(c.disconnects[0]).toBe('transport close');
    }
    const lastSeen = Math.max(0, ...clients[0]!.received);

    // Back up on the same data: writers' retried writes are acknowledged, sockets reconnect by themselves.
    server = await server.restart();
    await Promise.all(clients.map((c) => c.joined(2)));
    await writers.waitFor(30);
    await writers.stop();

    // Failures: only after SIGTERM, only refusals or 503s, never an error answer to a write.
    expect(unexplainedFailures(writers.failures, sigterm)).toEqual([]);

    // Catch-up: what was posted while the socket was away is in the refetched conversation, and pushes
    // flow again (every message acknowledged after the reconnection reached the socket).
    const reader = seeded.users[0]!;
    const missed = await get(
      base,
      `/api/chat/group-messages/${seeded.groupId}?after=${lastSeen}&limit=100`,
      reader.token,
    );
    expect(missed.status).toBe(200);
    const missedIds = (missed.body as { id: number }[]).map((m) => m.id);
    const ackedAfter = writers.acked.messages.filter((m) => m.id > lastSeen).map((m) => m.id);
    expect(ackedAfter.length).toBeGreaterThan(0);
    expect(missedIds).toEqual(expect.arrayContaining(ackedAfter));

    const final = await server.stop();
    expect(final.code).toBe(0);
    expect(await missingAckedInFiles(dataDir, writers.acked)).toEqual({ rsvps: [], messages: [] });
  }, 120_000);
});
