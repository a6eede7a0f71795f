/**
 * One-tap answer links (README "Notifications"): GET /api/rsvp-links/{token} shows the game, the person
 * and their answer and changes nothing (mail scanners open links); POST records the answer under every
 * rule of POST /api/rsvps (main team cap, reserves queue, RSVP cutoff, membership) and answers as it
 * does; a tampered or foreign token → 401, an expired one (the game has kicked off, app clock) → 410;
 * the link grants nothing else. The clock is the test's: real time plus `offsetMs`, so POST /api/rsvps
 * (which reads the real time) and the links agree unless a test moves the clock on.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clientEvents,
  rsvpLinkTexts,
  serverEvents,
  type NotificationsUnreadPush,
  type RsvpLinkReply,
  type TeamChangedPush,
} from '@turnout/shared';
import { gameGuests, groupMembers, games, notifications, rsvps, users } from '../../../src/db/schema.ts';
import { rsvpLinkUrls } from '../../../src/modules/notifications/answer-links.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { closeClients, connectClient, listen, nextEvent } from '../../support/sockets.ts';

const APP_URL = 'https://turnout.example';
const HOUR = 3600_000;
let offsetMs = 0;
let t: TestContext;

beforeAll(async () => {
  t = await build({ APP_URL }, { clock: () => new Date(Date.now() + offsetMs) });
});
afterAll(async () => {
  closeClients();
  await t.close();
});
beforeEach(() => {
  offsetMs = 0;
});

/** A group of an admin and `n` members, and a game in 3 days with room for `maxPlayers`. */
async function world(n: number, game: Partial<typeof games.$inferInsert> = {}) {
  const admin = await createUser(t, { name: 'Ada' });
  const members: TestUser[] = [];
  for (let i = 0; i < n; i += 1) members.push(await createUser(t, { name: `Player${i + 1}` }));
  const group = await createGroup(t, admin, { name: 'Sunday league', members });
  const g = await createGame(t, group.id, admin, {
    description: 'Friday five',
    venue: 'Astro 2',
    gameDatetime: new Date(Date.now() + 72 * HOUR),
    maxPlayers: 10,
    ...game,
  });
  return { admin, members, group, game: g };
}

/** The token of `user`'s links for `gameId` (the part after /rsvp/). */
async function tokenOf(user: { id: number }, gameId: number): Promise<string> {
  const urls = await rsvpLinkUrls(t.app, user.id, gameId);
  const match = /\/rsvp\/([^?]+)\?status=in$/.exec(urls!.in);
  return match![1]!;
}

const getLink = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/rsvp-links/${token}`, headers });
const postLink = (token: string, status: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/rsvp-links/${token}`, payload: { status } });
const postRsvp = (user: TestUser, gameId: number, status: string) =>
  t.app.inject({ method: 'POST', url: '/api/rsvps', headers: t.auth(user), payload: { gameId, status } });

/** The game's rsvps rows and every notification row: what an answer could change. */
async function snapshot(gameId: number) {
  return {
    sheet: await t.app.db
      .select()
      .from(rsvps)
      .where(eq(rsvps.gameId, gameId))
      .orderBy(asc(rsvps.position), asc(rsvps.userId)),
    notifications: await t.app.db.select().from(notifications).orderBy(asc(notifications.id)),
  };
}

/** The sheet as `userId:status`: main team, reserves, out, each in its order. */
const sheetOf = async (gameId: number) => {
  const rows = await t.app.db
    .select({ userId: rsvps.userId, status: rsvps.status })
    .from(rsvps)
    .where(eq(rsvps.gameId, gameId))
    .orderBy(asc(rsvps.position), asc(rsvps.userId));
  return (['in', 'reserves', 'out'] as const).flatMap((status) =>
    rows.filter((r) => r.status === status).map((r) => `${r.userId}:${r.status}`),
  );
};

describe('GET /api/rsvp-links/{token}', () => {
  it('shows the game, the person and their answer, without a sign-in, and changes nothing', async () => {
    const { members, game, group } = await world(3, { maxPlayers: 2 });
    const [ann, ben, cat] = members as [TestUser, TestUser, TestUser];
    await setRsvp(t, game.id, ann.id, 'in');
    await setRsvp(t, game.id, ben.id, 'in');
    await setRsvp(t, game.id, cat.id, 'reserves');

    const before = await snapshot(game.id);
    const res = await getLink(await tokenOf(ann, game.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<RsvpLinkReply>()).toEqual({
      game: {
        id: game.id,
        description: 'Friday five',
        game_datetime: game.gameDatetime.toISOString(),
        venue: 'Astro 2',
        time_zone: 'Africa/Johannesburg',
        group_name: group.name,
        main_team_count: 2,
        max_players: 2,
      },
      user: { name: 'Player1' },
      status: 'in',
      reserves_position: null,
    });
    const catView = (await getLink(await tokenOf(cat, game.id))).json<RsvpLinkReply>();
    expect([catView.status, catView.reserves_position]).toEqual(['reserves', 1]);

    // A member who has not answered: status null. Opening a link (twice, as a mail scanner would)
    // records nothing and notifies nobody.
    const pending = await createUser(t, { name: 'Dee' });
    await t.app.db.insert(groupMembers).values({ groupId: group.id, userId: pending.id });
    const deeToken = await tokenOf(pending, game.id);
    for (let i = 0; i < 2; i += 1) {
      const view = await getLink(deeToken);
      expect(view.statusCode).toBe(200);
      expect(view.json<RsvpLinkReply>().status).toBeNull();
    }
    expect(await snapshot(game.id)).toEqual(before);
  });

  it("reads the game's team sheet: guests count in the main team and in the reserves queue", async () => {
    const { members, game } = await world(3, { maxPlayers: 2 });
    const [ann, ben, cat] = members as [TestUser, TestUser, TestUser];
    await setRsvp(t, game.id, ann.id, 'in');
    await t.app.db
      .insert(gameGuests)
      .values({ gameId: game.id, hostUserId: ann.id, name: 'Sam', status: 'in' });
    await t.app.db
      .insert(gameGuests)
      .values({ gameId: game.id, hostUserId: ann.id, name: 'Kim', status: 'reserves' });
    await setRsvp(t, game.id, ben.id, 'reserves');
    await setRsvp(t, game.id, cat.id, 'out');

    const view = async (user: TestUser) => {
      const reply = (await getLink(await tokenOf(user, game.id))).json<RsvpLinkReply>();
      return [reply.game.main_team_count, reply.game.max_players, reply.status, reply.reserves_position];
    };
    expect(await view(ann)).toEqual([2, 2, 'in', null]);
    // Ben queues behind Ann's guest Kim.
    expect(await view(ben)).toEqual([2, 2, 'reserves', 2]);
    expect(await view(cat)).toEqual([2, 2, 'out', null]);
  });

  it('serves the /rsvp/{token} page with no Referer (the token is in its URL)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rsvp/some-token?status=in' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('POST /api/rsvp-links/{token}', () => {
  it('records in, reserves and out under the main team cap, answering as POST /api/rsvps', async () => {
    const { members, game } = await world(3, { maxPlayers: 2 });
    const [ann, ben, cat] = members as [TestUser, TestUser, TestUser];
    const annToken = await tokenOf(ann, game.id);

    const res = await postLink(annToken, 'in');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'in',
      message: "You're in the main team.",
      position: { list: 'main', place: 1 },
    });
    // Ben answers through the API; Cat's "in" through her link lands on the reserves (the main team is
    // full), exactly as the API answers it.
    expect((await postRsvp(ben, game.id, 'in')).statusCode).toBe(200);
    const cats = await postLink(await tokenOf(cat, game.id), 'in');
    expect(cats.statusCode).toBe(200);
    expect(cats.json()).toEqual({
      success: true,
      status: 'reserves',
      message: "The main team is full: you're 1st on the reserves.",
      position: { list: 'reserves', place: 1 },
    });
    expect(await sheetOf(game.id)).toEqual([`${ann.id}:in`, `${ben.id}:in`, `${cat.id}:reserves`]);

    // Ann answers out through her link: the first reserve (Cat) takes her place and is told so.
    const out = await postLink(annToken, 'out');
    expect(out.json()).toEqual({
      success: true,
      status: 'out',
      message: "You're marked as not attending.",
      position: { list: 'out', place: null },
    });
    expect(await sheetOf(game.id)).toEqual([`${ben.id}:in`, `${cat.id}:in`, `${ann.id}:out`]);
    const catNotes = await t.app.db.select().from(notifications).where(eq(notifications.userId, cat.id));
    expect(catNotes.map((n) => n.message)).toEqual([expect.stringMatching(/^You're in!/)]);
    expect(catNotes[0]!.link).toBe(`/games/${game.id}`);

    // And the link's page shows where everyone stands now.
    const view = (await getLink(annToken)).json<RsvpLinkReply>();
    expect([view.status, view.game.main_team_count, view.game.max_players]).toEqual(['out', 2, 2]);

    // Reserves through a link: Ann joins the back of the queue (the main team is full).
    const reserves = await postLink(annToken, 'reserves');
    expect(reserves.json()).toEqual({
      success: true,
      status: 'reserves',
      message: "You're 1st on the reserves.",
      position: { list: 'reserves', place: 1 },
    });
    expect((await getLink(annToken)).json<RsvpLinkReply>().reserves_position).toBe(1);
  });

  it("tells the game's open team sheet, and the promoted reserve, once the answer has committed", async () => {
    const base = await listen(t);
    const { members, game } = await world(2, { maxPlayers: 1 });
    const [ann, ben] = members as [TestUser, TestUser];
    await setRsvp(t, game.id, ann.id, 'in');
    await setRsvp(t, game.id, ben.id, 'reserves');
    const watcher = await connectClient(base, ben.token);
    expect(await watcher.timeout(2000).emitWithAck(clientEvents.joinGame, { gameId: game.id })).toMatchObject(
      {
        ok: true,
      },
    );
    const changed = nextEvent<TeamChangedPush>(watcher, serverEvents.teamChanged);
    const unread = nextEvent<NotificationsUnreadPush>(watcher, serverEvents.notificationsUnreadCount);

    expect((await postLink(await tokenOf(ann, game.id), 'out')).statusCode).toBe(200);
    expect(await changed).toEqual({ gameId: game.id, game: false });
    expect(await unread).toEqual({ unreadCount: 1 });
  });

  it('refuses what POST /api/rsvps refuses, with the same status and body', async () => {
    // RSVP cutoff 48 hours before a game in 24 hours: nobody on the main team may opt out any more.
    const { members, game } = await world(2, {
      rsvpCutoff: 48,
      gameDatetime: new Date(Date.now() + 24 * HOUR),
    });
    const [ann, ben] = members as [TestUser, TestUser];
    await setRsvp(t, game.id, ann.id, 'in');
    await setRsvp(t, game.id, ben.id, 'in');
    const api = await postRsvp(ben, game.id, 'out');
    const link = await postLink(await tokenOf(ann, game.id), 'out');
    expect(api.statusCode).toBe(409);
    expect([link.statusCode, link.json()]).toEqual([api.statusCode, api.json()]);
    expect(await sheetOf(game.id)).toEqual([`${ann.id}:in`, `${ben.id}:in`]);

    // A bad answer: the same 400 sentence.
    const apiBad = await postRsvp(ben, game.id, 'maybe');
    const linkBad = await postLink(await tokenOf(ann, game.id), 'maybe');
    expect(apiBad.statusCode).toBe(400);
    expect([linkBad.statusCode, linkBad.json()]).toEqual([apiBad.statusCode, apiBad.json()]);
  });

  it('refuses a person removed from the group after the link was made, as POST /api/rsvps does', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    await t.app.db.delete(groupMembers).where(eq(groupMembers.userId, ann.id));
    const api = await postRsvp(ann, game.id, 'in');
    const link = await postLink(token, 'in');
    expect(api.statusCode).toBe(404);
    expect([link.statusCode, link.json()]).toEqual([api.statusCode, api.json()]);
    // The page does not show the game to someone outside its group either.
    const view = await getLink(token);
    expect([view.statusCode, view.json().error]).toEqual([404, api.json().error]);
    expect(await sheetOf(game.id)).toEqual([]);
  });

  it('answers 404 for a deleted game or a deleted account', async () => {
    const { members, game } = await world(2);
    const [ann, ben] = members as [TestUser, TestUser];
    const annToken = await tokenOf(ann, game.id);
    const benToken = await tokenOf(ben, game.id);
    await t.app.db.delete(users).where(eq(users.id, ben.id));
    for (const res of [await getLink(benToken), await postLink(benToken, 'in')]) {
      expect([res.statusCode, res.json().error]).toEqual([404, rsvpLinkTexts.userGone]);
    }
    await t.app.db.delete(games).where(eq(games.id, game.id));
    for (const res of [await getLink(annToken), await postLink(annToken, 'in')]) {
      expect([res.statusCode, res.json().error]).toEqual([
        404,
        'This game does not exist or is not in one of your groups.',
      ]);
    }
  });
});

describe('expired and refused links', () => {
  it('answers 410 with a sentence once the game has kicked off, and records nothing', async () => {
    const { members, game } = await world(1, { gameDatetime: new Date(Date.now() + 2 * HOUR) });
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    offsetMs = 2 * HOUR + 1000;
    for (const res of [await getLink(token), await postLink(token, 'in')]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ error: rsvpLinkTexts.expired, code: 'LINK_EXPIRED' });
    }
    expect(await sheetOf(game.id)).toEqual([]);
  });

  it('answers 410 for a game moved to before the link would expire, once it has started', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    await t.app.db
      .update(games)
      .set({ gameDatetime: new Date(Date.now() - 60_000) })
      .where(eq(games.id, game.id));
    for (const res of [await getLink(token), await postLink(token, 'in')]) {
      expect([res.statusCode, res.json().error]).toEqual([410, rsvpLinkTexts.expired]);
    }
    expect(await sheetOf(game.id)).toEqual([]);
  });

  it('answers 401 with a sentence for a tampered, malformed or foreign token', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // Another game in the claims, the signature kept: refused.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, g: game.id + 1 })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const unsubscribe = t.app.signedTokens.unsubscribe.sign({ u: ann.id, k: 'reminders' });
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      'not-a-token',
      unsubscribe,
      ann.token, // a sign-in token is not an answer link
    ]) {
      for (const res of [await getLink(bad), await postLink(bad, 'in')]) {
        expect(res.statusCode, bad).toBe(401);
        expect(res.json()).toMatchObject({ error: rsvpLinkTexts.invalid, code: 'LINK_INVALID' });
      }
    }
    expect(await sheetOf(game.id)).toEqual([]);
  });

  it('grants nothing else: refused as a bearer token, and a bearer token changes nothing', async () => {
    const { members, admin, game } = await world(1);
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    for (const url of ['/api/games', `/api/games/${game.id}/team`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(token) });
      expect(res.statusCode, url).toBe(401);
    }
    const asBearer = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: t.auth(token),
      payload: { gameId: game.id, status: 'in' },
    });
    expect(asBearer.statusCode).toBe(401);
    // The admin's session sent along with Ann's link answers for Ann, never for the admin.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rsvp-links/${token}`,
      headers: t.auth(admin),
      payload: { status: 'in' },
    });
    expect(res.statusCode).toBe(200);
    expect(await sheetOf(game.id)).toEqual([`${ann.id}:in`]);
  });
});
