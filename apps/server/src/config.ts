/**
 * Server configuration: the environment variables of docs/design.md#configuration, parsed once with zod.
 * `loadConfig(env)` returns a frozen Config or throws a ConfigError whose message is a sentence naming
 * the variable at fault, so `npm start` fails fast and says why.
 */
import { z } from 'zod';
import path from 'node:path';
import { canonicalTimeZone, FALLBACK_TIME_ZONE } from '@turnout/shared';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/,
      'must be a comma-separated list of IP addresses or CIDR ranges',
    )
    .optional(),
  SIGNUPS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  INVITES_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  DEFAULT_TIME_ZONE: z
    .string()
    .trim()
    .refine((name) => canonicalTimeZone(name) !== null, {
      error: 'must be an IANA time zone name such as Africa/Johannesburg or Europe/London',
    })
    .transform((name) => canonicalTimeZone(name)!)
    .default(FALLBACK_TIME_ZONE),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  PUSH_ALLOW_HOSTS: z
    .string()
    .regex(
      /^\s*[^\s,:]+:\d{1,5}\s*(,\s*[^\s,:]+:\d{1,5}\s*)*$/,
      'must be a comma-separated list of host:port (for example 127.0.0.1:8443)',
    )
    .optional(),
  E2E_CLOCK_FILE: z.string().min(1).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z
    .string()
    .regex(/^\s*\d{1,3}\s*d\s*,\s*\d{1,3}\s*w\s*$/i, 'must be days and weeks to keep, such as 7d,4w')
    .optional(),
});

export type Config = Readonly<{
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the directory for PGlite files, the generated secret and the mail outbox. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Undefined means "generate once into DATA_DIR" (see secrets.ts). */
  jwtSecret?: string;
  /** Public base URL for emailed links, without a trailing slash. */
  appUrl: string;
  smtpUrl?: string;
  logLevel: string;
  /** Absolute path of the built web client to serve; undefined = apps/web/dist. */
  webDist?: string;
  /** Proxies (IPs/CIDRs) whose X-Forwarded-For is believed; undefined = the socket's address only. */
  trustProxy?: string[];
  /**
   * Sign-ups allowed per IP address an hour (SIGNUPS_PER_IP_HOUR; undefined = the default 50, README
   * "Limits"): a club signing up together behind one address, or the e2e run, may raise it.
   */
  signupsPerIpHour?: number;
  /**
   * Adds by mobile and invitations allowed per IP address an hour (INVITES_PER_IP_HOUR; undefined = the
   * default 60, README "Limits"): the admins of several groups behind one address, or the e2e run, may
   * raise it. The limit per acting admin stays.
   */
  invitesPerIpHour?: number;
  /**
   * The IANA time zone a new group gets when its creator names none (README "A group's time zone and
   * currency"); DEFAULT_TIME_ZONE, default Africa/Johannesburg.
   */
  defaultTimeZone: string;
  /**
   * VAPID keys of Web Push (README "Notifications"): both or neither; neither means "generate once
   * into DATA_DIR" (modules/push). Instances sharing a database must share them.
   */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** The contact the push services see (mailto: or https:); default mailto:no-reply@<APP_URL host>. */
  vapidSubject: string;
  /**
   * Push endpoint hosts allowed although private or loopback (PUSH_ALLOW_HOSTS: tests, private push
   * gateways), as "host:port", lower case.
   */
  pushAllowHosts: string[];
  /**
   * The end-to-end tests' clock file (E2E_CLOCK_FILE, set by e2e/serve.mjs only; README "Test it"): the
   * app's clock runs that many milliseconds off the real one (lib/file-clock.ts). Refused in production.
   */
  e2eClockFile?: string;
  /** Where backups go (BACKUP_DIR; default DATA_DIR/backups; README "Backups"). */
  backupDir: string;
  /**
   * Whether the server backs up daily: with the embedded database always, with PostgreSQL only when
   * BACKUP_DIR is set (README "Backups").
   */
  dailyBackups: boolean;
  /** Retention (BACKUP_KEEP, "7d,4w"): the newest backup of each of the last `daily` days and `weekly` weeks. */
  backupKeep: { daily: number; weekly: number };
}>;

export class ConfigError extends Error {}

/** BACKUP_KEEP ("7d,4w", checked by the schema) as numbers. */
function keepOf(text: string): { daily: number; weekly: number } {
  const [days, weeks] = text.split(',').map((part) => Number.parseInt(part.trim(), 10));
  return { daily: days!, weekly: weeks! };
}

/** Parses `env` (process.env by default). Throws ConfigError with a readable sentence on bad input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = schema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}.`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to generate them once into DATA_DIR).',
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required when NODE_ENV=production and DATABASE_URL is set: every instance must sign tokens with the same secret.',
    );
  }
  if (e.NODE_ENV === 'production' && e.E2E_CLOCK_FILE) {
    throw new ConfigError(
      'Invalid configuration: E2E_CLOCK_FILE is for the end-to-end tests only and cannot be set when NODE_ENV=production.',
    );
  }
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    appUrl,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    trustProxy: e.TRUST_PROXY?.split(',').map((s) => s.trim()),
    signupsPerIpHour: e.SIGNUPS_PER_IP_HOUR,
    invitesPerIpHour: e.INVITES_PER_IP_HOUR,
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:no-reply@${new URL(appUrl).hostname}`,
    pushAllowHosts: (e.PUSH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    e2eClockFile: e.E2E_CLOCK_FILE ? path.resolve(e.E2E_CLOCK_FILE) : undefined,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    dailyBackups: !e.DATABASE_URL || Boolean(e.BACKUP_DIR),
    backupKeep: keepOf(e.BACKUP_KEEP ?? '7d,4w'),
  });
}
