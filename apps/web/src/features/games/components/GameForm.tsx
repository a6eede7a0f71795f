/**
 * The game form shared by create and edit (spec §5): group, description, date, time, max players,
 * venue, cost, opponent, colour, notes and RSVP cutoff. Create offers 07:00–22:45 (past times today
 * disabled) and a 1–20 hour cutoff; edit offers every 15 minutes all day and any cutoff ≥ 0.
 * Checks run on submit and show the spec's sentence; the server's answer is shown through `error`.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { creationTimeSlots, editTimeSlots, todayDate } from '@turnout/shared/game-rules';
import { useNow } from '../use-now.ts';
import { validateCreate, validateEdit, type GameFormValues } from '../game-form.ts';

export type GroupField =
  { kind: 'fixed'; name: string } | { kind: 'select'; groups: { id: number; name: string }[] };

type Props = {
  mode: 'create' | 'edit';
  initialValues: GameFormValues;
  groupField: GroupField;
  submitLabel: string;
  submitting: boolean;
  /** A failure from the server, shown like a local check. */
  error: string | null;
  onSubmit: (values: GameFormValues) => void;
  onCancel: () => void;
};

const cutoffChoices = Array.from({ length: 20 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 hour' : `${i + 1} hours`,
}));

export function GameForm({
  mode,
  initialValues,
  groupField,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const now = useNow();
  const [values, setValues] = useState(initialValues);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof GameFormValues>(key: K, value: GameFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblem(null);
  };

  const slots =
    mode === 'create'
      ? creationTimeSlots(values.date, now)
      : withCurrent(editTimeSlots(), initialValues.time);

  const changeDate = (date: string) => {
    // A time that is already past on the newly chosen day is cleared rather than kept silently.
    const stillOk =
      mode === 'edit' ||
      !values.time ||
      creationTimeSlots(date, new Date()).some((s) => s.value === values.time && !s.disabled);
    setValues((v) => ({ ...v, date, time: stillOk ? v.time : null }));
    setProblem(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found =
      mode === 'create'
        ? validateCreate(values, new Date())
        : validateEdit(values, new Date(), initialValues);
    setProblem(found);
    if (!found) onSubmit(values);
  };

  const shown = problem ?? error;

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      maw={680}
    >
      <Stack gap="md">
        {groupField.kind === 'fixed' ? (
          <TextInput
            label="Group"
            value={groupField.name}
            readOnly
            variant="filled"
            required={mode === 'create'}
          />
        ) : (
          <Select
            label="Group"
            placeholder="Choose one of your groups"
            required
            data={groupField.groups.map((g) => ({ value: String(g.id), label: g.name }))}
            value={values.groupId}
            onChange={(v) => set('groupId', v)}
            allowDeselect={false}
          />
        )}
        <TextInput
          label="Description"
          placeholder="e.g. Thursday five-a-side"
          required
          maxLength={200}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Date"
            type="date"
            required
            min={mode === 'create' ? todayDate(now) : undefined}
            value={values.date}
            onChange={(e) => changeDate(e.currentTarget.value)}
          />
          <Select
            label="Time"
            placeholder="Pick a time"
            required
            searchable
            data={slots}
            value={values.time}
            onChange={(v) => set('time', v)}
            nothingFoundMessage="No such time"
            maxDropdownHeight={260}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="Max Players"
            placeholder="e.g. 10"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={values.maxPlayers}
            onChange={(v) => set('maxPlayers', v)}
          />
          {mode === 'create' ? (
            <Select
              label="RSVP cutoff"
              placeholder="No cutoff"
              clearable
              data={cutoffChoices}
              value={values.rsvpCutoff === '' ? null : String(values.rsvpCutoff)}
              onChange={(v) => set('rsvpCutoff', v ?? '')}
            />
          ) : (
            <NumberInput
              label="RSVP cutoff"
              suffix=" hours"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={values.rsvpCutoff}
              onChange={(v) => set('rsvpCutoff', v)}
            />
          )}
        </SimpleGrid>
        <TextInput
          label="Venue"
          placeholder="e.g. Greenpoint Astro, pitch 2"
          maxLength={200}
          value={values.venue}
          onChange={(e) => set('venue', e.currentTarget.value)}
        />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="Cost"
            placeholder="0.00"
            min={0}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            clampBehavior="none"
            hideControls
            value={values.cost}
            onChange={(v) => set('cost', v)}
          />
          <TextInput
            label="Colour"
            placeholder="e.g. Bibs: green"
            maxLength={50}
            value={values.colour}
            onChange={(e) => set('colour', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Opponent"
          placeholder="e.g. Sea Point Strollers"
          maxLength={200}
          value={values.opponent}
          onChange={(e) => set('opponent', e.currentTarget.value)}
        />
        <Textarea
          label="Notes"
          placeholder="Anything players should know"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={values.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        {shown && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {shown}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The edit form's slots, plus the game's own time when it is off the 15-minute grid. */
function withCurrent(slots: string[], current: string | null): string[] {
  return current && !slots.includes(current) ? [...slots, current].sort() : slots;
}
