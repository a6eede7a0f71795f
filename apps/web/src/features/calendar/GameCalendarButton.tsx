/**
 * "Add to my calendar" on a game's screen (README "Notifications", calendar feed): downloads the game's
 * own .ics (GET /api/games/{id}/calendar.ics) for the phone or computer to open in its calendar app; a
 * failure is toasted with the server's reason (components/DownloadButton.tsx). The games screen's "Add
 * to calendar" subscribes to every game instead (AddToCalendar).
 */
import { IconCalendarDown } from '@tabler/icons-react';
import { DownloadButton } from '../../components/DownloadButton.tsx';
import { downloadGameCalendar } from './api.ts';
import { calendarTexts } from './texts.ts';
import { calendarScreenTexts } from './i18n.ts';

export function GameCalendarButton({ gameId }: { gameId: number }) {
  calendarScreenTexts.useT(); // re-renders in a new language
  return (
    <DownloadButton
      label={calendarTexts.gameButton}
      failed={calendarTexts.gameFailed}
      icon={<IconCalendarDown size={18} aria-hidden />}
      download={() => downloadGameCalendar(gameId)}
    />
  );
}
