/**
 * GET /api/games/{id}/team (rsvps/sheet-read.ts, built by PostgreSQL): exactly the body a caller gets,
 * byte for byte, in the shared `teamResponseSchema` shape and key order, for a sheet with a main team,
 * reserves, `out` answers, guests on both lists (awkward names), pending members and a former member's
 * answers; the 404s; an empty sheet.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gameTexts, teamEntrySchema, teamResponseSchema } from '@turnout/shared';
import { gameGuests, groupMembers } from '../../../src/db/schema.ts';
import { withApp, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';

describe('GET /api/games/:id/team', () => {
  let t: TestContext;
  let admin: TestUser;

  withApp(async (app) => {
    [t, admin] = [app, await createUser(app, { name: 'Ada', surname: 'Admin' })];
  });

  const team = (gameId: number, user: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/games/${gameId}/team`, headers: t.auth(user) });

  it("sends main team, reserves, not attending, guests and pending members in the sheet's order", async () => {
    const [first, second, reserve, out, host, former, formerOut] = await Promise.all(
      ['Fay', 'Gus', 'Hal', 'Ivy', 'Jo "the host" \\ ⚽', 'Kit', 'Lou'].map((name) =>
        createUser(t, { name, surname: `S${name.length}` }),
      ),
    );
    // Pending members sorted by name, then surname: two Zoe, one Ann.
    const zoeB = await createUser(t, { name: 'Zoe', surname: 'B' });
    const zoeA = await createUser(t, { name: 'Zoe', surname: 'A' });
    const ann = await createUser(t, { name: 'Ann', surname: 'Z' });
    const group = await createGroup(t, admin, {
      members: [first!, second!, reserve!, out!, host!, former!, formerOut!, zoeB, zoeA, ann],
    });
    const game = await createGame(t, group.id, admin, { maxPlayers: 3 });
    await setRsvp(t, game.id, first!.id, 'in');
    await setRsvp(t, game.id, former!.id, 'in');
    const [guestOne] = await t.app.db
      .insert(gameGuests)
      .values({ gameId: game.id, hostUserId: host!.id, name: 'Guest "one"\n', status: 'in' })
      .returning();
    await setRsvp(t, game.id, reserve!.id, 'reserves');
    const [guestTwo] = await t.app.db
      .insert(gameGuests)
      .values({ gameId: game.id, hostUserId: host!.id, name: 'Guest two', status: 'reserves' })
      .returning();
    await setRsvp(t, game.id, host!.id, 'reserves');
    await setRsvp(t, game.id, formerOut!.id, 'out');
    await setRsvp(t, game.id, out!.id, 'out');
    await setRsvp(t, game.id, second!.id, 'out');
    // Two members leave the group with their answers still on the sheet: the `in` stays, the `out` goes.
    for (const leaver of [former!, formerOut!]) {
      await t.app.db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, leaver.id)));
    }

    // Entries in teamEntrySchema's key order; JSON.stringify keeps it, so the body is compared as text.
    const member = (u: TestUser, status: string) => ({
      user_id: u.id,
      name: u.name,
      surname: u.surname,
      status,
    });
    const guest = (g: typeof guestOne) => ({
      user_id: null,
      guest_id: g!.id,
      name: g!.name,
      surname: '',
      host_user_id: host!.id,
      status: g!.status,
    });
    const expected = JSON.stringify({
      mainTeam: [member(first!, 'in'), member(former!, 'in'), guest(guestOne)],
      // Each reserve ends with by_choice (docs/decisions/010-reserves-queue.md): rows written without
      // an answer of their own are not by choice, and a guest never is.
      reserves: [
        { ...member(reserve!, 'reserves'), by_choice: false },
        { ...guest(guestTwo), by_choice: false },
        { ...member(host!, 'reserves'), by_choice: false },
      ],
      notAttending: [
        member(out!, 'out'),
        member(second!, 'out'),
        ...[admin, ann, zoeA, zoeB].map((u) => member(u, 'pending')),
      ],
      max_players: 3,
      offers: [],
    });
    for (const viewer of [admin, ann, out!]) {
      const res = await team(game.id, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(expected);
      const sheet = teamResponseSchema.strict().parse(res.json());
      for (const entry of [...sheet.mainTeam, ...sheet.reserves, ...sheet.notAttending]) {
        teamEntrySchema.strict().parse(entry);
      }
    }
  });

  it('answers 404 to an outsider, a former member and for an unknown game', async () => {
    const leaver = await createUser(t);
    const outsider = await createUser(t);
    const group = await createGroup(t, admin, { members: [leaver] });
    const game = await createGame(t, group.id, admin);
    await setRsvp(t, game.id, leaver.id, 'in');
    await t.app.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, leaver.id)));
    for (const [gameId, user] of [
      [game.id, outsider],
      [game.id, leaver],
      [game.id + 100000, admin],
    ] as const) {
      const res = await team(gameId, user);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(gameTexts.gameNotFound);
    }
  });

  it('gives a sheet nobody has answered: every member pending, empty lists', async () => {
    const group = await createGroup(t, admin, {});
    const game = await createGame(t, group.id, admin, { maxPlayers: 5 });
    const res = await team(game.id, admin);
    expect(res.body).toBe(
      JSON.stringify({
        mainTeam: [],
        reserves: [],
        notAttending: [{ user_id: admin.id, name: 'Ada', surname: 'Admin', status: 'pending' }],
        max_players: 5,
        offers: [],
      }),
    );
  });
});
