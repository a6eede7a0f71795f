/**
 * One group on My Groups (docs/product.md#s2): name, the user's admin badge, member count and creation date,
 * with Open Group, Create Game, Delete Group (admins only) and Leave Group.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconDoorExit, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GroupSummary } from '@turnout/shared';
import { paths } from '../../../lib/paths.ts';
import { formatDate, memberCount } from '../format.ts';
import { groupScreenTexts } from '../i18n.ts';

type Props = {
  group: GroupSummary;
  onCreateGame: (group: GroupSummary) => void;
  onDelete: (group: GroupSummary) => void;
  onLeave: (group: GroupSummary) => void;
};

export function GroupCard({ group, onCreateGame, onDelete, onLeave }: Props) {
  const t = groupScreenTexts.useT();
  const titleId = `group-${group.id}-title`;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Title>
          {group.is_admin && (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              {t('common.admin')}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUsers size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm">
            {t('list.since', {
              members: memberCount(group.member_count),
              date: formatDate(group.created_at),
            })}
          </Text>
        </Group>
        <Stack gap={4} mt="auto" pt={4}>
          <Group gap="xs">
            <Button component={Link} to={paths.group(group.id)} size="sm">
              {t('list.open')}
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => onCreateGame(group)}
            >
              {t('common.createGame')}
            </Button>
          </Group>
          <Group gap={4} ms={-10}>
            {group.is_admin && (
              <Button
                size="sm"
                px={10}
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(group)}
              >
                {t('common.deleteGroup')}
              </Button>
            )}
            <Button
              size="sm"
              px={10}
              variant="subtle"
              color="gray"
              leftSection={<IconDoorExit size={16} />}
              onClick={() => onLeave(group)}
            >
              {t('common.leaveGroup')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
