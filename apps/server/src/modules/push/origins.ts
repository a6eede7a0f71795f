/**
 * What the push sender knows about each push service (README "Notifications", Delivery), keyed by the
 * endpoint's origin (scheme://host:port), so that one slow or failing service never holds up pushes to
 * the others:
 *
 * - a pause (backoff): an origin that timed out, could not be reached, or answered 429 or 5xx is not
 *   tried again for `firstPauseMs` (30 s), doubled at each failure after a pause has ended, up to
 *   `maxPauseMs` (15 minutes); its next answer of any kind ends it. A failure during a pause (a send
 *   that began before it) does not lengthen it. Shared by every instance through Redis when there is
 *   one (a hash `<namespace>:push-origin:<origin>` holding `until` and `pause`), in memory otherwise and
 *   whenever Redis fails;
 * - a place: at most `perOrigin` (2) sends to one origin at once on this instance, so a service that
 *   never answers holds at most two of the instance's push workers.
 *
 * Times are the gate's clock (`now`, ms since the epoch; Date.now unless a test passes its own).
 */
import type { Redis } from 'ioredis';

/** Sends to one origin at once per instance. */
export const PUSH_PER_ORIGIN = 2;
/** The first pause of a failing origin, in milliseconds; doubled at each failure after a pause. */
export const PUSH_FIRST_PAUSE_MS = 30_000;
/** The longest pause of a failing origin, in milliseconds (15 minutes). */
export const PUSH_MAX_PAUSE_MS = 15 * 60_000;

/** A place to send to an origin (`release` it once the send is over), or how long to wait for one. */
export type Entry = { release(): void } | { waitMs: number; why: 'paused' | 'busy' };

export type OriginGate = {
  /**
   * Takes one of `origin`'s places on this instance when it is not paused and has a free one; else
   * resolves to the wait: the pause left (`paused`), or `busyWaitMs` (`busy`).
   */
  enter(origin: string): Promise<Entry>;
  /** Records that `origin` failed (see the module); resolves to the pause now left, in milliseconds. */
  failed(origin: string): Promise<number>;
  /** Records that `origin` answered: any pause of it ends. */
  answered(origin: string): Promise<void>;
};

export type OriginGateOptions = {
  /** The instance's Redis command connection (app.redis), or null: the pauses stay in memory. */
  redis: Redis | null;
  /** Prefix of the Redis keys ("turnout"; tests give each run its own, Redis outlives them). */
  namespace: string;
  now?: () => number;
  perOrigin?: number;
  firstPauseMs?: number;
  maxPauseMs?: number;
  /** How long a job for an origin without a free place waits before it is tried again (ms). */
  busyWaitMs: number;
  /** Told when Redis fails (the memory then answers). */
  onRedisError?: (err: unknown) => void;
};

type Pause = { until: number; pause: number };

/**
 * Starts or keeps a pause: `state` is what is known of the origin (or undefined), `now` the time.
 * Returns the new state; a pause still running is kept as it is.
 */
function nextPause(state: Pause | undefined, now: number, first: number, max: number): Pause {
  if (state && state.until > now) return state;
  const pause = state ? Math.min(state.pause * 2, max) : first;
  return { until: now + pause, pause };
}

/**
 * The same in Redis, atomically: KEYS[1] the origin's hash; ARGV now, first pause, longest pause.
 * Returns the pause left. The key expires a longest pause after its pause ends (a quiet origin starts
 * again from the first pause).
 */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local untilAt = tonumber(redis.call('HGET', KEYS[1], 'until'))
local pause = tonumber(redis.call('HGET', KEYS[1], 'pause'))
if untilAt and untilAt > now then return untilAt - now end
if pause then pause = math.min(pause * 2, tonumber(ARGV[3])) else pause = tonumber(ARGV[2]) end
redis.call('HSET', KEYS[1], 'until', string.format('%d', now + pause), 'pause', string.format('%d', pause))
redis.call('PEXPIRE', KEYS[1], pause + tonumber(ARGV[3]))
return pause
`;

/** The gate described by the module, on `options.redis` or in memory. */
export function createOriginGate(options: OriginGateOptions): OriginGate {
  const now = options.now ?? Date.now;
  const perOrigin = options.perOrigin ?? PUSH_PER_ORIGIN;
  const first = options.firstPauseMs ?? PUSH_FIRST_PAUSE_MS;
  const max = options.maxPauseMs ?? PUSH_MAX_PAUSE_MS;
  const sending = new Map<string, number>();
  const memory = new Map<string, Pause>();
  const key = (origin: string) => `${options.namespace}:push-origin:${origin}`;

  /** Forgets the pauses ended more than a longest pause ago (an origin that fails once in a while). */
  const sweep = (at: number) => {
    if (memory.size < 1000) return;
    for (const [origin, state] of memory) if (state.until + max < at) memory.delete(origin);
  };

  /** `run` against Redis, or `fallback` without Redis or when Redis fails. */
  const redisOr = async <T>(run: (redis: Redis) => Promise<T>, fallback: () => T): Promise<T> => {
    if (!options.redis) return fallback();
    try {
      return await run(options.redis);
    } catch (err) {
      options.onRedisError?.(err);
      return fallback();
    }
  };

  const pauseLeft = (origin: string, at: number) =>
    redisOr(
      async (redis) => Number((await redis.hget(key(origin), 'until')) ?? 0) - at,
      () => (memory.get(origin)?.until ?? 0) - at,
    );

  return {
    async enter(origin) {
      const taken = sending.get(origin) ?? 0;
      if (taken >= perOrigin) return { waitMs: options.busyWaitMs, why: 'busy' };
      // The place is taken before the pause is read, so that sends entering meanwhile count it.
      sending.set(origin, taken + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (sending.get(origin) ?? 1) - 1;
        if (left > 0) sending.set(origin, left);
        else sending.delete(origin);
      };
      const left = await pauseLeft(origin, now());
      if (left > 0) {
        release();
        return { waitMs: left, why: 'paused' };
      }
      return { release };
    },
    async failed(origin) {
      const at = now();
      const inMemory = () => {
        sweep(at);
        const state = nextPause(memory.get(origin), at, first, max);
        memory.set(origin, state);
        return state.until - at;
      };
      return redisOr(
        async (redis) => Number(await redis.eval(FAIL_SCRIPT, 1, key(origin), at, first, max)),
        inMemory,
      );
    },
    async answered(origin) {
      memory.delete(origin);
      await redisOr(
        async (redis) => {
          await redis.del(key(origin));
        },
        () => {},
      );
    },
  };
}
