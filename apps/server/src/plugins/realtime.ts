/**
 * socket.io gateway on path /socket.io (docs/design.md#realtime). The handshake must carry a valid token
 * (`auth: { token }`); the socket then joins its user's room `user:<id>`. With a Redis URL the
 * @socket.io/redis-adapter makes rooms span server instances. Features emit through `app.io`
 * (`app.io.to(userRoom(id)).emit(...)`); chat adds its own events on `app.io.on('connection')`.
 *
 * Socket security (docs/design.md#realtime; decision 006): a browser handshake must come from APP_URL's
 * origin or from the origin the request itself was sent to (same-origin, e.g. 127.0.0.1 vs localhost, or the
 * Vite dev proxy); requests without an Origin header (Node clients) pass, any other origin is refused ("This
 * site may not connect to Turnout."). Payloads are capped at 64 KB (maxHttpBufferSize) and every socket is
 * rate limited (rate-limit.ts `createLimiter` on the app's shared Redis connection when configured): an event
 * over the limit is dropped and its acknowledgement, if any, gets `{ ok: false, error }`.
 *
 * A socket lives no longer than its sign-in (decision record 006-email-change-and-sessions):
 * - a timer disconnects it when its token expires (`exp`), on the injectable `timers` clock;
 * - `disconnectUser` drops every socket of a user on every instance when their tokens are revoked
 *   (password change or reset, email change, "Sign out everywhere", account deletion), and a socket
 *   whose handshake raced such a revocation is dropped by a second token check once it is in its room;
 * - a user has at most `maxSocketsPerUser` (20) sockets, counted on every instance together (atomically
 *   in Redis when configured, socket-slots.ts; else fetchSockets): one more is refused with a
 *   connect_error saying so.
 */
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { accountTexts, serverEvents } from '@turnout/shared';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter } from './rate-limit.ts';
import { writeBroadcastFrames } from './broadcast-frames.ts';
import { SOCKET_SLOT_TTL_MS, redisSocketSlots } from './socket-slots.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

declare module 'socket.io' {
  interface SocketData {
    userId: number;
    /** The token's expiry, in ms since the epoch (its `exp`); undefined when it has none. */
    expiresAt?: number;
  }
}

/** The room every socket of one user joins. */
export const userRoom = (userId: number) => `user:${userId}`;

/** The room of a group's chat; sockets join it through `join_chat` after a membership check. */
export const groupRoom = (groupId: number) => `group:${groupId}`;

/**
 * The room of a group's members: every signed-in socket of each member joins it on connect (chat/socket.ts)
 * and leaves or joins it as memberships change (chat/rooms.ts). It carries what every member hears of
 * the group whatever screen is open: `chat_group_message`, a group message's `message_deleted`.
 */
export const membersRoom = (groupId: number) => `members:${groupId}`;

/** The room of a game's live team sheet; sockets join it through `join_game` after a membership check. */
export const gameRoom = (gameId: number) => `game:${gameId}`;

/**
 * Disconnects every socket of `userId` on every instance (through the Redis adapter when configured):
 * used after a password change or reset and an account deletion, so a revoked sign-in cannot keep
 * listening. Never throws; a failure is logged.
 */
export async function disconnectUser(io: Server, userId: number): Promise<void> {
  try {
    io.in(userRoom(userId)).disconnectSockets(true);
  } catch (err) {
    console.error('Could not disconnect the sockets of user', userId, err);
  }
}

export type RealtimeOptions = {
  redisUrl?: string;
  /** APP_URL: the origin browsers may connect from (besides the request's own origin). */
  appUrl?: string;
  /** Redis pub/sub channel prefix (default "socket.io"); tests use their own so runs never cross-talk. */
  adapterKey?: string;
  /** Events one socket may emit per `eventWindowSeconds` (default 30 per 10 s). */
  eventsPerWindow?: number;
  eventWindowSeconds?: number;
  /** Sockets one user may hold at once, on all instances together (default 20). */
  maxSocketsPerUser?: number;
  /**
   * With Redis: how long a socket's slot in the count lasts without renewal, ms (default 60 000): the
   * longest a crashed instance's sockets still count (socket-slots.ts).
   */
  socketSlotTtlMs?: number;
  /** The clock of the token-expiry timers (default: the real one); tests pass one they control. */
  timers?: RealtimeTimers;
};

/** A clock and its timers: `now()` in ms since the epoch, setTimeout/clearTimeout as Node's. */
export type RealtimeTimers = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const realTimers: RealtimeTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** setTimeout's longest delay (about 24.8 days); a later expiry is reached in several steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
export const MAX_SOCKETS_PER_USER = 20;

export const originRefused = 'This site may not connect to Turnout.';
export const tooManyEvents = 'Too many realtime events: please slow down.';
export const tooManySockets = (max: number) =>
  `Too many open connections: you can be connected from at most ${max} tabs or devices at once. Close one and try again.`;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** True when a handshake's Origin may connect: none (not a browser), APP_URL's, or the request's own. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  appUrl?: string,
): boolean {
  if (!origin) return true;
  const o = originOf(origin);
  if (o === null) return false;
  if (appUrl && o === originOf(appUrl)) return true;
  return !!host && new URL(o).host === host;
}

export default fp(
  async (app, opts: RealtimeOptions) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
    });

    if (opts.redisUrl) {
      // The adapter's own pair: a subscriber connection serves nothing else, and publishes queue
      // through a short Redis outage instead of failing fast like app.redis.
      // Loaded only with a Redis URL: a single instance never holds ioredis and the adapter in memory
      // (bench/README.md "Start-up").
      const [{ createAdapter }, { Redis }] = await Promise.all([
        import('@socket.io/redis-adapter'),
        import('ioredis'),
      ]);
      const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) {
        client.on('error', (err: Error) => app.log.warn({ err }, 'socket.io redis adapter error'));
      }
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub, { key: opts.adapterKey ?? 'socket.io' }));
      app.addHook('onClose', async () => {
        await Promise.allSettled([pub.quit(), sub.quit()]);
      });
    }

    const limiter = createLimiter(
      app.redis,
      'turnout:socket-events',
      opts.eventsPerWindow ?? 30,
      opts.eventWindowSeconds ?? 10,
    );

    io.use((socket, next) => {
      const { origin, host } = socket.handshake.headers;
      if (!originAllowed(origin, host, opts.appUrl)) return next(new Error(originRefused));
      next();
    });

    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error('Please log in to continue.'));
      app.verifyToken(token).then(
        (user) => {
          socket.data.userId = user.id;
          const exp = app.jwt.decode<{ exp?: unknown }>(token)?.exp;
          if (typeof exp === 'number') socket.data.expiresAt = exp * 1000;
          next();
        },
        () => next(new Error(accountTexts.sessionExpired)),
      );
    });

    const timers = opts.timers ?? realTimers;
    // At most maxSocketsPerUser sockets per user, on all instances together. With Redis, one atomic
    // count there (socket-slots.ts; decision record 019-socket-slots-in-redis), so that a burst spread
    // over instances cannot pass on stale counts. Without Redis (one instance), or while Redis does not
    // answer: fetchSockets counts the user's room, and this instance's own admitted sockets are added by
    // id, so that concurrent handshakes here cannot all pass on one stale count.
    const maxSockets = opts.maxSocketsPerUser ?? MAX_SOCKETS_PER_USER;
    const slots =
      opts.redisUrl && app.redis
        ? redisSocketSlots(app.redis, opts.adapterKey ?? 'socket.io', {
            max: maxSockets,
            ttlMs: opts.socketSlotTtlMs ?? SOCKET_SLOT_TTL_MS,
            now: () => timers.now(),
            onError: (err) => app.log.warn({ err }, 'could not renew the socket slots in Redis'),
          })
        : null;
    if (slots) app.addHook('onClose', async () => slots.stop());
    const admitted = new Map<number, Set<string>>();
    /** Admits the socket on this instance's own count (no Redis, or Redis down). */
    const countLocally = (socket: Socket, next: (err?: Error) => void) => {
      const { userId } = socket.data;
      io.in(userRoom(userId))
        .fetchSockets()
        .then(
          (sockets) => {
            const ids = new Set(sockets.map((s) => s.id));
            const mine = admitted.get(userId) ?? new Set<string>();
            for (const id of mine) ids.add(id);
            if (ids.size >= maxSockets) return next(new Error(tooManySockets(maxSockets)));
            mine.add(socket.id);
            admitted.set(userId, mine);
            const release = () => {
              mine.delete(socket.id);
              if (mine.size === 0 && admitted.get(userId) === mine) admitted.delete(userId);
            };
            socket.conn.once('close', release);
            socket.once('disconnect', release);
            next();
          },
          (err: unknown) => {
            // Another instance did not answer in time: better one socket too many than none at all.
            app.log.warn({ err }, 'could not count the sockets of a user');
            next();
          },
        );
    };
    io.use((socket, next) => {
      if (!slots) return countLocally(socket, next);
      const { userId } = socket.data;
      slots.take(userId, socket.id).then(
        (taken) => {
          if (!taken) return next(new Error(tooManySockets(maxSockets)));
          const release = () => void slots.release(userId, socket.id);
          socket.conn.once('close', release);
          socket.once('disconnect', release);
          next();
        },
        (err: unknown) => {
          app.log.warn({ err }, 'could not count the sockets of a user in Redis');
          countLocally(socket, next);
        },
      );
    });

    /** Disconnects `socket` once the clock reaches its token's expiry. */
    const expireAtTokenEnd = (socket: Socket) => {
      const { expiresAt } = socket.data;
      if (expiresAt === undefined) return;
      let handle: unknown;
      const check = () => {
        const left = expiresAt - timers.now();
        if (left <= 0) return void socket.disconnect(true);
        handle = timers.setTimeout(check, Math.min(left, MAX_TIMER_MS));
      };
      check();
      socket.once('disconnect', () => timers.clearTimeout(handle));
    };

    io.on('connection', (socket) => {
      writeBroadcastFrames(socket);
      void socket.join(userRoom(socket.data.userId));
      expireAtTokenEnd(socket);
      // A revocation that committed between the handshake's check and the join above found no socket to
      // drop: check the token again now that the socket is in the room disconnectUser empties.
      const token = (socket.handshake.auth as { token: string }).token;
      app.verifyToken(token).catch(() => socket.disconnect(true));
      // socket.id is unique across instances, so one Redis key per socket.
      socket.use((packet, next) => {
        limiter.consume(socket.id).then(
          () => next(),
          (rejection: unknown) => {
            if (!(rejection instanceof RateLimiterRes)) return next(); // store down: let it through
            const ack = packet[packet.length - 1];
            if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok: false, error: tooManyEvents });
          },
        );
      });
    });

    app.decorate('io', io);
    // Shutting down (SIGTERM, a deploy): tell this instance's sockets, then drop their connections at the
    // transport level. The clients see "transport close", not a server-side disconnect, so socket.io
    // reconnects them on its own (to another instance behind the load balancer) and they catch up.
    app.addHook('preClose', async () => {
      io.local.emit(serverEvents.serverRestart, { reconnect: true });
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    });
  },
  { name: 'realtime', dependencies: ['auth', 'rate-limit'] },
);
