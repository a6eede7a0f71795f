/**
 * Rate limits (README "Limits"; decision 007; docs/design.md#picture: Redis for
 * shared rate limits). Counters (lib/fixed-window.ts) live in memory or, when a Redis URL is given, in Redis
 * so that every server instance shares them; memory insures against a Redis outage. They read the time from
 * `opts.now` (Date.now unless a test passes its own clock). Windows are fixed, opening at a key's first
 * counted call: a block always ends when its window does, however often a blocked caller keeps trying, so
 * nobody is locked out for good. Past a limit the call answers 429 with a sentence saying when to retry
 * and a Retry-After header (seconds). The address is `request.ip`: the socket's, unless TRUST_PROXY names
 * the proxy (app.ts), so a spoofed X-Forwarded-For never resets a limit.
 *
 * Decorates the app with
 * - `loginLimiter` (failed logins): `begin(email, ip)` counts the attempt as a failure up front (so
 *   parallel guesses cannot slip past the check) or throws 429: 10 per email and 50 per IP in 15 minutes
 *   (an office or a mobile network shares one address, so the IP limit is looser), and at most 100
 *   failed password checks per account per hour, however often the owner signs in meanwhile;
 *   `succeeded(email, ip)`: a correct password clears the email's 15-minute count and gives the point
 *   back to the hourly and IP counts. A sign-in that presents a valid device token of the account
 *   (OWASP "device cookie", plugins/device-token.ts) uses `beginOnDevice(deviceKey)` /
 *   `succeededOnDevice(deviceKey)` instead: 10 failures per device token in 15 minutes and none of the
 *   account's or address's counts, so a stranger's guesses cannot lock the owner out of a known device.
 *   A passkey sign-in (README "Signing in", Passkeys) names no email: `beginByAddress(ip)` counts its
 *   failure against the address's count, `succeededByAddress(ip)` gives the point back; one that presents
 *   a device token of the passkey's account uses the device calls.
 * - `passkeyOptionsLimiter.take(ip)`: 100 passkey sign-in options a minute per address (each stores a
 *   challenge for 5 minutes; the login screen asks once per visit).
 * - `passwordCheckLimiter` (POST /api/users/change-password): `begin(userId)` counts a check of the
 *   current password up front, 10 per user in 15 minutes, or throws 429; `succeeded(userId)` clears it.
 *   A stolen sign-in token cannot guess the password behind it, nor spend everyone's argon2 time.
 * - `profileLimiter.take(userId)`: 20 profile updates (PUT /api/users/profile) per user an hour, so its
 *   "email taken" / "mobile taken" answers cannot be used to probe which accounts exist.
 * - `resetLimiter.take(email, ip)`: password-reset requests, 5 an hour per email and 20 per IP. Every
 *   request counts, known email or not, so the limit reveals nothing about which accounts exist.
 * - `emailSignInLimiter.take(email, ip)`: sign-in emails asked for (POST /api/login/email), 5 an hour per
 *   email and 20 per IP, every request alike (known email or not), answered with the login limit's
 *   sentence. The codes typed count as login attempts (`loginLimiter`), 5 wrong ones kill a request.
 * - `signupLimiter.take(ip)`: 50 sign-ups an hour per IP address (a club signing up together on one
 *   venue's Wi-Fi stays well under it).
 * - `inviteLimiter.take(userId, ip)`: adding people to a group by mobile number, which may invite them
 *   (POST /api/groups/{id}/members, with or without an email, counted together): 30 an hour and 100 a day
 *   per acting user, and 60 an hour per IP. A number learns the name behind it and pushes membership on
 *   its owner, so adds are braked like invitations (decision 005).
 * - `chatLimiter.take(userId)`: 30 chat posts per user in 30 seconds.
 * - `gameLimiter.take(userId, games = 1)`: 100 games created per user an hour, counting every game a
 *   request creates (POST /api/games one, a series creation or edit as many as it adds; the daily
 *   horizon job none); a group also holds at most 200 upcoming games (games/service.ts), so nobody
 *   floods their groups' game lists.
 * - `groupLimiter.take(userId)`: 20 group creations per user an hour (the 200-upcoming-games cap is per
 *   group); a refused attempt is not counted, so the block ends with the window.
 * - `guestLimiter.take(userId, gameId)`: 30 guest adds and removals per member and game an hour, so
 *   nobody floods a team sheet's history and its live watchers.
 * - `rsvpLinkLimiter.take(userId, gameId)`: 30 answers an hour through one one-tap link (one player and
 *   game), so a leaked link cannot flap a player in and out of the team.
 * - `gameChangeLimiter.take(userId, groupId)`: 120 game edits and admin team moves an hour per acting
 *   admin and group (PUT and DELETE /api/games/{id} and /api/game-series/{id}, the admin moves of
 *   rsvps/routes.ts), so no admin can flood the members of a group with changes (README "Security";
 *   each change notifies its players).
 * - `exportLimiter`: `member(userId)` counts a download of one's data (POST /api/users/export), 3 per
 *   user an hour, every attempt (a wrong password too) up front, so the export's argon2 check and its
 *   reads cannot be run in a loop; `group(userId)` counts a group export (GET /api/groups/{id}/export),
 *   10 per acting user an hour (README "Your data", "Export a group").
 * - `redis`: the one Redis command connection of this instance (null without a Redis URL), failing fast
 *   when Redis is down (no offline queue) so that limiters fall back to their insurance at once. The
 *   realtime gateway's per-socket limiter and /readyz use it too; socket.io's adapter keeps its own
 *   publish/subscribe pair.
 *
 * Inside the plugin, `make(name, points, seconds)` declares a limit and `take(limit, key, text)` counts a
 * call against it: a new limit is those two lines and a decorator. `createLimiter` (rate-limiter-flexible,
 * real time only) remains for the realtime gateway's per-socket event limit. Safe to register more than
 * once (the second registration is a no-op).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountTexts, chatTexts, exportTexts, gameTexts, groupTexts } from '@turnout/shared';
import { formatWait, waitOf } from '@turnout/shared/i18n/all';
import { games } from '../db/schema.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { insuredWindows, memoryWindows, redisWindows, type Clock } from '../lib/fixed-window.ts';

/** A fixed-window limit: `points` counted calls per key in `windowMs`; keys are `prefix` + key. */
type WindowLimit = { prefix: string; points: number; windowMs: number };

export type LoginLimiter = {
  begin(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
  /** Like begin, for a sign-in that presents a valid device token of the account: counts per device token only. */
  beginOnDevice(deviceKey: string): Promise<void>;
  succeededOnDevice(deviceKey: string): Promise<void>;
  /**
   * Like begin, for a sign-in that names no email (a passkey's, README "Signing in", Passkeys): counts
   * against the address's failures only, the same count password sign-ins from it use.
   */
  beginByAddress(ip: string): Promise<void>;
  succeededByAddress(ip: string): Promise<void>;
};
/** Passkey ceremony options (POST /api/login/passkey/options): each stores a challenge row. */
export type PasskeyOptionsLimiter = { take(ip: string): Promise<void> };
/** Checks of the current password by a signed-in user (POST /api/users/change-password). */
export type PasswordCheckLimiter = {
  begin(userId: number): Promise<void>;
  succeeded(userId: number): Promise<void>;
};
export type ProfileLimiter = { take(userId: number): Promise<void> };

export type ResetLimiter = { take(email: string, ip: string): Promise<void> };
export type EmailSignInLimiter = { take(email: string, ip: string): Promise<void> };
export type SignupLimiter = { take(ip: string): Promise<void> };
export type InviteLimiter = { take(userId: number, ip: string): Promise<void> };
export type ChatLimiter = { take(userId: number): Promise<void> };
export type GameLimiter = { take(userId: number, games?: number): Promise<void> };
export type GroupLimiter = { take(userId: number): Promise<void> };
export type GuestLimiter = { take(userId: number, gameId: number): Promise<void> };
export type RsvpLinkLimiter = { take(userId: number, gameId: number): Promise<void> };
export type GameChangeLimiter = { take(userId: number, groupId: number): Promise<void> };
export type ExportLimiter = { member(userId: number): Promise<void>; group(userId: number): Promise<void> };

/**
 * Counts one game edit or admin team move of `userId` on game `gameId` against the limit of its group
 * (`gameChangeLimiter`: 120 an hour per admin and group; README "Security"), before the change's rules
 * run: every attempt counts. Throws 429 gameTexts.tooManyGameChanges past the limit; an unknown game
 * counts nothing (the change answers 404). Used by games/routes.ts, rsvps/routes.ts and sides/routes.ts.
 */
export async function takeGameChange(
  app: Pick<FastifyInstance, 'db' | 'gameChangeLimiter'>,
  userId: number,
  gameId: number,
): Promise<void> {
  const [row] = await app.db.select({ groupId: games.groupId }).from(games).where(eq(games.id, gameId));
  if (row) await app.gameChangeLimiter.take(userId, row.groupId);
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
    passwordCheckLimiter: PasswordCheckLimiter;
    profileLimiter: ProfileLimiter;
    resetLimiter: ResetLimiter;
    passkeyOptionsLimiter: PasskeyOptionsLimiter;
    emailSignInLimiter: EmailSignInLimiter;
    signupLimiter: SignupLimiter;
    inviteLimiter: InviteLimiter;
    chatLimiter: ChatLimiter;
    gameLimiter: GameLimiter;
    groupLimiter: GroupLimiter;
    guestLimiter: GuestLimiter;
    rsvpLinkLimiter: RsvpLinkLimiter;
    gameChangeLimiter: GameChangeLimiter;
    exportLimiter: ExportLimiter;
    redis: Redis | null;
  }
}

export type RateLimitOptions = {
  redisUrl?: string;
  /**
   * The counters' clock in milliseconds since the epoch (default Date.now). Tests pass one they move
   * forward to see a window end, in memory and in Redis alike.
   */
  now?: Clock;
  /**
   * Prefix of every counter's key (default "turnout"). Instances of one cluster share it; tests give
   * each app its own so that test files sharing a Redis never count each other's requests.
   */
  namespace?: string;
  /** Failures allowed per email in `windowSeconds` (default 10). */
  perEmail?: number;
  /** Failures allowed per IP address in `windowSeconds` (default 50). */
  perIp?: number;
  /** Default 15 minutes. */
  windowSeconds?: number;
  /** Failed password checks allowed per account in `hourWindowSeconds` (default 100; not reset by a success). */
  perEmailHour?: number;
  /** Default one hour. */
  hourWindowSeconds?: number;
  /** Failures allowed per device token (a sign-in presenting one) in `deviceWindowSeconds` (default 10 in `windowSeconds`). */
  perDevice?: number;
  deviceWindowSeconds?: number;
  /** Current-password checks (change-password) allowed per user in `passwordCheckWindowSeconds` (default 10 in 15 minutes). */
  passwordChecksPerUser?: number;
  passwordCheckWindowSeconds?: number;
  /** Profile updates (PUT /api/users/profile) allowed per user in `profileWindowSeconds` (default 20 an hour). */
  profileUpdatesPerUser?: number;
  profileWindowSeconds?: number;
  /** Password-reset requests allowed per email (default 5) and per IP (default 20) in `resetWindowSeconds`. */
  resetPerEmail?: number;
  resetPerIp?: number;
  /** Default one hour. */
  resetWindowSeconds?: number;
  /** Passkey sign-in options allowed per IP in `passkeyOptionsWindowSeconds` (default 100 a minute). */
  passkeyOptionsPerIp?: number;
  passkeyOptionsWindowSeconds?: number;
  /** Sign-in emails allowed per email (default 5) and per IP (default 20) in `emailSignInWindowSeconds` (an hour). */
  emailSignInPerEmail?: number;
  emailSignInPerIp?: number;
  emailSignInWindowSeconds?: number;
  /** Sign-ups allowed per IP in `signupWindowSeconds` (default 50 an hour). */
  signupPerIp?: number;
  signupWindowSeconds?: number;
  /** Adds by mobile and invitations allowed per acting user (default 30) and per IP (default 60) in `inviteWindowSeconds` (an hour). */
  invitePerUser?: number;
  invitePerIp?: number;
  inviteWindowSeconds?: number;
  /** Adds by mobile and invitations allowed per acting user in `inviteDayWindowSeconds` (default 100 a day). */
  invitePerUserDay?: number;
  inviteDayWindowSeconds?: number;
  /** Chat posts allowed per user in `chatWindowSeconds` (default 30 in 30 seconds). */
  chatPerUser?: number;
  chatWindowSeconds?: number;
  /** Game creations allowed per user in `gameWindowSeconds` (default 100 an hour). */
  gamesPerUser?: number;
  gameWindowSeconds?: number;
  /** Group creations allowed per user in `groupWindowSeconds` (default 20 an hour). */
  groupsPerUser?: number;
  groupWindowSeconds?: number;
  /** Guest adds and removals allowed per member and game in `guestWindowSeconds` (default 30 an hour). */
  guestChangesPerMemberGame?: number;
  guestWindowSeconds?: number;
  /** Answers allowed through one one-tap link in `rsvpLinkWindowSeconds` (default 30 an hour). */
  answersPerRsvpLink?: number;
  rsvpLinkWindowSeconds?: number;
  /** Game edits and admin team moves allowed per admin and group in `gameChangeWindowSeconds` (default 120 an hour). */
  gameChangesPerAdminGroup?: number;
  gameChangeWindowSeconds?: number;
  /** Downloads of one's data allowed per user in `exportWindowSeconds` (default 3 an hour). */
  memberExportsPerUser?: number;
  /** Group exports allowed per acting user in `exportWindowSeconds` (default 10 an hour). */
  groupExportsPerUser?: number;
  exportWindowSeconds?: number;
};

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * "5 seconds", "1 minute", "15 minutes": when the caller may try again, in English (the sentence thrown;
 * the error handler says it again in the request's language, README "Languages").
 */
export function waitText(seconds: number): string {
  return formatWait(waitOf(seconds), 'en');
}

const tooManySignups = (s: number) => accountTexts.tooManySignups(waitText(s));
const tooManyInvites = (s: number) => groupTexts.tooManyInvites(waitText(s));
const tooManyMessages = (s: number) => chatTexts.tooManyMessages(waitText(s));

/**
 * A fixed-window limiter of `points` per `duration` seconds under `keyPrefix`: in Redis when `redis` is
 * given (shared by every instance, with an in-memory insurance limiter for Redis outages), else in memory.
 * It keeps real time (no injectable clock): the realtime gateway's per-socket event limit uses it.
 */
export function createLimiter(
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
    : memory;
}

export default fp(
  async (app, opts: RateLimitOptions) => {
    if (app.hasDecorator('loginLimiter')) return;
    const ns = opts.namespace ?? 'turnout';

    // ioredis is loaded only with a Redis URL (bench/README.md "Start-up": a single instance's memory).
    const redis = opts.redisUrl
      ? new (await import('ioredis')).Redis(opts.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          lazyConnect: true,
        })
      : null;
    if (redis) {
      // A Redis outage must not crash the server: the insurance limiters take over meanwhile, and
      // /readyz reports it.
      redis.on('error', (err: Error) => app.log.warn({ err }, 'redis error'));
      await redis.connect().catch((err: unknown) => app.log.warn({ err }, 'redis unavailable at start'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate('redis', redis);

    // The counters' clock: Date.now, or the test's own (see RateLimitOptions.now).
    const now = opts.now ?? Date.now;
    const memory = memoryWindows(now);
    const store = redis ? insuredWindows(redisWindows(redis, now), memory) : memory;
    const sweeper = setInterval(() => memory.sweep(), 60_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    /** A limit of `points` counted calls per key in a window of `seconds`, its keys under `name`. */
    const make = (name: string, points: number, seconds: number): WindowLimit => ({
      // "w:" keeps these hashes apart from the string counters rate-limiter-flexible kept before.
      prefix: `${ns}:w:${name}:`,
      points,
      windowMs: seconds * 1000,
    });
    const window = opts.windowSeconds ?? 15 * 60;
    const byEmail = make('login-fail:email', opts.perEmail ?? 10, window);
    const byIp = make('login-fail:ip', opts.perIp ?? 50, window);
    const byEmailHour = make(
      'login-fail:email-hour',
      opts.perEmailHour ?? 100,
      opts.hourWindowSeconds ?? 3600,
    );
    const byDevice = make('login-fail:device', opts.perDevice ?? 10, opts.deviceWindowSeconds ?? window);

    const passwordChecksByUser = make(
      'password-check:user',
      opts.passwordChecksPerUser ?? 10,
      opts.passwordCheckWindowSeconds ?? 15 * 60,
    );
    const profileByUser = make(
      'profile:user',
      opts.profileUpdatesPerUser ?? 20,
      opts.profileWindowSeconds ?? 3600,
    );

    const resetWindow = opts.resetWindowSeconds ?? 3600;
    const resetByEmail = make('reset:email', opts.resetPerEmail ?? 5, resetWindow);
    const resetByIp = make('reset:ip', opts.resetPerIp ?? 20, resetWindow);

    const passkeyOptionsByIp = make(
      'passkey-options:ip',
      opts.passkeyOptionsPerIp ?? 100,
      opts.passkeyOptionsWindowSeconds ?? 60,
    );
    const emailSignInWindow = opts.emailSignInWindowSeconds ?? 3600;
    const emailSignInByEmail = make('email-sign-in:email', opts.emailSignInPerEmail ?? 5, emailSignInWindow);
    const emailSignInByIp = make('email-sign-in:ip', opts.emailSignInPerIp ?? 20, emailSignInWindow);

    const signupByIp = make('signup:ip', opts.signupPerIp ?? 50, opts.signupWindowSeconds ?? 3600);

    const inviteWindow = opts.inviteWindowSeconds ?? 3600;
    const inviteByUser = make('invite:user', opts.invitePerUser ?? 30, inviteWindow);
    const inviteByIp = make('invite:ip', opts.invitePerIp ?? 60, inviteWindow);
    const inviteByUserDay = make(
      'invite:user-day',
      opts.invitePerUserDay ?? 100,
      opts.inviteDayWindowSeconds ?? 24 * 3600,
    );

    const chatByUser = make('chat:user', opts.chatPerUser ?? 30, opts.chatWindowSeconds ?? 30);

    const gamesByUser = make('games:user', opts.gamesPerUser ?? 100, opts.gameWindowSeconds ?? 3600);
    const groupsByUser = make('groups:user', opts.groupsPerUser ?? 20, opts.groupWindowSeconds ?? 3600);
    const guestChangesByMemberGame = make(
      'guests:user-game',
      opts.guestChangesPerMemberGame ?? 30,
      opts.guestWindowSeconds ?? 3600,
    );
    const answersByRsvpLink = make(
      'rsvp-link:user-game',
      opts.answersPerRsvpLink ?? 30,
      opts.rsvpLinkWindowSeconds ?? 3600,
    );
    const gameChangesByAdminGroup = make(
      'game-changes:user-group',
      opts.gameChangesPerAdminGroup ?? 120,
      opts.gameChangeWindowSeconds ?? 3600,
    );

    const exportWindow = opts.exportWindowSeconds ?? 3600;
    const memberExportsByUser = make('export:user', opts.memberExportsPerUser ?? 3, exportWindow);
    const groupExportsByUser = make('group-export:user', opts.groupExportsPerUser ?? 10, exportWindow);

    /**
     * Counts `calls` calls (default one) for `key`; throws 429 (`text(seconds)`, Retry-After: seconds until the window ends)
     * once the window holds more than the limit's points.
     */
    const take = async (
      limit: WindowLimit,
      key: string | number,
      text: (seconds: number) => string = accountTexts.tooManyLoginAttempts,
      calls = 1,
    ) => {
      const { count, msLeft } = await store.add(limit.prefix + key, calls, limit.windowMs);
      if (count > limit.points) {
        const seconds = Math.max(1, Math.ceil(msLeft / 1000));
        throw tooManyRequests(text(seconds), seconds);
      }
    };
    /** Gives one counted call back (never below zero). */
    const giveBack = (limit: WindowLimit, key: string | number) => store.giveBack(limit.prefix + key);
    /** Forgets the key's count. */
    const clear = (limit: WindowLimit, key: string | number) => store.clear(limit.prefix + key);

    app.decorate('loginLimiter', {
      async begin(email, ip) {
        await take(byEmail, emailKey(email));
        await take(byEmailHour, emailKey(email));
        await take(byIp, ip);
      },
      async succeeded(email, ip) {
        await Promise.all([
          clear(byEmail, emailKey(email)),
          giveBack(byEmailHour, emailKey(email)),
          giveBack(byIp, ip),
        ]);
      },
      beginOnDevice: (deviceKey) => take(byDevice, deviceKey),
      succeededOnDevice: (deviceKey) => clear(byDevice, deviceKey),
      beginByAddress: (ip) => take(byIp, ip),
      succeededByAddress: (ip) => giveBack(byIp, ip),
    } satisfies LoginLimiter);
    app.decorate('passkeyOptionsLimiter', {
      take: (ip: string) => take(passkeyOptionsByIp, ip, accountTexts.tooManyLoginAttempts),
    } satisfies PasskeyOptionsLimiter);
    app.decorate('passwordCheckLimiter', {
      begin: (userId) => take(passwordChecksByUser, userId, accountTexts.tooManyPasswordChecks),
      succeeded: (userId) => clear(passwordChecksByUser, userId),
    } satisfies PasswordCheckLimiter);
    app.decorate('profileLimiter', {
      take: (userId) => take(profileByUser, userId, accountTexts.tooManyProfileUpdates),
    } satisfies ProfileLimiter);
    app.decorate('resetLimiter', {
      async take(email: string, ip: string) {
        await take(resetByIp, ip, accountTexts.tooManyResetRequests);
        await take(resetByEmail, emailKey(email), accountTexts.tooManyResetRequests);
      },
    } satisfies ResetLimiter);
    app.decorate('emailSignInLimiter', {
      async take(email: string, ip: string) {
        await take(emailSignInByIp, ip);
        await take(emailSignInByEmail, emailKey(email));
      },
    } satisfies EmailSignInLimiter);
    app.decorate('signupLimiter', {
      take: (ip: string) => take(signupByIp, ip, tooManySignups),
    } satisfies SignupLimiter);
    app.decorate('inviteLimiter', {
      async take(userId: number, ip: string) {
        await take(inviteByUser, userId, tooManyInvites);
        await take(inviteByUserDay, userId, tooManyInvites);
        await take(inviteByIp, ip, tooManyInvites);
      },
    } satisfies InviteLimiter);
    app.decorate('chatLimiter', {
      take: (userId: number) => take(chatByUser, userId, tooManyMessages),
    } satisfies ChatLimiter);
    app.decorate('gameLimiter', {
      take: (userId: number, games = 1) =>
        take(gamesByUser, userId, (s) => gameTexts.tooManyGamesCreated(waitText(s)), games),
    } satisfies GameLimiter);
    app.decorate('groupLimiter', {
      async take(userId: number) {
        try {
          await take(groupsByUser, userId, (s) => groupTexts.tooManyGroupsCreated(waitText(s)));
        } catch (err) {
          await giveBack(groupsByUser, userId);
          throw err;
        }
      },
    } satisfies GroupLimiter);
    app.decorate('guestLimiter', {
      take: (userId: number, gameId: number) =>
        take(guestChangesByMemberGame, `${userId}:${gameId}`, (s) =>
          gameTexts.tooManyGuestChanges(waitText(s)),
        ),
    } satisfies GuestLimiter);
    app.decorate('rsvpLinkLimiter', {
      take: (userId: number, gameId: number) =>
        take(answersByRsvpLink, `${userId}:${gameId}`, (s) => gameTexts.tooManyLinkAnswers(waitText(s))),
    } satisfies RsvpLinkLimiter);
    app.decorate('gameChangeLimiter', {
      take: (userId: number, groupId: number) =>
        take(gameChangesByAdminGroup, `${userId}:${groupId}`, (s) =>
          gameTexts.tooManyGameChanges(waitText(s)),
        ),
    } satisfies GameChangeLimiter);
    app.decorate('exportLimiter', {
      member: (userId: number) =>
        take(memberExportsByUser, userId, (s) => exportTexts.tooManyExports(waitText(s))),
      group: (userId: number) =>
        take(groupExportsByUser, userId, (s) => exportTexts.tooManyGroupExports(waitText(s))),
    } satisfies ExportLimiter);
  },
  { name: 'rate-limit' },
);
