/**
 * The "Repeat" fields of the game forms (README "Recurring games"): how often (does not repeat, every
 * week, every 2 weeks, every month) and, when it repeats, when it ends (never, on a date, after a
 * number of games), with the rule read back in words under them ("Repeats every Thursday"). Shared by
 * the create-game form (features/games) and the series edit form (features/series). Controlled: the
 * caller keeps the RepeatValues and turns them into the rule with lib/repeat-rule.ts toRrule.
 */
import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { MAX_SERIES_GAMES } from '@turnout/shared';
import { toRrule, type RepeatEnds, type RepeatEvery, type RepeatValues } from '../lib/repeat-rule.ts';
import { componentTexts } from './i18n.ts';
import { useSeriesSummary } from '../lib/series-summary.ts';

const t = componentTexts.t;
/** The Repeat choices, in the reader's language. */
const every = (): { value: RepeatEvery; label: string }[] =>
  (['none', 'week', '2weeks', 'month'] as const).map((value) => ({ value, label: t(`repeat.${value}`) }));

/** The Ends choices, in the reader's language. */
const ends = (): { value: RepeatEnds; label: string }[] =>
  (['never', 'on', 'after'] as const).map((value) => ({ value, label: t(`repeat.${value}`) }));

type Props = {
  value: RepeatValues;
  onChange: (value: RepeatValues) => void;
  /** The first game's date ("yyyy-MM-dd", group-local; '' while not chosen): the weekday it repeats on. */
  startDate: string;
  /** The group's IANA zone: the end date's day ends in it. */
  timeZone: string;
  /** A problem next to its field (lib/repeat-rule.ts repeatProblems). */
  errors?: Partial<Record<'until' | 'count', string>>;
  /** Offer "Does not repeat" (the create form); a series always repeats. */
  allowNone?: boolean;
  disabled?: boolean;
};

export function RepeatFields({
  value,
  onChange,
  startDate,
  timeZone,
  errors = {},
  allowNone = true,
  disabled,
}: Props) {
  const repeating = value.every !== 'none';
  componentTexts.useT(); // re-renders in a new language
  const seriesSummary = useSeriesSummary();
  const set = (change: Partial<RepeatValues>) => onChange({ ...value, ...change });
  const rule = startDate ? toRrule(value, startDate, timeZone) : null;
  const summary = rule ? seriesSummary(rule, startDate, timeZone) : null;

  return (
    <Stack gap="xs">
      <SimpleGrid cols={repeating ? { base: 1, xs: 2 } : 1} spacing="sm">
        <Select
          label={t('repeat.label')}
          data={allowNone ? every() : every().filter((e) => e.value !== 'none')}
          value={value.every}
          onChange={(v) => v && set({ every: v as RepeatEvery })}
          allowDeselect={false}
          disabled={disabled}
          leftSection={<IconRepeat size={16} aria-hidden />}
        />
        {repeating && (
          <Select
            label={t('repeat.ends')}
            data={ends()}
            value={value.ends}
            onChange={(v) => v && set({ ends: v as RepeatEnds })}
            allowDeselect={false}
            disabled={disabled}
          />
        )}
      </SimpleGrid>
      {repeating && value.ends === 'on' && (
        <TextInput
          label={t('repeat.lastGameOn')}
          type="date"
          required
          min={startDate || undefined}
          value={value.until}
          onChange={(e) => set({ until: e.currentTarget.value })}
          error={errors.until}
          disabled={disabled}
        />
      )}
      {repeating && value.ends === 'after' && (
        <NumberInput
          label={t('repeat.numberOfGames')}
          placeholder={t('repeat.numberExample')}
          required
          min={1}
          max={MAX_SERIES_GAMES}
          clampBehavior="none"
          value={value.count}
          onChange={(v) => set({ count: v })}
          error={errors.count}
          disabled={disabled}
        />
      )}
      {repeating && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary ?? t('repeat.pickDate')}
        </Text>
      )}
    </Stack>
  );
}
