/**
 * "Are you playing?": the user's current answer and the three RSVP buttons (spec §4). The button of the
 * current answer is disabled; after the cutoff "I'm out" is disabled for everyone and a main-team player
 * can no longer drop out (Reserves disabled too, the server refuses it); once the game has started
 * nobody answers.
 */
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Game, RsvpStatus, TeamResponse } from '@turnout/shared';
import { hasStarted, isCutoffPassed } from '@turnout/shared/game-rules';
import { gameTexts } from '@turnout/shared/texts';
import { errorMessage } from '../../../lib/api.ts';
import { useRsvp } from '../api/rsvp.ts';
import { CutoffNotice } from './CutoffNotice.tsx';
import classes from './RsvpPanel.module.css';

type Props = { game: Game; team: TeamResponse | undefined; userId: number | undefined; now: Date };

const choices: { status: RsvpStatus; label: string; color: string }[] = [
  { status: 'in', label: "I'm in", color: 'green' },
  { status: 'reserves', label: 'Reserves', color: 'orange' },
  { status: 'out', label: "I'm out", color: 'gray' },
];

export function RsvpPanel({ game, team, userId, now }: Props) {
  const rsvp = useRsvp();
  const at = new Date(game.game_datetime);
  const started = hasStarted(at, now);
  const cutoffPassed = isCutoffPassed(at, game.rsvp_cutoff, now);
  const lockedIn = game.my_status === 'in' && cutoffPassed;

  const answer = (status: RsvpStatus) =>
    rsvp.mutate(
      { gameId: game.id, status },
      {
        onSuccess: (reply) =>
          notifications.show({ color: reply.status === 'out' ? 'gray' : 'green', message: reply.message }),
        onError: (err) =>
          notifications.show({ color: 'red', message: errorMessage(err, gameTexts.rsvpFailed) }),
      },
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rsvp-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="rsvp-title">
            Are you playing?
          </Title>
          <Text size="sm" c="dimmed">
            {describe(game.my_status, team, userId)}
          </Text>
        </div>
        <SimpleGrid cols={3} spacing="xs">
          {choices.map(({ status, label, color }) => {
            const current = game.my_status === status;
            // After the cutoff "I'm out" is disabled for everyone (spec §4); a main-team player cannot
            // move to the reserves either (the server refuses both for them).
            const disabled =
              started || current || (cutoffPassed && status === 'out') || (lockedIn && status !== 'in');
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
                {label}
              </Button>
            );
          })}
        </SimpleGrid>
        {started ? (
          <Text size="sm" c="dimmed">
            {gameTexts.gameStarted}
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
  switch (status) {
    case 'in':
      return "You're in the main team.";
    case 'reserves': {
      const place = team?.reserves.findIndex((e) => e.user_id === userId) ?? -1;
      return place >= 0 ? `You're number ${place + 1} on the reserves list.` : "You're on the reserves list.";
    }
    case 'out':
      return "You said you can't make it.";
    default:
      return "You haven't answered yet.";
  }
}
