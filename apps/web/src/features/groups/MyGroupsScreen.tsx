/**
 * /groups "My Groups" (docs/product.md#s2-my-groups, #s8-groups): the user's groups as cards, each with Open
 * Group, Create Game (to /create-game with the group fixed through navigation state), Delete Group (admins,
 * confirmed) and Leave Group (confirmed); a Create Group button; an empty state for newcomers.
 */
import { useState } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { GroupSummary } from '@turnout/shared';
import { paths } from '../../lib/paths.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useMyGroups } from './api/my-groups-query.ts';
import { GroupCard } from './components/GroupCard.tsx';
import { GroupExitModal, type GroupExit } from './components/GroupExitModal.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { groupScreenTexts, sharedGroupTexts } from './i18n.ts';

export default function MyGroupsScreen() {
  const t = groupScreenTexts.useT();
  const tg = sharedGroupTexts.useT();
  useDocumentTitle(t('common.myGroups'));
  const groups = useMyGroups();
  const navigate = useNavigate();
  const [exit, setExit] = useState<GroupExit | null>(null);

  const createGame = (group: GroupSummary) => {
    if (!group.is_admin) {
      notifications.show({
        color: 'yellow',
        message: t('list.notAdmin', { group: group.name }),
      });
      return;
    }
    navigate(paths.createGame(), { state: { group_id: group.id, group_name: group.name } });
  };

  const createButton = (
    <Button component={Link} to={paths.createGroup()} leftSection={<IconPlus size={18} />}>
      {t('common.createGroup')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('common.myGroups')}
        </Title>
        {createButton}
      </Group>

      {groups.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={150} radius="lg" />
          ))}
        </SimpleGrid>
      ) : groups.isError ? (
        <LoadError title={tg('loadFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.data.groups.length === 0 ? (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Title order={2} size="h4">
            {t('list.emptyTitle')}
          </Title>
          <Text c="dimmed" maw={440}>
            {t('list.emptyText')}
          </Text>
          {createButton}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {groups.data.groups.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              onCreateGame={createGame}
              onDelete={(g) => setExit({ kind: 'delete', group: g })}
              onLeave={(g) => setExit({ kind: 'leave', group: g })}
            />
          ))}
        </SimpleGrid>
      )}

      <GroupExitModal exit={exit} onClose={() => setExit(null)} />
    </Stack>
  );
}
