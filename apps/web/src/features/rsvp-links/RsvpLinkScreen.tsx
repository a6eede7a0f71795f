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
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { sameWallClock, zoneAbbreviation } from '@turnout/shared/zone-rules';
import { rsvpLinkTexts, rsvpStatusSchema, type RsvpLinkReply, type RsvpStatus } from '@turnout/shared';
import { AccountCard } from '../../components/AccountCard.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { timeOfDay } from '../../lib/when.ts';
import { useAnswerRsvpLink, useRsvpLink } from './api.ts';

const TITLE = 'Are you playing?';

const choices: { status: RsvpStatus; label: string; color: string }[] = [
  { status: 'in', label: "I'm in", color: 'green' },
  { status: 'reserves', label: 'Reserves', color: 'orange' },
  { status: 'out', label: "I'm out", color: 'gray' },
];

/**
 * "Thursday, 4 March 2027, 19:00" on the group's clock (README "A group's time zone and currency"), in
 * the browser's language, with the zone's short name when the reader's clock shows another time then.
 */
function kickOff(game: RsvpLinkReply['game']): string {
  const date = new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: game.time_zone,
  }).format(new Date(game.game_datetime));
  const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = sameWallClock(game.game_datetime, game.time_zone, viewer)
    ? ''
    : `\u00a0${zoneAbbreviation(game.game_datetime, game.time_zone)}`;
  return `${date}, ${timeOfDay(game.game_datetime, game.time_zone)}${zone}`;
}

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

  if (token !== '' && link.isPending) {
    return (
      <AccountCard title={TITLE}>
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{rsvpLinkTexts.loading}</Text>
        </Group>
      </AccountCard>
    );
  }

  const data = link.data;
  if (!data) {
    const err = link.error;
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return (
      <AccountCard title={TITLE}>
        <Alert
          color={err instanceof ApiError && err.status === 410 ? 'yellow' : 'red'}
          icon={<IconAlertCircle size={20} />}
          role="alert"
        >
          {token === '' ? rsvpLinkTexts.invalid : refused ? err.message : rsvpLinkTexts.serverError}
        </Alert>
        <Button component={Link} to={session ? paths.games() : paths.login()} variant="default">
          {session ? 'Your games' : 'Sign in'}
        </Button>
      </AccountCard>
    );
  }

  const choice = picked ?? (fromLink.success ? fromLink.data : data.status);
  const game = data.game;
  const confirmed = answer.isSuccess && !link.isFetching;
  const place = placeText(data);
  const teamSheet = session ? paths.game(game.id) : paths.login(paths.game(game.id));

  return (
    <AccountCard title={TITLE} subtitle={rsvpLinkTexts.forWhom(data.user.name)}>
      <Stack gap={6}>
        <Text fw={700} size="lg">
          {game.description}
        </Text>
        <Text size="sm" c="dimmed">
          {game.group_name}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden />
          <Text>{kickOff(game)}</Text>
        </Group>
        {game.venue && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden />
            <Text>{game.venue}</Text>
          </Group>
        )}
      </Stack>

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
