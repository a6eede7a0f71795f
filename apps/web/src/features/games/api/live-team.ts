/**
 * The live team sheet (docs/design.md#realtime): while a game screen is open its socket sits in the game's
 * room (`join_game { gameId }`, again on every reconnect, since a new connection starts in no room), and
 * each `team_changed` for this game refetches the game, its team sheet, its payments, its history and its
 * sides, so an answer, a move or an edit made anywhere shows within a second without reloading. A deleted game
 * then answers 404 (the screen says so). Leaving the screen leaves the room.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientEvents, serverEvents, type TeamChangedPush } from '@turnout/shared/realtime';
import { useSocket, useSocketEvent } from '../../../lib/socket.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** Keeps game `gameId`'s detail, team, payments and history queries live while the calling screen is open. */
export function useLiveTeam(gameId: number): void {
  const queryClient = useQueryClient();
  const socket = useSocket();

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
    void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    void queryClient.invalidateQueries({ queryKey: gameKeys.team(gameId) });
    // A new main team changes the shares, and every change is a new line of the history.
    void queryClient.invalidateQueries({ queryKey: gameKeys.payments(gameId) });
    void queryClient.invalidateQueries({ queryKey: gameKeys.history(gameId) });
    // Published sides, and whether the main team still matches them (README "Sides, results and ratings").
    void queryClient.invalidateQueries({ queryKey: gameKeys.sides(gameId) });
  });
}
