/**
 * GET /api/games/{id}/offers → `{ offers: [{ id, user_id, name, place, status, offered_at, expires_at,
 * answered_at }] }` oldest first (README "Reserves", group admins only): every timed offer made for the
 * game — who was offered which opened place, when, until when and what became of it.
 */
import { useQuery } from '@tanstack/react-query';
import type { GameOffersReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** The game's offers; asked for only once `enabled` (the Offers section is opened). */
export function useGameOffers(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.offers(gameId),
    queryFn: ({ signal }) => api<GameOffersReply>(`/api/games/${gameId}/offers`, { signal }),
    enabled,
  });
}
