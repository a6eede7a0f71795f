/**
 * The game's details (docs/product.md#s3-game): when, where, cost, opponent, colour, max players, cutoff and
 * notes.
 */
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Game } from '@turnout/shared';
import { gameCost } from '../format.ts';

export function GameFacts({ game }: { game: Game }) {
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
          Details
        </Title>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
          <Fact label="Venue">{game.venue ?? 'Not set'}</Fact>
          <Fact label="Cost">{cost ?? 'Not set'}</Fact>
          <Fact label="Opponent">{game.opponent ?? 'Not set'}</Fact>
          <Fact label="Colour">{game.colour ?? 'Not set'}</Fact>
          <Fact label="Max players">{game.max_players}</Fact>
          <Fact label="RSVP cutoff">
            {game.rsvp_cutoff > 0
              ? `${game.rsvp_cutoff} ${game.rsvp_cutoff === 1 ? 'hour' : 'hours'} before`
              : 'None'}
          </Fact>
        </SimpleGrid>
        {game.notes && (
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Notes
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
