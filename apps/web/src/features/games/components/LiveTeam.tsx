/**
 * The game screen's live team sheet (api/live-team.ts) as a component that renders nothing, so the
 * screen can load it, and the socket client with it, after its first paint (bench/README.md "Web").
 */
import { useLiveTeam } from '../api/live-team.ts';

/** Keeps game `gameId`'s queries live while mounted (useLiveTeam). */
export default function LiveTeam({ gameId }: { gameId: number }) {
  useLiveTeam(gameId);
  return null;
}
