/**
 * The game screen's "Offers" for group admins (README "Reserves", timed offers near kick-off), collapsed
 * until opened (then GET /api/games/{id}/offers): every offer of a main-team place, oldest first, on the
 * group's clock — "Thu 3 Dec, 18:02 · Sipho Dlamini, place 3: offered until 18:32 — accepted at 18:10"
 * (or declined at …, no answer in time, withdrawn, waiting for an answer). Offers passed down the
 * reserves share the place's number, so an admin sees who had it in turn.
 */
import { Accordion, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { GameOfferEntry } from '@turnout/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { dayAndTime, timeOfDay } from '../../../lib/when.ts';
import { useGameOffers } from '../api/offers-query.ts';

export const offersPanelTexts = {
  title: 'Offers',
  empty: 'No place has been offered to the reserves yet.',
  loadFailed: 'Could not load the offers.',
} as const;

/** "Sipho Dlamini, place 3: offered until 18:32 — accepted at 18:10", times on `timeZone`'s clock. */
export function offerLine(offer: GameOfferEntry, timeZone: string): string {
  const at = (iso: string) => timeOfDay(iso, timeZone);
  const outcome = {
    open: 'waiting for an answer',
    accepted: `accepted at ${offer.answered_at ? at(offer.answered_at) : '?'}`,
    declined: `declined at ${offer.answered_at ? at(offer.answered_at) : '?'}`,
    expired: 'no answer in time',
    withdrawn: 'withdrawn: the place was no longer free',
  }[offer.status];
  return `${offer.name}, place ${offer.place}: offered until ${at(offer.expires_at)} — ${outcome}`;
}

type Props = { gameId: number; timeZone: string };

export function OffersPanel({ gameId, timeZone }: Props) {
  const [opened, setOpened] = useState<string | null>(null);
  const offers = useGameOffers(gameId, opened === 'offers');

  let body;
  if (offers.isPending) body = <Skeleton height={60} />;
  else if (offers.isError)
    body = (
      <LoadError
        title={offersPanelTexts.loadFailed}
        error={offers.error}
        onRetry={() => void offers.refetch()}
      />
    );
  else if (offers.data.offers.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {offersPanelTexts.empty}
      </Text>
    );
  else
    body = (
      <Stack component="ol" aria-label="Offers made" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {offers.data.offers.map((offer) => (
          <Text component="li" size="sm" key={offer.id}>
            <Text span size="sm" c="dimmed">
              {dayAndTime(offer.offered_at, timeZone)} ·{' '}
            </Text>
            {offerLine(offer, timeZone)}
          </Text>
        ))}
      </Stack>
    );

  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-label={offersPanelTexts.title}
      style={{ overflowWrap: 'anywhere' }}
    >
      <Accordion value={opened} onChange={setOpened} radius="lg" order={2}>
        <Accordion.Item value="offers" style={{ borderBottom: 0 }}>
          <Accordion.Control mih={44}>
            <Text fw={700}>{offersPanelTexts.title}</Text>
          </Accordion.Control>
          <Accordion.Panel>{body}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
