/**
 * "Repeat" on the create-game form (README "Recurring games"): the Repeat fields shown in the game
 * form, and a submit that — when the game repeats — sends the form to POST /api/game-series instead of
 * POST /api/games: the same game fields, `start_date` and `time` as chosen (on the group's clock) and
 * the rule (lib/repeat-rule.ts toRrule). Success toasts "Weekly game created: N games scheduled." and
 * opens the first game.
 */
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { RepeatFields } from '../../components/RepeatFields.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { noRepeat, repeatProblems, toRrule, type RepeatValues } from '../../lib/repeat-rule.ts';
import { useCreateSeries } from './api/create-series.ts';
import { formTimeZone, type GroupField } from './components/GameForm.tsx';
import { toCreateBody, type GameFormValues } from './game-form.ts';
import { gameScreenTexts } from './i18n.ts';

const t = gameScreenTexts.t;
/** The series' toasts in the reader's language ('games' namespace, series*). */
export const repeatingGameTexts = {
  get createFailed() {
    return t('seriesCreateFailed');
  },
  /** "Weekly game created: 8 games scheduled." (Fortnightly, Monthly) for a series of `games` games. */
  created: (every: Exclude<RepeatValues['every'], 'none'>, games: number) =>
    t(`seriesCreated.${every}`, { count: games }),
};

export function useRepeatingGame() {
  const navigate = useNavigate();
  const createSeries = useCreateSeries();
  const [repeat, setRepeat] = useState<RepeatValues>(noRepeat);
  const [problems, setProblems] = useState<Partial<Record<'until' | 'count', string>>>({});

  /** The game form's extraFields: Repeat, on the chosen group's clock. */
  const fields = (groupField: GroupField) => (values: GameFormValues) => (
    <RepeatFields
      value={repeat}
      onChange={(next) => {
        setRepeat(next);
        setProblems({});
      }}
      startDate={values.date}
      timeZone={formTimeZone(groupField, values.groupId)}
      errors={problems}
      disabled={createSeries.isPending}
    />
  );

  /**
   * Sends valid game form values as a series when Repeat is set; false (nothing sent) for a one-off
   * game. A problem with the end of the series shows next to its field; the server's answer via `onError`.
   */
  const submit = (values: GameFormValues, timeZone: string, onError: (message: string) => void): boolean => {
    const every = repeat.every;
    if (every === 'none') return false;
    const found = repeatProblems(repeat, values.date);
    setProblems(found);
    if (Object.keys(found).length > 0) return true;
    const { game_datetime: _instant, ...game } = toCreateBody(values, timeZone);
    const body = {
      ...game,
      start_date: values.date,
      time: values.time ?? '',
      rrule: toRrule(repeat, values.date, timeZone) ?? '',
    };
    createSeries.mutate(body, {
      onSuccess: (reply) => {
        notifications.show({
          color: 'green',
          message: repeatingGameTexts.created(every, reply.games.length),
        });
        const first = reply.games[0];
        void navigate(first ? paths.game(first.id) : paths.games());
      },
      onError: (err) => onError(errorMessage(err, repeatingGameTexts.createFailed)),
    });
    return true;
  };

  return { fields, submit, pending: createSeries.isPending };
}
