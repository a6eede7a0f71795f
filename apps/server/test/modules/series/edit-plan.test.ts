/**
 * The plan of a series edit (docs/decisions/008-series-edits.md), without a database: which games that
 * have not started stay (and where they move), which go, which occurrences get a new game, and how far
 * ahead the series then reaches. The same cases as series-edit.test.ts, on a weekly Thursday 19:00 game
 * in Europe/London created on 2027-03-01 (games 2027-03-04 … 2027-04-29) and edited on 2027-03-12.
 */
import { describe, expect, it } from 'vitest';
import { compileSeries, scheduleWindow, type CompiledSeries } from '../../../src/modules/series/expand.ts';
import {
  changesRule,
  editPlan,
  type PlannedGame,
  type SeriesBeforeEdit,
} from '../../../src/modules/series/edit-plan.ts';
import { weeklyDates } from './helpers.ts';

const zone = 'Europe/London';
const compile = (rrule: string, startDate: string, time: string): CompiledSeries => {
  const { series, problem } = compileSeries({ rrule, startDate, time }, zone);
  if (!series) throw new Error(problem);
  return series;
};

const createdAt = new Date('2027-03-01T10:00:00Z');
const editedAt = new Date('2027-03-12T10:00:00Z');
const thursdays = compile('FREQ=WEEKLY;BYDAY=TH', '2027-03-04', '19:00');
const created = scheduleWindow(thursdays, createdAt);
const before: SeriesBeforeEdit = {
  rrule: 'FREQ=WEEKLY;BYDAY=TH',
  startDate: '2027-03-04',
  time: '19:00',
  generatedUntil: created.generatedUntil,
  venue: 'Astro 2',
};
/** The series' games as created, past ones included: ids 1, 2, … in date order, no cutoff. */
const allGames: PlannedGame[] = created.occurrences.map((o, i) => ({
  id: i + 1,
  seriesDate: o.date,
  gameDatetime: o.at,
  rsvpCutoff: 0,
}));

/** The plan of an edit at `now` to `rrule`/`startDate`/`time`, with the games of `games` (those not started are looked at). */
function plan(
  edit: { rrule?: string; startDate?: string; time?: string; rsvpCutoff?: number; venue?: string | null },
  now = editedAt,
  games = allGames,
) {
  const next = compile(
    edit.rrule ?? before.rrule,
    edit.startDate ?? before.startDate,
    edit.time ?? before.time,
  );
  return editPlan({
    before,
    edit: {
      next,
      rsvpCutoff: edit.rsvpCutoff ?? 0,
      venue: edit.venue === undefined ? before.venue : edit.venue,
    },
    upcoming: games.filter((g) => g.gameDatetime.getTime() > now.getTime()),
    gameDates: new Set(games.map((g) => g.seriesDate!)),
    now,
  });
}

const dateOf = (g: PlannedGame) => g.seriesDate;
const iso = (d: Date) => d.toISOString();

describe('editPlan', () => {
  it('the series was created with 9 Thursdays, 2027-03-04 … 2027-04-29', () => {
    expect(allGames.map(dateOf)).toEqual(weeklyDates('2027-03-04', 9));
  });

  it('a new time: every game not started stays, on its date at the new time; past games are not touched; the horizon moves on', () => {
    const p = plan({ time: '20:00' });
    expect(p.keep.map((k) => [k.game.seriesDate, iso(k.at)])).toEqual([
      ['2027-03-18', '2027-03-18T20:00:00.000Z'],
      ['2027-03-25', '2027-03-25T20:00:00.000Z'],
      ['2027-04-01', '2027-04-01T19:00:00.000Z'], // 20:00 British Summer Time
      ['2027-04-08', '2027-04-08T19:00:00.000Z'],
      ['2027-04-15', '2027-04-15T19:00:00.000Z'],
      ['2027-04-22', '2027-04-22T19:00:00.000Z'],
      ['2027-04-29', '2027-04-29T19:00:00.000Z'],
    ]);
    // The kept entries are the games themselves (ids, so their answers, stay).
    expect(p.keep.map((k) => k.game)).toEqual(allGames.slice(2));
    expect(p.keep.every((k) => k.moved && k.timingChanged)).toBe(true);
    expect(p.drop).toEqual([]);
    // 56 days from now reach 2027-05-07 10:00Z: the game of 2027-05-06 is created, at the new time.
    expect(p.create.map((o) => [o.date, iso(o.at)])).toEqual([['2027-05-06', '2027-05-06T19:00:00.000Z']]);
    expect(p.generatedUntil).toEqual(
      scheduleWindow(compile(before.rrule, '2027-03-04', '20:00'), editedAt).generatedUntil,
    );
    expect(p.generatedUntil.getTime()).toBeGreaterThan(before.generatedUntil.getTime());
  });

  it('fields only: games stay where they are, nobody is moved, no reminder changes', () => {
    const p = plan({});
    expect(p.keep.map((k) => k.game.id)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(p.keep.every((k) => iso(k.at) === iso(k.game.gameDatetime) && !k.moved && !k.timingChanged)).toBe(
      true,
    );
    expect(p.drop).toEqual([]);
  });

  it('a new venue moves the games (their players are told) without touching their reminders', () => {
    const p = plan({ venue: 'Astro 3' });
    expect(p.keep.every((k) => k.moved && !k.timingChanged)).toBe(true);
    // Blank and no venue are the same venue.
    const unchanged = editPlan({
      before: { ...before, venue: null },
      edit: { next: thursdays, rsvpCutoff: 0, venue: '' },
      upcoming: allGames.slice(2),
      gameDates: new Set(allGames.map((g) => g.seriesDate!)),
      now: editedAt,
    });
    expect(unchanged.keep.some((k) => k.moved)).toBe(false);
  });

  it('a new RSVP cutoff changes the reminders but moves nobody', () => {
    const p = plan({ rsvpCutoff: 3 });
    expect(p.keep.every((k) => k.timingChanged && !k.moved)).toBe(true);
  });

  it('a new rule: games no longer on it are dropped, the new occurrences up to the horizon created', () => {
    const p = plan({ rrule: 'FREQ=WEEKLY;BYDAY=FR' });
    expect(p.keep).toEqual([]);
    expect(p.drop.map(dateOf)).toEqual(weeklyDates('2027-03-18', 7));
    // From now on (2027-03-12 19:00 is still ahead), none in the past, up to 2027-05-07 10:00Z.
    expect(p.create.map((o) => o.date)).toEqual(weeklyDates('2027-03-12', 8));
  });

  it('a new rule that keeps some dates keeps their games (and answers); the others are created', () => {
    const p = plan({ rrule: 'FREQ=WEEKLY;BYDAY=TH,FR' });
    expect(p.keep.map((k) => k.game.id)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(p.drop).toEqual([]);
    expect(p.create.map((o) => o.date)).toEqual([...weeklyDates('2027-03-12', 8), '2027-05-06']);
  });

  it('a new start date drops the games before it', () => {
    const p = plan({ startDate: '2027-04-01' });
    expect(p.drop.map(dateOf)).toEqual(['2027-03-18', '2027-03-25']);
    expect(p.keep.map((k) => k.game.seriesDate)).toEqual(weeklyDates('2027-04-01', 5));
  });

  it('a game deleted by hand stays deleted, by a new time as by a new rule', () => {
    const games = allGames.filter((g) => g.seriesDate !== '2027-04-08');
    expect(plan({ time: '20:00' }, editedAt, games).create.map((o) => o.date)).toEqual(['2027-05-06']);
    expect(
      plan({ rrule: 'FREQ=WEEKLY;BYDAY=TH,FR' }, editedAt, games).create.map((o) => o.date),
    ).not.toContain('2027-04-08');
  });

  it('a past game on a date of the new rule is neither kept (it has started) nor created again', () => {
    // The 2027-03-11 game is past; a daily rule has that date, and every day from today.
    const p = plan({ rrule: 'FREQ=DAILY' });
    expect(p.create.map((o) => o.date)).not.toContain('2027-03-11');
    expect(p.create[0]!.date).toBe('2027-03-12');
    expect(p.keep.map((k) => k.game.id)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('a game that no longer knows its date is dropped', () => {
    const games = allGames.map((g) => (g.id === 5 ? { ...g, seriesDate: null } : g));
    const next = thursdays;
    const p = editPlan({
      before,
      edit: { next, rsvpCutoff: 0, venue: before.venue },
      upcoming: games.filter((g) => g.gameDatetime.getTime() > editedAt.getTime()),
      gameDates: new Set(allGames.map((g) => g.seriesDate!)),
      now: editedAt,
    });
    expect(p.drop.map((g) => g.id)).toEqual([5]);
  });

  it('keeps today’s game at its time when the new time has already gone today; later games move', () => {
    const now = new Date('2027-03-11T12:00:00Z'); // 03-11's game is at 19:00 and has not started
    const p = plan({ time: '09:00' }, now);
    expect(p.keep.slice(0, 2).map((k) => [k.game.seriesDate, iso(k.at), k.moved, k.timingChanged])).toEqual([
      ['2027-03-11', '2027-03-11T19:00:00.000Z', false, false],
      ['2027-03-18', '2027-03-18T09:00:00.000Z', true, true],
    ]);
  });

  it('never goes back on the horizon: the later of the old one and 56 days from now', () => {
    // Edited the day after creation: the old horizon (56 days after the first game) is the later one.
    const p = plan({}, new Date('2027-03-02T10:00:00Z'));
    expect(p.generatedUntil).toEqual(before.generatedUntil);
    expect(p.create).toEqual([]);
  });
});

describe('changesRule', () => {
  it('is true for a new rule or start date, false for a new time or fields', () => {
    expect(changesRule(before, compile('FREQ=WEEKLY;BYDAY=TH', '2027-03-04', '20:00'))).toBe(false);
    expect(changesRule(before, compile('FREQ=WEEKLY;BYDAY=FR', '2027-03-04', '19:00'))).toBe(true);
    expect(changesRule(before, compile('FREQ=WEEKLY;BYDAY=TH', '2027-03-11', '19:00'))).toBe(true);
  });
});
