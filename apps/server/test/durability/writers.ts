/**
 * Acknowledged-write load for the durability tests: one writer per player, each sending, one after the
 * other, RSVPs (`in` to the next of its games) and now and then a group chat message with a fresh
 * client_msg_id (kept under the chat rate limit of 30 posts per 30 s). Every write that came back 2xx is
 * recorded in `acked`; `verifyAcked` later checks each one is in the database.
 *
 * A write that gets no answer (connection refused or reset: the instance was killed or is stopping) or a
 * 503 (the instance is closing) is sent again, the same write, to the next target (the other instance,
 * or the same one once it is back): both writes are idempotent (an RSVP sets a status, a message is
 * deduplicated by its client_msg_id), as a real client's retry is. Every such failure is recorded in
 * `failures` with the time it happened, so a test can say which failures it allows and when.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { chatMessages, rsvps } from '../../src/db/schema.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { pgliteSeedHandle, type Seeded } from './seed.ts';

export type Failure = {
  sentAt: number;
  at: number;
  target: string;
  kind: 'network' | 'http';
  status?: number;
  detail: string;
};

export type Acked = {
  rsvps: { userId: number; gameId: number }[];
  messages: { userId: number; clientMsgId: string; id: number }[];
};

export type Writers = {
  acked: Acked;
  failures: Failure[];
  /** Total acknowledged writes so far. */
  count(): number;
  /** Resolves once `n` more writes than now have been acknowledged. */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  /** Stops after each writer's current write (which is retried until it is acknowledged). */
  stop(): Promise<void>;
};

const CHAT_EVERY_MS = 1500;

/**
 * Starts the writers. `targetsFor(i)` lists the base URLs writer `i` uses, in order of preference: its
 * own instance first, then the others (failover).
 */
export function startWriters(seeded: Seeded, targetsFor: (i: number) => string[]): Writers {
  const acked: Acked = { rsvps: [], messages: [] };
  const failures: Failure[] = [];
  let stopping = false;
  const waiters: { n: number; resolve(): void }[] = [];
  const count = () => acked.rsvps.length + acked.messages.length;
  const notify = () => {
    for (const w of waiters.splice(0)) {
      if (count() >= w.n) w.resolve();
      else waiters.push(w);
    }
  };

  /** Sends one write until some target acknowledges it (or throws on an answer that is not allowed). */
  async function send(targets: string[], url: string, token: string, body: unknown) {
    for (let attempt = 0; ; attempt += 1) {
      const target = targets[attempt % targets.length]!;
      const sentAt = Date.now();
      try {
        const res = await fetch(`${target}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        if (res.ok) return JSON.parse(text) as Record<string, unknown>;
        failures.push({
          sentAt,
          at: Date.now(),
          target,
          kind: 'http',
          status: res.status,
          detail: text.slice(0, 200),
        });
        if (res.status !== 503) throw new Error(`${url} answered ${res.status}: ${text}`);
      } catch (err) {
        if (err instanceof Error && err.message.startsWith(url)) throw err;
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        failures.push({
          sentAt,
          at: Date.now(),
          target,
          kind: 'network',
          detail: cause?.code ?? cause?.message ?? String(err),
        });
      }
      await sleep(50);
    }
  }

  const runs = seeded.users.map(async (user, i) => {
    const targets = targetsFor(i);
    let game = 0;
    let lastChat = 0;
    while (!stopping) {
      if (Date.now() - lastChat >= CHAT_EVERY_MS) {
        lastChat = Date.now();
        const clientMsgId = randomUUID();
        const body = {
          type: 'group',
          group_id: seeded.groupId,
          content: `durable ${clientMsgId}`,
          client_msg_id: clientMsgId,
        };
        const reply = await send(targets, '/api/chat/message', user.token, body);
        acked.messages.push({ userId: user.id, clientMsgId, id: reply.id as number });
      } else if (game < seeded.gameIds.length) {
        const gameId = seeded.gameIds[game++]!;
        const reply = await send(targets, '/api/rsvps', user.token, { gameId, status: 'in' });
        if (reply.status !== 'in') throw new Error(`RSVP landed on ${String(reply.status)}, expected in`);
        acked.rsvps.push({ userId: user.id, gameId });
      } else {
        await sleep(100);
      }
      notify();
    }
  });
  const done = Promise.all(runs);
  // A writer that throws stops the test with its reason (surfaced by stop()).
  done.catch(() => (stopping = true));

  return {
    acked,
    failures,
    count,
    waitFor: (n, timeoutMs = 20_000) => {
      const target = count() + n;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Only ${count()} of ${target} writes acknowledged within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ n: target, resolve: () => (clearTimeout(timer), resolve()) });
        done.catch((err: unknown) => (clearTimeout(timer), reject(err as Error)));
      });
    },
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}

/** What of `acked` is missing from the database (empty lists when every acknowledged write is there). */
export async function missingAcked(db: Database, acked: Acked) {
  const userIds = [...new Set([...acked.rsvps, ...acked.messages].map((w) => w.userId))];
  const rows = userIds.length
    ? await db
        .select()
        .from(rsvps)
        .where(and(inArray(rsvps.userId, userIds), eq(rsvps.status, 'in')))
    : [];
  const stored = new Set(rows.map((r) => `${r.userId}:${r.gameId}`));
  const messages = userIds.length
    ? await db
        .select({ id: chatMessages.id, clientMsgId: chatMessages.clientMsgId })
        .from(chatMessages)
        .where(inArray(chatMessages.senderId, userIds))
    : [];
  const byClientId = new Map(messages.map((m) => [m.clientMsgId, m.id]));
  return {
    rsvps: acked.rsvps.filter((w) => !stored.has(`${w.userId}:${w.gameId}`)),
    messages: acked.messages.filter((m) => byClientId.get(m.clientMsgId) !== m.id),
  };
}

/** `missingAcked` on the PGlite files in DATA_DIR `dataDir`, as a stopped server left them. */
export async function missingAckedInFiles(dataDir: string, acked: Acked) {
  const check = await pgliteSeedHandle(dataDir, { existing: true });
  try {
    return await missingAcked(check.db, acked);
  } finally {
    await check.close();
  }
}

/** Network errors of a connection the stopping instance refused or closed. */
const REFUSALS = ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'];

/**
 * The failures a SIGTERM at `sigterm` does not explain (empty when all are allowed): the allowed ones
 * came after it and are a 503 answer or a refused or closed connection (a request not processed).
 */
export function unexplainedFailures(failures: Failure[], sigterm: number): Failure[] {
  return failures.filter(
    (f) => f.at < sigterm || (f.kind === 'http' ? f.status !== 503 : !REFUSALS.includes(f.detail)),
  );
}
