/**
 * socket.io clients of the durability and scale-out tests, connected and reconnecting as the web app's.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';

export type Client = {
  socket: Socket;
  /** Every `receive_message` payload's id, in arrival order. */
  received: number[];
  /** `server_restart` payloads. */
  restarts: unknown[];
  /** Disconnect reasons, in order. */
  disconnects: string[];
  /** How many times the socket (re)connected and joined the group room. */
  joins: number;
  /** Resolves once the socket has joined the group room at least `n` times. */
  joined(n: number, timeoutMs?: number): Promise<void>;
};

/**
 * A socket.io client as the web app runs it: websocket transport, reconnecting by itself (quickly, for
 * the test), re-joining the group's chat room after every (re)connection.
 */
export function connectClient(base: string, token: string, groupId: number): Client {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
  });
  const client: Client = {
    socket,
    received: [],
    restarts: [],
    disconnects: [],
    joins: 0,
    joined: async (n, timeoutMs = 20_000) => {
      for (let waited = 0; client.joins < n; waited += 20) {
        if (waited > timeoutMs) throw new Error(`The socket joined ${client.joins} times, not ${n}`);
        await sleep(20);
      }
    },
  };
  socket.on('connect', () => {
    socket.emit('join_chat', { group_id: groupId }, (ack: { ok: boolean }) => {
      if (ack.ok) client.joins += 1;
    });
  });
  socket.on('receive_message', (m: { id: number }) => client.received.push(m.id));
  socket.on('server_restart', (p: unknown) => client.restarts.push(p));
  socket.on('disconnect', (reason) => client.disconnects.push(reason));
  return client;
}
