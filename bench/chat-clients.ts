/**
 * A worker thread of bench/chat.ts (bench/README.md "Chat fan-out"): holds its share of the socket.io
 * clients, each signed in as its own group member (websocket transport, no reconnection) and joined to
 * the group's chat with `join_chat`, and records for every `receive_message` the time since its POST
 * was sent (the send time travels in the message's content, on the clock all threads share:
 * lib/chat-protocol.ts `benchNow`). Counts each (client, message) delivery, so the main thread can fail
 * the run on any missing or duplicate one, and reports its event-loop utilisation over the run, so the
 * report can say whether the load generator kept up. Protocol: lib/chat-protocol.ts.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import {
  benchNow,
  parseContent,
  type FromWorker,
  type ToWorker,
  type WorkerResult,
  type WorkerSetup,
} from './lib/chat-protocol.ts';

const setup = workerData as WorkerSetup;
const port = parentPort!;
const say = (m: FromWorker) => port.postMessage(m);

const { clients, groupId, messages, warmup } = setup;
/** counts[client * messages + seq]: deliveries of message seq to that client (saturating at 255). */
const counts = new Uint8Array(clients.length * messages);
const latencies = new Float64Array(clients.length * Math.max(0, messages - warmup));
let measured = 0;
let received = 0;
let unexpected = 0;
let disconnects = 0;
let firstDisconnect: string | null = null;
let closing = false;
let elu: ReturnType<typeof performance.eventLoopUtilization> | null = null;
const sockets: Socket[] = [];

/** Connects client `i` and joins the group's chat; rejects with why when either fails or times out. */
function connect(i: number): Promise<void> {
  const { token, url } = clients[i]!;
  return new Promise((resolve, reject) => {
    const s = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      timeout: setup.connectTimeoutMs,
    });
    sockets.push(s);
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `client ${setup.firstClient + i} did not connect and join within ${setup.connectTimeoutMs} ms`,
          ),
        ),
      setup.connectTimeoutMs,
    );
    s.on('receive_message', (m: { content?: unknown }) => {
      const parsed = typeof m?.content === 'string' ? parseContent(m.content) : null;
      if (!parsed || parsed.seq >= messages) {
        unexpected += 1;
        return;
      }
      const now = benchNow();
      received += 1;
      const k = i * messages + parsed.seq;
      if (counts[k]! < 255) counts[k] = counts[k]! + 1;
      if (parsed.seq >= warmup && counts[k] === 1) latencies[measured++] = now - parsed.sentAt;
    });
    s.on('disconnect', (reason) => {
      if (closing) return;
      disconnects += 1;
      firstDisconnect ??= `client ${setup.firstClient + i}: ${reason}`;
    });
    s.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(new Error(`client ${setup.firstClient + i} could not connect: ${err.message}`));
    });
    s.once('connect', () =>
      s.emit('join_chat', groupId, (ack: { ok: boolean; error?: string }) => {
        clearTimeout(timer);
        if (ack?.ok) resolve();
        else
          reject(
            new Error(
              `client ${setup.firstClient + i} could not join the chat: ${ack?.error ?? 'no answer'}`,
            ),
          );
      }),
    );
  });
}

/** Every (client, message) pair not delivered exactly once, counted, with a few examples. */
function tally(): Pick<WorkerResult, 'missing' | 'duplicates' | 'examples'> {
  let missing = 0;
  let duplicates = 0;
  const examples: string[] = [];
  for (let k = 0; k < counts.length; k += 1) {
    const c = counts[k]!;
    if (c === 1) continue;
    const what = `client ${setup.firstClient + Math.floor(k / messages)} got message ${k % messages} ${c} times`;
    if (c === 0) missing += 1;
    else duplicates += c - 1;
    if (examples.length < 5) examples.push(what);
  }
  return { missing, duplicates, examples };
}

const complete = () => received >= counts.length;

port.on('message', (m: ToWorker) => {
  if (m.kind === 'start') {
    elu = performance.eventLoopUtilization();
  } else if (m.kind === 'collect') {
    const finish = () => {
      const result: WorkerResult = {
        received,
        ...tally(),
        unexpected,
        disconnects,
        firstDisconnect,
        latencies: latencies.slice(0, measured),
        eventLoopUtilization: elu ? performance.eventLoopUtilization(elu).utilization : 0,
      };
      port.postMessage({ kind: 'result', result } satisfies FromWorker, [
        result.latencies.buffer as ArrayBuffer,
      ]);
    };
    const poll = () => (complete() || benchNow() >= m.deadline ? finish() : setTimeout(poll, 20));
    poll();
  } else if (m.kind === 'close') {
    closing = true;
    for (const s of sockets) s.close();
    say({ kind: 'closed' });
  }
});

// Connect in batches of 50, as a club's members would not all open the app in the same millisecond and
// the server's handshake checks (token, sockets per user) are not the thing measured.
try {
  for (let i = 0; i < clients.length; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, clients.length - i) }, (_, j) => connect(i + j)));
  }
  say({ kind: 'ready' });
} catch (err) {
  say({ kind: 'failed', why: err instanceof Error ? err.message : String(err) });
}
