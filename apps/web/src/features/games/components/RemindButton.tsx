/**
 * The game screen's reminder for group admins (README "Reminders"): "Remind the N who haven't
 * answered" — N the members with no answer yet (the team sheet's pending entries), the admin looking at
 * it left out (whoever acts is never reminded: the server skips them too) — sends each of them
 * a reminder now (POST /api/games/:id/remind) and toasts "Reminded N players.". The server allows one
 * per game per 10 minutes: its 429 sentence shows as a yellow toast. Hidden when everyone has answered
 * or the game has started.
 */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging } from '@tabler/icons-react';
import type { Game, TeamResponse } from '@turnout/shared';
import { hasStarted } from '@turnout/shared/game-rules';
import { ApiError } from '../../../lib/api.ts';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { useRemindPlayers } from '../api/remind.ts';
import { gameScreenTexts } from '../i18n.ts';
import { textsOf } from '../../../i18n/index.ts';

const t = gameScreenTexts.t;
/** The remind button's words in the reader's language ('games' namespace, remind.*). */
export const remindTexts = Object.assign(
  textsOf(t, {
    failed: 'remind.failed',
  }),
  {
    button: (n: number) => t('remind.button', { count: n }),
    reminded: (n: number) => t('remind.reminded', { count: n }),
  },
);

type Props = {
  game: Pick<Game, 'id' | 'game_datetime'>;
  team: TeamResponse;
  now: Date;
  /** The signed-in admin: not counted among those to remind. */
  viewerId: number | undefined;
};

export function RemindButton({ game, team, now, viewerId }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  const remind = useRemindPlayers();
  const waiting = team.notAttending.filter((e) => e.status === 'pending' && e.user_id !== viewerId).length;
  if (waiting === 0 || hasStarted(new Date(game.game_datetime), now)) return null;

  const send = () =>
    remind.mutate(game.id, {
      onSuccess: (reply) => showSuccess(remindTexts.reminded(reply.reminded)),
      onError: (err) =>
        err instanceof ApiError && err.status === 429
          ? notifications.show({ color: 'yellow', message: err.message })
          : showFailure(err, remindTexts.failed),
    });

  return (
    <Button
      variant="light"
      leftSection={<IconBellRinging size={18} />}
      loading={remind.isPending}
      onClick={send}
      // Full width on a phone, its label wrapping rather than running off the screen.
      w={{ base: '100%', xs: 'fit-content' }}
      h="auto"
      mih={42}
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.3 } }}
    >
      {remindTexts.button(waiting)}
    </Button>
  );
}
