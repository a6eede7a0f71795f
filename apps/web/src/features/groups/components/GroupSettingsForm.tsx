/**
 * Group detail, group admins only (README "A group's time zone and currency", "Reminders"): where the
 * group plays — its time zone (games' dates and times, the forms' clock, notification texts) and its
 * currency (game costs) — and how many hours before a game's RSVP cutoff the members who have not
 * answered are reminded (0 = no reminders). Checked with the shared updateGroupBodySchema; saved with
 * PUT /api/groups/{id}; the server's refusal is shown in the form, success is toasted.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { updateGroupBodySchema, type GroupSummary } from '@turnout/shared';
import { errorMessage } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/toasts.ts';
import { useUpdateGroup } from '../api/update-group.ts';

export const settingsTexts = {
  saved: 'Group settings saved.',
  saveFailed: 'Failed to save the group settings.',
} as const;

type Values = { time_zone: string | null; currency: string | null; reminder_hours: number | string };

type Props = { group: Pick<GroupSummary, 'id' | 'time_zone' | 'currency' | 'reminder_hours'> };

export function GroupSettingsForm({ group }: Props) {
  const update = useUpdateGroup();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      time_zone: group.time_zone,
      currency: group.currency,
      reminder_hours: group.reminder_hours,
    },
    validate: schemaResolver(updateGroupBodySchema, { sync: true }),
  });
  const zones = useMemo(() => timeZoneChoices(group.time_zone), [group.time_zone]);
  const currencies = useMemo(() => currencyChoices(group.currency), [group.currency]);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = {
      time_zone: values.time_zone ?? undefined,
      currency: values.currency ?? undefined,
      reminder_hours: Number(values.reminder_hours),
    };
    update.mutate(
      { groupId: group.id, body },
      {
        onSuccess: ({ group: saved }) => {
          form.setInitialValues({
            time_zone: saved.time_zone,
            currency: saved.currency,
            reminder_hours: saved.reminder_hours,
          });
          form.reset();
          showSuccess(settingsTexts.saved);
        },
        onError: (err) => setFailure(errorMessage(err, settingsTexts.saveFailed)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Group settings">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <Select
            label="Time zone"
            description="Game dates and times are on this clock."
            searchable
            allowDeselect={false}
            data={zones}
            nothingFoundMessage="No such time zone"
            maxDropdownHeight={260}
            {...form.getInputProps('time_zone')}
          />
          <Select
            label="Currency"
            description="Game costs are in this currency."
            searchable
            allowDeselect={false}
            data={currencies}
            nothingFoundMessage="No such currency"
            maxDropdownHeight={260}
            {...form.getInputProps('currency')}
          />
          <NumberInput
            label="Remind players who haven't answered"
            description="Hours before the RSVP cutoff; 0 = no reminders."
            suffix=" hours before"
            min={0}
            max={168}
            clampBehavior="none"
            {...form.getInputProps('reminder_hours')}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save settings
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
  const names = new Intl.DisplayNames(undefined, { type: 'currency' });
  return (codes.includes(current) ? codes : [current, ...codes]).map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}
