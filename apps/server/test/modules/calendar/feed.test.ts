/**
 * The calendar feed (README "Notifications", calendar feed), read the way a calendar app reads it:
 * GET /api/calendar/feed gives the URL, GET of that URL (no bearer) gives an iCalendar document parsed
 * here with node-ical. Each game of the user's groups from 30 days ago on is one VEVENT with a stable
 * UID, its kick-off in UTC and 90 minutes, the venue, the cost in the group's currency, the game's
 * link, and the user's status before the description. Polls cost a 304 while nothing changed; a reset
 * ends the old URL; the secret opens the feed and nothing else. The app clock is the test's; Vitest
 * runs under TZ=Pacific/Auckland (vitest.config.ts), so a time written in the process's zone shows.
 */
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { formatMoney, gameTexts } from '@turnout/shared';
import { translatorFor } from '@turnout/shared/i18n/all';
import { groups, users } from '../../../src/db/schema.ts';
import { FEED_NOT_FOUND } from '../../../src/modules/calendar/routes.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';

const APP_URL = 'https://turnout.example';
const now = new Date('2027-03-01T10:00:00Z');
const DAY = 24 * 3600_000;
let t: TestContext;

beforeAll(async () => {
  t = await build({ APP_URL }, { clock: () => now });
});
afterAll(() => t.close());

/** The caller's feed URL from GET /api/calendar/feed. */
async function feedUrl(user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: t.auth(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url;
}

/** GET of a feed URL as a calendar app makes it: no bearer, optional extra headers. */
function poll(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
}

/** The user's feed, parsed: its VEVENTs by UID. */
async function events(user: TestUser): Promise<Record<string, VEvent>> {
  const res = await poll(await feedUrl(user));
  expect(res.statusCode, res.body).toBe(200);
  const parsed = ical.sync.parseICS(res.body);
  const found: Record<string, VEvent> = {};
  for (const item of Object.values(parsed)) if (item?.type === 'VEVENT') found[item.uid] = item;
  return found;
}

const uid = (gameId: number) => `game-${gameId}@turnout.example`;
const summaryOf = async (user: TestUser, gameId: number) => (await events(user))[uid(gameId)]?.summary;

describe('GET /api/calendar/feed', () => {
  it('answers the same secret URL on every call, and only to a signed-in caller', async () => {
    const user = await createUser(t);
    const first = await feedUrl(user);
    expect(first).toMatch(/^https:\/\/turnout\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(user)).toBe(first);
    expect(await feedUrl(await createUser(t))).not.toBe(first);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/calendar/feed' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the feed', () => {
  it('prefixes each game with the reader’s status: [In], [Reserve N] in queue order, [Out], [?]', async () => {
    const admin = await createUser(t);
    const [inPlayer, firstReserve, secondReserve, outPlayer, silent] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createUser(t)),
    );
    const group = await createGroup(t, admin, {
      members: [inPlayer!, firstReserve!, secondReserve!, outPlayer!, silent!],
    });
    const game = await createGame(t, group.id, admin, {
      description: 'Thursday five',
      gameDatetime: new Date('2027-03-18T19:00:00Z'),
      maxPlayers: 1,
    });
    await setRsvp(t, game.id, inPlayer!.id, 'in');
    await setRsvp(t, game.id, firstReserve!.id, 'reserves');
    await setRsvp(t, game.id, secondReserve!.id, 'reserves');
    await setRsvp(t, game.id, outPlayer!.id, 'out');

    expect(await summaryOf(inPlayer!, game.id)).toBe('[In] Thursday five');
    expect(await summaryOf(firstReserve!, game.id)).toBe('[Reserve 1] Thursday five');
    expect(await summaryOf(secondReserve!, game.id)).toBe('[Reserve 2] Thursday five');
    expect(await summaryOf(outPlayer!, game.id)).toBe('[Out] Thursday five');
    expect(await summaryOf(silent!, game.id)).toBe('[?] Thursday five');

    // The first reserve drops out: the second moves up to place 1 in their own feed.
    await setRsvp(t, game.id, firstReserve!.id, 'out');
    expect(await summaryOf(secondReserve!, game.id)).toBe('[Reserve 1] Thursday five');
  });

  it('gives each game its instant in UTC, 90 minutes, the venue, the cost in the group’s currency and a link', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    await t.app.db
      .update(groups)
      .set({ currency: 'GBP', timeZone: 'Europe/London' })
      .where(eq(groups.id, group.id));
    const kickOff = new Date('2027-03-18T19:00:00Z');
    const game = await createGame(t, group.id, admin, {
      description: 'Five-a-side',
      gameDatetime: kickOff,
      venue: 'Powerleague Shoreditch',
      cost: '8.50',
    });

    const event = (await events(admin))[uid(game.id)]!;
    expect(process.env.TZ).toBe('Pacific/Auckland');
    expect(event.start.getTime()).toBe(kickOff.getTime());
    expect(event.end!.getTime()).toBe(kickOff.getTime() + 90 * 60_000);
    expect(event.location).toBe('Powerleague Shoreditch');
    expect(event.description).toBe(`Cost: £8.50\n${APP_URL}/games/${game.id}`);
    // Money is written as the screens write it (formatMoney), the group's currency in its own locale.
    expect(event.description).toBe(`Cost: ${formatMoney('8.50', 'GBP')}\n${APP_URL}/games/${game.id}`);
    // node-ical keeps the URL's VALUE=URI parameter beside the value.
    expect(event.url as unknown).toEqual({ params: { VALUE: 'URI' }, val: `${APP_URL}/games/${game.id}` });

    // Written as UTC times, not under a TZID the process's zone would have shifted.
    const raw = (await poll(await feedUrl(admin))).body;
    expect(raw).toContain('DTSTART:20270318T190000Z');
    expect(raw).toContain('DTEND:20270318T203000Z');
    expect(raw).not.toContain('TZID');
  });

  it('writes a rand cost as the screens do ("R 60,00"), not "ZAR 60.00"', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    await t.app.db.update(groups).set({ currency: 'ZAR' }).where(eq(groups.id, group.id));
    const game = await createGame(t, group.id, admin, {
      gameDatetime: new Date(now.getTime() + 3 * DAY),
      cost: '60.00',
    });

    const event = (await events(admin))[uid(game.id)]!;
    expect(event.description).toBe(`Cost: R\u00a060,00\n${APP_URL}/games/${game.id}`);
    expect(event.description).toBe(`Cost: ${formatMoney('60.00', 'ZAR')}\n${APP_URL}/games/${game.id}`);
  });
  it('holds the games of the reader’s groups from 30 days ago on, and no others', async () => {
    const admin = await createUser(t);
    const stranger = await createUser(t);
    const group = await createGroup(t, admin);
    const otherGroup = await createGroup(t, stranger);
    const recent = await createGame(t, group.id, admin, { gameDatetime: new Date(now.getTime() - 29 * DAY) });
    await createGame(t, group.id, admin, { gameDatetime: new Date(now.getTime() - 31 * DAY) });
    const upcoming = await createGame(t, group.id, admin, {
      gameDatetime: new Date(now.getTime() + 2 * DAY),
    });
    const elsewhere = await createGame(t, otherGroup.id, stranger, {
      gameDatetime: new Date(now.getTime() + 2 * DAY),
    });

    expect(Object.keys(await events(admin)).sort()).toEqual([uid(recent.id), uid(upcoming.id)].sort());
    expect(Object.keys(await events(stranger))).toEqual([uid(elsewhere.id)]);
  });

  it('moves a moved game under the same UID and drops a deleted one', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    const moved = await createGame(t, group.id, admin, { gameDatetime: new Date('2027-03-18T19:00:00Z') });
    const deleted = await createGame(t, group.id, admin, { gameDatetime: new Date('2027-03-19T19:00:00Z') });
    expect(Object.keys(await events(admin)).sort()).toEqual([uid(moved.id), uid(deleted.id)].sort());

    const newTime = '2027-03-20T17:30:00.000Z';
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${moved.id}`,
      headers: t.auth(admin),
      payload: { description: moved.description, game_datetime: newTime, max_players: moved.maxPlayers },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/${deleted.id}`,
      headers: t.auth(admin),
    });
    expect(removal.statusCode, removal.body).toBe(200);

    const after = await events(admin);
    expect(Object.keys(after)).toEqual([uid(moved.id)]);
    expect(after[uid(moved.id)]!.start.toISOString()).toBe(newTime);
  });

  it('answers text/calendar with an ETag, and 304 to it until the feed changes', async () => {
    const admin = await createUser(t);
    const player = await createUser(t);
    const group = await createGroup(t, admin, { members: [player] });
    const game = await createGame(t, group.id, admin, { gameDatetime: new Date('2027-03-18T19:00:00Z') });
    const url = await feedUrl(player);

    const first = await poll(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await poll(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: t.auth(player),
      payload: { gameId: game.id, status: 'in' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const changed = await poll(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('[In] ');
  });
});

describe('POST /api/calendar/feed/reset', () => {
  it('gives a new URL; the old one answers 404 with a sentence from then on', async () => {
    const user = await createUser(t);
    const old = await feedUrl(user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed/reset',
      headers: t.auth(user),
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).not.toBe(old);
    expect(await feedUrl(user)).toBe(url);

    const gone = await poll(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: FEED_NOT_FOUND });
    expect((await poll(url)).statusCode).toBe(200);
  });
});

describe('a new server secret', () => {
  it('ends the old feed URLs like it ends sessions, and GET /api/calendar/feed gives the new one', async () => {
    const user = await createUser(t);
    const old = await feedUrl(user);
    const renewed = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/turnout-test-data',
        APP_URL,
      }),
      database: t.database,
      jwtSecret: 'another-secret-that-is-long-enough-for-hs256-signing',
      closeDatabase: false,
      webDist: '/nonexistent',
      clock: () => now,
      jobs: { schedule: false, supervise: false, retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 },
    });
    try {
      await renewed.ready();
      const path = (url: string) => new URL(url).pathname;
      expect((await renewed.inject({ method: 'GET', url: path(old) })).statusCode).toBe(404);
      const login = await renewed.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const res = await renewed.inject({
        method: 'GET',
        url: '/api/calendar/feed',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json<{ url: string }>();
      expect(url).not.toBe(old);
      expect((await renewed.inject({ method: 'GET', url: path(url) })).statusCode).toBe(200);
    } finally {
      await renewed.close();
    }
  });
});

describe('the feed secret is single-purpose', () => {
  it('is not a sign-in token, and a sign-in token is not a feed', async () => {
    const user = await createUser(t);
    const url = await feedUrl(user);
    const secret = /\/calendar\/(.+)\.ics$/.exec(url)![1]!;

    const asBearer = await t.app.inject({ method: 'GET', url: '/api/games', headers: t.auth(secret) });
    expect(asBearer.statusCode).toBe(401);

    for (const path of [
      `/calendar/${user.token}.ics`,
      `/calendar/${secret}`,
      `/calendar/${secret}.ics.ics`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: t.auth(user) });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ error: FEED_NOT_FOUND });
    }
  });
});

describe('GET /api/games/{id}/calendar.ics ("Add to my calendar")', () => {
  const download = (user: TestUser | null, gameId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/calendar.ics`,
      headers: user ? t.auth(user) : {},
    });

  it('gives a member the game’s one event as an attachment: summary, start, place, cost; cancelled → STATUS:CANCELLED', async () => {
    const admin = await createUser(t);
    const member = await createUser(t);
    const group = await createGroup(t, admin, { members: [member] });
    await t.app.db.update(groups).set({ currency: 'ZAR' }).where(eq(groups.id, group.id));
    const kickOff = new Date('2027-03-18T17:00:00Z');
    const game = await createGame(t, group.id, admin, {
      description: 'Five-a-side',
      gameDatetime: kickOff,
      venue: 'Astro 2',
      cost: '60.00',
    });
    await createGame(t, group.id, admin, { description: 'Another game' });
    await setRsvp(t, game.id, member.id, 'in');

    const res = await download(member, game.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="turnout-game-${game.id}.ics"`);
    const parsed = Object.values(ical.sync.parseICS(res.body)).filter((i) => i?.type === 'VEVENT');
    expect(parsed).toHaveLength(1);
    const event = parsed[0] as VEvent;
    // The feed's event (same UID), without the reader's status: a downloaded file cannot follow it.
    expect(event.uid).toBe(uid(game.id));
    expect(event.summary).toBe('Five-a-side');
    expect(event.start.getTime()).toBe(kickOff.getTime());
    expect(event.end!.getTime()).toBe(kickOff.getTime() + 90 * 60_000);
    expect(event.location).toBe('Astro 2');
    expect(event.description).toBe(`Cost: ${formatMoney('60.00', 'ZAR')}\n${APP_URL}/games/${game.id}`);
    expect(event.status).toBeUndefined();

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/cancel`,
      headers: t.auth(admin),
      payload: { message: 'Pitch flooded' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await download(member, game.id);
    const cancelled = Object.values(ical.sync.parseICS(after.body)).find(
      (i) => i?.type === 'VEVENT',
    ) as VEvent;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.summary).toBe('[Cancelled] Five-a-side');
    expect(after.body).toContain('STATUS:CANCELLED');
  });

  it('answers a past game too; an outsider, an unknown game and a visitor get a sentence', async () => {
    const admin = await createUser(t);
    const outsider = await createUser(t);
    const group = await createGroup(t, admin);
    const past = await createGame(t, group.id, admin, { gameDatetime: new Date(now.getTime() - 90 * DAY) });
    expect((await download(admin, past.id)).statusCode).toBe(200);

    for (const res of [await download(outsider, past.id), await download(admin, 999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: gameTexts.gameNotFound });
    }
    const visitor = await download(null, past.id);
    expect(visitor.statusCode).toBe(401);
    const bad = await download(admin, 'abc' as unknown as number);
    expect(bad.statusCode).toBe(400);
  });
});

/** Both files in the reader's language (README "Languages"): the profile's, else Accept-Language. */
describe('the calendar in the reader’s language', () => {
  /** A group in euros with one game per answer of `reader`, plus a cancelled one. */
  async function gamesOf(reader: TestUser) {
    const admin = await createUser(t);
    const [inP, outP] = await Promise.all([createUser(t), createUser(t)]);
    const group = await createGroup(t, admin, { members: [reader, inP!, outP!] });
    await t.app.db.update(groups).set({ currency: 'EUR' }).where(eq(groups.id, group.id));
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const played = await createGame(t, group.id, admin, {
      description: 'Kick',
      gameDatetime: at(2),
      cost: '8.50',
    });
    const full = await createGame(t, group.id, admin, {
      description: 'Full',
      gameDatetime: at(3),
      maxPlayers: 1,
    });
    const skipped = await createGame(t, group.id, admin, { description: 'Skip', gameDatetime: at(4) });
    const open = await createGame(t, group.id, admin, { description: 'Open', gameDatetime: at(5) });
    const called = await createGame(t, group.id, admin, { description: 'Off', gameDatetime: at(6) });
    await setRsvp(t, played.id, reader.id, 'in');
    await setRsvp(t, full.id, inP!.id, 'in');
    await setRsvp(t, full.id, reader.id, 'reserves');
    await setRsvp(t, skipped.id, reader.id, 'out');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/games/${called.id}/cancel`,
      headers: t.auth(admin),
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    return { played, full, skipped, open, called };
  }

  const readerIn = async (language: string | null) => {
    const reader = await createUser(t);
    await t.app.db.update(users).set({ language }).where(eq(users.id, reader.id));
    return reader;
  };

  it.each([
    [
      'de',
      ['[Dabei] Kick', '[Ersatz 1] Full', '[Nicht dabei] Skip', '[?] Open', '[Fällt aus] Off'],
      'Kosten: ',
    ],
    ['ar', ['[مشارك] Kick', '[احتياط 1] Full', '[معتذر] Skip', '[؟] Open', '[ملغاة] Off'], 'التكلفة: '],
  ] as const)(
    '%s: the feed’s summaries, cost and calendar description',
    async (language, summaries, cost) => {
      const reader = await readerIn(language);
      const g = await gamesOf(reader);
      // The profile's language wins over the calendar app's Accept-Language.
      const res = await poll(await feedUrl(reader), { 'accept-language': 'fr' });
      const parsed = Object.values(ical.sync.parseICS(res.body));
      const found = Object.fromEntries(
        parsed.filter((i) => i?.type === 'VEVENT').map((i) => [(i as VEvent).uid, i as VEvent]),
      );
      expect([g.played, g.full, g.skipped, g.open, g.called].map((x) => found[uid(x.id)]?.summary)).toEqual(
        summaries,
      );
      expect(found[uid(g.called.id)]!.status).toBe('CANCELLED');
      const money = formatMoney('8.50', 'EUR', language)!;
      expect(money).toBe(language === 'de' ? '8,50\u00a0€' : '\u200f8.50\u00a0€');
      expect(found[uid(g.played.id)]!.description).toBe(`${cost}${money}\n${APP_URL}/games/${g.played.id}`);
      // Long lines are folded (RFC 5545 §3.1): unfold before reading one.
      expect(res.body.replace(/\r\n[ \t]/g, '')).toContain(
        `X-WR-CALDESC:${translatorFor(language).t('games:calendar.feedDescription')}`,
      );
    },
  );

  it('follows Accept-Language for a reader who chose no language; English stays the specification’s', async () => {
    const reader = await readerIn(null);
    const g = await gamesOf(reader);
    const url = await feedUrl(reader);
    const german = ical.sync.parseICS((await poll(url, { 'accept-language': 'de-AT,de;q=0.9' })).body);
    expect((german[uid(g.played.id)] as VEvent).summary).toBe('[Dabei] Kick');
    const english = ical.sync.parseICS((await poll(url)).body);
    expect((english[uid(g.played.id)] as VEvent).summary).toBe('[In] Kick');
    expect((english[uid(g.called.id)] as VEvent).summary).toBe('[Cancelled] Off');
    expect((english[uid(g.played.id)] as VEvent).description).toBe(
      `Cost: ${formatMoney('8.50', 'EUR')}\n${APP_URL}/games/${g.played.id}`,
    );
  });

  it.each([
    ['de', '[Fällt aus] Off', 'Kosten: '],
    ['ar', '[ملغاة] Off', 'التكلفة: '],
  ] as const)('%s: one game’s file', async (language, cancelled, cost) => {
    const reader = await readerIn(language);
    const g = await gamesOf(reader);
    const only = async (gameId: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/games/${gameId}/calendar.ics`,
        headers: t.auth(reader),
      });
      expect(res.statusCode, res.body).toBe(200);
      return Object.values(ical.sync.parseICS(res.body)).find((i) => i?.type === 'VEVENT') as VEvent;
    };
    const played = await only(g.played.id);
    expect(played.summary).toBe('Kick');
    expect(played.description).toBe(
      `${cost}${formatMoney('8.50', 'EUR', language)}\n${APP_URL}/games/${g.played.id}`,
    );
    expect((await only(g.called.id)).summary).toBe(cancelled);
  });
});
