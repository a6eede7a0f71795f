/**
 * "Are you playing?": the user's current answer and the three RSVP buttons (docs/product.md#s4). A button is
 * disabled when it matches the current answer, or when the server's own rule (team-sheet.ts decideRsvp)
 * would refuse it: after the cutoff "I'm out" for everyone and Reserves for a main-team player. Reserves
 * is open at any other time: a reserve by choice, "I'll play if you need me"
 * (docs/decisions/010-reserves-queue.md). A reserve sees their place: "You're 2nd on the reserves."; the
 * reply's sentence (which says the same) is shown after each answer. Once the game has started nobody
 * answers, nor while it is cancelled (README "Cancelled games": the buttons stay, disabled, with the reason).
 */
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Game, RsvpStatus, TeamResponse } from '@turnout/shared';
import { hasStarted, isCutoffPassed } from '@turnout/shared/game-rules';
import { decideRsvp, reservesPlaceSentence } from '@turnout/shared/team-sheet';
import { errorMessage } from '../../../lib/api.ts';
import { useRsvp } from '../api/rsvp.ts';
import { CutoffNotice } from './CutoffNotice.tsx';
import classes from './RsvpPanel.module.css';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';

type Props = { game: Game; team: TeamResponse | undefined; userId: number | undefined; now: Date };

/** The three answers; `label` is the button's key in the 'games' namespace (answer.*). */
const choices: { status: RsvpStatus; label: 'in' | 'reserves' | 'out'; color: string }[] = [
  { status: 'in', label: 'in', color: 'green' },
  { status: 'reserves', label: 'reserves', color: 'orange' },
  { status: 'out', label: 'out', color: 'gray' },
];

export function RsvpPanel({ game, team, userId, now }: Props) {
  const t = gameScreenTexts.useT();
  const tg = sharedGameTexts.useT();
  const rsvp = useRsvp();
  const at = new Date(game.game_datetime);
  const started = hasStarted(at, now);
  const cancelled = game.status === 'cancelled';
  const closed = started || cancelled;
  const cutoffPassed = isCutoffPassed(at, game.rsvp_cutoff, now);
  // The freshest counts at hand: the team sheet once loaded, else the game's own.
  const counts = {
    mainCount: team?.mainTeam.length ?? game.main_team_count,
    maxPlayers: game.max_players,
    reservesCount: team?.reserves.length ?? game.reserves_count,
  };
  const decide = (requested: RsvpStatus) =>
    decideRsvp({ ...counts, current: game.my_status, requested, cutoffPassed });
  const refused = (requested: RsvpStatus) => decide(requested).kind === 'refused';

  const answer = (status: RsvpStatus) =>
    rsvp.mutate(
      { gameId: game.id, status },
      {
        onSuccess: (reply) =>
          notifications.show({ color: reply.status === 'out' ? 'gray' : 'green', message: reply.message }),
        onError: (err) =>
          notifications.show({ color: 'red', message: errorMessage(err, sharedGameTexts.t('rsvpFailed')) }),
      },
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rsvp-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="rsvp-title">
            {t('answer.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {describe(game.my_status, team, userId)}
          </Text>
        </div>
        <SimpleGrid cols={3} spacing="xs">
          {choices.map(({ status, label, color }) => {
            const current = game.my_status === status;
            // The server's rule decides (docs/product.md#s4: after the cutoff "I'm out" is disabled for
            // everyone).
            const disabled = closed || current || refused(status);
            return (
              <Button
                key={status}
                color={color}
                variant={current ? 'filled' : 'light'}
                disabled={disabled}
                loading={rsvp.isPending && rsvp.variables?.status === status}
                onClick={() => answer(status)}
                px={4}
                className={current ? classes.current : undefined}
                aria-pressed={current}
              >
                {t(`answer.${label}`)}
              </Button>
            );
          })}
        </SimpleGrid>
        {!closed && game.my_status !== 'reserves' && (
          <Text size="sm" c="dimmed">
            {tg('reservesByChoiceHint')}
          </Text>
        )}
        {closed ? (
          <Text size="sm" c="dimmed">
            {cancelled ? tg('gameCancelled') : tg('gameStarted')}
          </Text>
        ) : (
          <CutoffNotice game={game} now={now} />
        )}
      </Stack>
    </Paper>
  );
}

/** "You're in the main team", "You're 2nd on the reserves", … */
function describe(
  status: Game['my_status'],
  team: TeamResponse | undefined,
  userId: number | undefined,
): string {
  const t = gameScreenTexts.t;
  switch (status) {
    case 'in':
      return t('answer.youreIn');
    case 'reserves': {
      const index = team?.reserves.findIndex((e) => e.user_id === userId) ?? -1;
      return reservesPlaceSentence(index >= 0 ? index + 1 : null);
    }
    case 'out':
      return t('answer.youreOut');
    default:
      return t('answer.notYet');
  }
}
