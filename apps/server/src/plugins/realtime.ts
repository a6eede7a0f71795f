/**
 * socket.io gateway on path /socket.io (DESIGN.md "Realtime"). The handshake must carry a valid token
 * (`auth: { token }`); the socket then joins its user's room `user:<id>`. With a Redis URL the
 * @socket.io/redis-adapter makes rooms span server instances. Features emit through `app.io`
 * (`app.io.to(userRoom(id)).emit(...)`); chat adds its own events on `app.io.on('connection')`.
 */
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

declare module 'socket.io' {
  interface SocketData {
    userId: number;
  }
}

/** The room every socket of one user joins. */
export const userRoom = (userId: number) => `user:${userId}`;

/** The room of a group's chat; sockets join it through `join_chat` after a membership check. */
export const groupRoom = (groupId: number) => `group:${groupId}`;

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

export default fp(
  async (app, opts: { redisUrl?: string }) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
    });

    if (opts.redisUrl) {
      const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub));
      app.addHook('onClose', async () => {
        await Promise.allSettled([pub.quit(), sub.quit()]);
      });
    }

    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error('Please log in to continue.'));
      app.verifyToken(token).then(
        (user) => {
          socket.data.userId = user.id;
          next();
        },
        () => next(new Error('Your session has expired. Please log in again.')),
      );
    });

    io.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.userId));
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
