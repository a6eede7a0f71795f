/**
 * Writes into a group racing its deletion (docs/product.md#s6: a group that is gone is 404 to everyone).
 * Every write checks membership and writes in one transaction that holds the group row (groups/access.ts
 * lockMembership), so DELETE /api/groups/{id} either waits for it or has committed before it looks:
 * the loser answers 404 with the usual sentence, never 500 (a foreign-key violation).
 *
 * Only a PostgreSQL server runs transactions side by side: on PGlite these tests are skipped.
 * - The first test builds the worst interleaving every time: the deletion is paused half way (a held
 *   lock on one of the group's games stops its cascade), every write arrives meanwhile, then the
 *   deletion commits.
 * - The second fires the deletion among the writes for real, 20 rounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { gameTexts, groupTexts, inviteTexts } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { POSTGRES, onPostgres } from '../../support/servers.ts';
import { holdLock, tracked, untilBlockedOrAnswered } from '../../support/pg-locks.ts';
import { newToken } from '../../../src/lib/tokens.ts';
import { invites } from '../../../src/db/schema.ts';

/** The sentences a write into a deleted group may answer with (404), by what it names. */
const NOT_FOUND = [groupTexts.notFound, gameTexts.gameNotFound, inviteTexts.notFound];

let unique = 0;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

describe.runIf(onPostgres)(`${POSTGRES} writes into a group racing its deletion`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build({}, { rateLimits: { invitePerIp: 10_000 } });
  });
  afterAll(() => t.close());

  /** A group with two admins, six members, an upcoming game with one player and an open invitation. */
  async function world() {
    const [admin, coAdmin, newcomer, invitee, ...members] = await Promise.all(
      Array.from({ length: 10 }, () => createUser(t)),
    );
    const group = await createGroup(t, admin!, { admins: [coAdmin!], members });
    const game = await createGame(t, group.id, admin!, { maxPlayers: 10 });
    await setRsvp(t, game.id, members[0]!.id, 'in');
    const { token, tokenHash } = newToken();
    await t.app.db.insert(invites).values({
      groupId: group.id,
      email: invitee!.email,
      tokenHash,
      invitedBy: coAdmin!.id,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    });
    return {
      admin: admin!,
      coAdmin: coAdmin!,
      newcomer: newcomer!,
      invitee: invitee!,
      members,
      group,
      game,
      token,
    };
  }

  type World = Awaited<ReturnType<typeof world>>;
  const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });

  /** Every kind of write into the group, each by someone allowed to make it, named for the report. */
  function writes({ coAdmin, newcomer, invitee, members: m, group, game, token }: World) {
    unique += 1;
    const gameBody = { description: 'Friday five', game_datetime: inDays(4), max_players: 10 };
    const list: [string, () => Promise<LightMyRequestResponse>][] = [
      [
        'chat post',
        () =>
          call(m[0]!, 'POST', '/api/chat/message', {
            type: 'group',
            group_id: group.id,
            content: 'On my way',
          }),
      ],
      [
        'chat post',
        () =>
          call(m[1]!, 'POST', '/api/chat/message', { type: 'group', group_id: group.id, content: 'Me too' }),
      ],
      ['create game', () => call(coAdmin, 'POST', '/api/games', { ...gameBody, group_id: group.id })],
      ['edit game', () => call(coAdmin, 'PUT', `/api/games/${game.id}`, { ...gameBody, max_players: 12 })],
      ['RSVP', () => call(m[2]!, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' })],
      [
        'team move',
        () => call(coAdmin, 'POST', '/api/rsvps/add', { gameId: game.id, userId: m[4]!.id, status: 'in' }),
      ],
      [
        'add member',
        () => call(coAdmin, 'POST', `/api/groups/${group.id}/members`, { mobile: newcomer.mobile }),
      ],
      [
        'invite',
        () =>
          call(coAdmin, 'POST', `/api/groups/${group.id}/members`, {
            mobile: `09${String(unique).padStart(8, '0')}`,
            email: `new${unique}@example.test`,
          }),
      ],
      ['accept invitation', () => call(invitee, 'POST', `/api/invites/${token}/accept`)],
      ['mark group chat read', () => call(m[3]!, 'POST', `/api/chat/group-messages/${group.id}/read`)],
      ['remove member', () => call(coAdmin, 'DELETE', `/api/groups/${group.id}/members/${m[5]!.id}`)],
      ['leave group', () => call(m[1]!, 'DELETE', `/api/groups/${group.id}/leave`)],
    ];
    return list;
  }

  /** "name: status message" for each reply that is neither 2xx nor a 404 with a not-found sentence. */
  function wrongAnswers(names: string[], replies: LightMyRequestResponse[]) {
    return replies.flatMap((r, i) => {
      if (r.statusCode >= 200 && r.statusCode < 300) return [];
      if (r.statusCode === 404 && NOT_FOUND.includes(r.json().error)) return [];
      return [`${names[i]}: ${r.statusCode} ${r.body}`];
    });
  }

  async function assertGroupGone(w: World) {
    const res = await call(w.admin, 'DELETE', `/api/groups/${w.group.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(groupTexts.notFound);
    const left = await t.app.db.execute(sql`select
      (select count(*) from games where group_id = ${w.group.id})
      + (select count(*) from chat_messages where group_id = ${w.group.id})
      + (select count(*) from group_members where group_id = ${w.group.id})
      + (select count(*) from invites where group_id = ${w.group.id})
      + (select count(*) from group_chat_reads where group_id = ${w.group.id}) as n`);
    expect(Number((left as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBe(0);
  }

  it('every write that arrives while the deletion is half done answers 404 once it commits', async () => {
    const w = await world();
    // Pause the deletion inside its transaction: it has locked and deleted the group row, and its
    // cascade waits for this game row.
    const pause = await holdLock(t.app.db, sql`select 1 from games where id = ${w.game.id} for key share`);
    const deletion = call(w.admin, 'DELETE', `/api/groups/${w.group.id}`);
    await untilBlockedOrAnswered(t.app.db, 1, () => 0);

    const list = writes(w);
    const inFlight = tracked(list.map(([, run]) => run()));
    await untilBlockedOrAnswered(t.app.db, 1 + list.length, inFlight.answered);
    await pause.release();

    expect((await deletion).statusCode).toBe(200);
    const replies = await inFlight.all;
    expect(
      wrongAnswers(
        list.map(([name]) => name),
        replies,
      ),
    ).toEqual([]);
    // They all came after the deletion had taken the group: none of them can have succeeded.
    expect(replies.map((r) => r.statusCode)).toEqual(list.map(() => 404));
    await assertGroupGone(w);
  });

  it('20 rounds of DELETE /api/groups/{id} fired among chat posts, games, RSVPs, team moves, member adds, invitations and read marks: every answer is 2xx or 404', async () => {
    for (let round = 0; round < 20; round++) {
      const w = await world();
      const list = writes(w);
      const half = Math.floor(list.length / 2);
      const names = [
        ...list.slice(0, half).map(([name]) => name),
        'delete group',
        ...list.slice(half).map(([name]) => name),
      ];
      const replies = await Promise.all([
        ...list.slice(0, half).map(([, run]) => run()),
        call(w.admin, 'DELETE', `/api/groups/${w.group.id}`),
        ...list.slice(half).map(([, run]) => run()),
      ]);
      expect(wrongAnswers(names, replies), `round ${round}`).toEqual([]);
      expect(replies[half]!.statusCode).toBe(200);
      await assertGroupGone(w);
    }
  }, 180_000);
});
