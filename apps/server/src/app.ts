/**
 * buildApp(options) → a ready-to-listen Fastify instance with every plugin and feature module, never
 * listening itself (main.ts listens; tests use app.inject). Serves the JSON API, socket.io and, when the
 * web build exists, the SPA: any GET outside /api that matches no file gets index.html so client routes
 * such as /games/12 survive a reload.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import db from './plugins/db.ts';
import auth from './plugins/auth.ts';
import deviceTokens from './plugins/device-token.ts';
import realtime, { type RealtimeOptions } from './plugins/realtime.ts';
import health from './plugins/health.ts';
import security from './plugins/security.ts';
import openapi from './plugins/openapi.ts';
import mailer, { type MailerOptions } from './plugins/mailer.ts';
import clock, { type Clock } from './plugins/clock.ts';
import jobs, { type JobsOptions } from './plugins/jobs.ts';
import background from './plugins/background.ts';
import backups from './plugins/backups.ts';
import rateLimit, { type RateLimitOptions } from './plugins/rate-limit.ts';
import events from './plugins/events.ts';
import { accountsRoutes } from './modules/accounts/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { exportsRoutes } from './modules/exports/index.ts';
import { gamesRoutes } from './modules/games/index.ts';
import { groupsRoutes } from './modules/groups/index.ts';
import { invitationsForGroups, inviteLinksRoutes, invitesRoutes } from './modules/invites/index.ts';
import {
  notificationSettingsRoutes,
  notificationsRoutes,
  unsubscribeRoutes,
} from './modules/notifications/index.ts';
import { passkeysRoutes } from './modules/passkeys/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { resultsRoutes } from './modules/results/index.ts';
import { pushRoutes, type PushOptions } from './modules/push/index.ts';
import { remindersRoutes } from './modules/reminders/index.ts';
import { rsvpLinksRoutes } from './modules/rsvp-links/index.ts';
import { rsvpsRoutes } from './modules/rsvps/index.ts';
import { seriesRoutes } from './modules/series/index.ts';
import { sidesRoutes } from './modules/sides/index.ts';
import { findTokenHolder } from './modules/users/index.ts';
import signedTokens from './plugins/signed-tokens.ts';
import { HttpError } from './lib/http-errors.ts';
import { loggerOptions, requestId } from './lib/logging.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildOptions = {
  config: Config;
  database: DbHandle;
  jwtSecret: string;
  /** Close the database with the app (main.ts); tests that share a handle pass false. */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built SPA; defaults to apps/web/dist. Nothing is served when it does not exist. */
  webDist?: string;
  /** Realtime gateway overrides (tests, benchmarks): Redis channel key, per-socket event limit. */
  realtime?: Partial<RealtimeOptions>;
  /** Rate-limit overrides (tests): key namespace, limits and windows. Redis comes from the config. */
  rateLimits?: Omit<RateLimitOptions, 'redisUrl'>;
  /** The clock every time-based rule reads (plugins/clock.ts); tests pass one they move by hand. */
  clock?: Clock;
  /** Job queue overrides (tests: no cron schedules, fast polling, retries at once). */
  jobs?: Omit<JobsOptions, 'handle'>;
  /**
   * Web Push overrides: the Redis namespace of the push services' pauses; for tests, extra CA
   * certificates the sender trusts (a loopback receiver's), a shorter deadline, retries and pauses.
   */
  push?: PushOptions;
  /** Mail overrides (tests): a shorter delivery deadline, fewer retries. */
  mail?: Pick<MailerOptions, 'deadlineMs' | 'retries'>;
  /** Listen on DATA_DIR/turnout.sock for `npm run backup` (main.ts, on the embedded database). */
  backupSocket?: boolean;
};

export async function buildApp(options: BuildOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    genReqId: requestId,
    bodyLimit: 256 * 1024,
    // One-tap answer and unsubscribe links carry a signed token in the path (about 150 characters;
    // lib/signed-tokens.ts): find-my-way's default of 100 would refuse them before any handler runs.
    routerOptions: { maxParamLength: 512 },
    // The client address (rate limits) comes from the socket unless TRUST_PROXY names the proxies whose
    // X-Forwarded-For may be believed; a spoofed header from anyone else changes nothing.
    trustProxy: config.trustProxy ?? false,
    // Malformed or overlong URLs, refused by the router itself: answered with our JSON sentences too.
    frameworkErrors,
    // What Node's HTTP parser refuses (headers too large, a malformed chunked body): our JSON too.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(clock, { clock: options.clock });
  await app.register(security);
  // brotli or gzip for every reply of 1 KB or more when the client accepts it: the SPA's scripts and
  // styles shrink about 4× (Lighthouse's first paint on a phone), long game lists and chats too.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(openapi);
  await app.register(db, { handle: options.database, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(auth, { secret: options.jwtSecret, findTokenHolder });
  // Sign-in's device cookie (OWASP device cookies): keeps the owner's own devices out of lockouts.
  await app.register(deviceTokens, { secret: options.jwtSecret });
  // One-tap answer links, unsubscribe links and calendar feed secrets: each keyed for its purpose alone.
  await app.register(signedTokens, { secret: options.jwtSecret });
  // At the root, so that every module (accounts, groups, chat) sees the same limiters; before realtime
  // and health, which use its Redis connection.
  await app.register(rateLimit, {
    ...(config.signupsPerIpHour === undefined ? {} : { signupPerIp: config.signupsPerIpHour }),
    ...(config.invitesPerIpHour === undefined ? {} : { invitePerIp: config.invitesPerIpHour }),
    ...options.rateLimits,
    redisUrl: config.redisUrl,
  });
  await app.register(realtime, {
    redisUrl: config.redisUrl,
    appUrl: config.appUrl,
    ...options.realtime,
  });
  await app.register(health);
  // After realtime and the database: jobs stop before what their handlers use closes.
  await app.register(jobs, { handle: options.database, ...options.jobs });
  await app.register(mailer, {
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    ...options.mail,
  });
  await app.register(background);
  // README "Backups": the daily backup job, and the socket `npm run backup` reaches a running server by.
  await app.register(backups, {
    config,
    handle: options.database,
    jwtSecret: options.jwtSecret,
    adminSocket: options.backupSocket ?? false,
  });
  // Before the modules, which subscribe to it in their plugins (docs/decisions/016-module-faces-and-events.md).
  await app.register(events);

  // Pages whose URL carries a secret token (/reset-password?token=…, /invite/{token}, /offer/{token},
  // /login/email/{token}) must not hand it to another site in a Referer header.
  app.addHook('onSend', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url === '/reset-password' ||
      ['/invite/', '/join/', '/rsvp/', '/offer/', '/unsubscribe/', '/login/email/'].some((p) =>
        url.startsWith(p),
      )
    ) {
      reply.header('referrer-policy', 'no-referrer');
    }
  });

  const webDist = options.webDist ?? config.webDist ?? defaultWebDist;

  // Each module through its face (./modules/<name>/index.ts); the groups module gets its invitations
  // from the invites module here, since invites imports groups and not the other way round.
  await app.register(accountsRoutes, { redisUrl: config.redisUrl, defaultTimeZone: config.defaultTimeZone });
  // Passkeys (README "Signing in", Passkeys): APP_URL names the relying party.
  await app.register(passkeysRoutes, { appUrl: config.appUrl });
  await app.register(groupsRoutes, {
    defaultTimeZone: config.defaultTimeZone,
    invitations: invitationsForGroups(app.mailer),
  });
  await app.register(gamesRoutes);
  await app.register(rsvpsRoutes);
  await app.register(chatRoutes);
  await app.register(notificationsRoutes);
  await app.register(invitesRoutes);
  await app.register(inviteLinksRoutes);
  await app.register(seriesRoutes);
  await app.register(remindersRoutes);
  await app.register(pushRoutes, { config, ...options.push });
  // The one-tap page's progressive script (docs/decisions/018-one-tap-page.md), when the web build has it.
  await app.register(rsvpLinksRoutes, {
    pageScript: existsSync(path.join(webDist, RSVP_PAGE_SCRIPT)) ? `/${RSVP_PAGE_SCRIPT}` : null,
  });
  await app.register(calendarRoutes);
  await app.register(paymentsRoutes);
  await app.register(exportsRoutes);
  await app.register(sidesRoutes);
  await app.register(resultsRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(unsubscribeRoutes);

  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const servesNoSourceMaps = config.nodeEnv === 'production';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Wildcard: files are looked up per request, so a rebuilt client is served without a restart; a
      // missing file falls through to the not-found handler below (index.html, or a JSON 404 for /api).
      wildcard: true,
      index: 'index.html',
      // No source maps in production (they hand out the client's whole source): a .map is a 404 there.
      // /api paths are never files, and no build file has a name near 1 000 characters: both go to the
      // not-found handler (the app's JSON 404, or index.html), never to a file lookup that would answer
      // its own 403 (docs/design.md#api).
      allowedPath: (pathName) =>
        !isApiPath(pathName) &&
        pathName.length <= MAX_FILE_PATH &&
        !(servesNoSourceMaps && pathName.endsWith('.map')),
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  if (hasWeb) {
    // /api paths are never files, and no build file has a path near 1 000 characters: both go to the
    // not-found handler (the app's JSON 404, or index.html) before the file lookup, which would answer
    // a path too long for the file system with its own 403 (docs/design.md#api).
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== '/*') return;
      const url = request.url.split('?')[0] ?? '/';
      if (isApiPath(url) || url.length > MAX_FILE_PATH) return reply.callNotFound();
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = isApiPath(url);
    // A missing build file (or a source map) is a 404, not the SPA: a stale tab must not run
    // index.html as a script.
    const isAsset = url.startsWith('/assets/') || url.endsWith('.map');
    if (hasWeb && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new HttpError(
      404,
      isAsset
        ? `There is no file ${shortened(url)}.`
        : `There is no ${request.method} ${shortened(url)} in the Turnout API.`,
    );
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The one-tap page's script in the web build (apps/web/vite.config.ts names it). */
const RSVP_PAGE_SCRIPT = 'rsvp-page.js';

/** The longest path the web build's files are looked up for (characters). */
const MAX_FILE_PATH = 1000;

/** True for the API's paths (and socket.io's): answered by the app, never by a file or index.html. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io');
}

/** A path as a 404's sentence repeats it: at most 100 characters, then "…". */
function shortened(url: string): string {
  return url.length > 100 ? `${url.slice(0, 100)}…` : url;
}
