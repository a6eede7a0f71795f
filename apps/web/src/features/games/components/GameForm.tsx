/**
 * The game form shared by create and edit (docs/product.md#s5): group, description, date, time, max players,
 * venue, cost, opponent, colour, notes and RSVP cutoff. Create offers 07:00–22:45 (past times today
 * disabled) and a 1–20 hour cutoff; edit offers every 15 minutes all day and any cutoff ≥ 0.
 * Checks run on submit with the shared gameFormSchema and each problem shows next to its field, in the
 * spec's words (docs/product.md#s5, #s8); an empty mandatory field says "Required" and the spec's "Please
 * fill in all mandatory fields…" sentence, which names them all, shows once under the form. Numbers are
 * refused as typed ("-3" players, a cost of "-5" or "1.234"), never clamped, stripped or rounded. Text fields
 * with a limit count their characters near it (components/form-fields.ts). The server's answer is shown
 * through `error`. The date and time are on the wall clock of the game's group (README "A group's time zone
 * and currency"): the fixed group's zone, or the chosen one's; under them the form names that zone when the
 * browser's clock reads otherwise. When the chosen kick-off minus the RSVP cutoff is already gone (a game
 * 45 minutes ahead with a 2-hour cutoff), a warning under the cutoff says players could no longer say they
 * are out (docs/product.md#s4-rsvp-cutoff); it does not stop the save. `onSubmit` gets the values and that
 * zone, to build the body with.
 */
import type { ReactNode } from 'react';
import { Alert, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../../lib/local-schema-resolver.ts';
import { IconAlertTriangle, IconWorld } from '@tabler/icons-react';
import { gameFormSchema } from '@turnout/shared';
import {
  combineDateTime,
  creationTimeSlots,
  editTimeSlots,
  isCutoffPassed,
  todayDate,
} from '@turnout/shared/game-rules';
import { fieldError } from '../../../components/form-fields.ts';
import { GameFields, GameFormActions } from '../../../components/GameFields.tsx';
import { useNow } from '../use-now.ts';
import type { GameFormValues } from '../game-form.ts';
import { viewerTimeZone, zoneNotice } from '../format.ts';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';

/**
 * The group of the game: fixed (with its IANA time zone and, when known, its currency), or one to
 * choose among the user's admin groups.
 */
export type GroupField =
  | { kind: 'fixed'; name: string; timeZone: string; currency?: string }
  | { kind: 'select'; groups: { id: number; name: string; time_zone: string; currency?: string }[] };

/** The zone the form's date and time are in: the group's; the browser's until a group is chosen. */
export function formTimeZone(groupField: GroupField, groupId: string | null): string {
  if (groupField.kind === 'fixed') return groupField.timeZone;
  return groupField.groups.find((g) => String(g.id) === groupId)?.time_zone ?? viewerTimeZone();
}

/** The currency the cost is in (the Cost field names it), or undefined until a group is chosen. */
function formCurrency(groupField: GroupField, groupId: string | null): string | undefined {
  if (groupField.kind === 'fixed') return groupField.currency;
  return groupField.groups.find((g) => String(g.id) === groupId)?.currency;
}

type Props = {
  mode: 'create' | 'edit';
  initialValues: GameFormValues;
  groupField: GroupField;
  submitLabel: string;
  submitting: boolean;
  /** A failure from the server, shown like a local check. */
  error: string | null;
  /** Valid values, and the group's zone their date and time are in. */
  onSubmit: (values: GameFormValues, timeZone: string) => void;
  onCancel: () => void;
  /** More fields under the game's own, given the form's current values (the create form's Repeat). */
  extraFields?: (values: GameFormValues) => ReactNode;
};

export function GameForm({
  mode,
  initialValues,
  groupField,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onCancel,
  extraFields,
}: Props) {
  const t = gameScreenTexts.useT();
  sharedGameTexts.useT(); // the shared game sentences, loaded in the reader's language
  const now = useNow();
  const zoneOf = (values: GameFormValues) => formTimeZone(groupField, values.groupId);
  // On edit, a game already under way may keep its time while its notes change (game-rules.ts).
  const current =
    mode === 'edit' && initialValues.date && initialValues.time
      ? combineDateTime(initialValues.date, initialValues.time, zoneOf(initialValues))
      : undefined;
  const form = useForm<GameFormValues>({
    initialValues,
    // Checked against the clock at submit time, not at the last render.
    validate: (values) =>
      localSchemaResolver(gameFormSchema(mode, new Date(), zoneOf(values), current))(values),
  });
  const values = form.values;
  const timeZone = zoneOf(values);
  const currency = formCurrency(groupField, values.groupId);
  const chosen = values.date && values.time ? combineDateTime(values.date, values.time, timeZone) : now;
  const notice = zoneNotice(timeZone, Number.isNaN(chosen.getTime()) ? now : chosen);
  const cutoffHours = Number(values.rsvpCutoff || 0);
  const cutoffGone =
    values.date &&
    values.time &&
    !Number.isNaN(chosen.getTime()) &&
    Number.isInteger(cutoffHours) &&
    cutoffHours > 0 &&
    chosen > now &&
    isCutoffPassed(chosen, cutoffHours, now);
  const mandatory =
    mode === 'create' ? sharedGameTexts.t('mandatoryCreate') : sharedGameTexts.t('mandatoryEdit');
  /** A field's own sentence next to it; an empty mandatory field is only marked (the sentence is below). */
  const field = <K extends keyof GameFormValues>(name: K) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(props.error, mandatory) };
  };

  const slots =
    mode === 'create'
      ? creationTimeSlots(values.date, now, timeZone)
      : withCurrent(editTimeSlots(), initialValues.time);

  const changeDate = (date: string) => {
    // A time that is already past on the newly chosen day is cleared rather than kept silently.
    const stillOk =
      mode === 'edit' ||
      !values.time ||
      creationTimeSlots(date, new Date(), timeZone).some((s) => s.value === values.time && !s.disabled);
    form.setFieldValue('date', date);
    if (!stillOk) form.setFieldValue('time', null);
  };

  return (
    <Paper
      component="form"
      onSubmit={form.onSubmit((v) => onSubmit(v, zoneOf(v)))}
      noValidate
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      maw={680}
    >
      <Stack gap="md">
        {groupField.kind === 'fixed' ? (
          <TextInput
            label={t('form.group')}
            value={groupField.name}
            readOnly
            variant="filled"
            required={mode === 'create'}
          />
        ) : (
          <Select
            label={t('form.group')}
            placeholder={t('form.chooseGroup')}
            required
            data={groupField.groups.map((g) => ({ value: String(g.id), label: g.name }))}
            {...field('groupId')}
            allowDeselect={false}
          />
        )}
        <GameFields
          values={values}
          field={field}
          dateLabel={t('form.date')}
          dateMin={mode === 'create' ? todayDate(now, timeZone) : undefined}
          onDateChange={changeDate}
          timeSlots={slots}
          cutoff={mode === 'create' ? 'choices' : 'hours'}
          onCutoffChange={(hours) => form.setFieldValue('rsvpCutoff', hours)}
          currency={currency}
          examples
          cutoffWarning={
            cutoffGone && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} role="status" p="xs">
                {sharedGameTexts.t('cutoffAlreadyPassed', { count: cutoffHours })}
              </Alert>
            )
          }
        >
          {notice && (
            <Text size="sm" c="dimmed" mt={-8} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <IconWorld size={16} aria-hidden style={{ flexShrink: 0 }} />
              {notice}
            </Text>
          )}
          {extraFields?.(values)}
        </GameFields>
        <GameFormActions
          errors={form.errors}
          mandatory={mandatory}
          error={error}
          submitLabel={submitLabel}
          submitting={submitting}
          onCancel={onCancel}
        />
      </Stack>
    </Paper>
  );
}

/** The edit form's slots, plus the game's own time when it is off the 15-minute grid. */
function withCurrent(slots: string[], current: string | null): string[] {
  return current && !slots.includes(current) ? [...slots, current].sort() : slots;
}
