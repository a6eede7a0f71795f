/**
 * The series edit form's values and the PUT /api/game-series/:id body built from them (README
 * "Recurring games"): the game fields, the first game's date and the time on the group's clock
 * ("yyyy-MM-dd", "HH:mm", as the API takes them: no instant is computed here), and the repeat choice
 * turned into the rule. Checked with the shared updateSeriesBodySchema, so each field shows the sentence
 * the API would answer with.
 */
import { updateSeriesBodySchema, type Series, type UpdateSeriesBody } from '@turnout/shared';
import { hasVisibleText } from '@turnout/shared/text-rules';
import { sharedGameTexts } from './i18n.ts';
import { fromRrule, noRepeat, repeatProblems, toRrule, type RepeatValues } from '../../lib/repeat-rule.ts';

export type SeriesFormValues = {
  description: string;
  date: string;
  time: string | null;
  maxPlayers: number | string;
  /** Hours as a Select value; '' = no cutoff (0). */
  rsvpCutoff: string;
  venue: string;
  cost: number | string;
  opponent: string;
  colour: string;
  notes: string;
  repeat: RepeatValues;
  /** The form cannot show the stored rule (fromRrule): it is kept unless Repeat is changed. */
  keepRule: boolean;
};

/** The form prefilled from a series. */
export function seriesToForm(series: Series): SeriesFormValues {
  const repeat = fromRrule(series.rrule, series.start_date, series.time_zone);
  return {
    description: series.description,
    date: series.start_date,
    time: series.time,
    maxPlayers: series.max_players,
    rsvpCutoff: series.rsvp_cutoff > 0 ? String(series.rsvp_cutoff) : '',
    venue: series.venue ?? '',
    cost: series.cost === null ? '' : Number(series.cost),
    opponent: series.opponent ?? '',
    colour: series.colour ?? '',
    notes: series.notes ?? '',
    repeat: repeat ?? { ...noRepeat, every: 'week' },
    keepRule: repeat === null,
  };
}

const text = (v: string) => (v.trim() ? v.trim() : null);
const blank = (v: string | number) => !hasVisibleText(String(v));

/** The PUT body; the stored `rrule` is sent again when the form kept it. */
export function toSeriesBody(
  v: SeriesFormValues,
  series: Pick<Series, 'rrule' | 'time_zone'>,
): UpdateSeriesBody {
  return {
    description: v.description.trim(),
    start_date: v.date,
    time: v.time ?? '',
    max_players: blank(v.maxPlayers) ? undefined : Number(v.maxPlayers),
    venue: text(v.venue),
    cost: blank(v.cost) ? null : Number(v.cost).toFixed(2),
    opponent: text(v.opponent),
    colour: text(v.colour),
    notes: text(v.notes),
    rsvp_cutoff: v.rsvpCutoff === '' ? 0 : Number(v.rsvpCutoff),
    rrule: v.keepRule ? series.rrule : (toRrule(v.repeat, v.date, series.time_zone) ?? ''),
  };
}

/** Where each body field shows in the form. */
const FIELD: Record<string, keyof SeriesFormValues> = {
  description: 'description',
  start_date: 'date',
  time: 'time',
  max_players: 'maxPlayers',
  rsvp_cutoff: 'rsvpCutoff',
  venue: 'venue',
  cost: 'cost',
  opponent: 'opponent',
  colour: 'colour',
  notes: 'notes',
};

/**
 * The form's problems by field ('repeat.until', 'repeat.count' for the end of the series): the
 * shared schema's sentences, the mandatory ones as the shared games catalogue's mandatoryEdit in the
 * reader's language. {} when it can be sent.
 */
export function seriesFormProblems(
  v: SeriesFormValues,
  series: Pick<Series, 'rrule' | 'time_zone'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const mandatory = sharedGameTexts.t('mandatoryEdit');
  if (!v.date) problems.date = mandatory;
  if (!v.time) problems.time = mandatory;
  const parsed = updateSeriesBodySchema.safeParse(toSeriesBody(v, series));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD[String(issue.path[0])];
      if (field) problems[field] ??= issue.message;
    }
  if (!v.keepRule)
    for (const [key, message] of Object.entries(repeatProblems(v.repeat, v.date)))
      problems[`repeat.${key}`] = message;
  return problems;
}
