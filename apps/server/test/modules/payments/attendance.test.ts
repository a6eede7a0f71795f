/**
 * PUT /api/games/{id}/attendance/{userId}, GET /api/groups/{id}/attendance and /attendance.csv (README
 * "A fair, visible record"): who may mark whom and when, and each member's record over the games that
 * have kicked off — played, reserve, out, no answer, no-shows and late drops (leaving the main team of
 * oneself less than 24 hours before kick-off) — rebuilt from sheet_history, or from the answers for a
 * game without history. Games are moved into the past through the database; history rows are inserted
 * straight into sheet_history with the times they happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { attendanceReplySchema, gameTexts, moneyTexts, type AttendanceRow } from '@turnout/shared';
import { gameAttendance, groupMembers } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { HOUR, insertHistory, moveGame } from './support.ts';

describe('attendance', () => {
  const now = new Date('2027-03-10T10:00:00Z');
  let t: TestContext;
  let admin: TestUser;
  let m1: TestUser;
  let m2: TestUser;
  let m3: TestUser;
  let m4: TestUser;
  let m5: TestUser;
  let newcomer: TestUser;
  let outsider: TestUser;
  let group: { id: number };
  let g1: { id: number };
  let g2: { id: number };
  let upcoming: { id: number };
  const k1 = new Date('2027-03-03T17:00:00Z');
  const k2 = new Date('2027-03-09T17:00:00Z');

  const call = (method: 'GET' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload === undefined ? {} : { payload }) });
  const mark = (gameId: number, userId: number, attended: unknown, as: TestUser = admin) =>
    call('PUT', `/api/games/${gameId}/attendance/${userId}`, as, { attended });
  const before = (kickoff: Date, hours: number) => new Date(kickoff.getTime() - hours * HOUR);

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    m1 = await createUser(t, { name: 'Ben', surname: 'Played' });
    m2 = await createUser(t, { name: 'Cleo', surname: 'Late' });
    m3 = await createUser(t, { name: 'Dan', surname: 'NoShow' });
    m4 = await createUser(t, { name: 'Eve', surname: 'Reserve' });
    m5 = await createUser(t, { name: 'Fay', surname: 'Moved' });
    newcomer = await createUser(t, { name: 'Gus', surname: 'New' });
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    group = await createGroup(t, admin, { members: [m1, m2, m3, m4, m5, newcomer] });
    await createGroup(t, outsider);
    await t.app.db
      .update(groupMembers)
      .set({ joinedAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(groupMembers.groupId, group.id));
    // The newcomer joined between the two games: the first is not theirs to answer.
    await t.app.db
      .update(groupMembers)
      .set({ joinedAt: new Date('2027-03-05T00:00:00Z') })
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, newcomer.id)));

    // Game 1, with its history: Ben plays; Cleo drops out of the main team 3 hours before kick-off (a
    // late drop); Dan is in but does not come; Eve steps down to the reserves 30 hours before (not late);
    // an admin moves Fay out 2 hours before (not a drop of her own); Ada never answers.
    g1 = await createGame(t, group.id, admin, { gameDatetime: new Date(now.getTime() + 24 * HOUR) });
    for (const m of [m1, m2, m3, m4, m5]) {
      await insertHistory(t, { gameId: g1.id, userId: m.id, from: 'none', to: 'main', at: before(k1, 72) });
    }
    await insertHistory(t, {
      gameId: g1.id,
      userId: m4.id,
      from: 'main',
      to: 'reserves',
      at: before(k1, 30),
    });
    await insertHistory(t, { gameId: g1.id, userId: m2.id, from: 'main', to: 'out', at: before(k1, 3) });
    await insertHistory(t, {
      gameId: g1.id,
      userId: m5.id,
      from: 'main',
      to: 'out',
      by: 'admin',
      actorId: admin.id,
      at: before(k1, 2),
    });
    await setRsvp(t, g1.id, m1.id, 'in');
    await setRsvp(t, g1.id, m3.id, 'in');
    await setRsvp(t, g1.id, m4.id, 'reserves');
    await setRsvp(t, g1.id, m2.id, 'out');
    await setRsvp(t, g1.id, m5.id, 'out');
    // Game 2, from before the history existed: only the answers. Ben and Cleo in, Ada out.
    g2 = await createGame(t, group.id, admin, { gameDatetime: new Date(now.getTime() + 25 * HOUR) });
    await setRsvp(t, g2.id, m1.id, 'in');
    await setRsvp(t, g2.id, m2.id, 'in');
    await setRsvp(t, g2.id, admin.id, 'out');
    upcoming = await createGame(t, group.id, admin, { gameDatetime: new Date(now.getTime() + 48 * HOUR) });
    await setRsvp(t, upcoming.id, m1.id, 'in');
    // Into the past, through the database.
    await moveGame(t, g1.id, k1);
    await moveGame(t, g2.id, k2);
  });
  afterAll(() => t.close());

  describe('PUT /api/games/{id}/attendance/{userId}', () => {
    it('a group admin marks a main-team player at kick-off as not come, and back', async () => {
      let res = await mark(g1.id, m3.id, false);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        user_id: m3.id,
        attended: false,
        message: moneyTexts.attendanceMarked('Dan NoShow', false),
      });
      res = await mark(g2.id, m2.id, false);
      expect(res.statusCode).toBe(200);
      res = await mark(g2.id, m2.id, true);
      expect(res.json()).toMatchObject({
        attended: true,
        message: moneyTexts.attendanceMarked('Cleo Late', true),
      });
      const rows = await t.app.db
        .select({
          gameId: gameAttendance.gameId,
          userId: gameAttendance.userId,
          attended: gameAttendance.attended,
        })
        .from(gameAttendance)
        .where(eq(gameAttendance.markedBy, admin.id));
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(
        expect.arrayContaining([
          { gameId: g1.id, userId: m3.id, attended: false },
          { gameId: g2.id, userId: m2.id, attended: true },
        ]),
      );
    });

    it('only after kick-off (409), only main-team players at kick-off (409), only people of the group (404)', async () => {
      let res = await mark(upcoming.id, m1.id, false);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(moneyTexts.attendanceBeforeKickoff);
      // Cleo left before kick-off, Eve was a reserve, Fay was moved out: none was in the main team then.
      for (const [m, name] of [
        [m2, 'Cleo Late'],
        [m4, 'Eve Reserve'],
        [m5, 'Fay Moved'],
        [admin, 'Ada Admin'],
      ] as const) {
        res = await mark(g1.id, m.id, false);
        expect(res.statusCode, name).toBe(409);
        expect(res.json().error).toBe(moneyTexts.notInMainTeamAtKickoff(name));
      }
      res = await mark(g1.id, outsider.id, false);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(moneyTexts.playerNotFound);
    });

    it('a plain member gets 403, an outsider 404; a bad body 400 with the sentence; nothing stored', async () => {
      let res = await mark(g1.id, m1.id, false, m4);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(moneyTexts.attendanceAdminOnly);
      res = await mark(g1.id, m1.id, false, outsider);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(gameTexts.gameNotFound);
      for (const attended of ['no', null, 0, undefined]) {
        res = await mark(g1.id, m1.id, attended);
        expect(res.statusCode, String(attended)).toBe(400);
        expect(res.json().error).toBe('attended must be true or false.');
      }
      const ben = await t.app.db.select().from(gameAttendance).where(eq(gameAttendance.userId, m1.id));
      expect(ben).toEqual([]);
    });
  });

  const expected: Record<string, Omit<AttendanceRow, 'user_id' | 'name' | 'surname'>> = {
    // Game 1 no answer; game 2 out.
    Ada: { games: 2, played: 0, reserve: 0, out: 1, no_answer: 1, no_shows: 0, late_drops: 0 },
    // Played both.
    Ben: { games: 2, played: 2, reserve: 0, out: 0, no_answer: 0, no_shows: 0, late_drops: 0 },
    // Game 1 out after a late drop; game 2 played (marked back as attended).
    Cleo: { games: 2, played: 1, reserve: 0, out: 1, no_answer: 0, no_shows: 0, late_drops: 1 },
    // Game 1 a no-show; game 2 no answer.
    Dan: { games: 2, played: 0, reserve: 0, out: 0, no_answer: 1, no_shows: 1, late_drops: 0 },
    // Game 1 on the reserves (stepped down 30 hours before: not late); game 2 no answer.
    Eve: { games: 2, played: 0, reserve: 1, out: 0, no_answer: 1, no_shows: 0, late_drops: 0 },
    // Game 1 out, moved by an admin (not a drop of her own); game 2 no answer.
    Fay: { games: 2, played: 0, reserve: 0, out: 1, no_answer: 1, no_shows: 0, late_drops: 0 },
    // Only game 2 counts (joined after game 1): no answer.
    Gus: { games: 1, played: 0, reserve: 0, out: 0, no_answer: 1, no_shows: 0, late_drops: 0 },
  };

  it('GET /api/groups/{id}/attendance: every member’s record, for every member to see; 404 outsiders', async () => {
    for (const viewer of [admin, m4]) {
      const res = await call('GET', `/api/groups/${group.id}/attendance`, viewer);
      expect(res.statusCode).toBe(200);
      const rows = attendanceReplySchema.parse(res.json());
      expect(rows.map((r) => r.name)).toEqual(Object.keys(expected));
      for (const row of rows) expect(row, row.name).toMatchObject(expected[row.name]!);
    }
    expect((await call('GET', `/api/groups/${group.id}/attendance`, outsider)).statusCode).toBe(404);
  });

  it('attendance.csv (group admin) parses back to the same numbers; 403 for a member, 404 for an outsider', async () => {
    const res = await call('GET', `/api/groups/${group.id}/attendance.csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="attendance-group-${group.id}-2027-03-10.csv"`,
    );
    const parsed = parse(res.body, { columns: true }) as Record<string, string>[];
    const records = parsed.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, k === 'name' || k === 'surname' ? v : Number(v)]),
      ),
    );
    const json = attendanceReplySchema.parse(
      (await call('GET', `/api/groups/${group.id}/attendance`, admin)).json(),
    );
    expect(records).toEqual(json);
    const member = await call('GET', `/api/groups/${group.id}/attendance.csv`, m1);
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(moneyTexts.csvAdminOnly);
    expect((await call('GET', `/api/groups/${group.id}/attendance.csv`, outsider)).statusCode).toBe(404);
  });
});
