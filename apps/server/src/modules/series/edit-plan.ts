/**
 * What an edit of a series does to its games (docs/decisions/008-series-edits.md), decided apart from
 * the database and the clock: service.ts updateSeries loads the series' games, asks `editPlan`, and
 * applies the answer (and tells people). Pure: the time is `now`, the zone the compiled rule's.
 *
 * - Only games that have not started are looked at (the caller passes those): past games never change.
 * - A game stays when its date (series_date) is still an occurrence of the new rule from the new start
 *   date; it moves to the new time on its own date, unless that time has already gone (then it keeps
 *   its time: it has not started, and a game never moves into the past).
 * - A game whose date is no longer an occurrence is dropped, with its answers.
 * - Occurrences up to the horizon (the later of the old generated_until and the new rule's
 *   scheduleWindow) get a game, unless the series has a game on that date (past ones included) or the
 *   date was an occurrence of the old rule before the old generated_until: that game was deleted by
 *   hand and stays deleted.
 */
import { gameDatetimeProblem, gameHorizon, zonedInstant } from '@turnout/shared';
import {
  compileSeries,
  DAY_MS,
  occurrenceDates,
  occurrencesBetween,
  scheduleWindow,
  type CompiledSeries,
  type Occurrence,
} from './expand.ts';

/** What the plan reads of a game of the series that has not started. */
export type PlannedGame = {
  id: number;
  /** The occurrence's group-local date; null for a game that no longer knows it (never kept). */
  seriesDate: string | null;
  gameDatetime: Date;
  /** Hours before the kick-off (0: none). */
  rsvpCutoff: number;
};

/** The series as stored before the edit. */
export type SeriesBeforeEdit = {
  rrule: string;
  startDate: string;
  time: string;
  generatedUntil: Date;
  venue: string | null;
};

/** The edited series: its rule, start date and time compiled in the group's zone, and the fields that move games. */
export type SeriesEdit = {
  next: CompiledSeries;
  rsvpCutoff: number;
  venue: string | null;
};

/** A game that stays, with what the edit does to it. */
export type KeptGame<G extends PlannedGame> = {
  game: G;
  /** Its kick-off after the edit: the new time on its date, or its own when that has already gone. */
  at: Date;
  /** Its kick-off or RSVP cutoff changed: its automatic reminder is due at another time. */
  timingChanged: boolean;
  /** Its kick-off or venue changed: its players hear of it. */
  moved: boolean;
};

export type EditPlan<G extends PlannedGame> = {
  keep: KeptGame<G>[];
  drop: G[];
  /** The occurrences that get a new game, soonest first. */
  create: Occurrence[];
  /** The series' new generated_until: how far ahead its games are now created. */
  generatedUntil: Date;
};

/** The edit changes the rule or the start date (not only fields or the time): every member is told. */
export function changesRule(
  before: Pick<SeriesBeforeEdit, 'rrule' | 'startDate'>,
  next: CompiledSeries,
): boolean {
  return next.rule.text !== before.rrule || next.startDate !== before.startDate;
}

/**
 * Which of `upcoming` (the series' games that have not started at `now`) are kept and how they change,
 * which are dropped, and which occurrences get a new game. `gameDates` holds the series_date of every
 * game of the series, past ones included.
 */
export function editPlan<G extends PlannedGame>(args: {
  before: SeriesBeforeEdit;
  edit: SeriesEdit;
  upcoming: G[];
  gameDates: ReadonlySet<string>;
  now: Date;
}): EditPlan<G> {
  const { before, edit, upcoming, gameDates, now } = args;
  const { next } = edit;
  // The old rule as stored (null if it no longer reads: then nothing counts as deleted on purpose).
  const previous = compileSeries(
    { rrule: before.rrule, startDate: before.startDate, time: before.time },
    next.timeZone,
  ).series;
  const window = scheduleWindow(next, now);
  const until = new Date(Math.max(before.generatedUntil.getTime(), window.generatedUntil.getTime()));
  const lastGame = Math.max(0, ...upcoming.map((g) => g.gameDatetime.getTime()));
  const dayBefore = new Date(now.getTime() - DAY_MS);
  const stillOccurs = occurrenceDates(
    next,
    dayBefore,
    new Date(Math.max(until.getTime(), lastGame) + DAY_MS),
  );

  const venueChanged = (edit.venue ?? '') !== (before.venue ?? '');
  const keep: KeptGame<G>[] = [];
  const drop: G[] = [];
  for (const game of upcoming) {
    if (game.seriesDate === null || !stillOccurs.has(game.seriesDate)) {
      drop.push(game);
      continue;
    }
    const newAt = zonedInstant(game.seriesDate, next.time, next.timeZone);
    // A new time already gone today: this game keeps its time (decision 008), it has not started.
    const at = gameDatetimeProblem(newAt, now) === null ? newAt : game.gameDatetime;
    const timeChanged = at.getTime() !== game.gameDatetime.getTime();
    keep.push({
      game,
      at,
      timingChanged: timeChanged || edit.rsvpCutoff !== game.rsvpCutoff,
      moved: timeChanged || venueChanged,
    });
  }

  const deletedOnPurpose = previous
    ? occurrenceDates(previous, dayBefore, before.generatedUntil)
    : new Set<string>();
  const wanted = new Map<string, Occurrence>();
  for (const o of [...occurrencesBetween(next, now, until), ...window.occurrences]) wanted.set(o.date, o);
  const latest = gameHorizon(now).getTime();
  const create = [...wanted.values()]
    .filter((o) => !gameDates.has(o.date) && !deletedOnPurpose.has(o.date) && o.at.getTime() <= latest)
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  return { keep, drop, create, generatedUntil: until };
}
