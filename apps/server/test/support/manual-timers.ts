/**
 * A clock a test moves by hand, with the timers that run on it (RealtimeTimers of plugins/realtime.ts):
 * nothing fires until `advance(ms)` moves the clock past a timer's time, and then it fires at once, in
 * time order. No real waiting, and nothing happens behind the test's back.
 *
 *   const timers = manualTimers(Date.now());
 *   const t = await build({}, { realtime: { timers } });
 *   timers.advance(7 * 24 * 3600_000); // every timer due within 7 days fires now
 */
import type { RealtimeTimers } from '../../src/plugins/realtime.ts';

export type ManualTimers = RealtimeTimers & {
  /** Moves the clock `ms` forward, firing every timer that falls due (also ones set while firing). */
  advance(ms: number): void;
  /** Timers set and not yet fired or cleared. */
  pending(): number;
};

export function manualTimers(start: number): ManualTimers {
  let now = start;
  let nextId = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      due.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      due.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const [id, timer] = [...due].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (id === undefined || !timer || timer.at > until) break;
        due.delete(id);
        now = timer.at;
        timer.callback();
      }
      now = until;
    },
    pending: () => due.size,
  };
}
