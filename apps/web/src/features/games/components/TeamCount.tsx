/** "Main team 7/10", with a Full badge when no place is left: the fact players look for first. */
import { Badge, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { mainTeamCount } from '../format.ts';

type Props = { count: number; max: number; reserves?: number };

export function TeamCount({ count, max, reserves = 0 }: Props) {
  const { label, full } = mainTeamCount(count, max);
  return (
    <Group gap={6} wrap="nowrap">
      <IconUsers size={18} aria-hidden />
      <Text size="sm">
        Main team <b>{label}</b>
      </Text>
      {full && (
        <Badge color="red" variant="light" size="sm">
          Full
        </Badge>
      )}
      {reserves > 0 && (
        <Text size="sm" c="dimmed">
          + {reserves} {reserves === 1 ? 'reserve' : 'reserves'}
        </Text>
      )}
    </Group>
  );
}
