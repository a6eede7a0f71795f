/**
 * /games as the app composes it (docs/design.md#layout: app/ composes features): the games feature's list
 * (docs/product.md#s2-games-list) with the calendar feature's "Add to calendar" in its header (README
 * "Notifications", calendar feed).
 *
 * The list shows once the first request for the user's groups has answered or failed (the entry asked
 * for them with the list itself, lib/early-fetch.ts): they decide whether the header has Create Game,
 * and a button arriving after the cards wraps the header onto a second line and pushes every card down
 * (a layout shift, bench/README.md "Web"). A failed or paused (offline) request does not hold the list.
 */
import GamesScreen from '../features/games/GamesScreen.tsx';
import { useAdminGroups } from '../features/games/api/admin-groups-query.ts';
import { AddToCalendar } from '../features/calendar/AddToCalendar.tsx';

export default function GamesRoute() {
  const adminGroups = useAdminGroups();
  if (adminGroups.isPending && adminGroups.fetchStatus === 'fetching' && adminGroups.failureCount === 0)
    return null;
  return <GamesScreen headerActions={<AddToCalendar />} />;
}
