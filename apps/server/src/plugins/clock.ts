/**
 * The app's clock: `app.now()` is the current instant every time-based rule reads (game times, RSVP
 * cutoffs, reminders, the series horizon, manual-reminder spacing). It is `new Date()` unless the
 * builder passes its own (tests move a clock by hand, so no test waits for real time).
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current instant by the app's clock. */
    now(): Date;
  }
}

export type Clock = () => Date;

export default fp(
  async (app, opts: { clock?: Clock }) => {
    const clock = opts.clock ?? (() => new Date());
    app.decorate('now', () => new Date(clock().getTime()));
  },
  { name: 'clock' },
);
