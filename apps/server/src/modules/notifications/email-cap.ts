/**
 * The hourly cap on notification emails (README "Notifications", "What a member can cause others to
 * receive"; docs/decisions/012-coalescing-game-changes.md): per recipient, at most EMAILS_PER_GROUP_HOUR
 * notification emails an hour from any one group (reminders, new games, team changes, chat), counted in
 * the database (notification_emails) on the app clock. Past that ONE email says "More changes in
 * {group}: open Turnout", then nothing more from that group until an hour after it. The notifications
 * themselves still appear in the list and push.
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@turnout/shared';
import type { Language } from '@turnout/shared/i18n';
import type { Executor } from '../../db/client.ts';
import { groups, notificationEmails } from '../../db/schema.ts';
import type { Mail } from '../../plugins/mailer.ts';
import { moreChangesMail } from './mails.ts';

/** Notification emails a member gets from one group in EMAIL_CAP_WINDOW_MS, before the "more changes" one. */
export const EMAILS_PER_GROUP_HOUR = 10;

/** The cap's window: one hour, in milliseconds. */
export const EMAIL_CAP_WINDOW_MS = 60 * 60_000;

/** The advisory-lock namespace of the cap (pg_advisory_xact_lock(namespace, user id)). */
const CAP_LOCK = 0x7e01;

/**
 * A notification email about to be queued: its job id `key` (a UUID), recipient, the group it comes
 * from (null: none, e.g. a direct chat message or a group membership change; not capped) and kind.
 */
export type CappedMail = {
  key: string;
  userId: number;
  groupId: number | null;
  kind: NotificationKind;
  /** The recipient's language: the "more changes" email past the cap is written in it. */
  language: Language;
  mail: Mail;
};

/**
 * Of `mails` (in order), the ones to queue at `now` inside `tx`: each recipient's emails from a group
 * pass while fewer than EMAILS_PER_GROUP_HOUR were sent in the last hour; the next becomes the "more
 * changes" email (./mails.ts moreChangesMail); after it nothing passes until it is an hour old. Each
 * queued email is recorded in notification_emails under its key (a rerun with the same keys counts
 * nothing twice). The recipients are locked for the transaction (advisory locks, in id order), so two
 * deliveries at once cannot both take the last place.
 */
export async function capEmails(
  app: Pick<FastifyInstance, 'mailer' | 'signedTokens'>,
  tx: Executor,
  now: Date,
  mails: CappedMail[],
): Promise<{ key: string; mail: Mail }[]> {
  const capped = mails.filter((m) => m.groupId !== null);
  if (capped.length === 0) return mails;
  const userIds = [...new Set(capped.map((m) => m.userId))].sort((a, b) => a - b);
  for (const id of userIds) await tx.execute(sql`select pg_advisory_xact_lock(${CAP_LOCK}, ${id}::int)`);
  const groupIds = [...new Set(capped.map((m) => m.groupId!))];
  const since = new Date(now.getTime() - EMAIL_CAP_WINDOW_MS);
  const [sent, names] = await Promise.all([
    tx
      .select({
        userId: notificationEmails.userId,
        groupId: notificationEmails.groupId,
        count: sql<number>`(count(*) filter (where not ${notificationEmails.overflow}))::int`,
        overflowed: sql<boolean>`bool_or(${notificationEmails.overflow})`,
      })
      .from(notificationEmails)
      .where(
        and(
          inArray(notificationEmails.userId, userIds),
          inArray(notificationEmails.groupId, groupIds),
          gt(notificationEmails.sentAt, since),
        ),
      )
      .groupBy(notificationEmails.userId, notificationEmails.groupId),
    tx.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds)),
  ]);
  const state = new Map(
    sent.map((r) => [
      `${r.userId}:${r.groupId}`,
      { count: Number(r.count), overflowed: Boolean(r.overflowed) },
    ]),
  );
  const groupNames = new Map(names.map((g) => [g.id, g.name]));
  const out: { key: string; mail: Mail }[] = [];
  const records: (typeof notificationEmails.$inferInsert)[] = [];
  for (const m of mails) {
    if (m.groupId === null) {
      out.push(m);
      continue;
    }
    const id = `${m.userId}:${m.groupId}`;
    const s = state.get(id) ?? { count: 0, overflowed: false };
    state.set(id, s);
    if (s.overflowed) continue;
    const record = { key: m.key, userId: m.userId, groupId: m.groupId, sentAt: now };
    if (s.count < EMAILS_PER_GROUP_HOUR) {
      s.count += 1;
      out.push(m);
      records.push(record);
    } else {
      s.overflowed = true;
      const groupName = groupNames.get(m.groupId);
      if (groupName === undefined) continue;
      out.push({ key: m.key, mail: moreChangesMail(app, m, groupName) });
      records.push({ ...record, overflow: true });
    }
  }
  if (records.length > 0) await tx.insert(notificationEmails).values(records).onConflictDoNothing();
  return out;
}
