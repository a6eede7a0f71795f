/**
 * Admin team moves (docs/product.md#s4-admin-team-moves): POST /api/rsvps/admin/update-team, POST
 * /api/rsvps/add, POST /api/rsvps/remove and DELETE /api/games/{id}/remove-player/{userId}. Every main-team
 * place a move opens in a full main team goes to the first reserve at once (the queue rule,
 * docs/decisions/010-reserves-queue.md; reserves-queue.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTexts, teamMoveTexts, type TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

describe('admin team moves', () => {
  let t: TestContext;
  let admin: TestUser;
  let coAdmin: TestUser;
  let players: TestUser[];
  let outsider: TestUser;
  let groupId: number;

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: t.auth(user), payload });
  const updateTeam = (user: TestUser, gameId: number, target: TestUser, newTeam: string) =>
    post(user, '/api/rsvps/admin/update-team', { userId: target.id, gameId, newTeam });
  const add = (user: TestUser, gameId: number, target: TestUser, status: string) =>
    post(user, '/api/rsvps/add', { gameId, userId: target.id, status });
  const remove = (user: TestUser, gameId: number, target: TestUser) =>
    post(user, '/api/rsvps/remove', { gameId, userId: target.id });
  const removePlayer = (user: TestUser, gameId: number, targetId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/remove-player/${targetId}`,
      headers: t.auth(user),
    });
  const rsvp = async (user: TestUser, gameId: number, status: string) => {
    const res = await post(user, '/api/rsvps', { gameId, status });
    expect(res.statusCode).toBe(200);
  };
  const sheet = async (gameId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/team`,
      headers: t.auth(admin),
    });
    const s: TeamResponse = res.json();
    const ids = (e: { user_id: number | null }[]) => e.map((x) => x.user_id);
    return {
      main: ids(s.mainTeam),
      reserves: ids(s.reserves),
      out: ids(s.notAttending.filter((e) => e.status === 'out')),
    };
  };
  const fullName = (u: TestUser) => `${u.name} ${u.surname}`;

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    coAdmin = await createUser(t, { name: 'Cole', surname: 'Coadmin' });
    players = [];
    for (let i = 0; i < 6; i++) players.push(await createUser(t, { name: `P${i}`, surname: 'Player' }));
    outsider = await createUser(t);
    groupId = (await createGroup(t, admin, { admins: [coAdmin], members: players })).id;
  });
  afterAll(() => t.close());

  it('moves a main-team player to the back of the reserves; the first reserve takes the place at once', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b, r] = players as [TestUser, TestUser, TestUser];
    for (const p of [a, b, r]) await rsvp(p, game.id, 'in');

    const down = await updateTeam(admin, game.id, a, 'reserves');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({
      success: true,
      status: 'reserves',
      message: teamMoveTexts.movedToReserves(fullName(a)),
      position: { list: 'reserves', place: 1 },
    });
    // A place opened in a full main team goes to the front of the queue as it stood: r, not a
    // (docs/decisions/010-reserves-queue.md).
    expect(await sheet(game.id)).toMatchObject({ main: [b.id, r.id], reserves: [a.id] });

    // So the player just moved down cannot be put back past the queue: the main team is full.
    const up = await updateTeam(coAdmin, game.id, a, 'main');
    expect(up.statusCode).toBe(409);
    expect(up.json()).toEqual({
      error: 'Main team is full (max 2 players).',
      message: 'Main team is full (max 2 players).',
      code: 'MAIN_TEAM_FULL',
    });
    expect(await sheet(game.id)).toMatchObject({ main: [b.id, r.id], reserves: [a.id] });
  });

  it('moves a main-team player to the reserves while nobody waits: the place stays open (product.md §4)', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b] = players as [TestUser, TestUser];
    for (const p of [a, b]) await rsvp(p, game.id, 'in');
    const res = await updateTeam(admin, game.id, a, 'reserves');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'reserves',
      message: teamMoveTexts.movedToReserves(fullName(a)),
      position: { list: 'reserves', place: 1 },
    });
    expect(await sheet(game.id)).toMatchObject({ main: [b.id], reserves: [a.id] });
  });

  it('refuses a promotion past max_players with 409 "Main team is full (max N players)."', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b, r] = players as [TestUser, TestUser, TestUser];
    for (const p of [a, b, r]) await rsvp(p, game.id, 'in');
    for (const res of [
      await updateTeam(admin, game.id, r, 'main'),
      await add(admin, game.id, players[3]!, 'in'),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Main team is full (max 2 players).',
        message: 'Main team is full (max 2 players).',
        code: 'MAIN_TEAM_FULL',
      });
    }
    expect(await sheet(game.id)).toMatchObject({ main: [a.id, b.id], reserves: [r.id] });
  });

  it('adds a not-attending or pending member to the main team while it has room, and to the back of the reserves at any time', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, out, pending, r] = players as [TestUser, TestUser, TestUser, TestUser];
    await rsvp(a, game.id, 'in');
    await rsvp(out, game.id, 'out');

    const res = await add(admin, game.id, out, 'in');
    expect(res.json()).toEqual({
      success: true,
      status: 'in',
      message: teamMoveTexts.addedToMainTeam(fullName(out)),
      position: { list: 'main', place: 2 },
    });
    await rsvp(r, game.id, 'in');
    const res2 = await add(admin, game.id, pending, 'reserves');
    expect(res2.json()).toEqual({
      success: true,
      status: 'reserves',
      message: teamMoveTexts.addedToReserves(fullName(pending)),
      position: { list: 'reserves', place: 2 },
    });
    expect(await sheet(game.id)).toMatchObject({
      main: [a.id, out.id],
      reserves: [r.id, pending.id],
      out: [],
    });
    // Re-sending a move changes nothing.
    expect((await add(admin, game.id, out, 'in')).json()).toEqual({
      success: true,
      status: 'in',
      message: teamMoveTexts.alreadyInMainTeam(fullName(out)),
      position: { list: 'main', place: 2 },
    });
    expect((await updateTeam(admin, game.id, pending, 'reserves')).json()).toMatchObject({
      status: 'reserves',
    });
    expect((await sheet(game.id)).reserves).toEqual([r.id, pending.id]);
  });

  it('removes a player back to pending and promotes reserves in queue order as places open', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b, r1, r2, r3] = players as [TestUser, TestUser, TestUser, TestUser, TestUser];
    for (const p of [a, b, r1, r2, r3]) await rsvp(p, game.id, 'in');

    const res = await remove(admin, game.id, a);
    expect(res.json()).toEqual({
      success: true,
      status: 'pending',
      message: teamMoveTexts.removed(fullName(a)),
      position: { list: 'none', place: null },
    });
    expect(await sheet(game.id)).toMatchObject({ main: [b.id, r1.id], reserves: [r2.id, r3.id] });

    // Removing a reserve opens no main-team place: nobody moves up, the queue closes ranks.
    expect((await removePlayer(coAdmin, game.id, r2.id)).json()).toMatchObject({ status: 'pending' });
    expect(await sheet(game.id)).toMatchObject({ main: [b.id, r1.id], reserves: [r3.id] });

    expect((await removePlayer(admin, game.id, b.id)).statusCode).toBe(200);
    expect(await sheet(game.id)).toMatchObject({ main: [r1.id, r3.id], reserves: [] });

    // The removed player is pending (no answer) again and may answer once more.
    const detail = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}`, headers: t.auth(a) });
    expect(detail.json().game.my_status).toBe('pending');
    expect((await remove(admin, game.id, a)).json()).toEqual({
      success: true,
      status: 'pending',
      message: teamMoveTexts.notOnSheet(fullName(a)),
      position: { list: 'none', place: null },
    });
  });

  it('allows admin moves after the RSVP cutoff, but refuses them once the game has started (409)', async () => {
    const late = await createGame(t, groupId, admin, {
      maxPlayers: 1,
      gameDatetime: inHours(2),
      rsvpCutoff: 3,
    });
    const [a, r] = players as [TestUser, TestUser];
    await rsvp(a, late.id, 'in');
    await rsvp(r, late.id, 'in');
    expect((await updateTeam(admin, late.id, a, 'reserves')).statusCode).toBe(200);
    expect(await sheet(late.id)).toMatchObject({ main: [r.id], reserves: [a.id] });
    expect((await remove(admin, late.id, a)).statusCode).toBe(200);
    expect(await sheet(late.id)).toMatchObject({ main: [r.id], reserves: [] });

    const started = await createGame(t, groupId, admin, { gameDatetime: inHours(-1) });
    const res = await add(admin, started.id, a, 'in');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(gameTexts.gameStarted);
  });

  it('refuses a plain member (403), an outsider and an unknown game (404), and a non-member target (404)', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 5 });
    const [member, target] = players as [TestUser, TestUser];
    await rsvp(target, game.id, 'in');

    for (const res of [
      await updateTeam(member, game.id, target, 'reserves'),
      await add(member, game.id, target, 'reserves'),
      await remove(member, game.id, target),
      await removePlayer(member, game.id, target.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only a group admin can edit the team of this game.');
    }
    for (const res of [
      await updateTeam(outsider, game.id, target, 'reserves'),
      await add(admin, 999_999, target, 'in'),
      await removePlayer(admin, 999_999, target.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(gameTexts.gameNotFound);
    }
    for (const res of [
      await add(admin, game.id, outsider, 'in'),
      await updateTeam(admin, game.id, outsider, 'main'),
      await removePlayer(admin, game.id, outsider.id),
      await removePlayer(admin, game.id, 999_999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(teamMoveTexts.playerNotMember);
    }
    expect(await sheet(game.id)).toMatchObject({ main: [target.id], reserves: [] });
  });

  it('answers 400 with a sentence for a bad body and 401 without a token', async () => {
    const game = await createGame(t, groupId, admin);
    const bad = await updateTeam(admin, game.id, players[0]!, 'bench');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(teamMoveTexts.newTeamInvalid);
    const badStatus = await add(admin, game.id, players[0]!, 'out');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error).toBe(teamMoveTexts.addStatusInvalid);
    expect((await post(admin, '/api/rsvps/remove', { gameId: game.id })).statusCode).toBe(400);
    expect((await removePlayer(admin, game.id, 0)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps/remove',
      payload: { gameId: game.id, userId: players[0]!.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
