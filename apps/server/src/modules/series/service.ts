/**
 * Recurring games (README "Recurring games"; docs/decisions/008-series-edits.md). A series holds the game
 * fields, a first date and a kick-off time in its group's zone, and an RRULE; its games are ordinary
 * games with series_id and series_date (the occurrence's local date), created up to the series'
 * generated_until: every occurrence within SERIES_HORIZON_DAYS after the later of now and the first one
 * (at least the next), none in the past, none more than 2 years ahead. The daily job "series.horizon"
 * moves that horizon on; an occurrence before it without a game was deleted on purpose and stays so.
 *
 * Who may act: members read (404 for anyone else), the group's admins create, change and stop (403 for
 * other members). Notifications go out in the same transaction as the change, one per person and change
 * (never one per game), never to the admin who made it; ids land in the caller's `notified` set.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  gameHorizon,
  gameTexts,
  mailSubjectWhat,
  notices,
  notificationLinks,
  NEW_VENUE,
  seriesRuleTexts,
  seriesTexts,
  zonedParts,
  type NoticeText,
  type Series,
  type SeriesReply,
  type createSeriesBodySchema,
  type updateSeriesBodySchema,
} from '@turnout/shared';
import type { Database, Executor, Tx } from '../../db/client.ts';
import type { GameRow } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import {
  lockGroup,
  memberIds,
  reminderTime,
  requireGroupMember,
  requireGroupMemberForWrite,
} from '../groups/index.ts';
import { gameMailParts, notify, Notified } from '../notifications/index.ts';
import { applyMaxPlayersChange } from '../rsvps/index.ts';
import {
  countUpcomingGames,
  listSeriesGameViews,
  MAX_UPCOMING_GAMES_PER_GROUP,
  requireGameCreator,
  toGame,
} from '../games/index.ts';
import {
  compileSeries,
  DAY_MS,
  firstOccurrence,
  nextOccurrence,
  occurrencesBetween,
  scheduleWindow,
  SERIES_HORIZON_DAYS,
  type CompiledSeries,
  type Occurrence,
} from './expand.ts';
import { changesRule, editPlan, type EditPlan } from './edit-plan.ts';
import * as repo from './repository.ts';

export type CreateSeriesInput = z.output<typeof createSeriesBodySchema>;
export type UpdateSeriesInput = z.output<typeof updateSeriesBodySchema>;

/** The daily job that keeps each series' next SERIES_HORIZON_DAYS of games created. */
export const SERIES_HORIZON_QUEUE = 'series.horizon';

/** A series' start_date may be at most this many days before today (group-local) when it is set. */
const OLDEST_START_DAYS = 365;

/** The API shape of a series. */
export function toSeries({ series, timeZone, currency }: repo.SeriesView): Series {
  return {
    id: series.id,
    group_id: series.groupId,
    description: series.description,
    venue: series.venue,
    cost: series.cost,
    opponent: series.opponent,
    colour: series.colour,
    notes: series.notes,
    max_players: series.maxPlayers,
    rsvp_cutoff: series.rsvpCutoff,
    start_date: series.startDate,
    time: series.time,
    rrule: series.rrule,
    time_zone: timeZone,
    currency,
  };
}

/** The series and its games not yet started at `now`, as `viewerId` sees them. */
async function seriesReply(
  db: Executor,
  seriesId: number,
  viewerId: number,
  now: Date,
): Promise<SeriesReply> {
  const view = (await repo.findSeriesView(db, seriesId))!;
  const games = await listSeriesGameViews(db, seriesId, viewerId, now);
  return { series: toSeries(view), games: games.map(toGame) };
}

/** The rule of `input` expanded in `timeZone`, or 400 with the rule's problem. */
function compileOrRefuse(
  input: { rrule: string; start_date: string; time: string },
  timeZone: string,
): CompiledSeries {
  const compiled = compileSeries(
    { rrule: input.rrule, startDate: input.start_date, time: input.time },
    timeZone,
  );
  if (!compiled.series) throw badRequest(compiled.problem);
  return compiled.series;
}

/**
 * 400 seriesTexts.startTooEarly when `startDate` is more than a year before today in `timeZone`, or
 * gameTexts.tooFarAhead when it is after the last date a game may be on (game-rules.ts gameHorizon).
 */
function refuseStartDate(startDate: string, now: Date, timeZone: string): void {
  const oldest = zonedParts(new Date(now.getTime() - OLDEST_START_DAYS * DAY_MS), timeZone).date;
  if (startDate < oldest) throw badRequest(seriesTexts.startTooEarly);
  if (startDate > zonedParts(gameHorizon(now), timeZone).date) throw badRequest(gameTexts.tooFarAhead);
}

/** 400 when a schedule has no game ahead: the first is too far ahead, or there is none from now on. */
function refuseEmptySchedule(compiled: CompiledSeries, occurrences: Occurrence[], now: Date): void {
  if (occurrences.length > 0) return;
  const first = firstOccurrence(compiled);
  throw badRequest(
    first && first.at.getTime() > now.getTime() ? gameTexts.tooFarAhead : seriesRuleTexts.noUpcomingGames,
  );
}

/** The game columns a series gives each of its games: its own columns of the same names. */
export type SeriesGameFields = Pick<
  repo.GameSeriesRow,
  'description' | 'venue' | 'cost' | 'opponent' | 'colour' | 'notes' | 'maxPlayers' | 'rsvpCutoff'
>;

/** The game columns `series` gives each of its games (on creation, on an edit, and by the daily job). */
export function gameFieldsOf(series: SeriesGameFields): SeriesGameFields {
  const { description, venue, cost, opponent, colour, notes, maxPlayers, rsvpCutoff } = series;
  return { description, venue, cost, opponent, colour, notes, maxPlayers, rsvpCutoff };
}

/** The series columns of a validated POST or PUT body (API names in, column names out), its rule as compiled. */
function seriesColumns(input: UpdateSeriesInput, compiled: CompiledSeries) {
  const { max_players: maxPlayers, rsvp_cutoff: rsvpCutoff, start_date: startDate, ...same } = input;
  return { ...same, maxPlayers, rsvpCutoff, startDate, rrule: compiled.rule.text };
}

/** Inserts a game for each occurrence (an occurrence that has one already is skipped); returns the new ids. */
function insertGames(
  tx: Executor,
  series: SeriesGameFields & { id: number; groupId: number; createdBy: number | null },
  occurrences: Occurrence[],
  reminderHours: number,
  now: Date,
): Promise<number[]> {
  return repo.insertSeriesGames(
    tx,
    occurrences.map((o) => ({
      ...gameFieldsOf(series),
      groupId: series.groupId,
      gameDatetime: o.at,
      seriesId: series.id,
      seriesDate: o.date,
      createdBy: series.createdBy,
      reminderAt: reminderTime(o.at, series.rsvpCutoff, reminderHours, now),
    })),
  );
}

/** 409 when the group would hold more than MAX_UPCOMING_GAMES_PER_GROUP upcoming games after `change`. */
async function refuseTooMany(tx: Executor, groupId: number, change: number, now: Date): Promise<void> {
  if (change <= 0) return;
  const upcoming = await countUpcomingGames(tx, groupId, now);
  if (upcoming + change > MAX_UPCOMING_GAMES_PER_GROUP) {
    throw conflict(
      upcoming >= MAX_UPCOMING_GAMES_PER_GROUP
        ? gameTexts.tooManyUpcomingGames(MAX_UPCOMING_GAMES_PER_GROUP)
        : seriesTexts.tooManyUpcomingGames(MAX_UPCOMING_GAMES_PER_GROUP, change),
    );
  }
}

/**
 * Counts `games` new games against the creator's limit (the routes pass plugins/rate-limit.ts
 * gameLimiter.take); throws 429 past it, inside the transaction, so nothing is created.
 */
export type CountGames = (games: number) => Promise<void>;

/**
 * POST /api/game-series: creates a series in `input.group_id` for its admin `userId`, and its games
 * (see the file's comment); 201 `{ series, games }`. Every other member of the group is notified once.
 * Errors: 404 (not a member), 403 gameTexts.notAdminOfAnyGroup / notAdminOfGroup (as POST /api/games),
 * 400 seriesRuleTexts (the rule), seriesTexts.startTooEarly, gameTexts.tooFarAhead (the first game more
 * than 2 years ahead), 409 when the group's upcoming games would pass MAX_UPCOMING_GAMES_PER_GROUP
 * (counted under the group row lock, as game creation does), 429 from `countGames` (each game created).
 */
export async function createSeries(
  db: Database,
  userId: number,
  input: CreateSeriesInput,
  notified = new Notified(),
  now = new Date(),
  countGames: CountGames = async () => {},
): Promise<SeriesReply> {
  return db.transaction(async (tx) => {
    await requireGameCreator(tx, input.group_id, userId);
    const group = (await repo.groupSettings(tx, input.group_id))!;
    refuseStartDate(input.start_date, now, group.timeZone);
    const compiled = compileOrRefuse(input, group.timeZone);
    const { occurrences, generatedUntil } = scheduleWindow(compiled, now);
    refuseEmptySchedule(compiled, occurrences, now);
    const first = occurrences[0]!;
    await refuseTooMany(tx, input.group_id, occurrences.length, now);
    await countGames(occurrences.length);
    const { group_id: groupId, ...body } = input;
    const series = await repo.insertSeries(tx, {
      ...seriesColumns(body, compiled),
      groupId,
      generatedUntil,
      createdBy: userId,
    });
    const ids = await insertGames(tx, series, occurrences, group.reminderHours, now);
    const message = notices.seriesCreated(
      group.name,
      input.description,
      compiled.rule,
      first.at,
      group.timeZone,
    );
    const mailMessage = notices.seriesCreated(group.name, null, compiled.rule, first.at, group.timeZone);
    const { quote } = await seriesQuote(tx, userId, { description: series.description, venue: series.venue });
    const others = (await memberIds(tx, groupId)).filter((id) => id !== userId);
    await notify(
      tx,
      others.map((id) => ({
        userId: id,
        message,
        link: notificationLinks.game(ids[0]!),
        kind: 'new_games' as const,
        gameId: ids[0]!,
        groupId,
        mailMessage,
        quote,
      })),
      notified,
    );
    return seriesReply(tx, series.id, userId, now);
  });
}

/** GET /api/game-series/{id}: the series and its games not yet started. 404 seriesTexts.notFound for non-members. */
export async function getSeries(
  db: Database,
  userId: number,
  seriesId: number,
  now = new Date(),
): Promise<SeriesReply> {
  const view = await repo.findSeriesView(db, seriesId);
  if (!view) throw notFound(seriesTexts.notFound);
  await requireGroupMember(db, view.series.groupId, userId, seriesTexts.notFound);
  return seriesReply(db, seriesId, userId, now);
}

/** GET /api/groups/{id}/series: the group's series, soonest next game first. 404 for non-members. */
export async function listGroupSeries(
  db: Database,
  userId: number,
  groupId: number,
  now = new Date(),
): Promise<Series[]> {
  await requireGroupMember(db, groupId, userId);
  return (await repo.listGroupSeries(db, groupId, now)).map(toSeries);
}

/** The series row locked for a change by a group admin of its group: 404 / 403 otherwise. */
async function lockForAdmin(tx: Tx, seriesId: number, userId: number, lock: 'update' | 'key share') {
  const found = await repo.findSeriesView(tx, seriesId);
  if (!found) throw notFound(seriesTexts.notFound);
  const membership = await requireGroupMemberForWrite(tx, found.series.groupId, userId, {
    lock,
    notFound: seriesTexts.notFound,
  });
  if (!membership.isGroupAdmin) throw forbidden(seriesTexts.notAdmin);
  const series = await repo.lockSeries(tx, seriesId);
  if (!series) throw notFound(seriesTexts.notFound);
  return series;
}

/** User id → what to tell them; several reasons for one person become one notification. */
type Outbox = Map<number, { text: NoticeText; mailText: NoticeText; cancelled: Date[] }>;

/**
 * The user text of a series as emails quote it (README "Notifications"): its description and venue
 * under the name of `authorId`, the admin who wrote them.
 */
const seriesQuote = (tx: Executor, authorId: number, series: { description: string; venue: string | null }) =>
  gameMailParts(tx, { ...series, createdBy: authorId, editedBy: null });

/**
 * PUT /api/game-series/{id} (docs/decisions/008-series-edits.md): overwrites the series and changes
 * every game of it that has not started; answers stay.
 * - A game whose date is still an occurrence of the rule gets the series' fields and the new time on
 *   its date (a new time already gone today leaves that game's time as it was); a changed max_players
 *   rebalances its sheet as PUT /api/games does.
 * - A game whose date is no longer an occurrence (the rule or start date changed) is deleted.
 * - Occurrences up to the horizon that never had a game get one; an occurrence of the old rule that
 *   was generated and then deleted by hand stays deleted.
 * A changed rule or start date must still give a game ahead (400 as for POST otherwise).
 * Notifications, one per person: a changed rule or start date → every other member ("now repeats …"),
 * with the dates of their cancelled games; otherwise a changed time or venue → the players of the
 * moved games. Errors: 404 seriesTexts.notFound, 403 seriesTexts.notAdmin, 400 as for POST, 409 when
 * the group's upcoming games would pass MAX_UPCOMING_GAMES_PER_GROUP.
 */
export async function updateSeries(
  db: Database,
  userId: number,
  seriesId: number,
  input: UpdateSeriesInput,
  notified = new Notified(),
  now = new Date(),
  countGames: CountGames = async () => {},
): Promise<SeriesReply> {
  return db.transaction(async (tx) => {
    const old = await lockForAdmin(tx, seriesId, userId, 'update');
    const group = (await repo.groupSettings(tx, old.groupId))!;
    if (input.start_date !== old.startDate) refuseStartDate(input.start_date, now, group.timeZone);
    const next = compileOrRefuse(input, group.timeZone);
    const ruleChanged = changesRule(old, next);
    // A changed rule must still give a game ahead (stopping a series is DELETE's work).
    if (ruleChanged) refuseEmptySchedule(next, scheduleWindow(next, now).occurrences, now);
    const edited = { ...old, ...seriesColumns(input, next) };

    const upcoming = await repo.lockUpcomingGames(tx, seriesId, now);
    const plan = editPlan({
      before: old,
      edit: { next, rsvpCutoff: edited.rsvpCutoff, venue: edited.venue },
      upcoming,
      gameDates: await repo.gameDates(tx, seriesId),
      now,
    });
    await refuseTooMany(tx, old.groupId, plan.create.length - plan.drop.length, now);
    if (plan.create.length > 0) await countGames(plan.create.length);

    const answers = await repo.answersOf(
      tx,
      upcoming.map((g) => g.id),
    );
    const playersOf = (gameId: number) =>
      answers
        .filter((a) => a.gameId === gameId && a.status !== 'out' && a.userId !== userId)
        .map((a) => a.userId);
    const moved = await applyPlan(tx, plan, {
      userId,
      edited,
      reminderHours: group.reminderHours,
      playersOf,
      notified,
      now,
    });

    const reply = await seriesReply(tx, seriesId, userId, now);
    const link = reply.games[0]
      ? notificationLinks.game(reply.games[0].id)
      : notificationLinks.group(old.groupId);
    const { quote } = await seriesQuote(tx, userId, { description: edited.description, venue: edited.venue });
    const outbox = await editOutbox(tx, {
      userId,
      zone: group.timeZone,
      old,
      edited,
      ruleChanged,
      moved,
      plan,
      playersOf,
    });
    const withCancelled = (text: NoticeText, cancelled: Date[]) =>
      cancelled.length > 0 ? notices.seriesCancelled(text, cancelled, group.timeZone) : text;
    await notify(
      tx,
      [...outbox].map(([id, { text, mailText, cancelled }]) => ({
        userId: id,
        message: withCancelled(text, cancelled),
        link,
        kind: 'team_changes' as const,
        groupId: old.groupId,
        mailMessage: withCancelled(mailText, cancelled),
        subject: mailSubjectWhat.seriesChanged,
        quote,
      })),
      notified,
    );
    return reply;
  });
}

/**
 * Writes an edit's plan: the kept games take the series' fields and their new kick-off (a changed
 * max_players rebalances each sheet), the dropped ones go, the new occurrences get a game, and the
 * series row takes the edit. Returns player id → how many of their games moved (time or venue).
 */
async function applyPlan(
  tx: Tx,
  plan: EditPlan<GameRow>,
  args: {
    userId: number;
    edited: repo.GameSeriesRow;
    reminderHours: number;
    playersOf: (gameId: number) => number[];
    notified: Notified;
    now: Date;
  },
): Promise<Map<number, number>> {
  const { userId, edited, reminderHours, now } = args;
  const moved = new Map<number, number>();
  for (const { game, at, timingChanged, moved: gameMoved } of plan.keep) {
    const reminderAt = timingChanged
      ? reminderTime(at, edited.rsvpCutoff, reminderHours, now)
      : game.reminderAt;
    // The editor wrote the texts: emails about the game quote them under their name (games.edited_by).
    const updated = await repo.updateGame(tx, game.id, {
      ...gameFieldsOf(edited),
      gameDatetime: at,
      reminderAt,
      editedBy: userId,
    });
    if (gameMoved) for (const id of args.playersOf(game.id)) moved.set(id, (moved.get(id) ?? 0) + 1);
    await applyMaxPlayersChange(tx, updated, game.maxPlayers, args.notified, now);
  }
  await repo.deleteGames(
    tx,
    plan.drop.map((g) => g.id),
  );
  await insertGames(tx, edited, plan.create, reminderHours, now);
  await repo.updateSeries(tx, edited.id, {
    ...gameFieldsOf(edited),
    startDate: edited.startDate,
    time: edited.time,
    rrule: edited.rrule,
    generatedUntil: plan.generatedUntil,
  });
  return moved;
}

/**
 * Who hears of an edit and what (docs/decisions/008-series-edits.md), one entry per person: a changed
 * rule or start date → every other member ("now repeats …"), with the dates of their dropped games;
 * otherwise the players of moved games (`moved`: how many of theirs), and the players of dropped games.
 */
async function editOutbox(
  tx: Executor,
  args: {
    userId: number;
    zone: string;
    old: repo.GameSeriesRow;
    edited: repo.GameSeriesRow;
    ruleChanged: boolean;
    moved: Map<number, number>;
    plan: EditPlan<GameRow>;
    playersOf: (gameId: number) => number[];
  },
): Promise<Outbox> {
  const { userId, zone, old, edited, moved, plan, playersOf } = args;
  const outbox: Outbox = new Map();
  /** `said`: the notice and the email's (no user text: "the recurring game", no venue), in each reader's language. */
  const tell = (id: number, said: [text: NoticeText, mailText: NoticeText]) => {
    if (!outbox.has(id)) outbox.set(id, { text: said[0], mailText: said[1], cancelled: [] });
  };
  const rule = { rrule: edited.rrule, startDate: edited.startDate, timeZone: zone };
  const ruleText: [NoticeText, NoticeText] = [
    notices.seriesRuleChanged(edited.description, rule, { time: edited.time, venue: edited.venue }),
    notices.seriesRuleChanged(null, rule, { time: edited.time, venue: null }),
  ];
  if (args.ruleChanged) {
    for (const id of await memberIds(tx, old.groupId)) if (id !== userId) tell(id, ruleText);
  } else {
    const was = { time: old.time, venue: old.venue };
    const is = { time: edited.time, venue: edited.venue };
    const newVenue = (old.venue ?? '') !== (edited.venue ?? '') ? NEW_VENUE : null;
    for (const [id, n] of moved)
      tell(id, [
        notices.seriesMoved(edited.description, was, is, n),
        notices.seriesMoved(null, { time: was.time, venue: null }, { time: is.time, venue: newVenue }, n),
      ]);
  }
  for (const game of plan.drop) {
    for (const id of playersOf(game.id)) {
      tell(id, ruleText);
      outbox.get(id)!.cancelled.push(game.gameDatetime);
    }
  }
  return outbox;
}

/**
 * DELETE /api/game-series/{id}: deletes the series' games that have not started and stops the series
 * (its row goes; past games stay, with series_id null). Everyone who had answered one of the deleted
 * games (in, reserves or out) is told once. Returns how many games were deleted.
 * Errors: 404 seriesTexts.notFound, 403 seriesTexts.notAdmin.
 */
export async function deleteSeries(
  db: Database,
  userId: number,
  seriesId: number,
  notified = new Notified(),
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const series = await lockForAdmin(tx, seriesId, userId, 'key share');
    const upcoming = await repo.lockUpcomingGames(tx, seriesId, now);
    const ids = upcoming.map((g) => g.id);
    const answered = new Set((await repo.answersOf(tx, ids)).map((a) => a.userId));
    answered.delete(userId);
    const message = notices.seriesStopped(series.description, upcoming.length);
    const mailMessage = notices.seriesStopped(null, upcoming.length);
    // The series' texts are quoted under its creator's name (a series keeps no last editor).
    const { quote } = await gameMailParts(tx, { ...series, editedBy: null });
    await notify(
      tx,
      [...answered].map((id) => ({
        userId: id,
        message,
        link: notificationLinks.group(series.groupId),
        kind: 'team_changes' as const,
        groupId: series.groupId,
        mailMessage,
        subject: mailSubjectWhat.seriesStopped,
        quote,
      })),
      notified,
    );
    await repo.deleteGames(tx, ids);
    await repo.deleteSeries(tx, seriesId);
    return upcoming.length;
  });
}

/**
 * The daily job (README "Recurring games"): for every series whose games are created up to before
 * `now` + SERIES_HORIZON_DAYS, creates the games of the occurrences after its generated_until (and after
 * `now`) up to that horizon, and moves generated_until there. Each series in its own transaction,
 * holding its group row then its series row (SKIP LOCKED: a series another instance or an edit holds is
 * left to it). Occurrences before generated_until are never created again (deleted by hand, they stay
 * deleted); a series with no game ahead gets at least its next one (within 2 years). A group at
 * MAX_UPCOMING_GAMES_PER_GROUP gets what fits, and the rest on a later day. Returns the number of games
 * created; a series that fails is logged and the others still run (the job then fails, to be retried).
 */
export async function extendSeriesHorizons(db: Database, now: Date, log: FastifyBaseLogger): Promise<number> {
  const target = new Date(Math.min(now.getTime() + SERIES_HORIZON_DAYS * DAY_MS, gameHorizon(now).getTime()));
  let created = 0;
  const failed: number[] = [];
  for (const { id, groupId } of await repo.seriesBehind(db, target)) {
    try {
      created += await extendOne(db, id, groupId, now, target, log);
    } catch (err) {
      log.error({ err, seriesId: id }, 'could not create the next games of a series');
      failed.push(id);
    }
  }
  if (failed.length > 0)
    throw new Error(`${SERIES_HORIZON_QUEUE}: series ${failed.join(', ')} could not be extended`);
  return created;
}

async function extendOne(
  db: Database,
  seriesId: number,
  groupId: number,
  now: Date,
  target: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) return 0;
    const series = await repo.lockSeries(tx, seriesId, { skipLocked: true });
    if (!series || series.generatedUntil.getTime() >= target.getTime()) return 0;
    const group = (await repo.groupSettings(tx, groupId))!;
    const compiled = compileSeries(
      { rrule: series.rrule, startDate: series.startDate, time: series.time },
      group.timeZone,
    );
    if (!compiled.series) {
      log.warn(
        { seriesId, problem: compiled.problem },
        'a stored series rule no longer reads; no games created',
      );
      return 0;
    }
    const after = new Date(Math.max(series.generatedUntil.getTime(), now.getTime()));
    let occurrences = occurrencesBetween(compiled.series, after, target);
    let generatedUntil = target;
    if (occurrences.length === 0 && (await repo.lockUpcomingGames(tx, seriesId, now)).length === 0) {
      const next = nextOccurrence(compiled.series, after, gameHorizon(now));
      if (next) {
        occurrences = [next];
        generatedUntil = next.at;
      }
    }
    const room = Math.max(0, MAX_UPCOMING_GAMES_PER_GROUP - (await countUpcomingGames(tx, groupId, now)));
    if (occurrences.length > room) {
      occurrences = occurrences.slice(0, room);
      generatedUntil = occurrences.at(-1)?.at ?? series.generatedUntil;
    }
    const ids = await insertGames(tx, series, occurrences, group.reminderHours, now);
    await repo.setGeneratedUntil(tx, seriesId, generatedUntil);
    return ids.length;
  });
}
