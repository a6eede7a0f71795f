/**
 * "Two admins moving players at the same moment can never push the main team past max_players"
 * (docs/product.md#s4-admin-team-moves). Two admins fire 60 adds at once into a game of 10 with 4 places left
 * (and nobody on the reserves, as the queue rule keeps it), while players RSVP. On PostgreSQL (DATABASE_URL
 * set) the requests really overlap and only the game row lock keeps the count; on PGlite transactions
 * are serialised anyway, so there it checks the bookkeeping (and cannot catch a missing lock:
 * test/support/servers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { notifications } from '../../../src/db/schema.ts';
import { POSTGRES } from '../../support/servers.ts';

describe(`${POSTGRES} concurrent admin team moves`, () => {
  let t: TestContext;
  let admins: [TestUser, TestUser];
  let members: TestUser[];

  beforeAll(async () => {
    t = await build();
    admins = [await createUser(t), await createUser(t)];
    members = [];
    for (let i = 0; i < 76; i++) members.push(await createUser(t));
  });
  afterAll(() => t.close());

  it('fills exactly the open places, refuses the rest with 409 and notifies only the moved players', async () => {
    const group = await createGroup(t, admins[0], { admins: [admins[1]], members });
    const game = await createGame(t, group.id, admins[0], { maxPlayers: 10 });
    // A settled sheet with 4 free places: nobody waits on the reserves (the queue rule fills places).
    const main = members.slice(0, 6);
    const pending = members.slice(6, 66);
    const rsvping = members.slice(66);
    for (const m of main) await setRsvp(t, game.id, m.id, 'in');

    const moves = [
      ...pending.map((m, i) => ({
        admin: admins[i % 2]!,
        url: '/api/rsvps/add',
        payload: { gameId: game.id, userId: m.id, status: 'in' },
      })),
      ...rsvping.map((m) => ({ admin: m, url: '/api/rsvps', payload: { gameId: game.id, status: 'in' } })),
    ];
    const replies = await Promise.all(
      moves.map((m) =>
        t.app.inject({ method: 'POST', url: m.url, headers: t.auth(m.admin), payload: m.payload }),
      ),
    );
    const adminReplies = replies.slice(0, 60);
    const ok = adminReplies.filter((r) => r.statusCode === 200);
    const full = adminReplies.filter((r) => r.statusCode === 409);
    expect(ok.length + full.length).toBe(60);
    for (const r of full) expect(r.json().error).toBe('Main team is full (max 10 players).');
    for (const r of replies.slice(60)) expect(r.statusCode).toBe(200);
    const joinedByRsvp = replies.slice(60).filter((r) => r.json().status === 'in').length;
    expect(ok.length + joinedByRsvp).toBe(4);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game.id}/team`,
      headers: t.auth(admins[0]),
    });
    const sheet: TeamResponse = res.json();
    expect(sheet.mainTeam).toHaveLength(10);
    // The RSVPs that found the team full queue on the reserves.
    expect(sheet.reserves).toHaveLength(10 - joinedByRsvp);

    // Exactly one notification per successful admin move, to the moved player; none for a refused one.
    const movedIds = sheet.mainTeam
      .flatMap((e) => (e.user_id === null ? [] : [e.user_id]))
      .filter((id) => !main.some((m) => m.id === id));
    const adminMoved = movedIds.filter((id) => !rsvping.some((m) => m.id === id));
    expect(adminMoved).toHaveLength(ok.length);
    const rows = await t.app.db.select({ userId: notifications.userId }).from(notifications);
    expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual([...adminMoved].sort((a, b) => a - b));
    for (const id of adminMoved) {
      const mine = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, id)));
      expect(mine).toHaveLength(1);
    }
  });
});
