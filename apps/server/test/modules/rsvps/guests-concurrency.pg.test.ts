/**
 * Guests race members for the last places (README "Guests": a guest answers "in" under the same game
 * row lock as any answer). On PostgreSQL (DATABASE_URL set) the requests really overlap and only the
 * lock keeps the main team at max_players and each host within guests_per_member; on PGlite
 * transactions are serialised anyway, so there it checks the bookkeeping (test/support/servers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { AddGuestReply, RsvpReply, TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import {
  createGame,
  createGroup,
  createUser,
  createUsers,
  setRsvp,
  type TestUser,
} from '../../support/factories.ts';
import { gameGuests, groups, rsvps } from '../../../src/db/schema.ts';
import { POSTGRES } from '../../support/servers.ts';

describe(`${POSTGRES} members and guests race for the last places of a game`, () => {
  let t: TestContext;
  let admin: TestUser;
  let members: TestUser[];

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t);
    members = await createUsers(t, 40);
  });
  afterAll(() => t.close());

  const sheetOf = async (gameId: number): Promise<TeamResponse> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/team`,
      headers: t.auth(admin),
    });
    return res.json();
  };

  it('never puts more than max_players in the main team, and queues the rest in the order written', async () => {
    const group = await createGroup(t, admin, { members });
    const game = await createGame(t, group.id, admin, { maxPlayers: 10 });
    // 5 places taken; 20 members answer "in" while 15 others each bring a guest, all at once.
    for (const m of members.slice(0, 5)) await setRsvp(t, game.id, m.id, 'in');
    const answering = members.slice(5, 25);
    const hosts = members.slice(25, 40);
    const replies = await Promise.all([
      ...answering.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rsvps',
          headers: t.auth(m),
          payload: { gameId: game.id, status: 'in' },
        }),
      ),
      ...hosts.map((h, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/games/${game.id}/guests`,
          headers: t.auth(h),
          payload: { name: `Guest ${i}` },
        }),
      ),
    ]);
    const rsvpReplies = replies.slice(0, answering.length);
    const guestReplies = replies.slice(answering.length);
    expect(rsvpReplies.map((r) => r.statusCode)).toEqual(answering.map(() => 200));
    expect(guestReplies.map((r) => r.statusCode)).toEqual(hosts.map(() => 201));
    const landed = [
      ...rsvpReplies.map((r) => (r.json() as RsvpReply).status),
      ...guestReplies.map((r) => (r.json() as AddGuestReply).guest.status),
    ];
    expect(landed.filter((s) => s === 'in')).toHaveLength(5);
    expect(landed.filter((s) => s === 'reserves')).toHaveLength(30);

    const sheet = await sheetOf(game.id);
    expect(sheet.mainTeam).toHaveLength(10);
    expect(sheet.reserves).toHaveLength(30);

    // The order the rows were written (one position sequence for members and guests) is the sheet's
    // order: the first 10 written hold the main team, the rest queue behind in that order.
    const written = await t.app.db.execute<{ key: string; status: string }>(
      sql`select 'u' || ${rsvps.userId} as key, ${rsvps.status}::text as status, ${rsvps.position} as position
            from ${rsvps} where ${rsvps.gameId} = ${game.id}
          union all
          select 'g' || ${gameGuests.id}, ${gameGuests.status}::text, ${gameGuests.position}
            from ${gameGuests} where ${gameGuests.gameId} = ${game.id}
          order by position`,
    );
    const rows = (written as unknown as { rows: { key: string; status: string }[] }).rows;
    const keyOf = (e: TeamResponse['mainTeam'][number]) =>
      e.user_id === null ? `g${e.guest_id}` : `u${e.user_id}`;
    expect(rows.slice(0, 10).every((r) => r.status === 'in')).toBe(true);
    expect(sheet.mainTeam.map(keyOf)).toEqual(rows.slice(0, 10).map((r) => r.key));
    expect(sheet.reserves.map(keyOf)).toEqual(rows.slice(10).map((r) => r.key));
  });

  it('lets a host who sends several guests at once bring only as many as guests_per_member', async () => {
    const group = await createGroup(t, admin, { members: members.slice(0, 1) });
    await t.app.db.update(groups).set({ guestsPerMember: 2 }).where(eq(groups.id, group.id));
    const game = await createGame(t, group.id, admin, { maxPlayers: 10 });
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/games/${game.id}/guests`,
          headers: t.auth(members[0]!),
          payload: { name: `Friend ${i}` },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const stored = await t.app.db
      .select({ id: gameGuests.id })
      .from(gameGuests)
      .where(eq(gameGuests.gameId, game.id))
      .orderBy(asc(gameGuests.id));
    expect(stored).toHaveLength(2);
  });
});
