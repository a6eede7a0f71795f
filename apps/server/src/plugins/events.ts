/**
 * The app's event bus, `app.events` (docs/decisions/016-module-faces-and-events.md): how a module tells
 * the modules above it that something happened without importing them. Groups, games and accounts
 * publish; rsvps, chat and the others subscribe in their own plugin.
 *
 * Two phases, each with its own map of event names to payloads:
 * - `TransactionEvents`: published with `inTransaction(tx, name, payload)` inside the change's
 *   transaction; their handlers (`onTransaction`) change data with the change, in that transaction, so a
 *   rule that must hold with it (a removed member leaves the team sheets, a deleted account's direct
 *   messages go) holds when it commits, and nothing of it stays when it rolls back.
 * - `CommitEvents`: published with `emit(name, payload)` once the change has committed (the route calls
 *   it after the service returns); their handlers (`on`) do what must follow a committed change: socket
 *   rooms, live team sheet announcements, unread count pushes. They are awaited in the order they were
 *   registered; one that throws is logged and the others still run, since the change has committed.
 *
 * Both maps are empty here: the module that publishes an event declares it, as a plugin declares its
 * decorators (`declare module '…/plugins/events.ts' { interface TransactionEvents { … } }`), so this
 * plugin imports no module. Payloads are ids and values (and the `Notified` set a change collects).
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client.ts';

/** Events published inside the change's transaction (declared by the publishing modules). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TransactionEvents {}

/** Events published after the change has committed (declared by the publishing modules). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommitEvents {}

type TransactionHandler<P> = (tx: Tx, payload: P) => Promise<void>;
type CommitHandler<P> = (payload: P) => Promise<void> | void;

/** What a service is given to publish inside its transaction (it never sees the subscribers). */
export interface TransactionPublisher {
  /** Runs every `onTransaction` handler of `name` in `tx`, in the order they were registered. */
  inTransaction<K extends keyof TransactionEvents>(tx: Tx, name: K, payload: TransactionEvents[K]): Promise<void>;
}

/** The bus: subscribe in a module's plugin, publish from services (in the transaction) and routes (after). */
export class EventBus implements TransactionPublisher {
  private readonly transactionHandlers = new Map<string, TransactionHandler<never>[]>();
  private readonly commitHandlers = new Map<string, CommitHandler<never>[]>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  /** Subscribes `handler` to `name` inside the publishing transaction. */
  onTransaction<K extends keyof TransactionEvents>(name: K, handler: TransactionHandler<TransactionEvents[K]>): void {
    const list = this.transactionHandlers.get(name) ?? [];
    list.push(handler as TransactionHandler<never>);
    this.transactionHandlers.set(name, list);
  }

  /** Subscribes `handler` to `name` after the change has committed. */
  on<K extends keyof CommitEvents>(name: K, handler: CommitHandler<CommitEvents[K]>): void {
    const list = this.commitHandlers.get(name) ?? [];
    list.push(handler as CommitHandler<never>);
    this.commitHandlers.set(name, list);
  }

  async inTransaction<K extends keyof TransactionEvents>(
    tx: Tx,
    name: K,
    payload: TransactionEvents[K],
  ): Promise<void> {
    for (const handler of this.transactionHandlers.get(name) ?? []) {
      await (handler as TransactionHandler<TransactionEvents[K]>)(tx, payload);
    }
  }

  /**
   * Runs every `on` handler of `name` (call it once the change has committed) and returns `result`, so a
   * route can wrap its reply. Never throws: a failing handler is logged.
   */
  async emit<K extends keyof CommitEvents, T = undefined>(
    name: K,
    payload: CommitEvents[K],
    result?: T,
  ): Promise<T> {
    for (const handler of this.commitHandlers.get(name) ?? []) {
      try {
        await (handler as CommitHandler<CommitEvents[K]>)(payload);
      } catch (err) {
        this.log?.warn({ err, event: name }, 'an after-commit event handler failed');
      }
    }
    return result as T;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's event bus (plugins/events.ts). */
    events: EventBus;
  }
}

export default fp(
  async (app) => {
    app.decorate('events', new EventBus(app.log));
  },
  { name: 'events' },
);
