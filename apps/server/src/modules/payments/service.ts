/**
 * Who pays what, and who turned up (README "Who pays what", "A fair, visible record"). Money is integer
 * cents inside (shared toCents / splitCents / fromCents) and a string with two decimals on the wire.
 *
 * - A game's payers are its main-team places: the current main team before kick-off, the main team at
 *   kick-off after (./sheet.ts). A guest's place is paid on its host's row.
 * - cost_mode "split": the game's cost is the total, shared over the places with the largest-remainder
 *   rule (the extra cents to the first places of the team sheet); "per_player": every place owes the
 *   cost. A game without a cost owes "0.00".
 * - Statuses: "unpaid" (no row), "claimed" (the player says they paid), "paid", "waived".
 * - A game is priced in its own currency and cost mode (games.currency, games.cost_mode), fixed once it
 *   has kicked off like its cost; what a member paid is the amount recorded when their row was marked
 *   paid (game_payments.amount_paid), never worked out again from the cost.
 * - The ledger, per member over the group's games that have kicked off: `owed` is the sum of their
 *   shares (their own and their guests') except waived ones; `paid` the sum of the amounts recorded as
 *   paid; `balance` = paid − owed (0.00 when settled, negative while they owe). A claimed share is owed
 *   and not yet paid until a group admin confirms it; a waived share counts as neither owed nor paid.
 *   Amounts are in the group's current currency; games priced in another one are added up per currency
 *   in the row's `by_currency`. Someone who left the group with a balance in any currency stays in it
 *   (`former_member: true`) until settled, and may read their own row.
 * - Attendance, per member over the group's games that have kicked off: each counted game is exactly
 *   one of played (main team at kick-off and attended), no_shows (main team at kick-off, marked not
 *   attended), reserve, out, no_answer (no answer at kick-off); `games` is their sum. A game counts for a
 *   member when it kicked off after they joined the group or they had an answer at kick-off (a newcomer
 *   is not "no answer" for games before their time). late_drops: the games they left the main team of
 *   themselves less than LATE_DROP_HOURS before kick-off (counted besides the above).
 *
 * - A cancelled game costs nobody anything and counts for nobody's attendance: it is left out of the
 *   ledger and attendance, and its payments, claims, reminders and attendance marks are refused (README
 *   "Cancelled games").
 *
 * Errors: 404 for a game or group the caller is not in (and for a target who is not in the group), 403
 * for a member trying a group admin's action, 409 when a rule refuses (no main-team place, before
 * kick-off, a cancelled game: GAME_CANCELLED), each with a sentence of shared moneyTexts.
 */
import {
  fromCents,
  fullName,
  gameTexts,
  groupTexts,
  hasStarted,
  LATE_DROP_HOURS,
  moneyTexts,
  notificationLinks,
  notices,
  PAYMENT_REMINDER_SPACING_HOURS,
  plainGameRef,
  splitCents,
  toCents,
  type AttendanceMarkReply,
  type AttendanceRow,
  type CostMode,
  type CurrencyAmounts,
  type LedgerReply,
  type LedgerRow,
  type PaymentRemindReply,
  type PaymentRow,
  type PaymentStatus,
  type PaymentsReply,
} from '@turnout/shared';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import { findMember, getMembership, requireGroupAdmin, requireGroupMember } from '../groups/index.ts';
import { gameRef, notify, Notified } from '../notifications/index.ts';
import * as repo from './repository.ts';
import {
  loadSheetRows,
  payingSheet,
  rebuildSheet,
  type Sheet,
  type SheetPerson,
  type SheetRows,
} from './sheet.ts';

const HOUR = 3600_000;

/** One main-team place with what it owes: the share in cents and the status of the row that pays it. */
export type Due = {
  person: SheetPerson;
  /** Who pays the place: the member, or the guest's host (null when the host is no longer known). */
  payerId: number | null;
  shareCents: number;
  status: PaymentStatus;
  /** The amount recorded when the payer's row was marked paid, in cents (null: not recorded). */
  recordedCents: number | null;
};

/** A payment row as the dues need it. */
type PaymentMark = { status: PaymentStatus; amountPaid: string | null };

/**
 * Each place's share in cents (README "Who pays what"): `cost` (numeric(10,2) as a string, null = free)
 * split over `places` by the largest-remainder rule in "split" mode, or the cost each in "per_player".
 */
export function sharesCents(cost: string | null, mode: CostMode, places: number): number[] {
  const cents = cost === null ? 0 : toCents(cost);
  return mode === 'split' ? splitCents(cents, places) : Array.from({ length: places }, () => cents);
}

/** The places of `sheet`'s main team with their shares and statuses (`marks`: payer id → payment row). */
function duesOf(game: repo.MoneyGame, sheet: Sheet, marks: Map<number, PaymentMark>): Due[] {
  const shares = sharesCents(game.cost, game.costMode, sheet.main.length);
  return sheet.main.map((person, i) => {
    const payerId = person.userId ?? person.hostUserId;
    const mark = payerId === null ? undefined : marks.get(payerId);
    return {
      person,
      payerId,
      shareCents: shares[i]!,
      status: mark?.status ?? 'unpaid',
      recordedCents: mark?.amountPaid == null ? null : toCents(mark.amountPaid),
    };
  });
}

/** The dues of many games at `now`, each game's sheet rebuilt from one batch of rows. */
async function duesOfGames(db: Executor, gameList: repo.MoneyGame[], now: Date) {
  const ids = gameList.map((g) => g.id);
  const [rows, payments] = await Promise.all([loadSheetRows(db, ids), repo.paymentRows(db, ids)]);
  const statuses = new Map<number, Map<number, PaymentMark>>(ids.map((id) => [id, new Map()]));
  for (const p of payments) statuses.get(p.gameId)?.set(p.userId, p);
  return gameList.map((game) => ({
    game,
    dues: duesOf(game, payingSheet(rows.get(game.id)!, game, now), statuses.get(game.id)!),
  }));
}

/** The game, or 404 gameTexts.gameNotFound (the caller's role in its group is checked by the caller). */
async function requireGame(db: Executor, gameId: number): Promise<repo.MoneyGame> {
  const game = await repo.findMoneyGame(db, gameId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  return game;
}

/** 409 moneyTexts.gameCancelled for a cancelled game: it costs nobody anything (README "Cancelled games"). */
function refuseCancelled(game: repo.MoneyGame): void {
  if (game.status === 'cancelled') throw conflict(moneyTexts.gameCancelled, 'GAME_CANCELLED');
}

/**
 * The payments reply of `game` at `now`: its dues, and after kick-off whether each member's place came
 * (README "Past games": the past game's card shows both).
 */
async function paymentsReply(db: Executor, game: repo.MoneyGame, now: Date): Promise<PaymentsReply> {
  const dues = await duesOfGame(db, game, now);
  const attendance = hasStarted(game.gameDatetime, now) ? await repo.attendanceRows(db, [game.id]) : [];
  return replyOf(game, dues, attendance, now);
}

/** The payments reply of `game` at `now` from its dues and attendance rows (see paymentsReply). */
function replyOf(
  game: repo.MoneyGame,
  dues: Due[],
  attendance: { userId: number; attended: boolean }[],
  now: Date,
): PaymentsReply {
  const final = hasStarted(game.gameDatetime, now);
  const absent = new Set(final ? attendance.filter((a) => !a.attended).map((a) => a.userId) : []);
  return {
    currency: game.currency,
    cost_mode: game.costMode,
    total: fromCents(dues.reduce((sum, d) => sum + d.shareCents, 0)),
    final,
    players: dues.map((d): PaymentRow => ({
      user_id: d.person.userId,
      guest_id: d.person.guestId,
      host_user_id: d.person.hostUserId,
      name: d.person.name,
      surname: d.person.surname,
      share: fromCents(d.shareCents),
      status: d.status,
      attended: final && d.person.userId !== null ? !absent.has(d.person.userId) : null,
      amount_paid: d.status === 'paid' && d.recordedCents !== null ? fromCents(d.recordedCents) : null,
    })),
    reminded_at: game.paymentsRemindedAt?.toISOString() ?? null,
  };
}

/** A game's dues at `now` (one game). */
async function duesOfGame(db: Executor, game: repo.MoneyGame, now: Date): Promise<Due[]> {
  return (await duesOfGames(db, [game], now))[0]!.dues;
}

/** "1 hour", "3 hours", "45 minutes": a span of `ms` for the reminder sentences, rounded as `round` says. */
function span(ms: number, round: (n: number) => number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms < HOUR) return plural(Math.max(1, round(ms / 60_000)), 'minute');
  return plural(Math.max(1, round(ms / HOUR)), 'hour');
}

/**
 * POST /api/games/{id}/payments/remind (README "Past games"): group admin `adminId` reminds, at `now`,
 * every member who owes for a place of the game (their own or a guest's) with a share still "unpaid"
 * (not claimed, paid or waived; not a free place; never the admin themselves): one notification each,
 * kind 'reminders' (push and email as their settings say), saying their share. At most once per
 * PAYMENT_REMINDER_SPACING_HOURS per game (games.payments_reminded_at, claimed in one conditional
 * UPDATE); when nobody owes, nothing is recorded and the answer says `reminded: 0`.
 * Errors: 404 gameTexts.gameNotFound, 403 moneyTexts.remindAdminOnly, 409 moneyTexts.remindBeforeKickoff,
 * 429 moneyTexts.remindTooSoon with Retry-After (seconds).
 */
export async function remindUnpaid(
  db: Database,
  gameId: number,
  adminId: number,
  now: Date,
  notified: Notified = new Notified(),
): Promise<PaymentRemindReply> {
  return db.transaction(async (tx) => {
    const game = await requireGame(tx, gameId);
    await requireGroupAdmin(tx, game.groupId, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: moneyTexts.remindAdminOnly,
    });
    refuseCancelled(game);
    if (!hasStarted(game.gameDatetime, now)) {
      throw conflict(moneyTexts.remindBeforeKickoff, 'BEFORE_KICKOFF');
    }
    const owed = new Map<number, number>();
    for (const due of await duesOfGame(tx, game, now)) {
      if (due.payerId === null || due.payerId === adminId) continue;
      if (due.status !== 'unpaid' || due.shareCents === 0) continue;
      owed.set(due.payerId, (owed.get(due.payerId) ?? 0) + due.shareCents);
    }
    if (owed.size === 0) {
      return { success: true as const, reminded: 0, reminded_at: null, message: moneyTexts.reminded(0) };
    }
    const spacing = PAYMENT_REMINDER_SPACING_HOURS * HOUR;
    if (!(await repo.claimPaymentReminder(tx, game.id, now, new Date(now.getTime() - spacing)))) {
      const since = Math.max(0, now.getTime() - (game.paymentsRemindedAt ?? now).getTime());
      const left = Math.max(60_000, spacing - since);
      throw tooManyRequests(
        moneyTexts.remindTooSoon(span(since, Math.floor), span(left, Math.ceil)),
        Math.ceil(left / 1000),
      );
    }
    const ref = await gameRef(tx, game);
    const plain = plainGameRef(ref);
    const amount = (cents: number) => `${game.currency} ${fromCents(cents)}`;
    await notify(
      tx,
      [...owed].map(([userId, cents]) => ({
        userId,
        message: notices.paymentReminder(ref, amount(cents)),
        mailMessage: notices.paymentReminder(plain, amount(cents)),
        link: notificationLinks.game(game.id),
        kind: 'reminders' as const,
        topic: 'payment' as const,
        gameId: game.id,
        groupId: game.groupId,
      })),
      notified,
    );
    return {
      success: true as const,
      reminded: owed.size,
      reminded_at: now.toISOString(),
      message: moneyTexts.reminded(owed.size),
    };
  });
}

/**
 * GET /api/games/{id}/payments (members of the game's group; 404 others): one row per main-team place
 * with its share and status; `final` once the game has kicked off (shares frozen on the main team at
 * kick-off).
 */
export async function getPayments(db: Executor, gameId: number, viewerId: number, now: Date) {
  // One prepared statement reads it all (repository paymentsView).
  const view = await repo.paymentsView(db, gameId, viewerId);
  if (!view?.member) throw notFound(gameTexts.gameNotFound);
  const marks = new Map<number, PaymentMark>(view.payments.map((p) => [p.userId, p]));
  const dues = duesOf(view.game, payingSheet(view, view.game, now), marks);
  return replyOf(view.game, dues, view.attendance, now);
}

/**
 * PUT /api/games/{id}/payments/{userId} (group admin): sets the payment row of `targetId` to any
 * status. `targetId` must pay for a main-team place (their own or a guest's, at kick-off once the game
 * has started): else 409 moneyTexts.noPlaceToPay for a member of the group, 404 moneyTexts.playerNotFound
 * for anyone else. 404 gameTexts.gameNotFound / 403 moneyTexts.paymentAdminOnly for the caller.
 * Returns the game's payments.
 */
export async function setPaymentStatus(
  db: Database,
  gameId: number,
  adminId: number,
  targetId: number,
  status: PaymentStatus,
  now: Date,
): Promise<PaymentsReply> {
  return db.transaction(async (tx) => {
    const game = await requireGame(tx, gameId);
    await requireGroupAdmin(tx, game.groupId, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: moneyTexts.paymentAdminOnly,
    });
    refuseCancelled(game);
    const dues = await duesOfGame(tx, game, now);
    if (!dues.some((d) => d.payerId === targetId)) {
      const member = await findMember(tx, game.groupId, targetId);
      if (!member) throw notFound(moneyTexts.playerNotFound, 'PLAYER_NOT_FOUND');
      throw conflict(moneyTexts.noPlaceToPay(fullName(member)), 'NO_PLACE_TO_PAY');
    }
    // What they pay for now (their place and their guests'), recorded if this marks them paid.
    const amount = dues.filter((d) => d.payerId === targetId).reduce((sum, d) => sum + d.shareCents, 0);
    await repo.upsertPayment(tx, gameId, targetId, status, fromCents(amount), adminId, now);
    return paymentsReply(tx, game, now);
  });
}

/**
 * POST /api/games/{id}/payments/claim (the player): the caller says they paid: their row becomes
 * "claimed". 404 for a caller outside the game's group; 409 moneyTexts.youHaveNoPlaceToPay without a
 * main-team place (own or a guest's); 409 moneyTexts.alreadySettled when a group admin has already
 * marked it paid or waived (it stays). Returns the game's payments.
 */
export async function claimPayment(db: Database, gameId: number, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const game = await requireGame(tx, gameId);
    await requireGroupMember(tx, game.groupId, userId, gameTexts.gameNotFound);
    refuseCancelled(game);
    const mine = (await duesOfGame(tx, game, now)).find((d) => d.payerId === userId);
    if (!mine) throw conflict(moneyTexts.youHaveNoPlaceToPay, 'NO_PLACE_TO_PAY');
    if (mine.status === 'paid' || mine.status === 'waived') {
      throw conflict(moneyTexts.alreadySettled(mine.status), 'ALREADY_SETTLED');
    }
    await repo.upsertPayment(tx, gameId, userId, 'claimed', '0.00', userId, now);
    return paymentsReply(tx, game, now);
  });
}

/** The group (404 groupTexts.notFound) and the caller's role in it; admin only with `admin`. */
async function requireGroup(db: Executor, groupId: number, userId: number, role: 'member' | 'admin') {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound(groupTexts.notFound);
  const membership =
    role === 'admin'
      ? await requireGroupAdmin(db, groupId, userId, { forbidden: moneyTexts.csvAdminOnly })
      : await requireGroupMember(db, groupId, userId);
  return { group, isGroupAdmin: membership.isGroupAdmin };
}

/** One row of the ledger's detail: a game and a main-team place at its kick-off. */
export type LedgerLine = { game: repo.MoneyGame; due: Due };

/** Owed and paid in cents, per currency (ISO 4217). */
type Purse = Map<string, { owed: number; paid: number }>;

/** `purse`'s amounts in `currency` on the wire (zeros when it has none). */
function amountsIn(purse: Purse | undefined, currency: string): CurrencyAmounts {
  const { owed, paid } = purse?.get(currency) ?? { owed: 0, paid: 0 };
  return { currency, owed: fromCents(owed), paid: fromCents(paid), balance: fromCents(paid - owed) };
}

/** The currencies of `purse` other than `currency`, sorted, with their amounts. */
function otherCurrencies(purse: Purse | undefined, currency: string): CurrencyAmounts[] {
  return [...(purse?.keys() ?? [])]
    .filter((c) => c !== currency)
    .sort()
    .map((c) => amountsIn(purse, c));
}

/** Whether every currency of `purse` is settled (paid = owed). */
const settled = (purse: Purse | undefined) =>
  [...(purse?.values() ?? [])].every(({ owed, paid }) => owed === paid);

/**
 * What each payer owes and paid on `games`, per currency (see the module comment): one payment row
 * pays all of a payer's places on a game, so what they paid is the amount recorded on it (the shares
 * it covered, for a row marked paid before amounts were recorded).
 */
function pursesOf(games: { game: repo.MoneyGame; dues: Due[] }[]): Map<number, Purse> {
  const purses = new Map<number, Purse>();
  for (const { game, dues } of games) {
    const payers = new Map<number, { owed: number; due: Due }>();
    for (const due of dues) {
      if (due.payerId === null) continue;
      const payer = payers.get(due.payerId) ?? { owed: 0, due };
      payer.owed += due.shareCents;
      payers.set(due.payerId, payer);
    }
    for (const [payerId, { owed, due }] of payers) {
      if (due.status === 'waived') continue;
      const purse = purses.get(payerId) ?? new Map();
      purses.set(payerId, purse);
      const amounts = purse.get(game.currency) ?? { owed: 0, paid: 0 };
      purse.set(game.currency, amounts);
      amounts.owed += owed;
      if (due.status === 'paid') amounts.paid += due.recordedCents ?? owed;
    }
  }
  return purses;
}

/**
 * The ledger of `group` at `now` over its games that have kicked off (see the module comment): every
 * member's row (by name), then the former members who have not settled (by name), and every game's
 * places. `totals`: the rows added up per currency, the group's first.
 */
async function ledgerOf(db: Executor, group: { id: number; currency: string }, now: Date) {
  const [members, played] = await Promise.all([
    repo.groupMembersOf(db, group.id),
    repo.kickedOffGames(db, group.id, now),
  ]);
  const games = await duesOfGames(db, played, now);
  const purses = pursesOf(games);
  const lines: LedgerLine[] = games.flatMap(({ game, dues }) => dues.map((due) => ({ game, due })));
  const memberIds = new Set(members.map((m) => m.userId));
  const formerIds = [...purses.keys()].filter((id) => !memberIds.has(id) && !settled(purses.get(id)));
  const former = await repo.usersByIds(db, formerIds);
  const row = (p: { userId: number; name: string; surname: string }, isFormer: boolean): LedgerRow => {
    const purse = purses.get(p.userId);
    const { owed, paid, balance } = amountsIn(purse, group.currency);
    const others = otherCurrencies(purse, group.currency);
    return {
      user_id: p.userId,
      name: p.name,
      surname: p.surname,
      owed,
      paid,
      balance,
      ...(others.length > 0 ? { by_currency: others } : {}),
      ...(isFormer ? { former_member: true as const } : {}),
    };
  };
  const rows = [...members.map((m) => row(m, false)), ...former.map((f) => row(f, true))];
  const all: Purse = new Map([[group.currency, { owed: 0, paid: 0 }]]);
  for (const p of purses.values()) {
    for (const [currency, { owed, paid }] of p) {
      const sum = all.get(currency) ?? { owed: 0, paid: 0 };
      all.set(currency, { owed: sum.owed + owed, paid: sum.paid + paid });
    }
  }
  const totals = [amountsIn(all, group.currency), ...otherCurrencies(all, group.currency)];
  return { members: [...members, ...former], rows, lines, totals };
}

/**
 * GET /api/groups/{id}/ledger: per member `{ owed, paid, balance }` (and `by_currency`) over the
 * group's games that have kicked off; a group admin sees every row and the `totals`, a member only
 * themselves, and a former member who has not settled only their own row. 404 for anyone else.
 */
export async function getLedger(
  db: Executor,
  groupId: number,
  userId: number,
  now: Date,
): Promise<LedgerReply> {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound(groupTexts.notFound);
  const membership = await getMembership(db, groupId, userId);
  const { rows, totals } = await ledgerOf(db, group, now);
  if (membership?.isGroupAdmin) return { currency: group.currency, members: rows, totals };
  const mine = rows.filter((r) => r.user_id === userId);
  if (!membership && mine.length === 0) throw notFound(groupTexts.notFound);
  return { currency: group.currency, members: mine };
}

/**
 * GET /api/groups/{id}/ledger.csv (group admin; 403 moneyTexts.csvAdminOnly for a member): the ledger
 * and its detail, for ./csv.ts.
 */
export async function getLedgerForCsv(db: Executor, groupId: number, userId: number, now: Date) {
  const { group } = await requireGroup(db, groupId, userId, 'admin');
  const ledger = await ledgerOf(db, group, now);
  const names = new Map(ledger.members.map((m) => [m.userId, m]));
  return { group, ...ledger, names };
}

/**
 * One member's part of every ledger they have money in (README "Your data", payments.csv): for each
 * group of repo.groupsOfPayer, by name, their own ledger row (if any) and the places they pay for
 * (their own and their guests'), with the group's currency, zone and the names of the hosts, for
 * csv.ts memberPaymentsCsv. Other members' rows are left out. No access check: the caller is the member.
 */
export async function memberPaymentsForCsv(db: Executor, userId: number, now: Date) {
  const groupIds = await repo.groupsOfPayer(db, userId);
  const parts = [];
  for (const groupId of groupIds) {
    const group = await repo.findGroup(db, groupId);
    if (!group) continue;
    const ledger = await ledgerOf(db, group, now);
    parts.push({
      groupName: group.name,
      ledger: {
        currency: group.currency,
        rows: ledger.rows.filter((r) => r.user_id === userId),
        lines: ledger.lines.filter((l) => l.due.payerId === userId),
        totals: [],
      },
      names: new Map(ledger.members.filter((m) => m.userId === userId).map((m) => [m.userId, m])),
      timeZone: group.timeZone,
    });
  }
  return parts;
}

/**
 * The attendance of `groupId`'s members at `now` over its games that have kicked off (see the module
 * comment), by name; with `range`, only the games kicking off in [from, to) count (the season table,
 * README "Sides, results and ratings").
 */
export async function attendanceOf(
  db: Executor,
  groupId: number,
  now: Date,
  range?: { from: Date; to: Date },
): Promise<AttendanceRow[]> {
  const [members, kickedOff] = await Promise.all([
    repo.groupMembersOf(db, groupId),
    repo.kickedOffGames(db, groupId, now),
  ]);
  const played = range
    ? kickedOff.filter((g) => g.gameDatetime >= range.from && g.gameDatetime < range.to)
    : kickedOff;
  const ids = played.map((g) => g.id);
  const [rows, marks] = await Promise.all([loadSheetRows(db, ids), repo.attendanceRows(db, ids)]);
  const absent = new Set(marks.filter((m) => !m.attended).map((m) => `${m.gameId}:${m.userId}`));
  const sheets = new Map<number, { sheet: Sheet; rows: SheetRows }>(
    played.map((g) => [
      g.id,
      { sheet: rebuildSheet(rows.get(g.id)!, g.gameDatetime), rows: rows.get(g.id)! },
    ]),
  );
  return members.map((m): AttendanceRow => {
    const row: AttendanceRow = {
      user_id: m.userId,
      name: m.name,
      surname: m.surname,
      games: 0,
      played: 0,
      reserve: 0,
      out: 0,
      no_answer: 0,
      no_shows: 0,
      late_drops: 0,
    };
    for (const game of played) {
      const { sheet, rows: gameRows } = sheets.get(game.id)!;
      const kickoff = game.gameDatetime.getTime();
      const place = sheet.memberPlaces.get(m.userId) ?? 'none';
      if (place !== 'none' || kickoff >= m.joinedAt.getTime()) {
        row.games += 1;
        if (place === 'main') {
          if (absent.has(`${game.id}:${m.userId}`)) row.no_shows += 1;
          else row.played += 1;
        } else if (place === 'reserves') row.reserve += 1;
        else if (place === 'out') row.out += 1;
        else row.no_answer += 1;
      }
      const lateDrop = gameRows.history.some(
        (h) =>
          h.userId === m.userId &&
          h.from === 'main' &&
          h.to !== 'main' &&
          h.by === 'self' &&
          h.at.getTime() <= kickoff &&
          kickoff - h.at.getTime() < LATE_DROP_HOURS * HOUR,
      );
      if (lateDrop) row.late_drops += 1;
    }
    return row;
  });
}

/** GET /api/groups/{id}/attendance (members; 404 others): every member's record. */
export async function getAttendance(db: Executor, groupId: number, userId: number, now: Date) {
  await requireGroup(db, groupId, userId, 'member');
  return attendanceOf(db, groupId, now);
}

/** GET /api/groups/{id}/attendance.csv (group admin; 403 moneyTexts.csvAdminOnly): the group and its record. */
export async function getAttendanceForCsv(db: Executor, groupId: number, userId: number, now: Date) {
  const { group } = await requireGroup(db, groupId, userId, 'admin');
  return { group, rows: await attendanceOf(db, groupId, now) };
}

/**
 * PUT /api/games/{id}/attendance/{userId} `{ attended }` (group admin; 403 moneyTexts.attendanceAdminOnly,
 * 404 gameTexts.gameNotFound for others): marks whether a main-team player at kick-off came. 409
 * moneyTexts.attendanceBeforeKickoff before kick-off; 409 moneyTexts.notInMainTeamAtKickoff for a member
 * of the group who was not in the main team then; 404 moneyTexts.playerNotFound for anyone else.
 */
export async function markAttendance(
  db: Database,
  gameId: number,
  adminId: number,
  targetId: number,
  attended: boolean,
  now: Date,
): Promise<AttendanceMarkReply> {
  return db.transaction(async (tx) => {
    const game = await requireGame(tx, gameId);
    await requireGroupAdmin(tx, game.groupId, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: moneyTexts.attendanceAdminOnly,
    });
    refuseCancelled(game);
    if (!hasStarted(game.gameDatetime, now)) {
      throw conflict(moneyTexts.attendanceBeforeKickoff, 'BEFORE_KICKOFF');
    }
    const rows = (await loadSheetRows(tx, [game.id])).get(game.id)!;
    const player = rebuildSheet(rows, game.gameDatetime).main.find((p) => p.userId === targetId);
    if (!player) {
      const member = await findMember(tx, game.groupId, targetId);
      if (!member) throw notFound(moneyTexts.playerNotFound, 'PLAYER_NOT_FOUND');
      throw conflict(moneyTexts.notInMainTeamAtKickoff(fullName(member)), 'NOT_IN_MAIN_TEAM');
    }
    await repo.upsertAttendance(tx, gameId, targetId, attended, adminId, now);
    const name = fullName(player);
    return {
      success: true,
      user_id: targetId,
      attended,
      message: moneyTexts.attendanceMarked(name, attended),
    };
  });
}
