/**
 * The series edit form (README "Recurring games", group admins): the game fields of every upcoming game
 * of the series, the first game's date and the time on the group's clock, and how it repeats. Saving
 * changes every game of the series that has not started (answers stay). Checks run on submit with the
 * shared updateSeriesBodySchema (series-form.ts), each problem beside its field: an empty mandatory field
 * says "Required" and the spec's mandatory sentence shows once under the form (docs/product.md#s5, #s8);
 * numbers are refused as typed, never clamped or rounded. Text fields count their characters near the limit.
 * The server's answer is shown through `error`.
 */
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { seriesSummary, type Series } from '@turnout/shared';
import { editTimeSlots } from '@turnout/shared/game-rules';
import { gameTexts } from '@turnout/shared/texts';
import { fieldError, lengthCounter } from '../../../components/form-fields.ts';
import { RepeatFields } from '../../../components/RepeatFields.tsx';
import { seriesFormProblems, seriesToForm, type SeriesFormValues } from '../series-form.ts';

type Props = {
  series: Series;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: SeriesFormValues) => void;
  onCancel: () => void;
};

const cutoffChoices = Array.from({ length: 20 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 hour' : `${i + 1} hours`,
}));

export function SeriesForm({ series, submitting, error, onSubmit, onCancel }: Props) {
  const form = useForm<SeriesFormValues>({
    initialValues: seriesToForm(series),
    validate: (values) => seriesFormProblems(values, series),
  });
  const values = form.values;
  const mandatory = gameTexts.mandatoryEdit;
  const errors = Object.values(form.errors);
  const field = <K extends keyof SeriesFormValues>(name: K) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(props.error, mandatory) };
  };
  const slots = editTimeSlots();
  const timeSlots = values.time && !slots.includes(values.time) ? [...slots, values.time].sort() : slots;
  const shown = errors.includes(mandatory) ? mandatory : errors.length > 0 ? null : error;

  return (
    <Paper
      component="form"
      onSubmit={form.onSubmit(onSubmit)}
      noValidate
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      aria-label="Edit series"
    >
      <Stack gap="md">
        <TextInput
          label="Description"
          required
          {...lengthCounter(values.description, 200)}
          {...field('description')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="First game on" type="date" required {...field('date')} />
          <Select
            label="Time"
            required
            searchable
            data={timeSlots}
            {...field('time')}
            nothingFoundMessage="No such time"
            maxDropdownHeight={260}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={-8}>
          Date and time on the group&apos;s clock ({series.time_zone}).
        </Text>
        {values.keepRule ? (
          <Stack gap={4}>
            <Text size="sm">
              This series repeats by its own rule:{' '}
              {seriesSummary(series.rrule, series.start_date, series.time_zone)}. It stays so unless you
              choose another below.
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              onClick={() => form.setFieldValue('keepRule', false)}
            >
              Choose another repeat
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
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput label="Max Players" required min={1} clampBehavior="none" {...field('maxPlayers')} />
          <Select
            label="RSVP cutoff"
            placeholder="No cutoff"
            clearable
            data={cutoffChoices}
            {...field('rsvpCutoff')}
            value={values.rsvpCutoff === '' ? null : values.rsvpCutoff}
            onChange={(v) => form.setFieldValue('rsvpCutoff', v ?? '')}
          />
        </SimpleGrid>
        <TextInput label="Venue" {...lengthCounter(values.venue, 200)} {...field('venue')} />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={`Cost (${series.currency})`}
            placeholder="0.00"
            min={0}
            step={0.01}
            clampBehavior="none"
            hideControls
            {...field('cost')}
          />
          <TextInput label="Colour" {...lengthCounter(values.colour, 50)} {...field('colour')} />
        </SimpleGrid>
        <TextInput label="Opponent" {...lengthCounter(values.opponent, 200)} {...field('opponent')} />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={6}
          {...lengthCounter(values.notes, 2000)}
          {...field('notes')}
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
            Save series
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
