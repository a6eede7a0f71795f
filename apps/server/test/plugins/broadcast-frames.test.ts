/**
 * Room broadcasts written as one pre-built frame per socket (plugins/broadcast-frames.ts,
 * docs/decisions/017-broadcast-frames.md): what a client receives, in which order, on websocket and on
 * polling, and a check that the socket.io, engine.io and ws we run still expose what the direct write uses.
 */
import { describe, expect, it } from 'vitest';
import { io as ioClient, type Socket as ClientSocket } from 'socket.io-client';
import type { Socket } from 'socket.io';
import { userRoom } from '../../src/plugins/realtime.ts';
import { framesCanBeWrittenDirectly } from '../../src/plugins/broadcast-frames.ts';
import type { TestContext } from '../support/build.ts';
import { createUser } from '../support/factories.ts';
import { connectClient, withListeningApp } from '../support/sockets.ts';

/** The server side of the one socket `userId` has open. */
async function serverSocketOf(t: TestContext, userId: number): Promise<Socket> {
  for (let i = 0; i < 50; i++) {
    const found = [...t.app.io.of('/').sockets.values()].find((s) => s.data.userId === userId);
    if (found && found.rooms.has(userRoom(userId))) return found;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`no socket of user ${userId}`);
}

/** Resolves with the first `count` payloads of `event` on `socket`, in the order they arrived. */
function collect(socket: ClientSocket, event: string, count: number): Promise<unknown[]> {
  const got: unknown[] = [];
  return new Promise((resolve) => {
    socket.on(event, (payload: unknown) => {
      got.push(payload);
      if (got.length === count) resolve(got);
    });
  });
}

describe('room broadcasts written as one frame per socket', () => {
  let t: TestContext;
  let base: string;
  withListeningApp((app, url) => ([t, base] = [app, url]));

  it('writes an idle websocket client one buffer per broadcast on the socket.io, engine.io and ws we run', async () => {
    const user = await createUser(t);
    const client = await connectClient(base, user.token);
    const socket = await serverSocketOf(t, user.id);
    expect(framesCanBeWrittenDirectly(socket)).toBe(true);

    // What the connection hands to ws: one merged buffer for the broadcast (the direct write), the
    // header and payload as two for a packet to this socket alone (engine.io's own path).
    const conn = socket.client.conn as unknown as {
      transport: { socket: { _sender: { sendFrame(list: Buffer[], cb?: () => void): void } } };
    };
    const sender = conn.transport.socket._sender;
    const written: number[] = [];
    const sendFrame = sender.sendFrame.bind(sender);
    sender.sendFrame = (list, cb) => {
      written.push(list.length);
      sendFrame(list, cb);
    };

    const arrived = collect(client, 'note', 2);
    const first = new Promise((resolve) => client.once('note', resolve));
    t.app.io.to(userRoom(user.id)).emit('note', { n: 1, via: 'room' });
    await first;
    socket.emit('note', { n: 2, via: 'socket' });
    expect(await arrived).toEqual([
      { n: 1, via: 'room' },
      { n: 2, via: 'socket' },
    ]);
    expect(written).toEqual([1, 2]);
  });

  it('keeps the order of broadcasts and packets to one socket sent in one burst', async () => {
    const user = await createUser(t);
    const client = await connectClient(base, user.token);
    const socket = await serverSocketOf(t, user.id);
    const arrived = collect(client, 'seq', 300);
    // Packets to the socket alone queue in engine.io while ws writes; a broadcast then must queue
    // behind them rather than overtake them.
    for (let n = 0; n < 300; n++) {
      if (n % 3 === 0) socket.emit('seq', n);
      else t.app.io.to(userRoom(user.id)).emit('seq', n);
    }
    expect(await arrived).toEqual(Array.from({ length: 300 }, (_, n) => n));
  });

  it('still delivers to a polling client and delivers binary broadcasts', async () => {
    const user = await createUser(t);
    const polling = ioClient(base, {
      path: '/socket.io',
      transports: ['polling'],
      auth: { token: user.token },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        polling.once('connect', () => resolve());
        polling.once('connect_error', reject);
      });
      const socket = await serverSocketOf(t, user.id);
      expect(framesCanBeWrittenDirectly(socket)).toBe(false);
      const arrived = collect(polling, 'note', 2);
      t.app.io.to(userRoom(user.id)).emit('note', { text: 'first' });
      t.app.io.to(userRoom(user.id)).emit('note', { bytes: Buffer.from([1, 2, 3]) });
      const [first, second] = await arrived;
      expect(first).toEqual({ text: 'first' });
      expect(Buffer.from((second as { bytes: ArrayBuffer }).bytes)).toEqual(Buffer.from([1, 2, 3]));
    } finally {
      polling.close();
    }
  });
});
