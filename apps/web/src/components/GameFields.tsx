/**
 * The fields every game has, as the game form (features/games: create, create with Repeat, edit) and
 * the series form (features/series) show them: description; date and time on the group's clock; then
 * whatever the form puts between (`children`: the zone notice, Repeat); max players and RSVP cutoff;
 * venue; cost and colour; opponent; notes. Labels and limits are the shared schemas' (packages/shared
 * games.ts); each field shows the error the form's `field` gives it. Shared here because features do
 * not import each other (docs/decisions/015-web-features-never-import-each-other.md).
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  TextInput,
  Textarea,
  type ComboboxData,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { GetInputPropsReturnType } from '@mantine/form';
import { lengthCounter } from './form-fields.ts';
import { componentTexts } from './i18n.ts';

/** The form values these fields read (the game and series forms' values have them all). */
export type GameFieldValues = {
  description: string;
  date: string;
  time: string | null;
  maxPlayers: number | string;
  /** Hours; '' = no cutoff (0). */
  rsvpCutoff: number | string;
  venue: string;
  cost: number | string;
  opponent: string;
  colour: string;
  notes: string;
};

type Props = {
  values: GameFieldValues;
  /** A field's input props (value, onChange, its error as it shows beside it). */
  field: (name: keyof GameFieldValues) => GetInputPropsReturnType;
  /** The date's label: "Date" for a game, "First game on" for a series. */
  dateLabel: string;
  /** The earliest date the date picker offers ("yyyy-MM-dd"), if any. */
  dateMin?: string;
  /** Replaces the date's own onChange (the create form clears a time already past on the new day). */
  onDateChange?: (date: string) => void;
  /** The times offered ("HH:mm"), some perhaps disabled. */
  timeSlots: ComboboxData;
  /** Between the date and the game's other fields: the zone notice, Repeat. */
  children?: ReactNode;
  /** 'choices': 1–20 hours from a list, blank for none (a new game, a series); 'hours': any hours ≥ 0 (an edited game). */
  cutoff: 'choices' | 'hours';
  /** The cutoff chosen from the list ('' for none). */
  onCutoffChange: (hours: string) => void;
  /** The currency the cost is in, named in its label once known. */
  currency?: string;
  /** Example values as placeholders ("e.g. Thursday five-a-side"): the game form has them. */
  examples?: boolean;
  /** Under max players and the RSVP cutoff: a warning about them (the cutoff already past). */
  cutoffWarning?: ReactNode;
};

/** 1–20 hours, in the reader's language. */
const cutoffChoices = () =>
  Array.from({ length: 20 }, (_, i) => ({
    value: String(i + 1),
    label: componentTexts.t('gameFields.cutoffHours', { count: i + 1 }),
  }));

/** The game fields of a form (see the file's comment), in a form's Stack. */
export function GameFields({
  values,
  field,
  dateLabel,
  dateMin,
  onDateChange,
  timeSlots,
  children,
  cutoff,
  onCutoffChange,
  currency,
  examples = false,
  cutoffWarning,
}: Props) {
  const t = componentTexts.useT();
  const example = (text: string) => (examples ? text : undefined);
  const date = field('date');
  /** An optional one-line text field with its character counter near `max`. */
  const text = (name: 'venue' | 'colour' | 'opponent', label: string, max: number, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={example(placeholder)}
      {...lengthCounter(values[name], max)}
      {...field(name)}
    />
  );
  return (
    <>
      <TextInput
        label={t('gameFields.description')}
        placeholder={example(t('gameFields.descriptionExample'))}
        required
        {...lengthCounter(values.description, 200)}
        {...field('description')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={dateLabel}
          type="date"
          required
          min={dateMin}
          {...date}
          onChange={onDateChange ? (e) => onDateChange(e.currentTarget.value) : date.onChange}
        />
        <Select
          label={t('gameFields.time')}
          placeholder={example(t('gameFields.timeExample'))}
          required
          searchable
          data={timeSlots}
          {...field('time')}
          nothingFoundMessage={t('gameFields.noSuchTime')}
          maxDropdownHeight={260}
        />
      </SimpleGrid>
      {children}
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t('gameFields.maxPlayers')}
          placeholder={example(t('gameFields.maxPlayersExample'))}
          required
          min={1}
          clampBehavior="none"
          {...field('maxPlayers')}
        />
        {cutoff === 'choices' ? (
          <Select
            label={t('gameFields.cutoff')}
            placeholder={t('gameFields.noCutoff')}
            clearable
            data={cutoffChoices()}
            {...field('rsvpCutoff')}
            value={values.rsvpCutoff === '' ? null : String(values.rsvpCutoff)}
            onChange={(v) => onCutoffChange(v ?? '')}
          />
        ) : (
          <NumberInput
            label={t('gameFields.cutoff')}
            suffix={t('gameFields.hoursSuffix')}
            min={0}
            clampBehavior="none"
            {...field('rsvpCutoff')}
          />
        )}
      </SimpleGrid>
      {cutoffWarning}
      {text('venue', t('gameFields.venue'), 200, t('gameFields.venueExample'))}
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={currency ? t('gameFields.costIn', { currency }) : t('gameFields.cost')}
          placeholder="0.00"
          min={0}
          step={0.01}
          clampBehavior="none"
          hideControls
          {...field('cost')}
        />
        {text('colour', t('gameFields.colour'), 50, t('gameFields.colourExample'))}
      </SimpleGrid>
      {text('opponent', t('gameFields.opponent'), 200, t('gameFields.opponentExample'))}
      <Textarea
        label={t('gameFields.notes')}
        placeholder={example(t('gameFields.notesExample'))}
        autosize
        minRows={2}
        maxRows={6}
        {...lengthCounter(values.notes, 2000)}
        {...field('notes')}
      />
    </>
  );
}

/**
 * Under a game or series form's fields: its one sentence, then Cancel and submit. The sentence is the
 * form's `mandatory` one while a mandatory field is empty (the fields say "Required"), none while a field
 * shows a problem of its own (a check that fails here hides an earlier answer of the server), else the
 * server's `error`.
 */
export function GameFormActions({
  errors,
  mandatory,
  error,
  submitLabel,
  submitting,
  onCancel,
}: {
  /** The form's current problems, by field. */
  errors: Record<string, ReactNode>;
  mandatory: string;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  const t = componentTexts.useT();
  const problems = Object.values(errors);
  const shown = problems.includes(mandatory) ? mandatory : problems.length > 0 ? null : error;
  return (
    <>
      {shown && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {shown}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
