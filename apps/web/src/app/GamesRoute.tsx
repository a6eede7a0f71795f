/**
 * /games as the app composes it (DESIGN.md "Layout": app/ composes features): the games feature's list
 * (spec §2 Games list) with the calendar feature's "Add to calendar" in its header (README
 * "Notifications", calendar feed).
 */
import GamesScreen from '../features/games/GamesScreen.tsx';
import { AddToCalendar } from '../features/calendar/AddToCalendar.tsx';

export default function GamesRoute() {
  return <GamesScreen headerActions={<AddToCalendar />} />;
}
