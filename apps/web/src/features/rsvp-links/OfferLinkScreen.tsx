/**
 * /offer/:token (README "Reserves", timed offers near kick-off), open to visitors: the Accept / Decline
 * link of an offer email. Shows who it is for ("For Sipho"), the game, the time the place is still held
 * (counting down, each second in the last minutes) and Accept / Decline, the link's `?answer=` the
 * filled one — opening the page changes nothing, as mail scanners open links; one tap answers. Then the
 * server's sentence ("You've accepted the place: you're in the main team."). An offer already answered,
 * lapsed or withdrawn says so with no buttons; a refused answer (the offer lapsed meanwhile) shows the
 * server's sentence; an expired, tampered or dead link shows its sentence.
 */
import type { ReactNode } from 'react';
import { Alert, Button, SimpleGrid, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCircleCheck, IconHourglassHigh, IconX } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { OfferLinkReply, OfferStatus } from '@turnout/shared';
import { AccountCard } from '../../components/AccountCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCountdown } from '../../components/countdown.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { timeOfDay } from '../../lib/when.ts';
import { useAnswerOfferLink, useOfferLink } from './offer-api.ts';
import { LinkGame } from './LinkGame.tsx';
import { LinkFailed, LinkLoading } from './LinkStates.tsx';
import { textsOf } from '../../i18n/index.ts';
import { rsvpLinkScreenTexts } from './i18n.ts';

const pageT = rsvpLinkScreenTexts.t;

/** The page's words in the reader's language ('rsvp-links' namespace), read when used. */
export const offerLinkTexts = Object.assign(
  textsOf(pageT, { title: 'offer.title', loading: 'offer.loading' }),
  {
    heldUntil: (time: string) => pageT('offer.heldUntil', { time }),
    /** An offer no longer open when the page opens. */
    closed: textsOf(pageT, {
      accepted: 'offer.closed.accepted',
      declined: 'offer.closed.declined',
      expired: 'offer.closed.expired',
      withdrawn: 'offer.closed.withdrawn',
    }) satisfies Record<Exclude<OfferStatus, 'open'>, string>,
  },
);

export default function OfferLinkScreen() {
  const t = rsvpLinkScreenTexts.useT();
  const title = t('offer.title');
  useDocumentTitle(title);
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const fromLink = search.get('answer');
  const link = useOfferLink(token);
  const answer = useAnswerOfferLink(token);
  const session = useSession();

  if (token !== '' && link.isPending) return <LinkLoading title={title} text={offerLinkTexts.loading} />;

  const data = link.data;
  const teamSheet = (gameId: number) => (session ? paths.game(gameId) : paths.login(paths.game(gameId)));
  if (!data)
    return <LinkFailed title={title} error={link.error} invalid={token === '' ? t('offer.invalid') : null} />;

  const done = answer.isSuccess ? answer.data : null;
  return (
    <AccountCard title={title} subtitle={t('forWhom', { name: data.user.name })}>
      <LinkGame game={data.game} />
      {done ? (
        <Alert
          color={done.status === 'in' ? 'green' : 'gray'}
          icon={<IconCircleCheck size={20} />}
          role="status"
        >
          <Text fw={700}>{done.message}</Text>
        </Alert>
      ) : data.offer.status === 'open' ? (
        <OpenOffer
          data={data}
          preferred={fromLink === 'decline' ? 'decline' : 'accept'}
          pending={answer.isPending ? answer.variables : null}
          error={answer.isError ? errorMessage(answer.error, t('serverError')) : null}
          onAnswer={(a) => answer.mutate(a)}
        />
      ) : (
        <Alert
          color={data.offer.status === 'accepted' ? 'green' : 'gray'}
          icon={<IconCircleCheck size={20} />}
          role="status"
        >
          <Text fw={700}>{offerLinkTexts.closed[data.offer.status]}</Text>
        </Alert>
      )}
      <Button component={Link} to={teamSheet(data.game.id)} variant={done ? 'light' : 'subtle'}>
        {session ? t('seeTeamSheet') : t('signInForTeamSheet')}
      </Button>
    </AccountCard>
  );
}

type Answer = 'accept' | 'decline';

/** The countdown and the two answers of an open offer; `preferred` (the link's answer) is filled. */
function OpenOffer({
  data,
  preferred,
  pending,
  error,
  onAnswer,
}: {
  data: OfferLinkReply;
  preferred: Answer;
  pending: Answer | null;
  error: string | null;
  onAnswer: (answer: Answer) => void;
}) {
  const t = rsvpLinkScreenTexts.useT();
  const { text, ms } = useCountdown(data.offer.expires_at);
  const over = ms <= 0;
  const buttons: { answer: Answer; label: string; color: string; icon: ReactNode }[] = [
    { answer: 'accept', label: t('offer.accept'), color: 'green', icon: <IconCheck size={18} /> },
    { answer: 'decline', label: t('offer.decline'), color: 'gray', icon: <IconX size={18} /> },
  ];
  return (
    <>
      <Alert color={over ? 'gray' : 'teal'} icon={<IconHourglassHigh size={20} />} role="timer">
        <Text fw={700} size="lg">
          {text}
        </Text>
        <Text size="sm">
          {offerLinkTexts.heldUntil(timeOfDay(data.offer.expires_at, data.game.time_zone))}
        </Text>
      </Alert>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="xs">
        {buttons.map((b) => (
          <Button
            key={b.answer}
            size="md"
            color={b.color}
            variant={b.answer === preferred ? 'filled' : 'light'}
            leftSection={b.icon}
            loading={pending === b.answer}
            disabled={over || (pending !== null && pending !== b.answer)}
            onClick={() => onAnswer(b.answer)}
          >
            {b.label}
          </Button>
        ))}
      </SimpleGrid>
    </>
  );
}
