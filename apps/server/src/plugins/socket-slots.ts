/**
 * The sockets a user holds on every instance together, counted atomically in Redis (docs/design.md#realtime;
 * decision record 019-socket-slots-in-redis). Each user has one sorted set, `{prefix}:sockets:{userId}`,
 * whose members are socket ids scored with the time (ms since the epoch) their slot lapses. Taking a slot
 * is one Lua script: drop the lapsed slots, refuse when `max` remain, else add this socket's. The instance
 * that admitted a socket renews its slot every `ttlMs / 3` and removes it when the socket goes, so a slot
 * outlives its socket only when its instance dies without closing: then for at most `ttlMs`.
 *
 *   const slots = redisSocketSlots(redis, 'socket.io', { max: 20, ttlMs: 60_000, now: () => Date.now() });
 *   if (await slots.take(userId, socket.id)) ...; slots.release(userId, socket.id);
 *
 * `take` rejects (the caller decides what to do) when Redis does not answer; `release` never rejects.
 */
import type { Redis } from 'ioredis';

/** A slot's default lifetime without renewal: how long a dead instance's sockets still count (ms). */
export const SOCKET_SLOT_TTL_MS = 60_000;

const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

export type SocketSlots = {
  /** Takes a slot for `socketId`; false when the user already holds `max` live slots. */
  take(userId: number, socketId: string): Promise<boolean>;
  /** Gives the slot back (a socket that disconnected). */
  release(userId: number, socketId: string): Promise<void>;
  /** Stops renewing (the instance is closing; its sockets release their slots as they go). */
  stop(): void;
};

export type SocketSlotOptions = {
  /** Sockets one user may hold on all instances together. */
  max: number;
  /** A slot's lifetime without renewal, ms. */
  ttlMs: number;
  /** The clock the slots' lapse times are written on (ms since the epoch); tests move it. */
  now(): number;
  /** Called when a renewal fails (Redis down); the slots then lapse unless a later renewal succeeds. */
  onError(err: unknown): void;
};

export function redisSocketSlots(redis: Redis, prefix: string, opts: SocketSlotOptions): SocketSlots {
  const key = (userId: number) => `${prefix}:sockets:${userId}`;
  /** This instance's admitted sockets, per user: what it renews. */
  const held = new Map<number, Set<string>>();

  const renew = () => {
    if (held.size === 0) return;
    const lapse = opts.now() + opts.ttlMs;
    const batch = redis.multi();
    for (const [userId, ids] of held) {
      for (const id of ids) batch.zadd(key(userId), 'XX', lapse, id);
      batch.pexpire(key(userId), opts.ttlMs);
    }
    batch.exec().catch(opts.onError);
  };
  const timer = setInterval(renew, Math.max(1000, Math.floor(opts.ttlMs / 3)));
  timer.unref();

  return {
    async take(userId, socketId) {
      const now = opts.now();
      const taken = await redis.eval(
        TAKE,
        1,
        key(userId),
        now,
        now + opts.ttlMs,
        opts.max,
        socketId,
        opts.ttlMs,
      );
      if (taken !== 1) return false;
      const ids = held.get(userId) ?? new Set<string>();
      ids.add(socketId);
      held.set(userId, ids);
      return true;
    },
    async release(userId, socketId) {
      const ids = held.get(userId);
      if (!ids?.delete(socketId)) return;
      if (ids.size === 0) held.delete(userId);
      await redis.zrem(key(userId), socketId).catch(opts.onError);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
