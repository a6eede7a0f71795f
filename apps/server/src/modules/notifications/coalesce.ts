/**
 * Coalescing of game changes (docs/decisions/012-coalescing-game-changes.md; README "Notifications",
 * "What a member can cause others to receive"): the team changes about one game that reach a member
 * within COALESCE_WINDOW_MINUTES of the first make one notification row (updated in place: every change,
 * newest last, unread again), pushes that replace each other on the device (one tag per game) and one
 * email, sent by the digest sweep once the window has closed, listing every change.
 *
 * `coalesceGameChanges` runs inside the notifying transaction (`notify`): the window row, the
 * notification row and the push jobs are written there, so nothing of it exists unless the change
 * commits (docs/decisions/011-jobs-in-the-transaction.md). Concurrent changes to one game are
 * serialised by the game row lock every game edit and team move takes first.
 */
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notices, type MailSubjectWhat } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import {
  gameChangeWindows,
  groupMembers,
  notificationEmails,
  notifications,
  type WindowChange,
} from '../../db/schema.ts';
import { childJobId, EVERY_MINUTE_SWEEP } from '../../plugins/jobs.ts';
import type { Delivery } from './delivery.ts';
import { capEmails, EMAIL_CAP_WINDOW_MS, type CappedMail } from './email-cap.ts';
import { digestMail, loadMailContext } from './mails.ts';
import { rowOf, type NotificationItem } from './service.ts';
import { settingsOf, wants } from './settings.ts';

/** A member's changes to one game within this many minutes of the first make one notification and email. */
export const COALESCE_WINDOW_MINUTES = 10;

/** The queue of the digest sweep (every minute): emails the windows that have closed. */
export const DIGEST_QUEUE = 'notifications.digest';

/** The sweep takes this many closed windows per transaction. */
export const DIGEST_BATCH = 100;

/**
 * Whether `item` is coalesced: a team change about a game (not a reminder, new game, chat, invitation,
 * or a timed offer of a place, which must reach its member at once: README "Reserves").
 */
export function isCoalesced(item: NotificationItem): boolean {
  return (
    item.kind === 'team_changes' &&
    item.gameId !== undefined &&
    item.offer === undefined &&
    item.alertKey === undefined &&
    !item.link?.startsWith('/invite/')
  );
}

/**
 * A change as its window lists it; `subject` (what an email's subject says happened: a shared
 * mailSubjectWhat key) is kept beside the stored fields, so a window of one change is mailed under its
 * own subject ("You're in — Thursday Footy, Thu 19:00").
 */
export type ListedChange = WindowChange & { subject?: MailSubjectWhat };

const changeOf = (item: NotificationItem): ListedChange => ({
  message: item.message,
  mailMessage: item.mailMessage ?? item.message,
  ...(item.quote ? { quote: item.quote } : {}),
  ...(item.subject ? { subject: item.subject } : {}),
});

/**
 * Adds each of `items` (team changes about a game: `isCoalesced`) to its member's open window for the
 * game at `now` (app clock), or opens one (closing COALESCE_WINDOW_MINUTES later): the window's
 * notification row says every change, newest last (shared notices.gameChanges), unread and
 * newest again; a row the member deleted meanwhile is made anew. Runs in the notifying transaction `tx`.
 * Returns the push-only deliveries (one per item: the newest change, tagged per game) for
 * `notify` to queue in the same transaction; the email is the digest sweep's.
 */
export async function coalesceGameChanges(
  tx: Executor,
  items: NotificationItem[],
  now: Date,
): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (const item of items) {
    const gameId = item.gameId!;
    const [open] = await tx
      .select()
      .from(gameChangeWindows)
      .where(
        and(
          eq(gameChangeWindows.userId, item.userId),
          eq(gameChangeWindows.gameId, gameId),
          gt(gameChangeWindows.closesAt, now),
        ),
      )
      .orderBy(desc(gameChangeWindows.closesAt))
      .limit(1)
      .for('update');
    const changes = [...(open?.changes ?? []), changeOf(item)];
    // The row keeps the list of notices, so "N changes:" and each is said in the reader's language.
    const row = rowOf(item.userId, notices.gameChanges(changes.map((c) => c.message)), item.link);
    let notificationId: number | undefined;
    if (open?.notificationId != null) {
      const [updated] = await tx
        .update(notifications)
        .set({
          message: row.message,
          textKey: row.textKey,
          textParams: row.textParams,
          isRead: false,
          createdAt: sql`now()`,
        })
        .where(and(eq(notifications.id, open.notificationId), eq(notifications.userId, item.userId)))
        .returning({ id: notifications.id });
      notificationId = updated?.id;
    }
    if (notificationId === undefined) {
      const [inserted] = await tx.insert(notifications).values(row).returning({ id: notifications.id });
      notificationId = inserted!.id;
    }
    if (open) {
      await tx
        .update(gameChangeWindows)
        .set({ changes, notificationId })
        .where(eq(gameChangeWindows.id, open.id));
    } else {
      await tx.insert(gameChangeWindows).values({
        userId: item.userId,
        gameId,
        notificationId,
        link: item.link,
        changes,
        closesAt: new Date(now.getTime() + COALESCE_WINDOW_MINUTES * 60_000),
      });
    }
    // The push says the newest change (a push payload holds about 4 KB: never the whole list) and how
    // many there are; its tag (kind and link) replaces the window's earlier push on the device.
    deliveries.push({
      userId: item.userId,
      kind: item.kind,
      message: item.message,
      link: item.link,
      gameId,
      pushOnly: true,
      ...(changes.length > 1 ? { changes: changes.length } : {}),
    });
  }
  return deliveries;
}

/**
 * The `"groupId:userId"` pairs of `windows`' members who are still in the group of the window's game
 * (`games`: game id → its group id): a member who left or was removed while the window was open gets
 * no email about that group's game (docs/product.md#beyond-email).
 */
async function stillMembers(
  tx: Executor,
  windows: { userId: number; gameId: number }[],
  games: Map<number, { groupId: number }>,
): Promise<Set<string>> {
  if (windows.length === 0) return new Set();
  const groupIds = [...new Set([...games.values()].map((g) => g.groupId))];
  const rows = await tx
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        inArray(groupMembers.userId, [...new Set(windows.map((w) => w.userId))]),
        inArray(groupMembers.groupId, groupIds.length > 0 ? groupIds : [-1]),
      ),
    );
  return new Set(rows.map((r) => `${r.groupId}:${r.userId}`));
}

type App = Pick<FastifyInstance, 'db' | 'log' | 'mailer' | 'signedTokens' | 'now' | 'jobs'>;

/** The id of a window's email (and of its row in notification_emails): the same on a rerun. */
const DIGEST_KEY_PARENT = '1c0e7f0a-2f4b-5d7e-8a9b-0c1d2e3f4a5b';

/**
 * One run of the digest sweep at `now` (app clock): in transactions of up to DIGEST_BATCH windows that
 * have closed (closes_at ≤ `now`; SKIP LOCKED, so two sweeps take different windows), emails each
 * member who wants team changes by email one message listing the window's changes (./mails.ts
 * digestMail), within the hourly cap (./email-cap.ts), and deletes the windows, in the same transaction
 * as the mail jobs. Also forgets the cap's rows older than its hour. Returns how many windows closed.
 */
export async function sendDigests(app: App, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await app.db.transaction(async (tx) => {
      const windows = await tx
        .select()
        .from(gameChangeWindows)
        .where(lte(gameChangeWindows.closesAt, now))
        .orderBy(asc(gameChangeWindows.closesAt), asc(gameChangeWindows.id))
        .limit(DIGEST_BATCH)
        .for('update', { skipLocked: true });
      if (windows.length === 0) return 0;
      const settings = await settingsOf(
        tx,
        windows.map((w) => w.userId),
      );
      const emailed = windows.filter((w) => wants(settings.get(w.userId)!, 'email', 'team_changes'));
      const ctx = await loadMailContext(
        tx,
        emailed.map((w) => ({ userId: w.userId, gameId: w.gameId })),
      );
      const members = await stillMembers(tx, emailed, ctx.games);
      const mails: CappedMail[] = [];
      for (const w of emailed) {
        const game = ctx.games.get(w.gameId);
        const mail = digestMail(app, w, ctx);
        if (mail && game && members.has(`${game.groupId}:${w.userId}`)) {
          mails.push({
            key: childJobId(DIGEST_KEY_PARENT, `window:${w.id}`),
            userId: w.userId,
            groupId: game.groupId,
            kind: 'team_changes',
            language: ctx.users.get(w.userId)!.language,
            mail,
          });
        }
      }
      for (const { key, mail } of await capEmails(app, tx, now, mails))
        await app.mailer.sendIn(tx, mail, key);
      await tx.delete(gameChangeWindows).where(
        inArray(
          gameChangeWindows.id,
          windows.map((w) => w.id),
        ),
      );
      return windows.length;
    });
    total += closed;
    if (closed < DIGEST_BATCH) break;
  }
  await app.db
    .delete(notificationEmails)
    .where(lt(notificationEmails.sentAt, new Date(now.getTime() - EMAIL_CAP_WINDOW_MS)));
  return total;
}

/**
 * Registers the digest sweep (plugins/jobs.ts): every minute one instance runs `sendDigests` at the
 * app's clock ('stately': one run at a time, at most one more waiting), like reminders.sweep.
 */
export function defineDigestJob(app: App): void {
  app.jobs.define({
    name: DIGEST_QUEUE,
    ...EVERY_MINUTE_SWEEP,
    handler: async () => {
      await sendDigests(app, app.now());
    },
  });
}
