/**
 * The card a reserve sees on the game screen while a main-team place is offered to them (README
 * "Reserves", timed offers near kick-off): "A place in the main team is yours", the time left counting
 * down (each minute, each second in the last minutes) with the time it lapses on the group's clock, and
 * Accept (→ the main team) / Decline (→ out). The server's sentence is toasted; a refusal (the offer has
 * lapsed or was withdrawn meanwhile) is toasted in red and the sheet refetches.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconHourglassHigh, IconX } from '@tabler/icons-react';
import { timeOfDay } from '../../../lib/when.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAnswerOffer, type OfferAnswer } from '../api/offers.ts';
import { SECONDS_SHOWN_MS, useCountdown } from '../../../components/countdown.ts';
import type { OpenOffer } from '../offers.ts';
import classes from './OfferCard.module.css';
import { gameScreenTexts } from '../i18n.ts';
import { textsOf } from '../../../i18n/index.ts';

const t = gameScreenTexts.t;
/** The offer card's words in the reader's language ('games' namespace, offerCard.*). */
export const offerCardTexts = Object.assign(
  textsOf(t, {
    title: 'offerCard.title',
    body: 'offerCard.body',
    accept: 'offerCard.accept',
    decline: 'offerCard.decline',
    failed: 'offerCard.failed',
  }),
  {
    until: (time: string) => t('offerCard.until', { time }),
  },
);

type Props = { gameId: number; offer: OpenOffer; timeZone: string };

export function OfferCard({ gameId, offer, timeZone }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  const { text, ms } = useCountdown(offer.expires_at);
  const answer = useAnswerOffer();
  // The toast follows the answer's promise, not mutate()'s callbacks: an accepted offer's card leaves the
  // screen as soon as the live sheet reloads, which can be before the reply, and an unmounted card's
  // callbacks never run.
  const send = (choice: OfferAnswer) =>
    void answer.mutateAsync({ gameId, answer: choice }).then(
      (reply) =>
        notifications.show({ color: choice === 'accept' ? 'green' : 'gray', message: reply.message }),
      (err: unknown) =>
        notifications.show({ color: 'red', message: errorMessage(err, offerCardTexts.failed) }),
    );
  const urgent = ms < SECONDS_SHOWN_MS;
  return (
    <Paper radius="lg" p="md" component="section" aria-labelledby="offer-title" className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="offer-title">
            {offerCardTexts.title}
          </Title>
          <Group
            gap={6}
            wrap="nowrap"
            className={urgent ? `${classes.clock} ${classes.urgent}` : classes.clock}
            role="timer"
            aria-live={urgent ? 'off' : 'polite'}
          >
            <IconHourglassHigh size={18} aria-hidden />
            <Text fw={700} size="lg" component="span">
              {text}
            </Text>
          </Group>
        </Group>
        <Text size="sm">{offerCardTexts.body}</Text>
        <Text size="sm" c="dimmed">
          {offerCardTexts.until(timeOfDay(offer.expires_at, timeZone))}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <Button
            color="green"
            size="md"
            leftSection={<IconCheck size={18} />}
            loading={answer.isPending && answer.variables.answer === 'accept'}
            disabled={ms <= 0 || (answer.isPending && answer.variables.answer !== 'accept')}
            onClick={() => send('accept')}
          >
            {offerCardTexts.accept}
          </Button>
          <Button
            variant="default"
            size="md"
            leftSection={<IconX size={18} />}
            loading={answer.isPending && answer.variables.answer === 'decline'}
            disabled={ms <= 0 || (answer.isPending && answer.variables.answer !== 'decline')}
            onClick={() => send('decline')}
          >
            {offerCardTexts.decline}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
