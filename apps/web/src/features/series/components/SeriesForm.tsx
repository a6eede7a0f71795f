/**
 * The series edit form (README "Recurring games", group admins): the game fields of every upcoming game
 * of the series, the first game's date and the time on the group's clock, and how it repeats. Saving
 * changes every game of the series that has not started (answers stay). Checks run on submit with the
 * shared updateSeriesBodySchema (series-form.ts), each problem beside its field: an empty mandatory field
 * says "Required" and the spec's mandatory sentence shows once under the form (docs/product.md#s5, #s8);
 * numbers are refused as typed, never clamped or rounded. Text fields count their characters near the limit.
 * The server's answer is shown through `error`.
 */
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Series } from '@turnout/shared';
import { editTimeSlots } from '@turnout/shared/game-rules';
import { fieldError } from '../../../components/form-fields.ts';
import { GameFields, GameFormActions } from '../../../components/GameFields.tsx';
import { RepeatFields } from '../../../components/RepeatFields.tsx';
import { seriesFormProblems, seriesToForm, type SeriesFormValues } from '../series-form.ts';
import { seriesTexts, sharedGameTexts } from '../i18n.ts';
import { localSeriesSummary } from '../../../lib/series-summary.ts';

type Props = {
  series: Series;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: SeriesFormValues) => void;
  onCancel: () => void;
};

export function SeriesForm({ series, submitting, error, onSubmit, onCancel }: Props) {
  const t = seriesTexts.useT();
  const form = useForm<SeriesFormValues>({
    initialValues: seriesToForm(series),
    validate: (values) => seriesFormProblems(values, series),
  });
  const values = form.values;
  const tg = sharedGameTexts.useT();
  const mandatory = tg('mandatoryEdit');
  const field = <K extends keyof SeriesFormValues>(name: K) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(props.error, mandatory) };
  };
  const slots = editTimeSlots();
  const timeSlots = values.time && !slots.includes(values.time) ? [...slots, values.time].sort() : slots;

  return (
    <Paper
      component="form"
      onSubmit={form.onSubmit(onSubmit)}
      noValidate
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      aria-label={t('edit')}
    >
      <Stack gap="md">
        <GameFields
          values={values}
          field={field}
          dateLabel={t('form.dateLabel')}
          timeSlots={timeSlots}
          cutoff="choices"
          onCutoffChange={(hours) => form.setFieldValue('rsvpCutoff', hours)}
          currency={series.currency}
        >
          <Text size="sm" c="dimmed" mt={-8}>
            {t('form.clock', { zone: series.time_zone })}
          </Text>
          {values.keepRule ? (
            <Stack gap={4}>
              <Text size="sm">
                {t('form.ownRule', {
                  summary: localSeriesSummary(series.rrule, series.start_date, series.time_zone),
                })}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                onClick={() => form.setFieldValue('keepRule', false)}
              >
                {t('form.otherRepeat')}
              </Button>
            </Stack>
          ) : (
            <RepeatFields
              value={values.repeat}
              onChange={(repeat) => form.setFieldValue('repeat', repeat)}
              startDate={values.date}
              timeZone={series.time_zone}
              allowNone={false}
              errors={{
                until: form.errors['repeat.until'] as string,
                count: form.errors['repeat.count'] as string,
              }}
            />
          )}
        </GameFields>
        <GameFormActions
          errors={form.errors}
          mandatory={mandatory}
          error={error}
          submitLabel={t('form.save')}
          submitting={submitting}
          onCancel={onCancel}
        />
      </Stack>
    </Paper>
  );
}
