/**
 * Two or more large choices of a group setting (README "Who pays what", "Reserves"): a radio group of
 * cards, 44 px and more, each with its label and a line of explanation (its accessible description);
 * side by side from the `xs` breakpoint, stacked on a phone.
 */
import type { ReactNode } from 'react';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';

type Choice<V extends string> = { value: V; label: string; description: string };

type Props<V extends string> = {
  label: string;
  /** Prefix of the descriptions' ids ("cost-mode" → "cost-mode-split"). */
  idPrefix: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: ReactNode;
};

export function ChoiceCards<V extends string>({
  label,
  idPrefix,
  choices,
  value,
  onChange,
  error,
}: Props<V>) {
  return (
    <Radio.Group size="md" label={label} value={value} onChange={(v) => onChange(v as V)} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={4}>
        {choices.map((choice) => (
          <Radio.Card
            key={choice.value}
            value={choice.value}
            radius="md"
            p="sm"
            mih={44}
            aria-label={choice.label}
            aria-describedby={`${idPrefix}-${choice.value}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600}>{choice.label}</Text>
                <Text size="sm" c="dimmed" id={`${idPrefix}-${choice.value}`}>
                  {choice.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
