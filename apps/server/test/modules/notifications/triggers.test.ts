/**
 * Every notification trigger (docs/product.md#s2-notifications) writes exactly one notification for exactly
 * the right users, with the sentence that names the game or group and when, and the link of the screen it
 * concerns.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { notificationMessages, notificationWhen } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { notifications } from '../../../src/db/schema.ts';
import { notifyAdminsOfInvitedMember } from '../../../src/modules/notifications/service.ts';

const DAY = 24 * 3600_000;

describe('notification triggers', () => {
  let t: TestContext;
  let admin: TestUser;
  let coAdmin: TestUser;
  let p: TestUser[];
  let group: { id: number; name: string };
  /** Each notification's message as `written` last saw it. */
  const seen = new Map<number, string>();

  const inject = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  /**
   * The notifications written since the previous call: [userId, message, link], in id order. A team
   * change joining a member's row for the game (docs/decisions/012-coalescing-game-changes.md) counts as
   * written again, with its newest change (the row's last line).
   */
  const written = async () => {
    const rows = await t.app.db.select().from(notifications).orderBy(asc(notifications.id));
    const changed = rows.filter((r) => seen.get(r.id) !== r.message);
    for (const r of rows) seen.set(r.id, r.message);
    return changed.map((r) => [r.userId, r.message.split('\n').at(-1), r.link]);
  };
  const ok = async (res: { statusCode: number; body: string }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
  };
  /** The zone of the factory's groups (the column default): every sentence below says its local time. */
  const zone = 'Africa/Johannesburg';
  const ref = (game: { description: string; gameDatetime: Date }) => ({
    description: game.description,
    at: game.gameDatetime,
    timeZone: zone,
  });

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    coAdmin = await createUser(t, { name: 'Cole', surname: 'Coadmin' });
    p = [];
    for (let i = 0; i < 5; i++) p.push(await createUser(t, { name: `P${i}`, surname: 'Player' }));
    group = await createGroup(t, admin, {
      name: 'Thursday Five-a-side',
      admins: [coAdmin],
      members: p.slice(0, 4),
    });
  });
  beforeEach(async () => {
    await written();
  });
  afterAll(() => t.close());

  it('says when in the group’s zone as "Thu 27 Nov 21:00", whatever the server’s zone', () => {
    // This process runs in Pacific/Auckland (vitest.config.ts), where 19:00Z is already Friday.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(zone);
    const at = new Date('2025-11-27T19:00:00Z');
    expect(notificationWhen(at, 'Africa/Johannesburg')).toBe('Thu 27 Nov 21:00');
    expect(notificationWhen(at, 'Europe/London')).toBe('Thu 27 Nov 19:00');
    expect(notificationMessages.promoted({ description: 'Thursday Five-a-side', at, timeZone: zone })).toBe(
      "You're in! Promoted to the main team for Thursday Five-a-side, Thu 27 Nov 21:00.",
    );
  });

  it('tells a Johannesburg group’s player the Johannesburg time and a London group’s the London time', async () => {
    // 19:00Z on a July Thursday: 21:00 in Johannesburg (SAST), 20:00 in London (BST), Friday 07:00 here.
    const at = new Date('2027-07-15T19:00:00Z');
    const cases = [
      { time_zone: 'Africa/Johannesburg', says: 'Thu 15 Jul 21:00' },
      { time_zone: 'Europe/London', says: 'Thu 15 Jul 20:00' },
    ];
    for (const { time_zone, says } of cases) {
      const created = await inject(admin, 'POST', '/api/groups', {
        name: `Five-a-side ${time_zone}`,
        time_zone,
      });
      await ok(created, 201);
      const groupId: number = created.json().id;
      const player = p[4]!;
      await ok(await inject(admin, 'POST', `/api/groups/${groupId}/members`, { mobile: player.mobile }));
      await written();
      const res = await inject(admin, 'POST', '/api/games', {
        group_id: groupId,
        description: 'Five-a-side',
        game_datetime: at.toISOString(),
        max_players: 10,
      });
      await ok(res, 201);
      expect(await written()).toEqual([
        [player.id, `New game in Five-a-side ${time_zone}: Five-a-side, ${says}.`, `/games/${res.json().id}`],
      ]);
    }
  });

  it('a new game: every member of its group but its creator', async () => {
    const at = new Date(Date.now() + 3 * DAY);
    const res = await inject(admin, 'POST', '/api/games', {
      group_id: group.id,
      description: 'Five-a-side',
      game_datetime: at.toISOString(),
      max_players: 10,
    });
    await ok(res, 201);
    const id = res.json().id;
    const message = notificationMessages.gameCreated(group.name, {
      description: 'Five-a-side',
      at,
      timeZone: zone,
    });
    expect(await written()).toEqual(
      [coAdmin, ...p.slice(0, 4)]
        .map((u) => [u.id, message, `/games/${id}`])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('a changed date, time or venue: the main team and reserves, not the admin, not the rest', async () => {
    const game = await createGame(t, group.id, admin, { maxPlayers: 1 });
    const [a, r, out] = p as [TestUser, TestUser, TestUser];
    await setRsvp(t, game.id, a.id, 'in');
    await setRsvp(t, game.id, r.id, 'reserves');
    await setRsvp(t, game.id, out.id, 'out');
    await setRsvp(t, game.id, admin.id, 'reserves');
    const body = {
      description: game.description,
      game_datetime: game.gameDatetime.toISOString(),
      venue: game.venue,
      cost: game.cost,
      max_players: 1,
    };
    // Nothing the players care about changed: no notification.
    await ok(await inject(admin, 'PUT', `/api/games/${game.id}`, { ...body, notes: 'Bring bibs' }));
    expect(await written()).toEqual([]);

    const later = new Date(game.gameDatetime.getTime() + 3600_000);
    await ok(
      await inject(admin, 'PUT', `/api/games/${game.id}`, {
        ...body,
        game_datetime: later.toISOString(),
        venue: 'Astro 3',
      }),
    );
    const message = notificationMessages.gameChanged(
      game.description,
      { at: game.gameDatetime, venue: game.venue, timeZone: zone },
      { at: later, venue: 'Astro 3', timeZone: zone },
    );
    expect(await written()).toEqual([
      [a.id, message, `/games/${game.id}`],
      [r.id, message, `/games/${game.id}`],
    ]);
  });

  it('a raised or lowered max_players: the promoted and the moved players', async () => {
    const game = await createGame(t, group.id, admin, { maxPlayers: 1 });
    const [a, r] = p as [TestUser, TestUser];
    await setRsvp(t, game.id, a.id, 'in');
    await setRsvp(t, game.id, r.id, 'reserves');
    const body = {
      description: game.description,
      game_datetime: game.gameDatetime.toISOString(),
      venue: game.venue,
    };
    await ok(await inject(admin, 'PUT', `/api/games/${game.id}`, { ...body, max_players: 2 }));
    expect(await written()).toEqual([[r.id, notificationMessages.promoted(ref(game)), `/games/${game.id}`]]);
    await ok(await inject(admin, 'PUT', `/api/games/${game.id}`, { ...body, max_players: 1 }));
    expect(await written()).toEqual([
      [r.id, notificationMessages.movedToReserves(ref(game)), `/games/${game.id}`],
    ]);
  });

  it('a deleted game: its main team and reserves, linking to the group', async () => {
    const game = await createGame(t, group.id, admin);
    const [a, r, out] = p as [TestUser, TestUser, TestUser];
    await setRsvp(t, game.id, a.id, 'in');
    await setRsvp(t, game.id, r.id, 'reserves');
    await setRsvp(t, game.id, out.id, 'out');
    await ok(await inject(coAdmin, 'DELETE', `/api/games/${game.id}`));
    const message = notificationMessages.gameDeleted(ref(game));
    expect(await written()).toEqual([
      [a.id, message, `/group/${group.id}`],
      [r.id, message, `/group/${group.id}`],
    ]);
  });

  it('a reserve promoted automatically when a main-team player drops out', async () => {
    const game = await createGame(t, group.id, admin, { maxPlayers: 1 });
    const [a, r1, r2] = p as [TestUser, TestUser, TestUser];
    for (const u of [a, r1, r2])
      await ok(await inject(u, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' }));
    expect(await written()).toEqual([]);
    await ok(await inject(a, 'POST', '/api/rsvps', { gameId: game.id, status: 'out' }));
    expect(await written()).toEqual([[r1.id, notificationMessages.promoted(ref(game)), `/games/${game.id}`]]);
  });

  it('admin moves: moved to reserves, added, removed (and the reserve promoted by each)', async () => {
    const game = await createGame(t, group.id, admin, { maxPlayers: 2 });
    const [a, b, r, pending] = p as [TestUser, TestUser, TestUser, TestUser];
    await setRsvp(t, game.id, a.id, 'in');
    await setRsvp(t, game.id, b.id, 'in');
    await setRsvp(t, game.id, r.id, 'reserves');
    const link = `/games/${game.id}`;
    const g = ref(game);
    const move = (url: string, payload: object) =>
      inject(admin, 'POST', url, { gameId: game.id, ...payload });

    // The first reserve takes the place of the player moved down, at once (the queue rule).
    await ok(await move('/api/rsvps/admin/update-team', { userId: a.id, newTeam: 'reserves' }));
    expect(await written()).toEqual([
      [a.id, notificationMessages.movedToReserves(g), link],
      [r.id, notificationMessages.promoted(g), link],
    ]);
    await ok(await move('/api/rsvps/add', { userId: pending.id, status: 'reserves' }));
    expect(await written()).toEqual([[pending.id, notificationMessages.addedToReserves(g), link]]);
    await ok(await inject(admin, 'DELETE', `/api/games/${game.id}/remove-player/${b.id}`));
    // a's row for the game (moved to reserves, above) is older than b's new one.
    expect(await written()).toEqual([
      [a.id, notificationMessages.promoted(g), link],
      [b.id, notificationMessages.removedFromTeam(g), link],
    ]);
    await ok(await move('/api/rsvps/remove', { userId: pending.id }));
    expect(await written()).toEqual([[pending.id, notificationMessages.removedFromTeam(g), link]]);
    // A refused move writes nothing: the main team is full.
    expect((await move('/api/rsvps/add', { userId: b.id, status: 'in' })).statusCode).toBe(409);
    expect(await written()).toEqual([]);
    await ok(await move('/api/rsvps/remove', { userId: a.id }));
    await written();
    await ok(await move('/api/rsvps/add', { userId: b.id, status: 'in' }));
    expect(await written()).toEqual([[b.id, notificationMessages.addedToMainTeam(g), link]]);
    // An admin moving themselves, a refused move and a move that changes nothing notify nobody.
    await ok(await move('/api/rsvps/add', { userId: admin.id, status: 'reserves' }));
    await ok(await move('/api/rsvps/add', { userId: b.id, status: 'in' }));
    expect(
      (await move('/api/rsvps/admin/update-team', { userId: admin.id, newTeam: 'main' })).statusCode,
    ).toBe(409);
    expect(await written()).toEqual([]);
    // Nor is the admin told of their own promotion when their move of another player causes it.
    await ok(await move('/api/rsvps/admin/update-team', { userId: r.id, newTeam: 'reserves' }));
    expect(await written()).toEqual([[r.id, notificationMessages.movedToReserves(g), link]]);
  });

  it('group membership: added, removed (with the reserve promoted in their place), made and unmade admin', async () => {
    const newcomer = p[4]!;
    const res = await inject(admin, 'POST', `/api/groups/${group.id}/members`, { mobile: newcomer.mobile });
    expect(res.json()).toMatchObject({ added: true });
    expect(await written()).toEqual([
      [newcomer.id, notificationMessages.addedToGroup('Ada Admin', group.name), `/group/${group.id}`],
    ]);

    await ok(
      await inject(admin, 'PUT', `/api/groups/${group.id}/members/${newcomer.id}/admin`, { makeAdmin: true }),
    );
    expect(await written()).toEqual([
      [newcomer.id, notificationMessages.madeGroupAdmin(group.name), `/group/${group.id}`],
    ]);
    await ok(
      await inject(admin, 'PUT', `/api/groups/${group.id}/members/${newcomer.id}/admin`, { makeAdmin: true }),
    );
    expect(await written()).toEqual([]);
    await ok(
      await inject(coAdmin, 'PUT', `/api/groups/${group.id}/members/${newcomer.id}/admin`, {
        makeAdmin: false,
      }),
    );
    expect(await written()).toEqual([
      [newcomer.id, notificationMessages.unmadeGroupAdmin(group.name), `/group/${group.id}`],
    ]);

    const game = await createGame(t, group.id, admin, { maxPlayers: 1 });
    await setRsvp(t, game.id, newcomer.id, 'in');
    await setRsvp(t, game.id, p[0]!.id, 'reserves');
    await ok(await inject(admin, 'DELETE', `/api/groups/${group.id}/members/${newcomer.id}`));
    expect(await written()).toEqual([
      [p[0]!.id, notificationMessages.promoted(ref(game)), `/games/${game.id}`],
      [newcomer.id, notificationMessages.removedFromGroup(group.name), '/groups'],
    ]);
  });

  it('a member who leaves is not told; a reserve promoted in their place is', async () => {
    const leaver = await createUser(t);
    const g2 = await createGroup(t, admin, { members: [leaver, p[0]!] });
    const game = await createGame(t, g2.id, admin, { maxPlayers: 1 });
    await setRsvp(t, game.id, leaver.id, 'in');
    await setRsvp(t, game.id, p[0]!.id, 'reserves');
    await written();
    await ok(await inject(leaver, 'DELETE', `/api/groups/${g2.id}/leave`));
    expect(await written()).toEqual([
      [p[0]!.id, notificationMessages.promoted(ref(game)), `/games/${game.id}`],
    ]);
  });

  it('a member who joins through an invitation: the group’s admins (for the invites module)', async () => {
    const joiner = await createUser(t, { name: 'Nia', surname: 'New' });
    await t.app.db.transaction((tx) => notifyAdminsOfInvitedMember(tx, group, joiner));
    const message = notificationMessages.memberJoinedByInvite('Nia New', group.name);
    expect(await written()).toEqual([
      [admin.id, message, `/group/${group.id}`],
      [coAdmin.id, message, `/group/${group.id}`],
    ]);
  });
});
