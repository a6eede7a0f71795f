/**
 * socket.io client (docs/design.md#realtime, docs/product.md#s4-realtime-connection, #s9-realtime-defaults).
 *
 * `useSocket()` opens one connection for the signed-in user while the calling screen is mounted and
 * closes it on leaving, with the spec's reconnection settings (20 s connect timeout, 1–5 s backoff,
 * randomisation 0.5, unlimited attempts). The handshake carries the token; the server puts the socket
 * in the user's room, so pushes (unread counts, messages) arrive without joining anything.
 * `useSocketEvent(socket, event, handler)` subscribes while mounted.
 */
import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
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

/**
 * An external store holding one socket for `token` (none without a token) while React is subscribed:
 * subscribing (when the screen mounts) opens and connects it, unsubscribing (when it unmounts or the
 * token changes) disconnects it. Creating the store has no side effect, so render stays pure.
 */
function socketStore(token: string | null) {
  let socket: Socket | null = null;
  return {
    subscribe(onChange: () => void): () => void {
      if (!token) return () => undefined;
      const own = openSocket(token);
      socket = own;
      onChange();
      return () => {
        own.disconnect();
        if (socket === own) socket = null;
      };
    },
    getSnapshot: (): Socket | null => socket,
  };
}

const noSocket = () => null;

/**
 * The signed-in user's socket while the calling component is mounted; null when signed out and on the
 * first render (the socket opens once the screen is committed). React re-renders with it in the same
 * task, so the `useSocketEvent` listeners are on before the handshake can answer.
 */
export function useSocket(): Socket | null {
  const token = useSession()?.token ?? null;
  const store = useMemo(() => socketStore(token), [token]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, noSocket);
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
