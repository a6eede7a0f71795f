/**
 * Room broadcasts written once per socket as one pre-built WebSocket frame
 * (docs/decisions/017-broadcast-frames.md; bench/README.md "Chat fan-out").
 *
 * socket.io's adapter encodes a broadcast once and builds its WebSocket frame once
 * (`wsPreEncodedFrame`), then hands it to every socket's engine.io connection, which wraps it in a
 * packet, queues it, emits four events and writes it to ws as two buffers. For a chat message to a
 * 500-member group that per-socket work was most of the message's JavaScript. `writeBroadcastFrames`
 * replaces one socket.io client's `writeToEngine` (the method the adapters call for each socket) with one
 * that writes the shared frame straight to the socket's ws sender when nothing else is waiting to be sent
 * on that connection, so the order of everything a client receives is what socket.io would have
 * produced; in every other case (polling, an upgrade in progress, packets queued, a volatile packet,
 * per-message compression, a packet without a pre-built frame) it calls socket.io's own method.
 *
 * It relies on members that are not socket.io's public API (engine.io's `writeBuffer` and `transport`,
 * ws's `_sender.sendFrame`, which engine.io itself uses for the same frame). `framesCanBeWrittenDirectly`
 * checks them on a live connection; test/plugins/broadcast-frames.test.ts fails when an upgrade removes
 * them, and the fallback keeps delivery working meanwhile.
 */
import type { Socket } from 'socket.io';

/** The engine.io and ws members the direct write reads (see the module comment). */
type EngineConnection = {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    perMessageDeflate?: unknown;
    socket?: { _sender?: { sendFrame?: (list: Buffer[], cb?: (err?: Error) => void) => void } };
  };
};

type WriteOptions = { volatile?: boolean; wsPreEncodedFrame?: Buffer[] };

type EngineClient = {
  conn: EngineConnection;
  writeToEngine(encodedPackets: unknown, opts: WriteOptions): void;
};

const patched = Symbol('turnout.broadcastFrames');

/** One broadcast's frame as a single buffer, made once per broadcast and shared by every socket. */
const mergedFrames = new WeakMap<Buffer[], Buffer[]>();

function mergedFrame(frame: Buffer[]): Buffer[] {
  let merged = mergedFrames.get(frame);
  if (!merged) {
    merged = frame.length === 1 ? frame : [Buffer.concat(frame)];
    mergedFrames.set(frame, merged);
  }
  return merged;
}

/** The ws sender of `conn` when a frame may be written to it now without overtaking anything, else null. */
function idleSender(conn: EngineConnection) {
  const { transport } = conn;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return null;
  if (transport.name !== 'websocket' || transport.perMessageDeflate) return null;
  const sender = transport.socket?._sender;
  return typeof sender?.sendFrame === 'function' ? sender : null;
}

/**
 * True when `socket`'s connection exposes what the direct write needs (an open websocket with a ws
 * sender and an engine.io write buffer); false on polling or when a dependency upgrade changed them.
 */
export function framesCanBeWrittenDirectly(socket: Socket): boolean {
  const conn = (socket.client as unknown as EngineClient).conn;
  return Array.isArray(conn?.writeBuffer) && idleSender(conn) !== null;
}

/**
 * Makes broadcasts to `socket`'s client write their pre-built frame directly when the connection is idle
 * (see the module comment). Call once per connection; a client shared by several namespaces is patched once.
 */
export function writeBroadcastFrames(socket: Socket): void {
  const client = socket.client as unknown as EngineClient & { [patched]?: true };
  if (client[patched] || typeof client.writeToEngine !== 'function') return;
  client[patched] = true;
  const viaEngine = client.writeToEngine.bind(client);
  client.writeToEngine = (encodedPackets, opts) => {
    const frame = opts?.wsPreEncodedFrame;
    const sender =
      frame && !opts.volatile && Array.isArray(client.conn?.writeBuffer) ? idleSender(client.conn) : null;
    if (!frame || !sender) return viaEngine(encodedPackets, opts);
    sender.sendFrame!(mergedFrame(frame));
  };
}
