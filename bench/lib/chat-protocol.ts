/**
 * What bench/chat.ts (the main thread: servers, seeding, the posters) and its client workers
 * (bench/chat-clients.ts, worker threads holding the socket.io clients) say to each other
 * (bench/README.md "Chat fan-out"). One clock for both sides: `benchNow()`, milliseconds since the
 * epoch as performance.timeOrigin + performance.now(), which is comparable across the worker threads of
 * one process.
 */

/** Milliseconds since the epoch, sub-millisecond, on the clock every thread of this process shares. */
export const benchNow = (): number => performance.timeOrigin + performance.now();

/** The content of message `seq` posted at `sentAt` (benchNow ms): "bench <seq> <sentAt>". */
export const messageContent = (seq: number, sentAt: number): string => `bench ${seq} ${sentAt.toFixed(3)}`;

/** The sequence number and send time of a benchmark message's content, or null for any other text. */
export function parseContent(content: string): { seq: number; sentAt: number } | null {
  const m = /^bench (\d+) (\d+(?:\.\d+)?)$/.exec(content);
  return m ? { seq: Number(m[1]), sentAt: Number(m[2]) } : null;
}

/** A worker's start-up data: the clients it holds and what they will receive. */
export type WorkerSetup = {
  /** One entry per socket.io client: its session token and the server it connects to. */
  clients: { token: string; url: string }[];
  /** The run-wide number of this worker's first client (failure messages name clients by it). */
  firstClient: number;
  groupId: number;
  /** Messages the run posts in all (seq 0 … messages − 1); every client must receive each exactly once. */
  messages: number;
  /** Messages with seq below this are warm-up: checked for delivery, left out of the latencies. */
  warmup: number;
  /** How long to wait for a client's connect and join acknowledgement, ms. */
  connectTimeoutMs: number;
};

/** Main thread → worker. */
export type ToWorker =
  /** Posting begins: start measuring the event loop. */
  | { kind: 'start' }
  /** Every POST has been answered: report once every delivery arrived, or at `deadline` (benchNow ms). */
  | { kind: 'collect'; deadline: number }
  /** Close every socket. */
  | { kind: 'close' };

/** Worker → main thread. */
export type FromWorker =
  /** Every client is connected and has joined the group's chat. */
  | { kind: 'ready' }
  /** The worker cannot go on (a client could not connect or join): why. */
  | { kind: 'failed'; why: string }
  | { kind: 'result'; result: WorkerResult }
  | { kind: 'closed' };

export type WorkerResult = {
  /** receive_message events of benchmark messages, in all. */
  received: number;
  /** (client, message) pairs that never arrived, and that arrived more than once (extra copies). */
  missing: number;
  duplicates: number;
  /** Up to 5 examples of a missing or duplicate delivery, for the failure message. */
  examples: string[];
  /** receive_message events whose content is no benchmark message of this run. */
  unexpected: number;
  /** Clients that disconnected during the run, with the reason of the first. */
  disconnects: number;
  firstDisconnect: string | null;
  /** POST sent → receive_message, ms, for each delivery of a measured (non-warm-up) message. */
  latencies: Float64Array;
  /** performance.eventLoopUtilization() from `start` to the result, 0–1. */
  eventLoopUtilization: number;
};
