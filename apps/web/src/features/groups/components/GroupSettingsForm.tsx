/**
 * Group detail, group admins only (README "A group's time zone and currency", "Reminders", "Who pays
 * what", "Guests"): where the group plays — its time zone (games' dates and times, the forms' clock,
 * notification texts) and its currency (game costs) — how many hours before a game's RSVP cutoff the
 * members who have not answered are reminded (0 = no reminders), how many guests each member may bring
 * to a game (0–5, 0 = no guests) and how a game's cost is shared (cost_mode: split between the main
 * team, or each player pays it; two large choices, 44 px and more, each with a line of explanation).
 * Checked with the shared updateGroupBodySchema; saved with PUT /api/groups/{id}; the server's refusal is
 * shown in the form, success is toasted.
 */
import { useMemo } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../../lib/local-schema-resolver.ts';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  GUESTS_PER_MEMBER_MAX,
  updateGroupBodySchema,
  type CostMode,
  type GroupSummary,
} from '@turnout/shared';
import { useSaveGroupSettings } from '../api/save-settings.ts';
import { ChoiceCards } from './ChoiceCards.tsx';
import { readerLocale } from '../../../i18n/languages.ts';
import { textsOf } from '../../../i18n/index.ts';
import { groupScreenTexts } from '../i18n.ts';

const t = groupScreenTexts.t;
/** The settings card's words in the reader's language ('groups' namespace, settings.*). */
export const settingsTexts = Object.assign(
  textsOf(t, {
    saved: 'settings.saved',
    saveFailed: 'settings.saveFailed',
    costModeLabel: 'settings.costMode',
    guestsLabel: 'settings.guests',
    guestsDescription: 'settings.guestsHint',
  }),
  {
    costModes: {
      split: textsOf(t, { label: 'settings.split', description: 'settings.splitHint' }),
      per_player: textsOf(t, { label: 'settings.perPlayer', description: 'settings.perPlayerHint' }),
    } satisfies Record<CostMode, { label: string; description: string }>,
  },
);

type Values = {
  time_zone: string | null;
  currency: string | null;
  reminder_hours: number | string;
  cost_mode: CostMode;
  guests_per_member: number | string;
};

type Props = {
  group: Pick<
    GroupSummary,
    'id' | 'time_zone' | 'currency' | 'reminder_hours' | 'cost_mode' | 'guests_per_member'
  >;
};

/** The form's values for a group as the server has it. */
const valuesOf = (g: Props['group']): Values => ({
  time_zone: g.time_zone,
  currency: g.currency,
  reminder_hours: g.reminder_hours,
  cost_mode: g.cost_mode,
  guests_per_member: g.guests_per_member,
});

export function GroupSettingsForm({ group }: Props) {
  groupScreenTexts.useT(); // re-renders in a new language
  const form = useForm<Values>({
    initialValues: valuesOf(group),
    validate: localSchemaResolver(updateGroupBodySchema),
  });
  const { save, failure, saving } = useSaveGroupSettings(group.id, form, valuesOf, settingsTexts);
  const zones = useMemo(() => timeZoneChoices(group.time_zone), [group.time_zone]);
  const currencies = useMemo(() => currencyChoices(group.currency), [group.currency]);

  const submit = form.onSubmit((values) =>
    save({
      time_zone: values.time_zone ?? undefined,
      currency: values.currency ?? undefined,
      reminder_hours: Number(values.reminder_hours),
      cost_mode: values.cost_mode,
      guests_per_member: Number(values.guests_per_member),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.form')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <Select
            label={t('settings.zone')}
            description={t('settings.zoneHint')}
            searchable
            allowDeselect={false}
            data={zones}
            nothingFoundMessage={t('settings.noZone')}
            maxDropdownHeight={260}
            {...form.getInputProps('time_zone')}
          />
          <Select
            label={t('settings.currency')}
            description={t('settings.currencyHint')}
            searchable
            allowDeselect={false}
            data={currencies}
            nothingFoundMessage={t('settings.noCurrency')}
            maxDropdownHeight={260}
            {...form.getInputProps('currency')}
          />
          <NumberInput
            label={t('settings.reminders')}
            description={t('settings.remindersHint')}
            suffix={t('settings.remindersSuffix')}
            min={0}
            max={168}
            clampBehavior="none"
            {...form.getInputProps('reminder_hours')}
          />
          <NumberInput
            label={settingsTexts.guestsLabel}
            description={settingsTexts.guestsDescription}
            min={0}
            max={GUESTS_PER_MEMBER_MAX}
            clampBehavior="none"
            allowDecimal={false}
            {...form.getInputProps('guests_per_member')}
          />
        </SimpleGrid>
        <ChoiceCards
          label={settingsTexts.costModeLabel}
          idPrefix="cost-mode"
          choices={(['split', 'per_player'] as const).map((mode) => ({
            value: mode,
            ...settingsTexts.costModes[mode],
          }))}
          value={form.values.cost_mode}
          onChange={(mode) => form.setFieldValue('cost_mode', mode)}
          error={form.errors.cost_mode}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('settings.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Every IANA zone the browser knows, with the group's own first among them if the browser lacks it. */
function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Every ISO 4217 code the browser knows, labelled with its name ("ZAR — South African Rand"). */
function currencyChoices(current: string): { value: string; label: string }[] {
  const codes = Intl.supportedValuesOf('currency');
  const names = new Intl.DisplayNames(readerLocale(), { type: 'currency' });
  return (codes.includes(current) ? codes : [current, ...codes]).map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}
