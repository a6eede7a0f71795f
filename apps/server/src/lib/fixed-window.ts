/**
 * Fixed-window counters for the rate limits (plugins/rate-limit.ts), kept in memory or in Redis, that
 * read the time from a clock they are given instead of their own: tests move that clock forward to see
 * a window end, without waiting (time-based rules take a clock the test controls).
 *
 * A key's window opens at its first counted call and lasts `windowMs`; calls while it is open add to
 * its count, calls after it ended open a new one at zero. Blocked callers who keep trying add to the
 * count but never push the window's end back, so a block always ends when its window does.
 *
 * rate-limiter-flexible (still used by the realtime gateway) cannot take a clock: its memory store reads
 * Date.now() and its Redis store relies on Redis's own key expiry. Here Redis runs one small Lua script
 * per call with the caller's time as an argument; the key's expiry only cleans up (it is set to the
 * window's length when the window opens, in Redis's time).
 */
import type { Redis } from 'ioredis';

/** Milliseconds since the epoch, like Date.now. */
export type Clock = () => number;

/** The count of a key's open window after a call, and how long that window still runs. */
export type WindowCount = { count: number; msLeft: number };

export type WindowStore = {
  /** Adds `points` to the key's open window (opening one when none is), atomically. */
  add(key: string, points: number, windowMs: number): Promise<WindowCount>;
  /** Takes one point back from the key's open window, never below zero; nothing when none is open. */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
};

/**
 * Counters in this process's memory. Ended windows are dropped when their key is next used and by
 * `sweep()` (the rate-limit plugin calls it every minute), so memory holds only open windows.
 */
export function memoryWindows(now: Clock): WindowStore & { sweep(): void } {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async add(key, points, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        w = { count: 0, endsAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += points;
      return { count: w.count, msLeft: w.endsAt - t };
    },
    async giveBack(key) {
      const w = windows.get(key);
      if (w && w.endsAt > now() && w.count > 0) w.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
    sweep() {
      const t = now();
      for (const [key, w] of windows) if (w.endsAt <= t) windows.delete(key);
    },
  };
}

// KEYS[1]: a hash { c: count, e: window end in ms }. ARGV: now (ms), window length (ms), points.
const ADD = `
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'e'))
if not ends or ends <= now then
  ends = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'c', 0, 'e', ends)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
local count = redis.call('HINCRBY', KEYS[1], 'c', ARGV[3])
return { count, ends - now }
`;
// KEYS[1] as above. ARGV: now (ms).
const GIVE_BACK = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'e'))
if ends and ends > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'c')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`;

type WindowCommands = {
  turnoutWindowAdd(key: string, now: number, windowMs: number, points: number): Promise<[number, number]>;
  turnoutWindowGiveBack(key: string, now: number): Promise<number>;
};

/**
 * Counters in Redis, shared by every instance that uses the same Redis and key names. Throws what the
 * Redis client throws (the caller decides what a Redis outage means).
 */
export function redisWindows(redis: Redis, now: Clock): WindowStore {
  // defineCommand sends each script once (EVALSHA afterwards).
  if (!('turnoutWindowAdd' in redis)) {
    redis.defineCommand('turnoutWindowAdd', { numberOfKeys: 1, lua: ADD });
    redis.defineCommand('turnoutWindowGiveBack', { numberOfKeys: 1, lua: GIVE_BACK });
  }
  const commands = redis as unknown as WindowCommands;
  return {
    async add(key, points, windowMs) {
      const [count, msLeft] = await commands.turnoutWindowAdd(key, now(), windowMs, points);
      return { count, msLeft };
    },
    async giveBack(key) {
      await commands.turnoutWindowGiveBack(key, now());
    },
    async clear(key) {
      await redis.del(key);
    },
  };
}

/**
 * Redis insured by memory: each call goes to Redis and, when Redis fails (down, unreachable), to the
 * memory store instead, so limits keep holding per instance during an outage (/readyz reports it).
 */
export function insuredWindows(primary: WindowStore, insurance: WindowStore): WindowStore {
  const insured =
    <A extends unknown[], R>(call: (store: WindowStore, ...args: A) => Promise<R>) =>
    (...args: A) =>
      call(primary, ...args).catch(() => call(insurance, ...args));
  return {
    add: insured((s, key: string, points: number, windowMs: number) => s.add(key, points, windowMs)),
    giveBack: insured((s, key: string) => s.giveBack(key)),
    clear: insured((s, key: string) => s.clear(key)),
  };
}
