/**
 * A member who leaves a group (or is removed from it) leaves the team sheets of the group's games that have not kicked off on the app's clock (plugins/clock.ts), never the machine's: a
 * game the app's clock says has started keeps its sheet (past games keep their sheets), and one it says
 * is still to come lets them go, whatever real time says. The clock is moved, never waited on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';

const HOUR = 3600_000;

describe('releasing a departing member on the app clock', () => {
  const real = Math.floor(Date.now() / HOUR) * HOUR;
  let now = new Date(real);
  let t: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t);
  });
  afterAll(() => t.close());

  const mainTeamIds = async (gameId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/team`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().mainTeam as { user_id: number | null }[]).map((p) => p.user_id);
  };

  /** A group with `leaver` in the main teams of a game 2 h and a game 6 h after real time. */
  const setUp = async (leaver: TestUser) => {
    const group = await createGroup(t, admin, { members: [leaver] });
    const soon = await createGame(t, group.id, admin, { gameDatetime: new Date(real + 2 * HOUR) });
    const later = await createGame(t, group.id, admin, { gameDatetime: new Date(real + 6 * HOUR) });
    for (const g of [soon, later]) await setRsvp(t, g.id, leaver.id, 'in');
    return { group, soon, later };
  };

  it('leaving: the game the app clock says has started keeps them; the one still to come lets them go', async () => {
    const leaver = await createUser(t);
    const { group, soon, later } = await setUp(leaver);
    now = new Date(real + 4 * HOUR);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${group.id}/leave`,
      headers: t.auth(leaver),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mainTeamIds(soon.id)).toContain(leaver.id);
    expect(await mainTeamIds(later.id)).not.toContain(leaver.id);
    now = new Date(real);
  });
});
