/**
 * /games/:gameId as the app composes it (docs/design.md#layout: app/ composes features): the games
 * feature's game screen (docs/product.md#s2-game-detail) with the calendar feature's "Add to my
 * calendar" for this one game (README "Notifications", calendar feed).
 */
import { useParams } from 'react-router';
import GameDetailScreen from '../features/games/GameDetailScreen.tsx';
import { GameCalendarButton } from '../features/calendar/GameCalendarButton.tsx';

export default function GameRoute() {
  const gameId = Number(useParams().gameId);
  return <GameDetailScreen calendarAction={<GameCalendarButton gameId={gameId} />} />;
}
