/**
 * POST /api/users/export (README "Your data"): the member's ZIP, unzipped with a real ZIP reader
 * (fflate) and read back: every file named, each holding only data about the member or sent to them
 * (no other member's email or mobile anywhere), a wrong current password refused with 403 and the
 * sentence of an email change, 3 exports an hour, and a log line that says an export happened without
 * any of its content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { accountTexts, exportTexts, MEMBER_EXPORT_FILES } from '@turnout/shared';
import { chatMessages, gamePayments, notifications } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { collectLogs } from '../../support/logs.ts';
import {
  createGame,
  createGroup,
  createUser,
  FACTORY_PASSWORD,
  setRsvp,
  type TestUser,
} from '../../support/factories.ts';
import { HOUR, insertGuest, insertHistory, moveGame } from '../payments/support.ts';
import { unzipReply } from './support.ts';

describe('Download my data', () => {
  let now = new Date('2027-03-10T10:00:00Z');
  const { logs, logger } = collectLogs();
  let t: TestContext;
  let me: TestUser;
  let admin: TestUser;
  let other: TestUser;
  let stranger: TestUser;
  let group: { id: number };
  let game: { id: number };

  const exportAs = (user: TestUser, currentPassword: unknown = FACTORY_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/export',
      headers: t.auth(user),
      payload: { currentPassword },
    });

  beforeAll(async () => {
    t = await build({}, { clock: () => now, logger, rateLimits: { now: () => now.getTime() } });
    me = await createUser(t, {
      name: 'Ben',
      surname: 'One',
      email: 'ben@example.test',
      mobile: '0710000001',
    });
    admin = await createUser(t, {
      name: 'Ada',
      surname: 'Admin',
      email: 'ada@example.test',
      mobile: '0710000002',
    });
    other = await createUser(t, {
      name: 'Cleo',
      surname: 'Two',
      email: 'cleo@example.test',
      mobile: '0710000003',
    });
    stranger = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    group = await createGroup(t, admin, { name: 'Thursday Club', members: [me, other] });

    // A played game: Ben, his guest Sam and Cleo in; 30.00 split three ways.
    game = await createGame(t, group.id, admin, {
      description: 'Five-a-side',
      cost: '30.00',
      gameDatetime: new Date(now.getTime() + 24 * HOUR),
    });
    await setRsvp(t, game.id, me.id, 'in');
    await insertGuest(t, game.id, me.id, 'Sam');
    await setRsvp(t, game.id, other.id, 'in');
    await insertHistory(t, {
      gameId: game.id,
      userId: me.id,
      from: 'none',
      to: 'main',
      at: new Date('2027-03-01T08:00:00Z'),
    });
    await insertHistory(t, {
      gameId: game.id,
      userId: other.id,
      from: 'none',
      to: 'main',
      at: new Date('2027-03-01T09:00:00Z'),
    });
    await insertHistory(t, {
      gameId: game.id,
      userId: me.id,
      from: 'main',
      to: 'reserves',
      by: 'admin',
      actorId: admin.id,
      at: new Date('2027-03-02T08:00:00Z'),
    });
    await insertHistory(t, {
      gameId: game.id,
      userId: me.id,
      from: 'reserves',
      to: 'main',
      by: 'self',
      at: new Date('2027-03-02T09:00:00Z'),
    });
    await moveGame(t, game.id, new Date('2027-03-03T17:00:00Z'));
    await t.app.db
      .insert(gamePayments)
      .values({ gameId: game.id, userId: me.id, status: 'paid', amountPaid: '20.00' });
    // A game Ben has nothing to do with.
    const notMine = await createGame(t, group.id, admin, { description: 'Not mine' });
    await setRsvp(t, notMine.id, other.id, 'in');

    await t.app.db.insert(chatMessages).values([
      { type: 'group', groupId: group.id, senderId: me.id, content: 'See you at 7' },
      { type: 'group', groupId: group.id, senderId: other.id, content: 'Cleo to the group' },
      { type: 'direct', senderId: me.id, recipientId: other.id, content: 'Ben to Cleo' },
      { type: 'direct', senderId: other.id, recipientId: me.id, content: 'Cleo to Ben' },
      { type: 'direct', senderId: other.id, recipientId: admin.id, content: 'Cleo to Ada' },
    ]);
    await t.app.db.insert(notifications).values([
      { userId: me.id, message: 'You are in the team for Five-a-side', link: `/games/${game.id}` },
      { userId: other.id, message: 'Cleo only' },
    ]);
  });
  afterAll(() => t.close());

  it('answers a ZIP of every file named in the README, about Ben only', async () => {
    const res = await exportAs(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="turnout-my-data-2027-03-10.zip"');
    const files = unzipReply(res.rawPayload);
    expect(Object.keys(files)).toEqual([...MEMBER_EXPORT_FILES]);
    for (const name of MEMBER_EXPORT_FILES.slice(1)) expect(files['README.txt']).toContain(name);

    const profile = JSON.parse(files['profile.json']!);
    expect(profile).toMatchObject({
      id: me.id,
      name: 'Ben',
      surname: 'One',
      email: 'ben@example.test',
      mobile: '0710000001',
      require_invite: false,
      notification_settings: null,
      muted_group_ids: [],
    });
    expect(profile).not.toHaveProperty('password_hash');
    expect(JSON.parse(files['groups.json']!)).toEqual([
      expect.objectContaining({ id: group.id, name: 'Thursday Club', is_admin: false, currency: 'ZAR' }),
    ]);

    const games = JSON.parse(files['games.json']!);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({
      id: game.id,
      group_name: 'Thursday Club',
      description: 'Five-a-side',
      game_datetime: '2027-03-03T17:00:00.000Z',
      answer: { status: 'in', by_choice: false },
      guests: [{ name: 'Sam', status: 'in' }],
    });
    // Only the rows about Ben, oldest first; Cleo's row is not his.
    expect(games[0].history).toEqual([
      { at: '2027-03-01T08:00:00.000Z', from: 'none', to: 'main', by: 'self', by_you: true },
      { at: '2027-03-02T08:00:00.000Z', from: 'main', to: 'reserves', by: 'admin', by_you: false },
      { at: '2027-03-02T09:00:00.000Z', from: 'reserves', to: 'main', by: 'self', by_you: true },
    ]);

    const messages = JSON.parse(files['messages.json']!);
    expect(messages.sent.map((m: { content: string }) => m.content)).toEqual(['See you at 7', 'Ben to Cleo']);
    expect(messages.sent[0]).toMatchObject({
      type: 'group',
      group_id: group.id,
      group_name: 'Thursday Club',
      to: null,
    });
    expect(messages.sent[1]).toMatchObject({ type: 'direct', to: 'Cleo Two' });
    expect(messages.received).toEqual([
      expect.objectContaining({ from: 'Cleo Two', content: 'Cleo to Ben', read_at: null }),
    ]);

    expect(JSON.parse(files['notifications.json']!)).toEqual([
      expect.objectContaining({ message: 'You are in the team for Five-a-side', is_read: false }),
    ]);

    // payments.csv: Ben's ledger row (his share and Sam's: 20.00, paid) and the two places he pays.
    const payments = parse(files['payments.csv']!, { columns: true }) as Record<string, string>[];
    expect(
      payments.map((r) => [
        r.group,
        r.kind,
        r.name,
        r.owed,
        r.paid,
        r.balance,
        r.share,
        r.status,
        r.guest_of,
      ]),
    ).toEqual([
      ['Thursday Club', 'member', 'Ben', '20.00', '20.00', '0.00', '', '', ''],
      ['Thursday Club', 'game', 'Ben', '', '', '', '10.00', 'paid', ''],
      ['Thursday Club', 'game', 'Sam', '', '', '', '10.00', 'paid', 'Ben One'],
    ]);

    // Nobody else's contact details, nor what was not sent to Ben.
    const everything = Object.values(files).join('\n');
    for (const secret of [
      other.email,
      other.mobile,
      admin.email,
      admin.mobile,
      'Cleo to Ada',
      'Cleo only',
      'Not mine',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('a wrong current password is 403 with the sentence of an email change; a missing one 400', async () => {
    const wrong = await exportAs(other, 'not my password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: accountTexts.currentPasswordWrong, code: 'WRONG_PASSWORD' });
    const missing = await exportAs(other, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(accountTexts.currentPasswordRequired);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/users/export',
      payload: { currentPassword: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('3 exports an hour, every attempt counted; the window ends on the clock', async () => {
    for (let i = 0; i < 3; i += 1) expect((await exportAs(stranger)).statusCode).toBe(200);
    const refused = await exportAs(stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(exportTexts.tooManyExports('60 minutes'));
    expect(refused.headers['retry-after']).toBe('3600');
    now = new Date(now.getTime() + HOUR);
    expect((await exportAs(stranger)).statusCode).toBe(200);
  });

  it('logs that an export happened and a refused password, with ids only: no content, no password', async () => {
    const lines = logs.filter((l) => l.export === 'member');
    expect(lines.filter((l) => l.msg === 'data export' && l.userId === me.id)).toHaveLength(1);
    expect(
      lines.filter((l) => l.msg === 'data export refused: wrong current password' && l.userId === other.id),
    ).toHaveLength(1);
    const text = JSON.stringify(logs);
    for (const secret of [
      FACTORY_PASSWORD,
      'not my password',
      me.email,
      me.mobile,
      'See you at 7',
      'Five-a-side',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
