/**
 * Answers, guests and admin moves follow the app clock (plugins/clock.ts), as every other time rule
 * does: with the clock moved past a game's RSVP cutoff or kick-off, POST /api/rsvps, the guest routes
 * and an admin's move are refused exactly as they would be at that time (docs/product.md#s4-rsvp-cutoff).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp } from '../../support/factories.ts';

let now = new Date('2027-03-01T10:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await build({}, { clock: () => now });
});
afterAll(() => t.close());

describe('the team sheet on the app clock', () => {
  it('refuses an out after the cutoff, a guest and a move after kick-off, at the clock’s time', async () => {
    const admin = await createUser(t);
    const player = await createUser(t);
    const group = await createGroup(t, admin, { members: [player] });
    // Kick-off 5 Mar 19:00Z with a 2-hour cutoff (17:00Z).
    const game = await createGame(t, group.id, admin, {
      gameDatetime: new Date('2027-03-05T19:00:00Z'),
      rsvpCutoff: 2,
    });
    await setRsvp(t, game.id, player.id, 'in');
    const post = (user: { token: string }, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: t.auth(user), payload });

    now = new Date('2027-03-05T18:00:00Z');
    const out = await post(player, '/api/rsvps', { gameId: game.id, status: 'out' });
    expect(out.statusCode).toBe(409);

    now = new Date('2027-03-05T20:00:00Z');
    const guest = await post(player, `/api/games/${game.id}/guests`, { name: 'Sam' });
    expect(guest.statusCode).toBe(409);
    const move = await post(admin, '/api/rsvps/admin/update-team', {
      gameId: game.id,
      userId: player.id,
      newTeam: 'reserves',
    });
    expect(move.statusCode).toBe(409);

    // Before the cutoff on the same clock, the same answer goes through.
    now = new Date('2027-03-04T10:00:00Z');
    expect((await post(player, '/api/rsvps', { gameId: game.id, status: 'out' })).statusCode).toBe(200);
  });
});
