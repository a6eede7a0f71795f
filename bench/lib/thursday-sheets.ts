/**
 * The team sheets after a "Thursday evening" run, checked against the rules (docs/product.md#s4-rsvp-status
 * and #s4-admin-team-moves; docs/design.md#team-sheet-invariant; apps/server/src/modules/rsvps/service.ts)
 * from what PostgreSQL holds and what GET /api/games/{id}/team answers (bench/README.md "Thursday evening").
 * For each game:
 * - the history (sheet_history, in id order: the order the game row lock let the changes through) is
 *   replayed: every row must start from where the replay has the player; a reserve promoted must be the
 *   front of the reserves queue; a member joining the main team directly (their answer or an admin's add)
 *   only while it has room; the main team never over max_players after any row; and after each
 *   transaction (rows sharing `at`, the transaction's start) no place it opened in a full main team left
 *   free while anyone queued before it still waits (docs/decisions/010-reserves-queue.md);
 * - the replay's main team and reserves, in order, must be the stored rows ordered by `position` (each
 *   list in the order its players joined it), and the API's sheet must list the same people in the same
 *   order, nobody twice, not attending = those who said out, then members without an answer;
 * - each member's place must be what their last answer (or an admin's last move of them) leaves:
 *   `out` for out, main team or reserves for in or reserves, no row when they never answered or were
 *   taken off;
 * - stored: main team ≤ max_players, no guests (the scenario brings none), every row a member's.
 */
import type pg from 'pg';
import { mainTeamHasRoom, reservesToPromote } from '@turnout/shared/team-sheet';
import type { TeamResponse } from '@turnout/shared';
import type { Expectation } from './thursday-protocol.ts';

export type SheetToCheck = {
  gameId: number;
  maxPlayers: number;
  /** The group's members, user ids. */
  members: number[];
  expect: Map<number, Expectation>;
  /** The sheet as GET /api/games/{id}/team answered a group admin after the run. */
  api: TeamResponse;
};

export type SheetSummary = {
  checked: number;
  breaches: string[];
  mainTeam: number;
  reserves: number;
  out: number;
  noAnswer: number;
  historyRows: number;
  promotions: number;
  fullMainTeams: number;
};

type Place = 'main' | 'reserves' | 'out' | 'none';
type HistoryRow = { game_id: number; user_id: number | null; from: Place; to: Place; by: string; at: Date };
type RsvpRow = { game_id: number; user_id: number; status: 'in' | 'reserves' | 'out' };

/** Checks every sheet in `sheets` (see the header); breaches are sentences naming the game and player. */
export async function checkSheets(db: pg.Client, sheets: SheetToCheck[]): Promise<SheetSummary> {
  const ids = sheets.map((s) => s.gameId);
  const history = (
    await db.query<HistoryRow>(
      `select game_id, user_id, "from", "to", by, at from sheet_history where game_id = any($1) order by game_id, id`,
      [ids],
    )
  ).rows;
  const rows = (
    await db.query<RsvpRow>(
      `select game_id, user_id, status from rsvps where game_id = any($1) order by game_id, position, user_id`,
      [ids],
    )
  ).rows;
  const guests = Number(
    (await db.query<{ n: string }>(`select count(*) n from game_guests where game_id = any($1)`, [ids]))
      .rows[0]!.n,
  );
  const summary: SheetSummary = {
    checked: 0,
    breaches: [],
    mainTeam: 0,
    reserves: 0,
    out: 0,
    noAnswer: 0,
    historyRows: history.length,
    promotions: history.filter((h) => h.by === 'promotion').length,
    fullMainTeams: 0,
  };
  if (guests > 0) summary.breaches.push(`${guests} guests on the sheets; the scenario brings none`);

  for (const sheet of sheets) {
    const breaches: string[] = [];
    const breach = (why: string) => breaches.push(`game ${sheet.gameId}: ${why}`);
    const max = sheet.maxPlayers;

    // Replay the history.
    const place = new Map<number, Place>();
    const main: number[] = [];
    const reserves: number[] = [];
    const counts = () => ({ mainCount: main.length, maxPlayers: max, reservesCount: reserves.length });
    const mine = history.filter((h) => h.game_id === sheet.gameId);
    // The sheet as each transaction found it: a place it opened in a full main team belongs to the
    // queue as it stood then (docs/decisions/010-reserves-queue.md).
    let mainBefore = 0;
    let queueBefore: number[] = [];
    for (const [i, h] of mine.entries()) {
      if (i === 0 || mine[i - 1]!.at.getTime() !== h.at.getTime()) {
        mainBefore = main.length;
        queueBefore = [...reserves];
      }
      if (h.user_id === null) {
        breach(`a guest in the history`);
        continue;
      }
      const who = `user ${h.user_id}`;
      const now: Place = place.get(h.user_id) ?? 'none';
      if (now !== h.from) breach(`history row ${i} moves ${who} from ${h.from}, the replay has them ${now}`);
      if (h.to === 'main' && h.from !== 'main') {
        if (h.by === 'promotion') {
          if (reserves[0] !== h.user_id)
            breach(`${who} promoted while ${reserves[0]} was first in the reserves`);
        } else if (!mainTeamHasRoom(counts())) {
          breach(
            `${who} put in the main team (${h.by}) with ${main.length}/${max} and ${reserves.length} waiting`,
          );
        }
      }
      for (const list of [main, reserves]) {
        const at = list.indexOf(h.user_id);
        if (at >= 0) list.splice(at, 1);
      }
      if (h.to === 'main') main.push(h.user_id);
      if (h.to === 'reserves') reserves.push(h.user_id);
      place.set(h.user_id, h.to);
      if (main.length > max) breach(`main team at ${main.length} of max ${max} after history row ${i}`);
      const endOfTransaction = i === mine.length - 1 || mine[i + 1]!.at.getTime() !== h.at.getTime();
      const stillQueued = reserves.filter((id) => queueBefore.includes(id)).length;
      const owed = reservesToPromote({ ...counts(), mainBefore, maxBefore: max, reservesCount: stillQueued });
      if (endOfTransaction && owed > 0) {
        breach(`after a change: ${main.length}/${max} in the main team, was full, while ${stillQueued} wait`);
      }
    }

    // The stored rows against the replay.
    const stored = rows.filter((r) => r.game_id === sheet.gameId);
    const storedMain = stored.filter((r) => r.status === 'in').map((r) => r.user_id);
    const storedReserves = stored.filter((r) => r.status === 'reserves').map((r) => r.user_id);
    const storedOut = stored.filter((r) => r.status === 'out').map((r) => r.user_id);
    if (storedMain.length > max) breach(`${storedMain.length} in the main team, max_players ${max}`);
    if (storedMain.length < max && storedReserves.length > 0) {
      breach(`${storedMain.length}/${max} in the main team while ${storedReserves.length} wait`);
    }
    const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    if (!same(storedMain, main)) breach(`main team [${storedMain}] is not the history's [${main}]`);
    if (!same(storedReserves, reserves))
      breach(`reserves [${storedReserves}] are not the history's [${reserves}]`);
    const members = new Set(sheet.members);
    for (const r of stored)
      if (!members.has(r.user_id)) breach(`user ${r.user_id} on the sheet is no member`);

    // Each member's last answer.
    const storedPlace = new Map(stored.map((r) => [r.user_id, r.status]));
    for (const userId of sheet.members) {
      const want = sheet.expect.get(userId) ?? 'none';
      const got = storedPlace.get(userId) ?? 'none';
      const ok = want === 'sheet' ? got === 'in' || got === 'reserves' : got === want;
      if (!ok) breach(`user ${userId} should be ${want === 'sheet' ? 'in or reserves' : want}, is ${got}`);
    }

    // What the API shows.
    const ids = (list: TeamResponse['mainTeam']) => list.map((e) => e.user_id ?? -1);
    const pending = sheet.members.filter((m) => !storedPlace.has(m));
    if (!same(ids(sheet.api.mainTeam), storedMain)) breach(`the API's main team differs from the stored one`);
    if (!same(ids(sheet.api.reserves), storedReserves))
      breach(`the API's reserves differ from the stored ones`);
    const apiNot = ids(sheet.api.notAttending);
    if (!same(apiNot.slice(0, storedOut.length), storedOut))
      breach(`the API's not attending starts otherwise`);
    if (!same([...apiNot.slice(storedOut.length)].sort(), [...pending].sort())) {
      breach(`the API's members without an answer differ`);
    }
    const listed = [...ids(sheet.api.mainTeam), ...ids(sheet.api.reserves), ...apiNot];
    if (new Set(listed).size !== listed.length) breach(`someone is listed twice on the API's sheet`);
    if (sheet.api.max_players !== max) breach(`the API says max_players ${sheet.api.max_players}`);

    summary.breaches.push(...breaches);
    if (breaches.length === 0) summary.checked += 1;
    summary.mainTeam += storedMain.length;
    summary.reserves += storedReserves.length;
    summary.out += storedOut.length;
    summary.noAnswer += pending.length;
    if (storedMain.length === max) summary.fullMainTeams += 1;
  }
  return summary;
}
