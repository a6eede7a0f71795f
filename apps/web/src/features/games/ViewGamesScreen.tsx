/**
 * /view-games (docs/product.md#s2): the older simple list of upcoming games — date, time, venue, opponent —
 * as a table on wider screens and stacked rows on a phone. Each date opens the game.
 */
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useGames } from './api/games-query.ts';
import { gameDate, gameTime } from './format.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { gameScreenTexts, sharedGameTexts } from './i18n.ts';

const none = '—';

export default function ViewGamesScreen() {
  const t = gameScreenTexts.useT();
  const tg = sharedGameTexts.useT();
  useDocumentTitle(t('viewList.title'));
  const games = useGames();
  const list = games.data?.games ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('viewList.title')}
        </Title>
        <Button component={Link} to={paths.games()} variant="default">
          {t('viewList.available')}
        </Button>
      </Group>

      {games.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('viewList.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : games.isError ? (
        <LoadError title={tg('fetchError')} error={games.error} onRetry={() => void games.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('viewList.none')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('viewList.date')}</Table.Th>
                  <Table.Th>{t('viewList.time')}</Table.Th>
                  <Table.Th>{t('viewList.venue')}</Table.Th>
                  <Table.Th>{t('viewList.opponent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((g) => (
                  <Table.Tr key={g.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.game(g.id)}>
                        {gameDate(g)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{gameTime(g)}</Table.Td>
                    <Table.Td>{g.venue ?? none}</Table.Td>
                    <Table.Td>{g.opponent ?? none}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>

          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((g) => (
              <Paper key={g.id} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Anchor component={Link} to={paths.game(g.id)} fw={600}>
                    {gameDate(g)}
                  </Anchor>
                  <Text fw={600}>{gameTime(g)}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('viewList.line', { venue: g.venue ?? none, opponent: g.opponent ?? none })}
                </Text>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
