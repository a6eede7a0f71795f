/**
 * The game screen's "Offers" for group admins (README "Reserves", timed offers near kick-off), collapsed
 * until opened (then GET /api/games/{id}/offers): every offer of a main-team place, oldest first, on the
 * group's clock — "Thu 3 Dec, 18:02 · Sipho Dlamini, place 3: offered until 18:32 — accepted at 18:10"
 * (or declined at …, no answer in time, withdrawn, waiting for an answer). Offers passed down the
 * reserves share the place's number, so an admin sees who had it in turn.
 */
import { useState } from 'react';
import type { GameOfferEntry } from '@turnout/shared';
import { CollapsibleLog } from '../../../components/CollapsibleLog.tsx';
import { timeOfDay } from '../../../lib/when.ts';
import { useGameOffers } from '../api/offers-query.ts';
import { gameScreenTexts } from '../i18n.ts';
import { textsOf } from '../../../i18n/index.ts';

const t = gameScreenTexts.t;
/** The offers panel's words in the reader's language ('games' namespace, offers.*). */
export const offersPanelTexts = textsOf(t, {
  title: 'offers.title',
  empty: 'offers.empty',
  loadFailed: 'offers.loadFailed',
  list: 'offers.list',
});

/** "Sipho Dlamini, place 3: offered until 18:32 — accepted at 18:10", times on `timeZone`'s clock. */
export function offerLine(offer: GameOfferEntry, timeZone: string): string {
  const at = (iso: string) => timeOfDay(iso, timeZone);
  const outcome = t(`offers.outcome.${offer.status}`, {
    time: offer.answered_at ? at(offer.answered_at) : '?',
  });
  return t('offers.line', { name: offer.name, place: offer.place, until: at(offer.expires_at), outcome });
}

type Props = { gameId: number; timeZone: string };

export function OffersPanel({ gameId, timeZone }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  const [opened, setOpened] = useState(false);
  const offers = useGameOffers(gameId, opened);
  return (
    <CollapsibleLog
      title={offersPanelTexts.title}
      listLabel={offersPanelTexts.list}
      texts={offersPanelTexts}
      opened={opened}
      onOpenedChange={setOpened}
      query={offers}
      lines={offers.data?.offers.map((offer) => ({
        key: offer.id,
        at: offer.offered_at,
        text: offerLine(offer, timeZone),
      }))}
      timeZone={timeZone}
    />
  );
}
