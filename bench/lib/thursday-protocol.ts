/**
 * What bench/thursday.ts and its generator workers (bench/thursday-worker.ts) tell each other, and how a
 * worker is started (bench/README.md "Thursday evening"). A worker gets some of the groups, whole (a
 * group's people, sockets and chat never span two workers, so a group's phases can wait for each other
 * and chat latencies are measured on one clock); it connects their sockets, says `ready`, is told `start`
 * with the window's opening instant, plays the evening and answers with a `WorkerResult`.
 */
import { Worker } from 'node:worker_threads';
import type { GroupPlan } from './thursday-plan.ts';

/** One group as a worker plays it: the plan and the ids and tokens seeded for it. */
export type WorkerGroup = {
  plan: GroupPlan;
  groupId: number;
  gameId: number;
  /** The group's members in plan order (person index), each with a session token. */
  members: { userId: number; token: string }[];
};

export type WorkerInput = {
  /** The server, e.g. http://127.0.0.1:3560. */
  base: string;
  seed: string;
  groups: WorkerGroup[];
  /** Longest wait for one request or socket acknowledgement, ms: a slower one is a failure. */
  timeoutMs: number;
  /** After the last request, how long to wait for every chat delivery and team_changed, ms. */
  drainMs: number;
};

/**
 * What a person's sheet should show at the end (docs/product.md#s4): `out` (their last answer was out),
 * `sheet` (main team or reserves: they said in or reserves, or an admin moved or added them there) or `none`
 * (no answer, or an admin took them off).
 */
export type Expectation = 'out' | 'sheet' | 'none';

export type ReadyMessage = { type: 'ready'; connectMs: number[]; errors: string[] };
export type StartMessage = { type: 'start'; t0: number };

export type WorkerResult = {
  type: 'done';
  people: number;
  sockets: number;
  /** Latencies (ms) of the successful requests, by operation name. */
  ops: Record<string, number[]>;
  /** Every failed request, refused answer, wrong reply or lost socket, as a sentence. */
  errors: string[];
  chat: { posted: number; expected: number; received: number; duplicates: number; latencies: number[] };
  teamChanged: { received: number; breaches: string[] };
  /** Per game: each member's expected place at the end. */
  expectations: { gameId: number; expect: [userId: number, Expectation][] }[];
  /** Event-loop utilisation (0–1) of the worker from the window's opening to its last request. */
  elu: number;
  /** From the window's opening to the worker's last request's end, ms. */
  activeMs: number;
  /** Phase-2 answers and admin moves that started over 1 s later than planned because earlier phases were still waiting for replies. */
  lateStarts: number;
};

/**
 * Starts bench/thursday-worker.ts in a worker thread. A worker does not inherit `--import tsx`'s
 * loader (Node 20), so a one-line bootstrap registers tsx's ESM hooks (tsx/esm/api) in it first.
 */
export function startWorker(input: WorkerInput): Worker {
  const url = new URL('../thursday-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); })`,
    { eval: true, workerData: input },
  );
}
