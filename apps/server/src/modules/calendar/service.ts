/**
 * A user's secret calendar feed (README "Notifications", calendar feed; docs/decisions/009): the URL
 * `APP_URL/calendar/{secret}.ics`, where the secret is `app.signedTokens.feedSecret(userId, version)`
 * (43 base64url characters, derived from the server secret) and calendar_feeds stores only its SHA-256
 * (lib/tokens.ts hashToken), looked up by that hash. A reset bumps the version: the old secret's hash
 * is gone, so the old URL is unknown (404).
 *
 * - feedSecret(app, userId) → the current secret, creating the row (version 1) on first call and
 *   refreshing the stored hash when the server secret changed since;
 * - resetFeed(app, userId) → the secret of version + 1 (a row is created first when there is none);
 * - feedOwner(app, secret) → the user id whose current secret it is, or null;
 * - feedUrl(appUrl, secret) → the absolute URL.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calendarFeeds } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';

type FeedApp = Pick<FastifyInstance, 'db' | 'signedTokens'>;

/** A secret's shape: what feedSecret makes (HMAC-SHA256, base64url). Anything else is no feed. */
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's absolute URL for `secret`. */
export function feedUrl(appUrl: string, secret: string): string {
  return `${appUrl.replace(/\/+$/, '')}/calendar/${secret}.ics`;
}

/**
 * The user's current feed secret. Creates their calendar_feeds row (version 1) on first call; later
 * calls answer the same secret. When the stored hash is not that of the secret the server derives
 * now (the server secret was changed), the hash is brought up to date.
 */
export async function feedSecret(app: FeedApp, userId: number): Promise<string> {
  const first = app.signedTokens.feedSecret(userId, 1);
  const [created] = await app.db
    .insert(calendarFeeds)
    .values({ userId, version: 1, secretHash: hashToken(first) })
    .onConflictDoNothing({ target: calendarFeeds.userId })
    .returning({ version: calendarFeeds.version });
  if (created) return first;
  const [row] = await app.db
    .select({ version: calendarFeeds.version, secretHash: calendarFeeds.secretHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  // The row was deleted with its user between the two statements: nobody is left to answer.
  if (!row) return first;
  const secret = app.signedTokens.feedSecret(userId, row.version);
  const hash = hashToken(secret);
  if (row.secretHash !== hash) {
    await app.db
      .update(calendarFeeds)
      .set({ secretHash: hash })
      .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.version, row.version)));
  }
  return secret;
}

/**
 * A new secret for the user's feed: version + 1 and its hash, so the previous URL answers 404 from
 * now on. Two resets at once each move the version on (the row is locked in between).
 */
export async function resetFeed(app: FeedApp, userId: number): Promise<string> {
  await feedSecret(app, userId);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: calendarFeeds.version })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId))
      .for('update');
    const version = (row?.version ?? 0) + 1;
    const secret = app.signedTokens.feedSecret(userId, version);
    await tx
      .update(calendarFeeds)
      .set({ version, secretHash: hashToken(secret) })
      .where(eq(calendarFeeds.userId, userId));
    return secret;
  });
}

/**
 * The id of the user whose current feed secret `secret` is, or null: unknown, reset since, malformed,
 * or made under an earlier server secret (the stored hash alone is not enough — the secret must also
 * be the one the server derives now for that user and version).
 */
export async function feedOwner(app: FeedApp, secret: string): Promise<number | null> {
  if (!FEED_SECRET_PATTERN.test(secret)) return null;
  const [row] = await app.db
    .select({ userId: calendarFeeds.userId, version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashToken(secret)));
  if (!row) return null;
  const expected = Buffer.from(app.signedTokens.feedSecret(row.userId, row.version));
  const given = Buffer.from(secret);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.userId : null;
}
