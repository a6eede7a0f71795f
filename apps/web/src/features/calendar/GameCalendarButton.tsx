/**
 * "Add to my calendar" on a game's screen (README "Notifications", calendar feed): downloads the game's
 * own .ics (GET /api/games/{id}/calendar.ics) for the phone or computer to open in its calendar app; a
 * failure is toasted with the server's reason. The games screen's "Add to calendar" subscribes to every
 * game instead (AddToCalendar).
 */
import { Button } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { showFailure } from '../../lib/toasts.ts';
import { useGameCalendarDownload } from './api.ts';
import { calendarTexts } from './texts.ts';

export function GameCalendarButton({ gameId }: { gameId: number }) {
  const download = useGameCalendarDownload();
  return (
    <Button
      variant="default"
      size="sm"
      mih={44}
      leftSection={<IconCalendarDown size={18} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(gameId, { onError: (err) => showFailure(err, calendarTexts.gameFailed) })
      }
    >
      {calendarTexts.gameButton}
    </Button>
  );
}
