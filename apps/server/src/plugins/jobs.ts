/**
 * Work that runs later, once, on any instance (README "Jobs"; docs/design.md#growing): a
 * PostgreSQL-backed queue (pg-boss 10) on the app's own database, PGlite or PostgreSQL alike. Jobs are
 * rows, so they survive a restart; an instance that fetches one holds it (SKIP LOCKED), so two instances
 * never run the same job; a failing job is retried with exponential backoff and, past its retries, logged
 * and given up. Each instance runs up to a queue's `concurrency` jobs of it at once (default one at a
 * time), oldest first.
 *
 * Decorates the app with `jobs`:
 * - `define(queue, handler)`: a feature registers its queue (retries, backoff, concurrency, an optional
 *   cron schedule in UTC) and its handler, before the app is ready; the handler gets the job's data and
 *   throws to fail.
 * - `send(name, data, options?)`: enqueues a job; resolves to its id (null when `options.id` names a job
 *   that exists already). With `options.tx` the job is written inside that transaction, so it exists if
 *   and only if the change that decided on it commits (docs/decisions/011-jobs-in-the-transaction.md);
 *   the worker is woken once it has committed. Without `tx`, never await it inside a Drizzle
 *   transaction on PGlite (one connection: it would wait for the transaction).
 * - `run(name, data?)`: enqueues a job and resolves once it has finished (tests, and scripts).
 * - `idle(names?)`: resolves once every job this instance has sent (to those queues) has finished:
 *   completed, failed for good, or cancelled (tests; `mailer.idle()`).
 * - `stop()`: stops the workers, letting running jobs finish; plugins whose handlers need something they
 *   close (the mail transport) call it first in their own close hook.
 *
 * Handlers read the time from `app.now()` (plugins/clock.ts), never from pg-boss, so a test that moves the
 * clock and runs a job sees the job act at that time. Workers start when the app is ready and stop (letting
 * running jobs finish) when it closes, before the database closes.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { v5 as uuidv5 } from 'uuid';
import { afterCommit } from '../db/after-commit.ts';
import { sqlExecutorOf, type DbHandle, type Executor } from '../db/client.ts';
import { JOB_QUEUE_SCHEMA, jobQueueDb } from '../db/job-queue.ts';

export type JobQueue<T extends object> = {
  /** Queue name, "<feature>.<job>" ("mail.send", "series.horizon"). */
  name: string;
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30), doubled each time (with jitter) when retryBackoff. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run taking longer than this fails (and is retried). Default 5 minutes. */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy: 'singleton' lets at most one job of the queue run at a time and 'stately'
   * also queues at most one more (sweeps and daily jobs); default 'standard'.
   */
  policy?: PgBoss.QueuePolicy;
  /**
   * How many jobs of the queue one instance runs at once (default 1): that many workers, each fetching
   * and running one job at a time (README "Jobs"). Deliveries that wait on someone else's server
   * (`push.send`, `mail.send`) run several, so one slow far end holds one worker, not the queue.
   */
  concurrency?: number;
  /** A cron expression (UTC) on which one job is sent, by one instance, when schedules run. */
  cron?: string;
  /** Called with a job's data and the error once its last retry has failed (after the log line). */
  onGiveUp?: (data: T, err: unknown) => void;
  /** Runs one job: its data and its id (a key for what it writes, so a rerun writes nothing twice). */
  handler: (data: T, job: { id: string }) => Promise<void>;
};

/**
 * Options of `send`: pg-boss's (`id`: a job id, so sending the same id twice makes one job; `startAfter`;
 * …) and `tx`, the transaction (or database) to write the job in.
 */
export type SendOptions = Omit<PgBoss.SendOptions, 'db'> & { tx?: Executor };

/**
 * The settings of a sweep that runs every minute on one instance at the app's clock ('stately': one run at
 * a time, at most one more waiting; retried twice, 20 s apart; cut off after 5 minutes): spread into
 * `define` beside the sweep's name and handler (reminders.sweep, notifications.digest).
 */
export const EVERY_MINUTE_SWEEP = {
  cron: '* * * * *',
  policy: 'stately',
  retryLimit: 2,
  retryDelaySeconds: 20,
  expireInSeconds: 300,
} as const satisfies Partial<JobQueue<object>>;

export type Jobs = {
  define<T extends object>(queue: JobQueue<T>): void;
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /**
   * Writes several jobs of one queue with one statement, inside `tx` when given (as `send`); each job's
   * `id`, when given, makes a second write of the same id a no-op. Resolves once written.
   */
  sendMany(name: string, jobs: { data: object; id?: string }[], options?: { tx?: Executor }): Promise<void>;
  run(name: string, data?: object): Promise<void>;
  idle(names?: string[]): Promise<void>;
  /** Stops fetching and lets running jobs finish (up to 10 s); idempotent. Called on app close. */
  stop(): Promise<void>;
};

export type JobsOptions = {
  handle: DbHandle;
  /** Send the cron jobs (default true; tests turn it off and run jobs themselves). */
  schedule?: boolean;
  /** Archive and purge old jobs (default true; tests turn it off). */
  supervise?: boolean;
  /** How often an idle worker looks for new jobs, in seconds (default 2; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Overrides every queue's retry delay, in seconds (tests: 0 retries at once). */
  retryDelaySeconds?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);
/** Advisory lock key under which instances create the queues one at a time ("queues" as a number). */
const JOB_QUEUE_LOCK_KEY = 7_411_710_251;
/** Mails and other job data hold links: completed and failed jobs are archived after an hour, then deleted after another. */
const KEEP_SECONDS = 3600;
/** Seconds between two maintenance runs (expired jobs taken again, old ones archived) across instances. */
const MAINTENANCE_SECONDS = 30;
/** Seconds between two polls of a queue's second and further workers (woken sooner by work found). */
const HELPER_POLL_SECONDS = 30;

export default fp(
  async (app, opts: JobsOptions) => {
    // pg-boss marks a job completed or failed without waiting for it (a query left running after the
    // handler returns): stop() waits for every query still running before the database may close, so a
    // finished job is never left "active" (and run again once it expires).
    const queries = new Set<Promise<unknown>>();
    /** Handlers running now (a job fetched just before stop() still runs to its end). */
    const running = new Set<Promise<unknown>>();
    /** Set once stop() has drained: a late query of pg-boss's that fails then answers nothing. */
    let closed = false;
    const db = jobQueueDb(opts.handle.sql);
    const boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          // pg-boss does not await some of its queries (marking a job done): once stopped, a query that
          // fails (the database closed under it) answers nothing instead of a rejection nobody handles;
          // a job so left "active" runs again after its time limit (README "Jobs": at least once).
          const sent = db.executeSql(text, values);
          const query = closed ? sent.catch(() => ({ rows: [] })) : sent;
          const tracked = query.then(
            () => {},
            () => {},
          );
          queries.add(tracked);
          void tracked.finally(() => queries.delete(tracked));
          return query;
        },
      },
      schema: JOB_QUEUE_SCHEMA,
      // DbHandle.migrate() installs the schema (db/job-queue.ts), so this finds it current; on a database
      // nobody migrated (a test that never touches it) it is created here.
      migrate: true,
      supervise: opts.supervise ?? true,
      schedule: opts.schedule ?? true,
      archiveCompletedAfterSeconds: KEEP_SECONDS,
      archiveFailedAfterSeconds: KEEP_SECONDS,
      deleteAfterSeconds: KEEP_SECONDS,
      // How often one instance looks for jobs whose run was cut off (their process died) to run them
      // again, and archives old ones: a fan-out cut off by a crash is rerun within a minute.
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));

    const queues = new Map<string, JobQueue<object>>();
    const workers = new Map<string, string>();
    /** Jobs sent by this instance and not yet seen finished: id → queue. */
    const sent = new Map<string, string>();
    let started = false;
    let stopping: Promise<void> | undefined;

    const runOne = async (queue: JobQueue<object>, job: PgBoss.JobWithMetadata<object>) => {
      try {
        await queue.handler(job.data, { id: job.id });
      } catch (err) {
        const last = job.retryCount >= job.retryLimit;
        if (last) {
          app.log.error(
            { err, queue: queue.name, job: job.id, attempts: job.retryCount + 1 },
            `job ${queue.name} failed ${job.retryCount + 1} times; giving up`,
          );
          try {
            queue.onGiveUp?.(job.data, err);
          } catch {
            // The give-up hook only reports; nothing it does may change the job's end.
          }
        } else {
          app.log.warn(
            {
              err,
              queue: queue.name,
              job: job.id,
              attempt: job.retryCount + 1,
              retriesLeft: job.retryLimit - job.retryCount,
            },
            `job ${queue.name} failed; it will be retried`,
          );
        }
        throw err;
      }
    };

    const jobs: Jobs = {
      define(queue) {
        if (started) throw new Error(`The job queue ${queue.name} must be defined before the app is ready.`);
        queues.set(queue.name, queue as JobQueue<object>);
      },
      async send(name, data = {}, options = {}) {
        const queue = queues.get(name);
        if (!queue) throw new Error(`There is no job queue ${name}.`);
        const { tx, ...sendOptions } = options;
        const id = await boss.send(
          name,
          data,
          tx ? { ...sendOptions, db: jobQueueDb(sqlExecutorOf(tx)) } : sendOptions,
        );
        if (id) {
          sent.set(id, name);
          // Wakes this instance's worker at once instead of at its next poll; a job written in a
          // transaction only once that has committed (before, the worker would find nothing).
          const wake = () => {
            const worker = workers.get(name);
            if (worker) boss.notifyWorker(worker);
          };
          if (tx) afterCommit(wake);
          else wake();
        }
        return id;
      },
      async sendMany(name, many, options = {}) {
        if (!queues.has(name)) throw new Error(`There is no job queue ${name}.`);
        if (many.length === 0) return;
        const withIds = many.map((job) => ({ name, data: job.data, id: job.id ?? randomUUID() }));
        const db = options.tx ? jobQueueDb(sqlExecutorOf(options.tx)) : undefined;
        await boss.insert(withIds, db ? { db } : {});
        for (const job of withIds) sent.set(job.id, name);
        const wake = () => {
          const worker = workers.get(name);
          if (worker) boss.notifyWorker(worker);
        };
        if (options.tx) afterCommit(wake);
        else wake();
      },
      async run(name, data = {}) {
        const id = await jobs.send(name, data);
        if (id) await waitFor([[id, name]]);
      },
      async idle(names) {
        for (;;) {
          const pending = [...sent].filter(([, name]) => !names || names.includes(name));
          if (pending.length === 0) return;
          await waitFor(pending);
        }
      },
      stop() {
        stopping ??= (async () => {
          if (started) await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
          // A handler that began after pg-boss looked (its fetch was in flight) finishes too, and so does
          // the query that marks its job done, issued a few ticks after the handler returns.
          do {
            await Promise.allSettled([...running]);
            await new Promise((resolve) => setImmediate(resolve));
            await Promise.allSettled([...queries]);
          } while (running.size > 0 || queries.size > 0);
          closed = true;
        })();
        return stopping;
      },
    };

    /** Polls until each of `pending` ([id, queue]) has finished; forgets them. */
    const waitFor = async (pending: [string, string][]) => {
      let left = pending;
      while (left.length > 0) {
        const still: [string, string][] = [];
        for (const [id, name] of left) {
          const job = await boss.getJobById(name, id, { includeArchive: true });
          if (!job || FINISHED.has(job.state)) sent.delete(id);
          else still.push([id, name]);
        }
        left = still;
        if (left.length > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    app.decorate('jobs', jobs);

    app.addHook('onReady', async () => {
      started = true;
      await boss.start();
      const retryOptions = (queue: JobQueue<object>) => {
        const retryDelay = opts.retryDelaySeconds ?? queue.retryDelaySeconds ?? 30;
        return {
          retryLimit: queue.retryLimit ?? 3,
          retryDelay,
          // pg-boss backs off from at least 1 s (1–2 s, 2–4 s, …): a delay of 0 means retry at once.
          retryBackoff: retryDelay > 0 && (queue.retryBackoff ?? true),
          expireInSeconds: queue.expireInSeconds ?? 300,
        };
      };
      // Creating a queue creates its table partition: two instances doing it at once deadlock on
      // PostgreSQL, so they take turns under an advisory lock. Idempotent: the first instance creates
      // each queue, the others update it to the same options.
      await opts.handle.exclusive(JOB_QUEUE_LOCK_KEY, async () => {
        for (const queue of queues.values()) {
          const retry = retryOptions(queue);
          await boss.createQueue(queue.name, {
            name: queue.name,
            policy: queue.policy ?? 'standard',
            ...retry,
          });
          await boss.updateQueue(queue.name, { name: queue.name, ...retry });
          if (queue.cron && (opts.schedule ?? true)) {
            await boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC' });
          }
        }
      });
      for (const queue of queues.values()) {
        // `concurrency` workers per queue, each its own fetch loop of one job at a time. `workers` names
        // the one a new job wakes (send): an idle worker of the queue when there is one, so a job sent
        // while a worker waits on a slow far end is fetched at once by another.
        const ids: string[] = [];
        const busy = new Set<string>();
        const idleWorker = () => ids.find((id) => !busy.has(id));
        const aim = () => {
          const next = idleWorker() ?? ids[0];
          if (next) workers.set(queue.name, next);
        };
        const polling = opts.pollingIntervalSeconds ?? 2;
        for (let i = 0; i < Math.max(1, Math.floor(queue.concurrency ?? 1)); i += 1) {
          const self = { id: '' };
          // Only the first worker polls at the queue's pace; the others mostly wait to be woken (by a send,
          // or by a worker that found a job), so an idle instance costs one fetch per queue and interval,
          // not one per worker (database transactions per chat message, bench/README.md "Chat fan-out").
          const pollingIntervalSeconds = i === 0 ? polling : Math.max(polling, HELPER_POLL_SECONDS);
          self.id = await boss.work<object>(
            queue.name,
            { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
            async ([job]) => {
              // The worker fetches again at once after a job rather than after its polling interval, so a
              // burst (a sweep's mails) drains job after job; an empty fetch then waits for the next poll.
              boss.notifyWorker(self.id);
              if (!job) return;
              busy.add(self.id);
              // One idle worker of the queue looks too: a burst spreads over the queue's workers, each
              // that finds a job waking the next.
              const idle = idleWorker();
              if (idle) boss.notifyWorker(idle);
              aim();
              const run = runOne(queue, job);
              const tracked = run.then(
                () => {},
                () => {},
              );
              running.add(tracked);
              void tracked.finally(() => running.delete(tracked));
              try {
                await run;
              } finally {
                busy.delete(self.id);
                aim();
              }
            },
          );
          ids.push(self.id);
        }
        aim();
      }
    });

    // Stops fetching and lets running jobs finish (up to 10 s) before the database closes (registered
    // after the db plugin, so this close hook runs before the database's).
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db', 'clock'] },
);

/** The UUID namespace of job ids derived from a parent job (`childJobId`). */
const CHILD_JOB_NAMESPACE = '6f1b7c52-3d0e-4f8a-9a57-1c2e8b9d4e60';

/**
 * A job id (a name-based UUID, RFC 9562 version 5) derived from the job that writes it and the part it
 * is: a job run again after a crash writes the same ids, which the queue takes once
 * (docs/decisions/011-jobs-in-the-transaction.md).
 */
export function childJobId(parentId: string, part: string): string {
  return uuidv5(`${parentId}:${part}`, CHILD_JOB_NAMESPACE);
}
