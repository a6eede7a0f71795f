/**
 * Work done after the reply has gone out. A password-reset request answers first and only then looks the
 * email up, stores a token and mails the link, so the answer is the same, and as fast, whether or not
 * the account exists (README "Security").
 *
 * Decorates the app with `background`:
 * - `afterReply(reply, label, work)`: runs `work` once the response has been sent (or its connection
 *   closed); never throws, and a failure is logged under `label` (a database error by code and
 *   constraint only, lib/logging.ts), so it can never change the reply.
 * - `idle()`: resolves once every job started so far has finished (tests; shutdown waits for it too).
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

export type Background = {
  afterReply(reply: FastifyReply, label: string, work: () => Promise<void>): void;
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();

    const background: Background = {
      afterReply(reply, label, work) {
        const job = new Promise<void>((resolve) => {
          let started = false;
          const start = () => {
            if (started) return;
            started = true;
            work()
              .catch((err: unknown) => reply.log.error({ err }, `${label} failed`))
              .finally(resolve);
          };
          // Counted as pending at once, so `idle()` called right after the reply waits for it.
          if (reply.raw.writableFinished || reply.raw.destroyed) return start();
          reply.raw.once('finish', start);
          reply.raw.once('close', start);
        }).finally(() => pending.delete(job));
        pending.add(job);
      },
      async idle() {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    };

    app.decorate('background', background);
    // Registered after the mailer and the database (app.ts): close hooks run in reverse order, so the
    // jobs finish before the mail queue drains and the database closes.
    app.addHook('onClose', async () => background.idle());
  },
  { name: 'background', dependencies: ['db', 'mailer'] },
);
