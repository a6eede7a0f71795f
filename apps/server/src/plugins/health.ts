/**
 * Load-balancer probes (README "Running several instances"):
 * - GET /healthz → 200 { status: 'ok', backup: { newest_at, age_seconds } } while the process is up (no
 *   dependency checked); `backup` names the newest backup in BACKUP_DIR (README "Backups"), both null
 *   when there is none.
 * - GET /readyz → 200 { status: 'ready', checks } when the database answers `select 1` and, when
 *   REDIS_URL is set, Redis answers PING (each within 2000 ms); otherwise 503 { status: 'unavailable',
 *   checks } naming what failed, so a load balancer stops sending traffic to this instance. While the
 *   app is shutting down /readyz answers 503 too. Redis is pinged on the app's shared connection
 *   (`app.redis`, opened by the rate-limit plugin).
 */
import fp from 'fastify-plugin';
import { ping } from '../db/client.ts';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default fp(
  async (app) => {
    const { redis } = app;
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    const schema = { hide: true } as const;
    app.get('/healthz', { schema }, async () => {
      const at = await app.backups.newestAt().catch(() => null);
      return {
        status: 'ok',
        backup: {
          newest_at: at?.toISOString() ?? null,
          age_seconds: at ? Math.max(0, Math.floor((app.now().getTime() - at.getTime()) / 1000)) : null,
        },
      };
    });

    app.get('/readyz', { schema }, async (_request, reply) => {
      const checks: Record<string, string> = {};
      await Promise.all([
        withTimeout(ping(app.db), 'the database').then(
          () => (checks.database = 'ok'),
          (err: Error) => (checks.database = err.message),
        ),
        redis
          ? withTimeout(redis.ping(), 'Redis').then(
              () => (checks.redis = 'ok'),
              (err: Error) => (checks.redis = err.message),
            )
          : undefined,
      ]);
      if (closing) checks.server = 'shutting down';
      const ready = !closing && Object.values(checks).every((v) => v === 'ok');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
    });
  },
  { name: 'health', dependencies: ['db', 'rate-limit', 'clock'] },
);
