/**
 * Guests, "bring a friend" (README "Guests"): POST /api/games/{id}/guests `{ name }` (any member) adds
 * a guest answering "in" on the member's behalf — a main-team place when one is free, else the back of
 * the reserves — capped by the group's guests_per_member; DELETE /api/games/{id}/guests/{guestId} (the
 * host or a group admin) takes them off and the first reserve moves up. A guest counts wherever the
 * sheet is counted (max_players, the queue, the games list, the calendar's "[Reserve N]"), is never a
 * member and never messaged (their host hears of their promotion), and leaves with a host who leaves
 * the group.
 */
import { and, asc, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameTexts,
  guestTexts,
  notificationMessages,
  type AddGuestReply,
  type TeamEntry,
  type TeamResponse,
} from '@turnout/shared';
import { groups, notifications } from '../../../src/db/schema.ts';
import { rsvpLinkUrls } from '../../../src/modules/notifications/answer-links.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

type Game = Awaited<ReturnType<typeof createGame>>;

describe('guests on the team sheet', () => {
  let t: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    t = await build({ APP_URL: 'https://turnout.example' });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  const rsvp = (user: TestUser, gameId: number, status: string) =>
    call(user, 'POST', '/api/rsvps', { gameId, status });
  const addGuest = (user: TestUser, gameId: number, name: string) =>
    call(user, 'POST', `/api/games/${gameId}/guests`, { name });
  const removeGuest = (user: TestUser, gameId: number, guestId: number) =>
    call(user, 'DELETE', `/api/games/${gameId}/guests/${guestId}`);
  /** Adds a guest and expects it to land on `status`; returns the guest's id. */
  const guestOf = async (host: TestUser, gameId: number, name: string, status: 'in' | 'reserves') => {
    const res = await addGuest(host, gameId, name);
    expect(res.statusCode, res.body).toBe(201);
    const reply: AddGuestReply = res.json();
    expect(reply.guest).toMatchObject({ user_id: null, name, surname: '', host_user_id: host.id, status });
    return reply.guest.guest_id;
  };
  const team = async (gameId: number): Promise<TeamResponse> => {
    const res = await call(admin, 'GET', `/api/games/${gameId}/team`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** A sheet's lists as member ids and "guest:<name>" for guests. */
  const who = (e: TeamEntry) => e.user_id ?? `guest:${e.name}`;
  const sheet = async (gameId: number) => {
    const s = await team(gameId);
    return { main: s.mainTeam.map(who), reserves: s.reserves.map(who) };
  };
  const setGuestsPerMember = (groupId: number, n: number) =>
    t.app.db.update(groups).set({ guestsPerMember: n }).where(eq(groups.id, groupId));
  /** The notifications a user got for a game, oldest first. */
  const noticesOf = async (user: TestUser, game: Game) => {
    const rows = await t.app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.link, `/games/${game.id}`)))
      .orderBy(asc(notifications.id));
    return rows.map((r) => r.message);
  };
  // The factory's groups play in the column default's zone, Africa/Johannesburg.
  const ref = (game: Game) => ({
    description: game.description,
    at: game.gameDatetime,
    timeZone: 'Africa/Johannesburg',
  });

  async function groupWith(n: number, options: { maxPlayers?: number } = {}) {
    const members: TestUser[] = [];
    for (let i = 0; i < n; i++) members.push(await createUser(t, { name: `Member${i + 1}` }));
    const group = await createGroup(t, admin, { members });
    const game = await createGame(t, group.id, admin, { maxPlayers: options.maxPlayers ?? 10 });
    return { members, group, game };
  }

  describe('guests_per_member caps the guests each member brings to a game', () => {
    it('0 turns guests off', async () => {
      const { members, group, game } = await groupWith(1);
      await setGuestsPerMember(group.id, 0);
      const res = await addGuest(members[0]!, game.id, 'Sam');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(guestTexts.guestsOff);
      expect((await team(game.id)).mainTeam).toEqual([]);
    });

    it('1 (the default) lets a member bring one guest; a second is refused with a sentence', async () => {
      const { members, game } = await groupWith(2);
      const [host, other] = members as [TestUser, TestUser];
      await guestOf(host, game.id, 'Sam', 'in');
      const second = await addGuest(host, game.id, 'Tim');
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('You can bring at most 1 guest to a game.');
      // The cap is per member: another member still brings theirs.
      await guestOf(other, game.id, 'Uma', 'in');
      expect(await sheet(game.id)).toEqual({ main: ['guest:Sam', 'guest:Uma'], reserves: [] });
    });

    it('2 lets a member bring two; the third is refused', async () => {
      const { members, group, game } = await groupWith(1);
      await setGuestsPerMember(group.id, 2);
      await guestOf(members[0]!, game.id, 'Sam', 'in');
      await guestOf(members[0]!, game.id, 'Tim', 'in');
      const third = await addGuest(members[0]!, game.id, 'Uma');
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe('You can bring at most 2 guests to a game.');
    });

    it('the cap is per game: the same guest count again on another game', async () => {
      const { members, group, game } = await groupWith(1);
      const other = await createGame(t, group.id, admin);
      await guestOf(members[0]!, game.id, 'Sam', 'in');
      await guestOf(members[0]!, other.id, 'Sam', 'in');
    });
  });

  it('a guest takes a free main-team place, and joins the back of the reserves once the team is full', async () => {
    const { members, game } = await groupWith(3, { maxPlayers: 2 });
    const [a, b, c] = members as [TestUser, TestUser, TestUser];
    expect((await rsvp(a, game.id, 'in')).json()).toMatchObject({ status: 'in' });
    const reply = await addGuest(a, game.id, 'Sam');
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      success: true,
      message: guestTexts.addedToMainTeam('Sam'),
      position: { list: 'main', place: 2 },
    });
    // The main team is full: neither a member nor a guest makes a third player.
    expect((await rsvp(b, game.id, 'in')).json()).toMatchObject({ status: 'reserves' });
    const late = await addGuest(c, game.id, 'Tim');
    expect(late.json()).toMatchObject({
      guest: { status: 'reserves' },
      message: guestTexts.addedToReserves('Tim'),
      position: { list: 'reserves', place: 2 },
    });
    // Members and guests share one queue: c's place counts the guest ahead (decision 014).
    expect((await rsvp(c, game.id, 'in')).json()).toMatchObject({
      status: 'reserves',
      position: { list: 'reserves', place: 3 },
    });
    expect(await sheet(game.id)).toEqual({ main: [a.id, 'guest:Sam'], reserves: [b.id, 'guest:Tim', c.id] });

    // The sheet's guest entry, and the counts everywhere the sheet is counted.
    const s = await team(game.id);
    expect(s.mainTeam[1]).toEqual({
      user_id: null,
      guest_id: reply.json().guest.guest_id,
      name: 'Sam',
      surname: '',
      host_user_id: a.id,
      status: 'in',
    });
    const detail = await call(b, 'GET', `/api/games/${game.id}`);
    expect(detail.json().game).toMatchObject({ main_team_count: 2, reserves_count: 3 });
    const list = await call(b, 'GET', '/api/games');
    expect(list.json().games.find((g: { id: number }) => g.id === game.id)).toMatchObject({
      main_team_count: 2,
      reserves_count: 3,
    });
  });

  it('a guest on the reserves is promoted in queue order; their host hears of it, nobody else', async () => {
    const { members, game } = await groupWith(3, { maxPlayers: 1 });
    const [a, b, c] = members as [TestUser, TestUser, TestUser];
    await rsvp(a, game.id, 'in');
    await guestOf(b, game.id, 'Sam', 'reserves');
    await rsvp(c, game.id, 'in');
    expect((await rsvp(a, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: ['guest:Sam'], reserves: [c.id] });
    expect(await noticesOf(b, game)).toEqual([notificationMessages.guestPromoted('Sam', ref(game))]);
    expect(await noticesOf(c, game)).toEqual([]);
  });

  it('removing a main-team guest promotes the first reserve', async () => {
    const { members, game } = await groupWith(2, { maxPlayers: 1 });
    const [host, reserve] = members as [TestUser, TestUser];
    const guestId = await guestOf(host, game.id, 'Sam', 'in');
    await rsvp(reserve, game.id, 'in');
    const res = await removeGuest(host, game.id, guestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: guestTexts.removed('Sam') });
    expect(await sheet(game.id)).toEqual({ main: [reserve.id], reserves: [] });
    expect(await noticesOf(reserve, game)).toEqual([notificationMessages.promoted(ref(game))]);
  });

  it('only the host or a group admin takes a guest off; anyone else is refused', async () => {
    const { members, game } = await groupWith(2);
    const [host, other] = members as [TestUser, TestUser];
    const outsider = await createUser(t);
    const first = await guestOf(host, game.id, 'Sam', 'in');

    const byOther = await removeGuest(other, game.id, first);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(guestTexts.notHostOrAdmin);
    expect((await removeGuest(outsider, game.id, first)).statusCode).toBe(404);
    const unknown = await removeGuest(host, game.id, first + 1000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(guestTexts.notFound);
    // A guest of another game is not this game's.
    const elsewhere = await createGame(t, game.groupId, admin);
    expect((await removeGuest(host, elsewhere.id, first)).statusCode).toBe(404);
    expect(await sheet(game.id)).toEqual({ main: ['guest:Sam'], reserves: [] });

    expect((await removeGuest(admin, game.id, first)).statusCode).toBe(200);
    const second = await guestOf(host, game.id, 'Tim', 'in');
    expect((await removeGuest(host, game.id, second)).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [], reserves: [] });
  });

  it('follows the rules of any answer: not for an outsider, not once the game has started', async () => {
    const { members, group } = await groupWith(1);
    const game = await createGame(t, group.id, admin);
    const outsider = await createUser(t);
    const res = await addGuest(outsider, game.id, 'Sam');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(gameTexts.gameNotFound);
    expect((await addGuest(members[0]!, 999_999, 'Sam')).statusCode).toBe(404);
    expect((await addGuest(members[0]!, game.id, '  ')).statusCode).toBe(400);

    const started = await createGame(t, group.id, admin, { gameDatetime: new Date(Date.now() - 60_000) });
    const late = await addGuest(members[0]!, started.id, 'Sam');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(gameTexts.gameStarted);
  });

  it('after the RSVP cutoff a guest may still join, but only a group admin takes one off', async () => {
    const { members, group } = await groupWith(1);
    // Kick-off in 3 days, cutoff 100 hours before: passed.
    const game = await createGame(t, group.id, admin, { rsvpCutoff: 100 });
    const host = members[0]!;
    const guestId = await guestOf(host, game.id, 'Sam', 'in');
    const byHost = await removeGuest(host, game.id, guestId);
    expect(byHost.statusCode).toBe(409);
    expect(byHost.json().message).toBe(gameTexts.deadlinePassed);
    expect((await removeGuest(admin, game.id, guestId)).statusCode).toBe(200);
  });

  it('a host who leaves the group takes their guests off its upcoming games; the first reserve moves up', async () => {
    const { members, game } = await groupWith(3, { maxPlayers: 2 });
    const [host, a, b] = members as [TestUser, TestUser, TestUser];
    await rsvp(host, game.id, 'in');
    await guestOf(host, game.id, 'Sam', 'in');
    await rsvp(a, game.id, 'in');
    await rsvp(b, game.id, 'in');
    expect((await call(host, 'DELETE', `/api/groups/${game.groupId}/leave`)).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [a.id, b.id], reserves: [] });
  });

  it('a host removed from the group by an admin takes their guests off too', async () => {
    const { members, game } = await groupWith(2, { maxPlayers: 1 });
    const [host, a] = members as [TestUser, TestUser];
    await guestOf(host, game.id, 'Sam', 'in');
    await rsvp(a, game.id, 'in');
    const res = await call(admin, 'DELETE', `/api/groups/${game.groupId}/members/${host.id}`);
    expect(res.statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [a.id], reserves: [] });
  });

  it('a max_players drop moves the latest main-team joiners, guests too, to the front of the reserves', async () => {
    const { members, game } = await groupWith(3, { maxPlayers: 3 });
    const [a, b, c] = members as [TestUser, TestUser, TestUser];
    await rsvp(a, game.id, 'in');
    await guestOf(b, game.id, 'Sam', 'in');
    await rsvp(c, game.id, 'in');
    const res = await call(admin, 'PUT', `/api/games/${game.id}`, {
      description: game.description,
      game_datetime: game.gameDatetime.toISOString(),
      venue: game.venue,
      max_players: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [a.id], reserves: ['guest:Sam', c.id] });
    expect(await noticesOf(b, game)).toEqual([notificationMessages.guestMovedToReserves('Sam', ref(game))]);
  });

  it("tells a guest's host, not on the sheet themselves, that the game was cancelled", async () => {
    const { members, game } = await groupWith(2);
    const [host, bystander] = members as [TestUser, TestUser];
    await guestOf(host, game.id, 'Sam', 'in');
    expect((await call(admin, 'DELETE', `/api/games/${game.id}`)).statusCode).toBe(200);
    expect(await noticesOf(host, game)).toEqual([]);
    const rows = await t.app.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.message, notificationMessages.gameDeleted(ref(game))));
    expect(rows.map((r) => r.userId)).toEqual([host.id]);
    expect(rows.map((r) => r.userId)).not.toContain(bystander.id);
  });

  it("counts guests ahead in the calendar's [Reserve N] and the one-tap link's reserves position", async () => {
    const { members, game } = await groupWith(3, { maxPlayers: 1 });
    const [a, b, c] = members as [TestUser, TestUser, TestUser];
    await rsvp(a, game.id, 'in');
    await guestOf(b, game.id, 'Sam', 'reserves');
    await rsvp(c, game.id, 'in');
    const feed = await call(c, 'GET', '/api/calendar/feed');
    expect(feed.statusCode).toBe(200);
    const ics = await t.app.inject({ method: 'GET', url: new URL(feed.json().url).pathname });
    const events = Object.values(ical.sync.parseICS(ics.body)).filter(
      (e): e is VEvent => e?.type === 'VEVENT',
    );
    expect(events.find((e) => e.uid.startsWith(`game-${game.id}@`))?.summary).toBe(
      '[Reserve 2] Thursday kickabout',
    );
    const urls = await rsvpLinkUrls(t.app, c.id, game.id);
    const token = /\/rsvp\/([^?]+)\?status=in$/.exec(urls!.in)![1]!;
    const link = await t.app.inject({ method: 'GET', url: `/api/rsvp-links/${token}` });
    expect(link.json()).toMatchObject({
      game: { main_team_count: 1 },
      status: 'reserves',
      reserves_position: 2,
    });
  });
});
