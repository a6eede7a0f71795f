/**
 * "Never a twelfth player in an eleven-a-side team": 100 members RSVP `in` at the same moment to a game
 * of 10. On PostgreSQL (DATABASE_URL set; the test app has a pool of 20 connections) the requests really
 * overlap and only the game row lock keeps the main team at 10; on PGlite transactions are serialised
 * anyway, so there it checks the bookkeeping (and cannot catch a missing lock: test/support/servers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { RsvpReply, TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, createUsers, type TestUser } from '../../support/factories.ts';
import { rsvps } from '../../../src/db/schema.ts';
import { POSTGRES } from '../../support/servers.ts';

describe(`${POSTGRES} 100 members RSVP \`in\` at once to a game of 10`, () => {
  let t: TestContext;
  let admin: TestUser;
  let members: TestUser[];

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t);
    members = await createUsers(t, 100);
  });
  afterAll(() => t.close());

  it('leaves exactly 10 in the main team and 90 reserves in the order their rows were written', async () => {
    const group = await createGroup(t, admin, { members });
    const game = await createGame(t, group.id, admin, { maxPlayers: 10 });

    const replies = await Promise.all(
      members.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rsvps',
          headers: t.auth(m),
          payload: { gameId: game.id, status: 'in' },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    const statusOf = new Map(members.map((m, i) => [m.id, (replies[i]!.json() as RsvpReply).status]));
    expect([...statusOf.values()].filter((s) => s === 'in')).toHaveLength(10);
    expect([...statusOf.values()].filter((s) => s === 'reserves')).toHaveLength(90);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game.id}/team`,
      headers: t.auth(admin),
    });
    const sheet: TeamResponse = res.json();
    expect(sheet.mainTeam).toHaveLength(10);
    expect(sheet.reserves).toHaveLength(90);
    expect(sheet.notAttending.map((e) => e.user_id)).toEqual([admin.id]);

    // Arrival order = the order the rows were written (their positions): the first 10 written got the
    // main team, everyone after queues in that same order, and each reply told its caller the truth.
    const written = await t.app.db
      .select({ userId: rsvps.userId, status: rsvps.status })
      .from(rsvps)
      .where(eq(rsvps.gameId, game.id))
      .orderBy(asc(rsvps.position));
    expect(written.slice(0, 10).every((r) => r.status === 'in')).toBe(true);
    expect(sheet.mainTeam.map((e) => e.user_id)).toEqual(written.slice(0, 10).map((r) => r.userId));
    expect(sheet.reserves.map((e) => e.user_id)).toEqual(written.slice(10).map((r) => r.userId));
    for (const r of written) expect(statusOf.get(r.userId)).toBe(r.status);
  });
});
