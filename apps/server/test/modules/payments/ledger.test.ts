/**
 * GET /api/groups/{id}/ledger and /ledger.csv (README "Who pays what"): per member owed, paid and
 * balance over the group's games that have kicked off (a guest's share owed by the host; a waived share
 * neither owed nor paid; a claimed one owed until paid), a group admin seeing everyone and a member only
 * themselves, and the CSV file parsing back to the same numbers. Games are moved into the past through
 * the database, never through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { groupTexts, ledgerReplySchema, moneyTexts, type LedgerRow } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { HOUR, insertGuest, moveGame } from './support.ts';

describe('the group ledger', () => {
  const now = new Date('2027-03-10T10:00:00Z');
  let t: TestContext;
  let admin: TestUser;
  let m1: TestUser;
  let m2: TestUser;
  let m3: TestUser;
  let sneaky: TestUser;
  let outsider: TestUser;
  let group: { id: number };

  const call = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });
  const setStatus = async (gameId: number, userId: number, status: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${gameId}/payments/${userId}`,
      headers: t.auth(admin),
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    m1 = await createUser(t, { name: 'Ben', surname: 'One' });
    m2 = await createUser(t, { name: 'Cleo', surname: 'Two' });
    m3 = await createUser(t, { name: 'Dan', surname: 'Three' });
    // A name a spreadsheet would run as a formula.
    sneaky = await createUser(t, { name: '=HYPERLINK("http://x.test")', surname: '+Sneaky' });
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    group = await createGroup(t, admin, { members: [m1, m2, m3, sneaky] });
    await createGroup(t, outsider);

    // Game 1: 90.00 over M1, M1's guest Sam, M2 and the admin → 22.50 each.
    const g1 = await createGame(t, group.id, admin, {
      description: 'Thursday five',
      cost: '90.00',
      gameDatetime: new Date(now.getTime() + 24 * HOUR),
    });
    await setRsvp(t, g1.id, m1.id, 'in');
    await insertGuest(t, g1.id, m1.id, 'Sam');
    await setRsvp(t, g1.id, m2.id, 'in');
    await setRsvp(t, g1.id, admin.id, 'in');
    await setRsvp(t, g1.id, m3.id, 'reserves');
    await setStatus(g1.id, m1.id, 'paid');
    await setStatus(g1.id, m2.id, 'waived');
    await setStatus(g1.id, admin.id, 'claimed');
    // Game 2: 10.00 over M1, M2, M3 → 3.34, 3.33, 3.33.
    const g2 = await createGame(t, group.id, admin, {
      description: 'Sunday =1+1',
      cost: '10.00',
      gameDatetime: new Date(now.getTime() + 25 * HOUR),
    });
    for (const m of [m1, m2, m3]) await setRsvp(t, g2.id, m.id, 'in');
    await setStatus(g2.id, m3.id, 'paid');
    // A game still to come does not count; nor does another group's.
    const g3 = await createGame(t, group.id, admin, {
      cost: '50.00',
      gameDatetime: new Date(now.getTime() + 48 * HOUR),
    });
    await setRsvp(t, g3.id, m1.id, 'in');
    const other = await createGame(t, (await createGroup(t, outsider, { members: [m1] })).id, outsider, {
      cost: '70.00',
      gameDatetime: new Date(now.getTime() - 5 * HOUR),
    });
    await setRsvp(t, other.id, m1.id, 'in');

    // Into the past, through the database: 19:00 Johannesburg time on 3 and 7 March.
    await moveGame(t, g1.id, new Date('2027-03-03T17:00:00Z'));
    await moveGame(t, g2.id, new Date('2027-03-07T17:00:00Z'));
  });
  afterAll(() => t.close());

  const expected: Record<string, Omit<LedgerRow, 'user_id' | 'name' | 'surname'>> = {
    Ada: { owed: '22.50', paid: '0.00', balance: '-22.50' },
    Ben: { owed: '48.34', paid: '45.00', balance: '-3.34' },
    Cleo: { owed: '3.33', paid: '0.00', balance: '-3.33' },
    Dan: { owed: '3.33', paid: '3.33', balance: '0.00' },
    '=HYPERLINK("http://x.test")': { owed: '0.00', paid: '0.00', balance: '0.00' },
  };

  it('a group admin sees every member: owed (guests on the host, waived not owed), paid, balance', async () => {
    const res = await call(`/api/groups/${group.id}/ledger`, admin);
    expect(res.statusCode).toBe(200);
    const reply = ledgerReplySchema.parse(res.json());
    expect(reply.currency).toBe('ZAR');
    // By name ('=' sorts first).
    expect(reply.members.map((m) => m.user_id)).toEqual([sneaky.id, admin.id, m1.id, m2.id, m3.id]);
    for (const row of reply.members) expect(row, row.name).toMatchObject(expected[row.name]!);
  });

  it('a member sees only their own row; an outsider gets 404', async () => {
    const res = await call(`/api/groups/${group.id}/ledger`, m1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'ZAR',
      members: [{ user_id: m1.id, name: 'Ben', surname: 'One', ...expected.Ben }],
    });
    const refused = await call(`/api/groups/${group.id}/ledger`, outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(groupTexts.notFound);
    expect((await call('/api/groups/999999/ledger', admin)).statusCode).toBe(404);
  });

  it('ledger.csv (group admin) parses back to the same numbers: one row per member, one per game and place', async () => {
    const res = await call(`/api/groups/${group.id}/ledger.csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ledger-group-${group.id}-2027-03-10.csv"`,
    );
    const records = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([
      'kind',
      'user_id',
      'name',
      'surname',
      'owed',
      'paid',
      'balance',
      'date',
      'game',
      'guest_of',
      'share',
      'status',
      'currency',
      'former_member',
    ]);
    const json = ledgerReplySchema.parse((await call(`/api/groups/${group.id}/ledger`, admin)).json());
    const members = records.filter((r) => r.kind === 'member');
    expect(
      members.map((r) => ({
        user_id: Number(r.user_id),
        name: r.name,
        surname: r.surname,
        owed: r.owed,
        paid: r.paid,
        balance: r.balance,
      })),
    ).toEqual(
      // The formula-looking name comes back with the leading quote that keeps it text.
      json.members.map((m) =>
        m.user_id === sneaky.id ? { ...m, name: `'${m.name}`, surname: `'${m.surname}` } : m,
      ),
    );
    const games = records
      .filter((r) => r.kind === 'game')
      .map((r) => [r.date, r.game, r.user_id, r.name, r.guest_of, r.share, r.status]);
    expect(games).toEqual([
      ['2027-03-03 19:00', 'Thursday five', String(m1.id), 'Ben', '', '22.50', 'paid'],
      ['2027-03-03 19:00', 'Thursday five', String(m1.id), 'Sam', 'Ben One', '22.50', 'paid'],
      ['2027-03-03 19:00', 'Thursday five', String(m2.id), 'Cleo', '', '22.50', 'waived'],
      ['2027-03-03 19:00', 'Thursday five', String(admin.id), 'Ada', '', '22.50', 'claimed'],
      ['2027-03-07 19:00', 'Sunday =1+1', String(m1.id), 'Ben', '', '3.34', 'unpaid'],
      ['2027-03-07 19:00', 'Sunday =1+1', String(m2.id), 'Cleo', '', '3.33', 'unpaid'],
      ['2027-03-07 19:00', 'Sunday =1+1', String(m3.id), 'Dan', '', '3.33', 'paid'],
    ]);
    // The owed column adds up from the game rows (waived shares aside), cent for cent.
    const cents = (s: string) => Math.round(Number(s) * 100);
    for (const m of members) {
      const owed = records
        .filter((r) => r.kind === 'game' && r.user_id === m.user_id && r.status !== 'waived')
        .reduce((sum, r) => sum + cents(r.share!), 0);
      expect(owed, m.name).toBe(cents(m.owed!));
    }
  });

  it('ledger.csv is for group admins: a member gets 403 with a sentence, an outsider 404', async () => {
    const member = await call(`/api/groups/${group.id}/ledger.csv`, m1);
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(moneyTexts.csvAdminOnly);
    expect((await call(`/api/groups/${group.id}/ledger.csv`, outsider)).statusCode).toBe(404);
  });
});
