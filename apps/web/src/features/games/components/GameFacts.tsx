/**
 * The game's details (docs/product.md#s3-game): when, where, cost, opponent, colour, max players, cutoff and
 * notes.
 */
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Game } from '@turnout/shared';
import { gameCost } from '../format.ts';
import { gameScreenTexts } from '../i18n.ts';
import { formatNumber } from '../../../i18n/index.ts';

export function GameFacts({ game }: { game: Game }) {
  const t = gameScreenTexts.useT();
  const notSet = t('facts.notSet');
  const cost = gameCost(game);
  return (
    // Long words and URLs (a venue link, notes) wrap inside the card instead of running out of it.
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="facts-title"
      style={{ overflowWrap: 'anywhere' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="facts-title">
          {t('facts.title')}
        </Title>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
          <Fact label={t('facts.venue')}>{game.venue ?? notSet}</Fact>
          <Fact label={t('facts.cost')}>{cost ?? notSet}</Fact>
          <Fact label={t('facts.opponent')}>{game.opponent ?? notSet}</Fact>
          <Fact label={t('facts.colour')}>{game.colour ?? notSet}</Fact>
          <Fact label={t('facts.maxPlayers')}>{formatNumber(game.max_players)}</Fact>
          <Fact label={t('facts.cutoff')}>
            {game.rsvp_cutoff > 0 ? t('facts.cutoffHours', { count: game.rsvp_cutoff }) : t('facts.none')}
          </Fact>
        </SimpleGrid>
        {game.notes && (
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('facts.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {game.notes}
            </Text>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </div>
  );
}
