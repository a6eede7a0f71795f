/**
 * Timed offers on a game's team sheet (README "Reserves", timed offers near kick-off;
 * docs/decisions/010-reserves-queue.md): GET /api/games/{id}/team lists each open offer of a main-team
 * place as `{ user_id, expires_at }` (ISO, UTC). A place held by an offer counts as taken for everyone
 * but the reserve it is offered to.
 */
import type { TeamOffer, TeamResponse } from '@turnout/shared';
import { allEntries, firstNameOf } from './sheet-entries.ts';

/** One open offer: the reserve it is made to and when it lapses (ISO 8601, UTC). */
export type OpenOffer = TeamOffer;

/**
 * The sheet's open offers, soonest to lapse first (a sheet kept offline from before offers existed has
 * none).
 */
export function offersOf(team: TeamResponse): OpenOffer[] {
  const offers = (team as Partial<Pick<TeamResponse, 'offers'>>).offers ?? [];
  return [...offers].sort((a, b) => a.expires_at.localeCompare(b.expires_at));
}

/** The offer made to `userId`, if one is open. */
export function offerTo(team: TeamResponse, userId: number | undefined): OpenOffer | undefined {
  return userId === undefined ? undefined : offersOf(team).find((o) => o.user_id === userId);
}

/** The first name of the reserve holding `offer`, as the sheet shows it ("Offered to Sipho"). */
export function offeredName(team: TeamResponse, offer: OpenOffer): string {
  return firstNameOf(offer.user_id, allEntries(team)) ?? 'a reserve';
}

/** Main-team places nobody holds: max_players less the main team and the places held by offers. */
export function freePlaces(team: TeamResponse): number {
  return Math.max(team.max_players - team.mainTeam.length - offersOf(team).length, 0);
}
