/**
 * Crash test on the embedded database (README "Durability"): a server on PGlite files in a temporary
 * DATA_DIR takes RSVPs and chat messages from 8 concurrent writers while it is killed with SIGKILL and
 * restarted twice. Afterwards every write that was acknowledged with a 2xx is in the database, as
 * acknowledged (RSVP status `in`; message with the id the reply gave), and the restarted server still
 * answers. The server is then stopped with SIGTERM (exit code 0) and the files are read directly.
 *
 * What this proves is durability against a crash of the PROCESS: PGlite writes its WAL into the files
 * before a commit returns, and the operating system keeps those writes when the process dies. It does
 * not (cannot, in a test) prove durability against a power cut: see README "Durability".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crashRounds } from './crash.ts';
import { get } from './requests.ts';
import { seedPgliteDir } from './seed.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { missingAckedInFiles, startWriters } from './writers.ts';

describe('crash test on PGlite (SIGKILL while writing)', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged RSVP and chat message across two SIGKILLs', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-dur-'));
    const seeded = await seedPgliteDir(dataDir, { players: 8, gameCount: 400, maxPlayers: 50 });

    server = await startServer({ DATA_DIR: dataDir });
    const base = server.base;
    const writers = startWriters(seeded, () => [base]);
    const result = await crashRounds(server, writers, { rounds: 2, writesPerRound: 60 });
    server = result.server;

    expect(writers.acked.rsvps.length).toBeGreaterThan(80);
    expect(writers.acked.messages.length).toBeGreaterThan(8);
    // While the server was down the writers saw connection errors, never an HTTP error.
    expect(writers.failures.filter((f) => f.kind === 'http')).toEqual([]);
    expect(writers.failures.length).toBeGreaterThan(0);

    // The restarted server serves the data (the last acknowledged message is in the conversation).
    const admin = seeded.users[0]!;
    const last = writers.acked.messages.at(-1)!;
    const res = await get(base, `/api/chat/group-messages/${seeded.groupId}?limit=50`, admin.token);
    expect(res.status).toBe(200);
    expect((res.body as { id: number }[]).map((m) => m.id)).toContain(last.id);

    const stopped = await server.stop();
    expect(stopped.code).toBe(0);
    expect(await missingAckedInFiles(dataDir, writers.acked)).toEqual({ rsvps: [], messages: [] });
  }, 120_000);
});
