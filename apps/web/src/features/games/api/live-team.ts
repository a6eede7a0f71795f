/**
 * The live team sheet (docs/design.md#realtime): while a game screen is open its socket sits in the game's
 * room (`join_game { gameId }`, again on every reconnect, since a new connection starts in no room), and
 * each `team_changed` for this game refetches its team sheet, its payments, its history and its sides, and the game
 * itself only when its details changed (`game` in the push: an edit, a cancellation, a deletion); after
 * an answer or a move the game's counts and the viewer's own answer are taken from the new sheet
 * (sheetCounts). An answer, a move or an edit made anywhere shows within a second without reloading; a
 * deleted game then answers 404 (the screen says so). Leaving the screen leaves the room.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GameDetail, TeamResponse } from '@turnout/shared';
import { clientEvents, serverEvents, type TeamChangedPush } from '@turnout/shared/realtime';
import { useSocket, useSocketEvent } from '../../../lib/socket.ts';
import { useSession } from '../../../lib/session.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/**
 * What the game's detail (GET /api/games/{id}) reads from its team sheet: the main team and reserves
 * counts (guests included) and the viewer's own answer (`pending` when not on the sheet).
 */
export function sheetCounts(
  team: TeamResponse,
  viewerId: number | undefined,
): Pick<GameDetail['game'], 'main_team_count' | 'reserves_count' | 'my_status'> {
  const mine = [...team.mainTeam, ...team.reserves, ...team.notAttending].find(
    (e) => e.user_id !== null && e.user_id === viewerId && e.guest_id === undefined,
  );
  return {
    main_team_count: team.mainTeam.length,
    reserves_count: team.reserves.length,
    my_status: mine?.status ?? 'pending',
  };
}

/** Keeps game `gameId`'s detail, team, payments and history queries live while the calling screen is open. */
export function useLiveTeam(gameId: number): void {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const viewerId = useSession()?.user.id;

  useEffect(() => {
    if (!socket || !Number.isSafeInteger(gameId) || gameId <= 0) return;
    const join = () => {
      socket.emit(clientEvents.joinGame, { gameId });
    };
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit(clientEvents.leaveGame, { gameId });
    };
  }, [socket, gameId]);

  useSocketEvent<TeamChangedPush>(socket, serverEvents.teamChanged, (push) => {
    if (push?.gameId !== gameId) return;
    if (push.game === false) {
      // The sheet alone changed: the game's counts and the viewer's answer follow the new sheet.
      void queryClient.invalidateQueries({ queryKey: gameKeys.team(gameId) }).then(() => {
        const team = queryClient.getQueryData<TeamResponse>(gameKeys.team(gameId));
        if (!team) return;
        queryClient.setQueryData<GameDetail>(gameKeys.detail(gameId), (detail) =>
          detail ? { ...detail, game: { ...detail.game, ...sheetCounts(team, viewerId) } } : detail,
        );
      });
    } else {
      void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.team(gameId) });
    }
    // A new main team changes the shares, and every change is a new line of the history.
    void queryClient.invalidateQueries({ queryKey: gameKeys.payments(gameId) });
    void queryClient.invalidateQueries({ queryKey: gameKeys.history(gameId) });
    // Published sides, and whether the main team still matches them (README "Sides, results and ratings").
    void queryClient.invalidateQueries({ queryKey: gameKeys.sides(gameId) });
  });
}
