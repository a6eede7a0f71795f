/**
 * A group's settings (README "A group's time zone and currency", "Reminders"; docs/product.md#s9-currency):
 * time_zone, currency and reminder_hours on POST/GET/PUT /api/groups, their defaults (DEFAULT_TIME_ZONE,
 * the locale's currency, 24 hours), the 400s for unknown zones and currencies, the game objects that
 * carry their group's zone and currency, and the reminder times a changed reminder_hours moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { groupTexts, zoneTexts } from '@turnout/shared';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { games, groups } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

const HOUR = 3600_000;

describe('the DEFAULT_TIME_ZONE setting', () => {
  it('defaults to Africa/Johannesburg and takes any IANA name, made canonical', () => {
    expect(loadConfig({}).defaultTimeZone).toBe('Africa/Johannesburg');
    expect(loadConfig({ DEFAULT_TIME_ZONE: 'europe/london' }).defaultTimeZone).toBe('Europe/London');
    expect(loadConfig({ DEFAULT_TIME_ZONE: '' }).defaultTimeZone).toBe('Africa/Johannesburg');
  });

  it('refuses an unknown zone or a bare offset with a sentence naming the setting', () => {
    for (const bad of ['Mars/Olympus', '+02:00', 'SAST-ish!']) {
      expect(() => loadConfig({ DEFAULT_TIME_ZONE: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ DEFAULT_TIME_ZONE: bad }), bad).toThrow(
        'Invalid configuration: DEFAULT_TIME_ZONE must be an IANA time zone name such as Africa/Johannesburg or Europe/London.',
      );
    }
  });

  it('is the zone of a group created without one', async () => {
    const london = await build({ DEFAULT_TIME_ZONE: 'Europe/London' });
    try {
      const creator = await createUser(london);
      const post = (payload: object) =>
        london.app.inject({ method: 'POST', url: '/api/groups', headers: london.auth(creator), payload });
      expect((await post({ name: 'Hackney Hockey', locale: 'en-GB' })).json()).toMatchObject({
        time_zone: 'Europe/London',
        currency: 'GBP',
      });
      // Not Johannesburg, and a locale without a currency of its own: ZAR (docs/product.md#s9).
      expect((await post({ name: 'Hackney Netball' })).json()).toMatchObject({
        time_zone: 'Europe/London',
        currency: 'ZAR',
      });
      expect(
        (await post({ name: 'Soweto Five', time_zone: 'Africa/Johannesburg', locale: 'en-GB' })).json(),
      ).toMatchObject({ time_zone: 'Africa/Johannesburg', currency: 'ZAR' });
    } finally {
      await london.close();
    }
  });
});

describe('group settings API', () => {
  let now = new Date('2027-03-01T10:00:00Z');
  let t: TestContext;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    member = await createUser(t, { name: 'Mo', surname: 'Member' });
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload === undefined ? {} : { payload }) });
  const createAs = (user: TestUser, payload: object) => call('POST', '/api/groups', user, payload);
  const groupCount = async () => (await t.app.db.select({ n: count() }).from(groups))[0]!.n;
  const settingsOf = async (groupId: number) => {
    const [row] = await t.app.db
      .select({ name: groups.name, tz: groups.timeZone, cur: groups.currency, hours: groups.reminderHours })
      .from(groups)
      .where(eq(groups.id, groupId));
    return row;
  };

  describe('POST /api/groups', () => {
    it('without settings: DEFAULT_TIME_ZONE (Africa/Johannesburg), ZAR and 24 reminder hours', async () => {
      const res = await createAs(admin, { name: 'Thursday Five-a-side' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        name: 'Thursday Five-a-side',
        created_at: expect.any(String),
        is_admin: true,
        member_count: 1,
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
        reminder_hours: 24,
        cost_mode: 'split',
        guests_per_member: 1,
        promotion: 'automatic',
        offer_hours: 24,
        quiet_hours: { start: '21:00', end: '09:00' },
      });
    });

    it('picks the currency by docs/product.md#s9: Johannesburg gives ZAR, else the locale, else ZAR', async () => {
      const cases: [object, string][] = [
        // The default zone is Africa/Johannesburg, so even an en-US creator gets rand.
        [{ locale: 'en-US' }, 'ZAR'],
        [{ time_zone: 'Africa/Johannesburg', locale: 'fr-FR' }, 'ZAR'],
        [{ time_zone: 'America/New_York', locale: 'en-US' }, 'USD'],
        [{ time_zone: 'Europe/London', locale: 'en-GB' }, 'GBP'],
        [{ time_zone: 'Europe/Paris', locale: 'fr-FR' }, 'EUR'],
        [{ time_zone: 'Europe/Berlin', locale: 'de-DE' }, 'ZAR'],
        [{ time_zone: 'Asia/Tokyo' }, 'ZAR'],
      ];
      for (const [settings, currency] of cases) {
        const res = await createAs(admin, { name: 'Currency check', ...settings });
        expect(res.statusCode, JSON.stringify(settings)).toBe(201);
        expect(res.json().currency, JSON.stringify(settings)).toBe(currency);
      }
    });

    it('stores the zone, currency and reminder hours given (zone made canonical, code upper-cased)', async () => {
      const res = await createAs(admin, {
        name: 'Hackney Hockey',
        time_zone: ' europe/london ',
        currency: 'eur',
        locale: 'en-US',
        reminder_hours: 48,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ time_zone: 'Europe/London', currency: 'EUR', reminder_hours: 48 });
      expect(await settingsOf(res.json().id)).toEqual({
        name: 'Hackney Hockey',
        tz: 'Europe/London',
        cur: 'EUR',
        hours: 48,
      });
      for (const hours of [0, 168]) {
        const edge = await createAs(admin, { name: 'Edge', reminder_hours: hours });
        expect(edge.json().reminder_hours).toBe(hours);
      }
    });

    it('refuses unknown zones, offsets, unknown currencies, bad locales and reminder hours (400, nothing stored)', async () => {
      const before = await groupCount();
      const cases: [object, string][] = [
        [{ time_zone: 'Mars/Olympus' }, zoneTexts.unknownTimeZone('Mars/Olympus')],
        [{ time_zone: '+02:00' }, zoneTexts.unknownTimeZone('+02:00')],
        [{ time_zone: 'SAST' }, zoneTexts.unknownTimeZone('SAST')],
        [{ time_zone: 2 }, zoneTexts.timeZoneRequired],
        [{ currency: 'XYZ' }, zoneTexts.unknownCurrency('XYZ')],
        [{ currency: 'ZA' }, zoneTexts.unknownCurrency('ZA')],
        [{ currency: 710 }, zoneTexts.currencyRequired],
        [{ locale: 'not a locale' }, zoneTexts.localeInvalid],
        [{ reminder_hours: 169 }, zoneTexts.reminderHours],
        [{ reminder_hours: -1 }, zoneTexts.reminderHours],
        [{ reminder_hours: 1.5 }, zoneTexts.reminderHours],
        [{ reminder_hours: null }, zoneTexts.reminderHours],
        [{ reminder_hours: true }, zoneTexts.reminderHours],
        [{ reminder_hours: [5] }, zoneTexts.reminderHours],
      ];
      for (const [settings, sentence] of cases) {
        const res = await createAs(admin, { name: 'Refused', ...settings });
        expect(res.statusCode, JSON.stringify(settings)).toBe(400);
        expect(res.json().error, JSON.stringify(settings)).toBe(sentence);
      }
      expect(await groupCount()).toBe(before);
    });
  });

  describe('reading a group', () => {
    it('GET /api/groups/{id}, /my-groups-with-admin-status and /my carry the settings', async () => {
      const created = await createAs(admin, {
        name: 'Aardvark Athletic',
        time_zone: 'Europe/London',
        locale: 'en-GB',
        reminder_hours: 6,
      });
      const id: number = created.json().id;
      const settings = { time_zone: 'Europe/London', currency: 'GBP', reminder_hours: 6 };
      expect((await call('GET', `/api/groups/${id}`, admin)).json().group).toMatchObject({ id, ...settings });
      const listed = (await call('GET', '/api/groups/my-groups-with-admin-status', admin)).json().groups;
      expect(listed.find((g: { id: number }) => g.id === id)).toMatchObject(settings);
      const my = (await call('GET', '/api/groups/my', admin)).json().groups;
      expect(my.find((g: { id: number }) => g.id === id)).toMatchObject(settings);
    });
  });

  describe('PUT /api/groups/{id}', () => {
    let group: { id: number };
    beforeAll(async () => {
      group = await createGroup(t, admin, { name: 'Settings FC', members: [member] });
    });

    it('lets an admin change each setting alone, the others staying as they are', async () => {
      const put = (payload: object) => call('PUT', `/api/groups/${group.id}`, admin, payload);
      let res = await put({ time_zone: 'Europe/London' });
      expect(res.statusCode).toBe(200);
      expect(res.json().group).toMatchObject({
        name: 'Settings FC',
        time_zone: 'Europe/London',
        currency: 'ZAR',
        reminder_hours: 24,
      });
      res = await put({ currency: 'gbp' });
      expect(res.json().group).toMatchObject({
        time_zone: 'Europe/London',
        currency: 'GBP',
        reminder_hours: 24,
      });
      res = await put({ reminder_hours: 0 });
      expect(res.json().group).toMatchObject({
        time_zone: 'Europe/London',
        currency: 'GBP',
        reminder_hours: 0,
      });
      res = await put({ name: 'Settings United' });
      expect(res.json().group).toMatchObject({ name: 'Settings United', currency: 'GBP', reminder_hours: 0 });
      res = await put({
        name: 'Settings FC',
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
        reminder_hours: 24,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().group).toMatchObject({
        name: 'Settings FC',
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
        reminder_hours: 24,
        is_admin: true,
      });
      // The member sees the same settings.
      expect((await call('GET', `/api/groups/${group.id}`, member)).json().group).toMatchObject({
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
        reminder_hours: 24,
      });
    });

    it('refuses a plain member (403) and an outsider (404), changing nothing', async () => {
      const before = await settingsOf(group.id);
      for (const payload of [{ time_zone: 'Europe/London' }, { currency: 'USD' }, { reminder_hours: 2 }]) {
        expect((await call('PUT', `/api/groups/${group.id}`, member, payload)).statusCode).toBe(403);
        expect((await call('PUT', `/api/groups/${group.id}`, outsider, payload)).statusCode).toBe(404);
      }
      expect(await settingsOf(group.id)).toEqual(before);
    });

    it('refuses an empty body with the rename’s sentence and bad values with theirs (400, nothing changed)', async () => {
      const before = await settingsOf(group.id);
      const cases: [object, string][] = [
        [{}, groupTexts.nameRequired],
        [{ locale: 'en-GB' }, groupTexts.nameRequired],
        [{ name: '' }, groupTexts.nameRequired],
        [{ time_zone: 'Mars/Olympus' }, zoneTexts.unknownTimeZone('Mars/Olympus')],
        [{ time_zone: '+02:00' }, zoneTexts.unknownTimeZone('+02:00')],
        [{ currency: 'XYZ' }, zoneTexts.unknownCurrency('XYZ')],
        [{ currency: 'ZA' }, zoneTexts.unknownCurrency('ZA')],
        [{ reminder_hours: 169 }, zoneTexts.reminderHours],
        [{ reminder_hours: -1 }, zoneTexts.reminderHours],
        [{ reminder_hours: 1.5 }, zoneTexts.reminderHours],
        // One bad field refuses the whole change.
        [{ name: 'Half done', reminder_hours: 169 }, zoneTexts.reminderHours],
        [{ currency: 'USD', time_zone: 'Mars/Olympus' }, zoneTexts.unknownTimeZone('Mars/Olympus')],
      ];
      for (const [payload, sentence] of cases) {
        const res = await call('PUT', `/api/groups/${group.id}`, admin, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error, JSON.stringify(payload)).toBe(sentence);
      }
      expect(await settingsOf(group.id)).toEqual(before);
    });
  });

  describe('games carry their group’s zone and currency', () => {
    it('in GET /api/games and GET /api/games/{id}', async () => {
      const london = await createGroup(t, admin, { members: [member] });
      await call('PUT', `/api/groups/${london.id}`, admin, { time_zone: 'Europe/London', currency: 'GBP' });
      const joburg = await createGroup(t, admin, { members: [member] });
      const inLondon = await createGame(t, london.id, admin, {
        gameDatetime: new Date(now.getTime() + 48 * HOUR),
      });
      const inJoburg = await createGame(t, joburg.id, admin, {
        gameDatetime: new Date(now.getTime() + 50 * HOUR),
      });

      const list = await call('GET', '/api/games', member);
      expect(list.statusCode).toBe(200);
      const listed = list.json().games as { id: number }[];
      expect(listed.find((g) => g.id === inLondon.id)).toMatchObject({
        time_zone: 'Europe/London',
        currency: 'GBP',
      });
      expect(listed.find((g) => g.id === inJoburg.id)).toMatchObject({
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
      });
      const detail = await call('GET', `/api/games/${inLondon.id}`, member);
      expect(detail.json().game).toMatchObject({ time_zone: 'Europe/London', currency: 'GBP' });
    });

    it('a changed time zone keeps every game at its instant; the game reads the new zone', async () => {
      const g = await createGroup(t, admin, { members: [member] });
      const at = new Date('2027-03-04T17:00:00Z');
      const game = await createGame(t, g.id, admin, { gameDatetime: at });
      const res = await call('PUT', `/api/groups/${g.id}`, admin, { time_zone: 'America/New_York' });
      expect(res.statusCode).toBe(200);
      const detail = (await call('GET', `/api/games/${game.id}`, member)).json().game;
      expect(detail).toMatchObject({ game_datetime: at.toISOString(), time_zone: 'America/New_York' });
    });
  });

  describe('a changed reminder_hours', () => {
    const reminderAt = async (gameId: number) =>
      (await t.app.db.select({ at: games.reminderAt }).from(games).where(eq(games.id, gameId)))[0]!.at;

    it('gives the games not yet started their reminder time again; started games keep theirs', async () => {
      now = new Date('2027-03-01T10:00:00Z');
      const g = await createGroup(t, admin, { members: [member] });
      const earlier = new Date(now.getTime() - 30 * HOUR);
      const started = await createGame(t, g.id, admin, {
        gameDatetime: new Date(now.getTime() - HOUR),
        reminderAt: earlier,
      });
      // In 3 days with a 2-hour cutoff; in 10 hours without a cutoff.
      const later = await createGame(t, g.id, admin, {
        gameDatetime: new Date(now.getTime() + 72 * HOUR),
        rsvpCutoff: 2,
        reminderAt: new Date(now.getTime() + 46 * HOUR),
      });
      const soon = await createGame(t, g.id, admin, {
        gameDatetime: new Date(now.getTime() + 10 * HOUR),
        reminderAt: null,
      });

      let res = await call('PUT', `/api/groups/${g.id}`, admin, { reminder_hours: 6 });
      expect(res.statusCode).toBe(200);
      // 72 − 2 − 6 = 64 hours from now; 10 − 6 = 4 hours from now.
      expect(await reminderAt(later.id)).toEqual(new Date(now.getTime() + 64 * HOUR));
      expect(await reminderAt(soon.id)).toEqual(new Date(now.getTime() + 4 * HOUR));
      expect(await reminderAt(started.id)).toEqual(earlier);

      // 12 hours before the kick-off of a game 10 hours away has passed: none for it.
      res = await call('PUT', `/api/groups/${g.id}`, admin, { reminder_hours: 12 });
      expect(await reminderAt(later.id)).toEqual(new Date(now.getTime() + 58 * HOUR));
      expect(await reminderAt(soon.id)).toBeNull();

      // Off: no reminder due for any game not started.
      res = await call('PUT', `/api/groups/${g.id}`, admin, { reminder_hours: 0 });
      expect(res.json().group.reminder_hours).toBe(0);
      expect(await reminderAt(later.id)).toBeNull();
      expect(await reminderAt(soon.id)).toBeNull();
      expect(await reminderAt(started.id)).toEqual(earlier);
    });

    it('saving the same reminder_hours, or other settings, moves no reminder time', async () => {
      now = new Date('2027-03-01T10:00:00Z');
      const g = await createGroup(t, admin, { members: [member] });
      // A reminder already sent (cleared) and one due.
      const sent = await createGame(t, g.id, admin, {
        gameDatetime: new Date(now.getTime() + 20 * HOUR),
        reminderAt: null,
      });
      const due = new Date(now.getTime() + 30 * HOUR);
      const pending = await createGame(t, g.id, admin, {
        gameDatetime: new Date(now.getTime() + 60 * HOUR),
        reminderAt: due,
      });
      for (const payload of [{ reminder_hours: 24 }, { time_zone: 'Europe/London', currency: 'GBP' }]) {
        expect((await call('PUT', `/api/groups/${g.id}`, admin, payload)).statusCode).toBe(200);
        expect(await reminderAt(sent.id)).toBeNull();
        expect(await reminderAt(pending.id)).toEqual(due);
      }
    });

    it('a refused change (member, bad value) moves no reminder time', async () => {
      now = new Date('2027-03-01T10:00:00Z');
      const g = await createGroup(t, admin, { members: [member] });
      const due = new Date(now.getTime() + 30 * HOUR);
      const game = await createGame(t, g.id, admin, {
        gameDatetime: new Date(now.getTime() + 54 * HOUR),
        reminderAt: due,
      });
      expect((await call('PUT', `/api/groups/${g.id}`, member, { reminder_hours: 2 })).statusCode).toBe(403);
      expect(
        (await call('PUT', `/api/groups/${g.id}`, admin, { reminder_hours: 2, currency: 'XYZ' })).statusCode,
      ).toBe(400);
      expect(await reminderAt(game.id)).toEqual(due);
    });
  });
});
