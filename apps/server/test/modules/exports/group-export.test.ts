/**
 * GET /api/groups/{id}/export (README "Export a group"): the group's ZIP, unzipped with fflate and its
 * CSVs parsed with csv-parse: members by name only (no email or mobile anywhere), games, team sheets
 * with guests, the sheet history, results with their sides, payment rows, and the ledger byte for byte
 * as GET …/ledger.csv writes it; formula-looking names escaped; for group admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { exportTexts, GROUP_EXPORT_FILES, groupTexts } from '@turnout/shared';
import { gamePayments, gameResults, gameSides } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { HOUR, insertGuest, insertHistory, moveGame } from '../payments/support.ts';
import { unzipReply } from './support.ts';

describe('Export a group', () => {
  const now = new Date('2027-03-10T10:00:00Z');
  let t: TestContext;
  let admin: TestUser;
  let ben: TestUser;
  let cleo: TestUser;
  let sneaky: TestUser;
  let outsider: TestUser;
  let group: { id: number };
  let played: { id: number };
  let next: { id: number };

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });
  const csv = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    ben = await createUser(t, { name: 'Ben', surname: 'One' });
    cleo = await createUser(t, { name: 'Cleo', surname: 'Two' });
    sneaky = await createUser(t, { name: '=HYPERLINK("http://x.test")', surname: '+Sneaky' });
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    group = await createGroup(t, admin, { name: 'Thursday Club', members: [ben, cleo, sneaky] });
    await createGroup(t, outsider);

    played = await createGame(t, group.id, admin, {
      description: 'Five-a-side',
      venue: 'Green Park',
      cost: '30.00',
      gameDatetime: new Date(now.getTime() + 24 * HOUR),
    });
    await setRsvp(t, played.id, ben.id, 'in');
    const sam = await insertGuest(t, played.id, ben.id, 'Sam');
    await setRsvp(t, played.id, cleo.id, 'in');
    await setRsvp(t, played.id, sneaky.id, 'out');
    await insertHistory(t, {
      gameId: played.id,
      userId: ben.id,
      from: 'none',
      to: 'main',
      at: new Date('2027-03-01T08:00:00Z'),
    });
    await insertHistory(t, {
      gameId: played.id,
      guestId: sam,
      guestName: 'Sam',
      from: 'none',
      to: 'main',
      actorId: ben.id,
      at: new Date('2027-03-01T08:05:00Z'),
    });
    await moveGame(t, played.id, new Date('2027-03-03T17:00:00Z'));
    await t.app.db
      .insert(gamePayments)
      .values({ gameId: played.id, userId: ben.id, status: 'paid', amountPaid: '20.00' });
    await t.app.db.insert(gameSides).values({
      gameId: played.id,
      sides: [
        { name: 'Bibs', user_ids: [ben.id], guest_ids: [sam] },
        { name: 'Shirts', user_ids: [cleo.id], guest_ids: [] },
      ],
    });
    await t.app.db.insert(gameResults).values({ gameId: played.id, scores: [3, 2] });
    next = await createGame(t, group.id, admin, {
      description: 'Next week',
      gameDatetime: new Date('2027-03-17T17:00:00Z'),
    });
    await setRsvp(t, next.id, cleo.id, 'reserves');
    await t.app.db.insert(gameResults).values({ gameId: next.id, notPlayed: true });
  });
  afterAll(() => t.close());

  it('a group admin gets a ZIP of every file, members by name only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}/export`,
      headers: { ...t.auth(admin), 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    // Already deflated: sent as is, whatever the browser accepts.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="turnout-group-${group.id}-2027-03-10.zip"`,
    );
    const files = unzipReply(res.rawPayload);
    expect(Object.keys(files)).toEqual([...GROUP_EXPORT_FILES]);
    for (const name of GROUP_EXPORT_FILES.slice(1)) expect(files['README.txt']).toContain(name);

    // By name ('=' sorts first); the formula-looking name keeps the quote that makes it text.
    expect(csv(files['members.csv']!)).toEqual([
      {
        user_id: String(sneaky.id),
        name: `'=HYPERLINK("http://x.test")`,
        surname: "'+Sneaky",
        group_admin: 'false',
        joined: expect.any(String),
      },
      {
        user_id: String(admin.id),
        name: 'Ada',
        surname: 'Admin',
        group_admin: 'true',
        joined: expect.any(String),
      },
      {
        user_id: String(ben.id),
        name: 'Ben',
        surname: 'One',
        group_admin: 'false',
        joined: expect.any(String),
      },
      {
        user_id: String(cleo.id),
        name: 'Cleo',
        surname: 'Two',
        group_admin: 'false',
        joined: expect.any(String),
      },
    ]);
    const everything = Object.values(files).join('\n');
    for (const u of [admin, ben, cleo, sneaky, outsider]) {
      expect(everything).not.toContain(u.email);
      expect(everything).not.toContain(u.mobile);
    }
    expect(everything).not.toContain('Olu');

    expect(
      csv(files['games.csv']!).map((g) => [g.game_id, g.date, g.game, g.venue, g.cost, g.currency, g.status]),
    ).toEqual([
      [String(played.id), '2027-03-03 19:00', 'Five-a-side', 'Green Park', '30.00', 'ZAR', 'scheduled'],
      [String(next.id), '2027-03-17 19:00', 'Next week', 'Astro 2', '60.00', 'ZAR', 'scheduled'],
    ]);
    expect(csv(files['sheets.csv']!).map((r) => [r.game_id, r.list, r.user_id, r.name, r.guest_of])).toEqual([
      [String(played.id), 'main', String(ben.id), 'Ben', ''],
      [String(played.id), 'main', '', 'Sam', 'Ben One'],
      [String(played.id), 'main', String(cleo.id), 'Cleo', ''],
      [String(played.id), 'out', String(sneaky.id), `'=HYPERLINK("http://x.test")`, ''],
      [String(next.id), 'reserves', String(cleo.id), 'Cleo', ''],
    ]);
    expect(
      csv(files['sheet-history.csv']!).map((r) => [
        r.game_id,
        r.at,
        r.user_id,
        r.name,
        r.guest,
        r.from,
        r.to,
        r.by,
      ]),
    ).toEqual([
      [String(played.id), '2027-03-01 10:00', String(ben.id), 'Ben One', '', 'none', 'main', 'self'],
      [String(played.id), '2027-03-01 10:05', '', '', 'Sam', 'none', 'main', 'self'],
    ]);
    expect(csv(files['results.csv']!).map((r) => [r.game_id, r.sides, r.scores, r.not_played])).toEqual([
      [String(played.id), 'Bibs: Ben One, Sam | Shirts: Cleo Two', '3-2', 'false'],
      [String(next.id), '', '', 'true'],
    ]);
    expect(
      csv(files['payments.csv']!).map((r) => [
        r.game_id,
        r.user_id,
        r.name,
        r.status,
        r.amount_paid,
        r.currency,
      ]),
    ).toEqual([[String(played.id), String(ben.id), 'Ben', 'paid', '20.00', 'ZAR']]);
    // The ledger is the ledger's own CSV, byte for byte.
    expect(files['ledger.csv']).toBe((await get(`/api/groups/${group.id}/ledger.csv`, admin)).body);
  });

  it('is for group admins: a member gets 403 with a sentence, an outsider and a missing group 404', async () => {
    const member = await get(`/api/groups/${group.id}/export`, ben);
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(exportTexts.groupExportAdminOnly);
    const stranger = await get(`/api/groups/${group.id}/export`, outsider);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe(groupTexts.notFound);
    expect((await get('/api/groups/999999/export', admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/groups/${group.id}/export` })).statusCode).toBe(
      401,
    );
  });
});
