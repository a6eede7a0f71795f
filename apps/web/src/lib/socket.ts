/**
 * socket.io client (DESIGN.md "Realtime", spec §4 "Realtime connection", §9 "Realtime defaults").
 *
 * `useSocket()` opens one connection for the signed-in user while the calling screen is mounted and
 * closes it on leaving, with the spec's reconnection settings (20 s connect timeout, 1–5 s backoff,
 * randomisation 0.5, unlimited attempts). The handshake carries the token; the server puts the socket
 * in the user's room, so pushes (unread counts, messages) arrive without joining anything.
 * `useSocketEvent(socket, event, handler)` subscribes while mounted.
 */
import { useEffect, useEffectEvent, useMemo } from 'react';
import { io, type Socket } from 'socket.io-client';
import { realtimeClientDefaults } from '@turnout/shared/realtime';
import { useSession } from './session.ts';

/** A socket for `token` on this origin (the Vite dev server proxies /socket.io); connects unless told not to. */
export function openSocket(token: string, options: { autoConnect?: boolean } = {}): Socket {
  return io({
    ...realtimeClientDefaults,
    auth: { token },
    withCredentials: true,
    autoConnect: options.autoConnect ?? true,
  });
}

/** The signed-in user's socket while the calling component is mounted; null when signed out. */
export function useSocket(): Socket | null {
  const session = useSession();
  const token = session?.token ?? null;
  const socket = useMemo(() => (token ? openSocket(token, { autoConnect: false }) : null), [token]);
  useEffect(() => {
    if (!socket) return;
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket]);
  return socket;
}

/** Calls the latest `handler` for each `event` on `socket` while mounted. */
export function useSocketEvent<T>(socket: Socket | null, event: string, handler: (payload: T) => void) {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => onEvent(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
