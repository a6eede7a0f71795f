/**
 * /rsvp/:token (README "Notifications": one-tap answer links), open to visitors: the link of a reminder
 * or "new game" email. Shows the game (description, group, date and time on the group's clock, venue),
 * who is answering ("For Thabo"), the three answers with the link's `?status=` pre-selected (else the
 * current answer), and Confirm — opening the page changes nothing, as mail scanners open links. Once
 * confirmed: the player's place ("You're in — 8/10", "You're on the reserves — number 2", "You're out")
 * and a link to sign in for the team sheet. A refused answer (RSVP cutoff, …) shows the server's
 * sentence; an expired link (the game has kicked off), a tampered one or a game gone shows its sentence
 * with no buttons. The server sends this page with Referrer-Policy: no-referrer (the token is in the URL).
 */
import { useState } from 'react';
import { Alert, Button, SimpleGrid, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { rsvpLinkTexts, rsvpStatusSchema, type RsvpLinkReply, type RsvpStatus } from '@turnout/shared';
import { AccountCard } from '../../components/AccountCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAnswerRsvpLink, useRsvpLink } from './api.ts';
import { LinkGame } from './LinkGame.tsx';
import { LinkFailed, LinkLoading } from './LinkStates.tsx';

const TITLE = 'Are you playing?';

const choices: { status: RsvpStatus; label: string; color: string }[] = [
  { status: 'in', label: "I'm in", color: 'green' },
  { status: 'reserves', label: 'Reserves', color: 'orange' },
  { status: 'out', label: "I'm out", color: 'gray' },
];

/** Where the person stands on the sheet the link's reply describes. */
function placeText(link: RsvpLinkReply): string | null {
  switch (link.status) {
    case 'in':
      return rsvpLinkTexts.placeIn(link.game.main_team_count, link.game.max_players);
    case 'reserves':
      return link.reserves_position === null
        ? "You're on the reserves"
        : rsvpLinkTexts.placeReserves(link.reserves_position);
    case 'out':
      return rsvpLinkTexts.placeOut;
    default:
      return null;
  }
}

export default function RsvpLinkScreen() {
  useDocumentTitle(TITLE);
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const fromLink = rsvpStatusSchema.safeParse(search.get('status'));
  const link = useRsvpLink(token);
  const answer = useAnswerRsvpLink(token);
  const session = useSession();
  const [picked, setPicked] = useState<RsvpStatus | null>(null);

  if (token !== '' && link.isPending) return <LinkLoading title={TITLE} text={rsvpLinkTexts.loading} />;

  const data = link.data;
  if (!data)
    return (
      <LinkFailed title={TITLE} error={link.error} invalid={token === '' ? rsvpLinkTexts.invalid : null} />
    );

  const choice = picked ?? (fromLink.success ? fromLink.data : data.status);
  const game = data.game;
  const confirmed = answer.isSuccess && !link.isFetching;
  const place = placeText(data);
  const teamSheet = session ? paths.game(game.id) : paths.login(paths.game(game.id));

  return (
    <AccountCard title={TITLE} subtitle={rsvpLinkTexts.forWhom(data.user.name)}>
      <LinkGame game={game} />

      {confirmed && place ? (
        <Alert
          color={data.status === 'out' ? 'gray' : 'green'}
          icon={<IconCircleCheck size={20} />}
          role="status"
        >
          <Text fw={700}>{place}</Text>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {place ? `So far: ${place}` : "You haven't answered yet."}
          </Text>
          <SimpleGrid cols={3} spacing="xs" role="group" aria-label="Your answer">
            {choices.map(({ status, label, color }) => (
              <Button
                key={status}
                color={color}
                variant={choice === status ? 'filled' : 'light'}
                aria-pressed={choice === status}
                onClick={() => {
                  setPicked(status);
                  answer.reset();
                }}
                px={4}
              >
                {label}
              </Button>
            ))}
          </SimpleGrid>
          {answer.isError && (
            <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {errorMessage(answer.error, rsvpLinkTexts.serverError)}
            </Alert>
          )}
          <Button
            fullWidth
            size="md"
            disabled={choice === null}
            loading={answer.isPending || (answer.isSuccess && link.isFetching)}
            onClick={() => choice && answer.mutate(choice)}
          >
            Confirm
          </Button>
        </>
      )}

      <Button component={Link} to={teamSheet} variant={confirmed ? 'light' : 'subtle'}>
        {session ? 'See the team sheet' : rsvpLinkTexts.signInForTeamSheet}
      </Button>
    </AccountCard>
  );
}
