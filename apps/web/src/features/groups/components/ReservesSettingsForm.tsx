/**
 * The group screen's "Reserves near kick-off" card, group admins only (README "Reserves", timed offers
 * near kick-off): what happens to a place that opens in a full main team within `offer_hours` of
 * kick-off — `automatic` (the first reserve is promoted at once) or `offer` (offered to the reserves in
 * turn, each with a short time to accept), each a large choice with its one sentence — the hours before
 * kick-off that counts as "near" (0–72) and, shown only with `offer`, the group-local quiet hours that pause an offer's clock (on
 * or off, from and until, 30-minute steps). The checks here are for comfort (the server's rule decides);
 * saved with PUT /api/groups/{id} `{ promotion, offer_hours, quiet_hours }`; the server's refusal is
 * shown in the form, success is toasted.
 */
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  OFFER_HOURS_MAX,
  QUIET_HOURS_DEFAULT,
  QUIET_HOURS_IGNORED_WITHIN_HOURS,
  offerHoursSchema,
  type GroupSummary,
  type PromotionMode,
} from '@turnout/shared';
import { useSaveGroupSettings } from '../api/save-settings.ts';
import { ChoiceCards } from './ChoiceCards.tsx';
import { textsOf } from '../../../i18n/index.ts';
import { groupScreenTexts } from '../i18n.ts';

const t = groupScreenTexts.t;
/** The reserves card's words in the reader's language ('groups' namespace, reserves.*). */
export const reservesSettingsTexts = Object.assign(
  textsOf(t, {
    title: 'reserves.title',
    saved: 'reserves.saved',
    saveFailed: 'reserves.saveFailed',
    promotionLabel: 'reserves.promotion',
    hoursLabel: 'reserves.hours',
    quietLabel: 'reserves.quiet',
    quietFrom: 'common.from',
    quietUntil: 'common.until',
    quietSame: 'reserves.quietSame',
  }),
  {
    promotions: {
      automatic: Object.assign(textsOf(t, { label: 'reserves.automatic' }), {
        description: () => t('reserves.automaticHint'),
      }),
      offer: Object.assign(textsOf(t, { label: 'reserves.offer' }), {
        description: (hours: number) => t('reserves.offerHint', { hours }),
      }),
    } satisfies Record<PromotionMode, { label: string; description: (hours: number) => string }>,
    hoursDescription: () => t('reserves.hoursHint', { max: OFFER_HOURS_MAX }),
    quietDescription: () => t('reserves.quietHint', { hours: QUIET_HOURS_IGNORED_WITHIN_HOURS }),
  },
);

type Values = {
  promotion: PromotionMode;
  offer_hours: number | string;
  quiet: boolean;
  quiet_start: string;
  quiet_end: string;
};

type Props = {
  group: Pick<GroupSummary, 'id' | 'promotion' | 'offer_hours' | 'quiet_hours'>;
};

/** The form's values for a group as the server has it (quiet hours off: the default times to start from). */
const valuesOf = (g: Props['group']): Values => ({
  promotion: g.promotion,
  offer_hours: g.offer_hours,
  quiet: g.quiet_hours !== null,
  quiet_start: g.quiet_hours?.start ?? QUIET_HOURS_DEFAULT.start,
  quiet_end: g.quiet_hours?.end ?? QUIET_HOURS_DEFAULT.end,
});

/** "00:00", "00:30", … "23:30", with `extra` (a stored time off the half hours) in its place. */
function clockChoices(...extra: string[]): string[] {
  const slots = Array.from(
    { length: 48 },
    (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );
  return [...new Set([...slots, ...extra])].sort();
}

export function ReservesSettingsForm({ group }: Props) {
  groupScreenTexts.useT(); // re-renders in a new language
  const form = useForm<Values>({
    initialValues: valuesOf(group),
    validate: {
      offer_hours: (v) =>
        offerHoursSchema.safeParse(Number(v)).success && v !== ''
          ? null
          : t('reserves.hoursInvalid', { max: OFFER_HOURS_MAX }),
      quiet_end: (v, values) => (values.quiet && v === values.quiet_start ? t('reserves.quietSame') : null),
    },
  });
  const { save, failure, saving } = useSaveGroupSettings(group.id, form, valuesOf, reservesSettingsTexts);
  const { values } = form;
  const times = clockChoices(values.quiet_start, values.quiet_end);
  const hours = Number(values.offer_hours);
  const shownHours = offerHoursSchema.safeParse(hours).success ? hours : group.offer_hours;

  const submit = form.onSubmit((v) =>
    save({
      promotion: v.promotion,
      offer_hours: Number(v.offer_hours),
      quiet_hours: v.quiet ? { start: v.quiet_start, end: v.quiet_end } : null,
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('reserves.form')}>
      <Stack gap="md">
        <ChoiceCards
          label={reservesSettingsTexts.promotionLabel}
          idPrefix="promotion"
          choices={(['automatic', 'offer'] as const).map((mode) => ({
            value: mode,
            label: reservesSettingsTexts.promotions[mode].label,
            description: reservesSettingsTexts.promotions[mode].description(shownHours),
          }))}
          value={values.promotion}
          onChange={(mode) => form.setFieldValue('promotion', mode)}
        />
        {values.promotion === 'offer' && (
          <>
            <NumberInput
              label={reservesSettingsTexts.hoursLabel}
              description={reservesSettingsTexts.hoursDescription()}
              suffix={t('reserves.hoursSuffix')}
              min={0}
              max={OFFER_HOURS_MAX}
              clampBehavior="none"
              allowDecimal={false}
              maw={320}
              {...form.getInputProps('offer_hours')}
            />
            <Stack gap="xs">
              <Switch
                size="md"
                label={reservesSettingsTexts.quietLabel}
                aria-describedby="quiet-hours-description"
                {...form.getInputProps('quiet', { type: 'checkbox' })}
              />
              <Text size="sm" c="dimmed" id="quiet-hours-description" mt={-4}>
                {reservesSettingsTexts.quietDescription()}
              </Text>
              {values.quiet && (
                <SimpleGrid cols={2} spacing="sm" maw={320}>
                  {(['quiet_start', 'quiet_end'] as const).map((key) => (
                    <Select
                      key={key}
                      label={
                        key === 'quiet_start'
                          ? reservesSettingsTexts.quietFrom
                          : reservesSettingsTexts.quietUntil
                      }
                      data={times}
                      allowDeselect={false}
                      searchable
                      maxDropdownHeight={220}
                      {...form.getInputProps(key)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('reserves.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
