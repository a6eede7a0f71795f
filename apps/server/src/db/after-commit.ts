/**
 * Work that must wait until a transaction has committed (docs/decisions/011-jobs-in-the-transaction.md):
 * `withAfterCommit(db)` makes each `db.transaction(…)` collect the hooks that code inside it registers
 * with `afterCommit(hook)`, and run them once the transaction has committed; a transaction that rolls
 * back drops them. Outside a transaction, `afterCommit` runs the hook at once.
 *
 * The hooks are wake-ups (a job queue worker told that a job it cannot yet see is about to be there), never
 * the work itself: what must happen with the change is written inside the transaction.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client.ts';

type Hooks = { hooks: (() => void)[]; done: boolean };

const open = new AsyncLocalStorage<Hooks>();
const wrapped = Symbol('turnout.afterCommit');

/** Makes `db.transaction` run the hooks registered inside it after its commit. Idempotent; returns `db`. */
export function withAfterCommit(db: Database): Database {
  const target = db as Database & { [wrapped]?: true };
  if (target[wrapped]) return db;
  const transaction = db.transaction.bind(db);
  target.transaction = (async (work: Parameters<Database['transaction']>[0], config?: never) => {
    const state: Hooks = { hooks: [], done: false };
    const result = await open.run(state, () => transaction(work, config));
    state.done = true;
    for (const hook of state.hooks) runHook(hook);
    return result;
  }) as Database['transaction'];
  target[wrapped] = true;
  return db;
}

/**
 * Runs `hook` once the transaction this code runs in has committed (never when it rolls back), or at
 * once outside a transaction. A hook that throws is ignored: the change has committed.
 */
export function afterCommit(hook: () => void): void {
  const state = open.getStore();
  if (state && !state.done) state.hooks.push(hook);
  else runHook(hook);
}

function runHook(hook: () => void) {
  try {
    hook();
  } catch {
    // A wake-up that fails leaves the job to the worker's next poll.
  }
}
