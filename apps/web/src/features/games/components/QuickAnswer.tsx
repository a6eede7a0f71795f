/**
 * The compact "Are you playing?" of a game card (home "Next up" and the games list): the three RSVP
 * buttons, the current answer marked, answering in place (POST /api/rsvps, docs/product.md#s4). The same
 * rules as the game screen's RsvpPanel decide which buttons are enabled — the shared decideRsvp and cutoff
 * rules the server applies (team-sheet.ts, game-rules.ts), on the counts the games list carries — and an
 * answer shows the server's sentence as a toast, as the game screen does. On success the card's answer
 * is updated at once and the games lists, the game and its team sheet refetch (gameKeys.all).
 */
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Game, GamesList, RsvpStatus } from '@turnout/shared';
import { hasStarted, isCutoffPassed } from '@turnout/shared/game-rules';
import { decideRsvp } from '@turnout/shared/team-sheet';
import { errorMessage } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';
import { useRsvp } from '../api/rsvp.ts';
import { useNow } from '../use-now.ts';
import classes from './QuickAnswer.module.css';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';

/** The three answers; `label` is the button's key in the 'games' namespace (answer.*). */
const choices: { status: RsvpStatus; label: 'in' | 'reserves' | 'out'; color: string }[] = [
  { status: 'in', label: 'in', color: 'green' },
  { status: 'reserves', label: 'reserves', color: 'orange' },
  { status: 'out', label: 'out', color: 'gray' },
];

type Props = {
  game: Game;
  /** The clock the rules use; by default the browser's, refreshed every minute. */
  now?: Date;
};

/** The three RSVP buttons of one game, enabled as the server's rules allow (docs/product.md#s4). */
export function QuickAnswer({ game, now }: Props) {
  const t = gameScreenTexts.useT();
  sharedGameTexts.useT(); // the shared game sentences, loaded in the reader's language
  const clock = useNow();
  const at = now ?? clock;
  const queryClient = useQueryClient();
  const rsvp = useRsvp();
  const kickOff = new Date(game.game_datetime);
  const started = hasStarted(kickOff, at);
  // A cancelled game takes no answers (README "Cancelled games").
  const cancelled = game.status === 'cancelled';
  const cutoffPassed = isCutoffPassed(kickOff, game.rsvp_cutoff, at);
  const refused = (requested: RsvpStatus) =>
    decideRsvp({
      mainCount: game.main_team_count,
      maxPlayers: game.max_players,
      reservesCount: game.reserves_count,
      current: game.my_status,
      requested,
      cutoffPassed,
    }).kind === 'refused';

  const answer = (status: RsvpStatus) =>
    rsvp.mutate(
      { gameId: game.id, status },
      {
        onSuccess: (reply) => {
          // Mark the new answer on the card now; the counts follow with the refetch.
          queryClient.setQueryData<GamesList>(gameKeys.list(), (list) =>
            list
              ? {
                  ...list,
                  games: list.games.map((g) => (g.id === game.id ? { ...g, my_status: reply.status } : g)),
                }
              : list,
          );
          notifications.show({ color: reply.status === 'out' ? 'gray' : 'green', message: reply.message });
        },
        onError: (err) =>
          notifications.show({ color: 'red', message: errorMessage(err, sharedGameTexts.t('rsvpFailed')) }),
      },
    );

  const note = cancelled
    ? sharedGameTexts.t('gameCancelled')
    : started
      ? sharedGameTexts.t('gameStarted')
      : cutoffPassed
        ? sharedGameTexts.t('deadlinePassed')
        : null;

  return (
    <Stack gap={4} className={classes.root}>
      <SimpleGrid cols={3} spacing={6} role="group" aria-label={t('answer.for', { game: game.description })}>
        {choices.map(({ status, label, color }) => {
          const current = game.my_status === status;
          const disabled = cancelled || started || current || refused(status);
          return (
            <Button
              key={status}
              size="sm"
              px={4}
              color={color}
              variant={current ? 'filled' : 'light'}
              disabled={disabled}
              loading={rsvp.isPending && rsvp.variables?.status === status}
              onClick={() => answer(status)}
              className={current ? classes.current : undefined}
              aria-pressed={current}
            >
              {t(`answer.${label}`)}
            </Button>
          );
        })}
      </SimpleGrid>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
