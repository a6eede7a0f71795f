/**
 * Notifications (docs/product.md#s2-notifications, #s3, #s7): the caller's own list, unread count, mark
 * read and delete — and the API other modules use to notify people of what changed.
 *
 * How another module notifies, in two lines (the rows are part of ITS transaction, so a rolled-back
 * change leaves no notification, and nobody hears of it before it commits):
 *
 *   await notify(tx, [{ userId, message: notices.promoted(ref), link, kind }], notified);  // in db.transaction(…)
 *   await announce(app, notified);                                   // after the transaction resolved
 *
 * A `Notified.delivering(app)` set also queues the push and email deliveries inside the transaction
 * (docs/decisions/011-jobs-in-the-transaction.md), so a crash after the commit never loses them.
 *
 * `notify` also adds the user ids to an optional `Notified` set, so deeper helpers (reserve promotion,
 * member release) can collect into one set that the route pushes once; `withUnreadPush(app, (notified)
 * => service(…, notified))` wraps exactly that for a route. The actor of a change is never
 * notified of it (services leave them out). Pushes go to the socket.io room `user:<id>` as
 * serverEvents.notificationsUnreadCount `{ unreadCount }`.
 */
import type { FastifyInstance } from 'fastify';
import {
  englishNotice,
  fullName,
  mailSubjectWhat,
  notices,
  notificationLinks,
  notificationTexts,
  plainGameRef,
  renderNotice,
  serverEvents,
  type GameRef,
  type MailSubjectWhat,
  type NoticeText,
  type Notification,
  type NotificationActionReply,
  type NotificationsReply,
  type NotificationsUnreadPush,
  type NotificationKind,
} from '@turnout/shared';
import { eq } from 'drizzle-orm';
import { languageOfAcceptLanguage, type Language } from '@turnout/shared/i18n';
import { translatorFor } from '@turnout/shared/i18n/all';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { MailQuote } from '../../plugins/mailer.ts';
import { userRoom } from '../../plugins/realtime.ts';
import type { OfferRef } from './answer-links.ts';
import * as repo from './repository.ts';
import { coalesceGameChanges, isCoalesced } from './coalesce.ts';
import { deliveryOf, queueDeliveries, type Delivery } from './delivery.ts';

/**
 * A game as notification sentences name it (shared notices): description, kick-off and the
 * time zone of its group (read here, so every sentence says the group's local time).
 */
export async function gameRef(
  db: Executor,
  game: { description: string; gameDatetime: Date; groupId: number },
): Promise<GameRef> {
  return {
    description: game.description,
    at: game.gameDatetime,
    timeZone: await repo.groupTimeZone(db, game.groupId),
  };
}

/**
 * What emails say of a game (README "Notifications", "What a member can cause others to receive"): `ref`
 * for their sentences (no description: shared plainGameRef) and `quote`, the game's description and
 * venue as their author wrote them (the admin of the last edit, else the creator; null when gone: the
 * mail says "Deleted user" in the reader's language). One query.
 */
export async function gameMailParts(
  db: Executor,
  game: { description: string; venue: string | null; createdBy: number | null; editedBy: number | null },
): Promise<{ quote: MailQuote }> {
  const authorId = game.editedBy ?? game.createdBy;
  const [author] =
    authorId === null
      ? []
      : await db
          .select({ name: users.name, surname: users.surname })
          .from(users)
          .where(eq(users.id, authorId));
  return {
    quote: {
      author: author ? fullName(author) : null,
      text: [game.description, game.venue].filter((s) => s !== null && s.trim() !== '').join('\n'),
    },
  };
}

/**
 * A notification as a module makes it (README "Notifications", "Languages"): who (`userId`), what it says
 * (`message`: a shared `notices` entry, stored as its key and parameters and rendered in each reader's
 * language; a plain string is an English sentence outside the catalogue, shown as it is) and where it
 * links; and what the delivery by push and email needs: its `kind` (the settings decide by it); the game
 * (the one-tap answer links of reminders and new games name it; a team change about a game is coalesced
 * by it, docs/decisions/012-coalescing-game-changes.md); the group it comes from (the hourly email cap);
 * and how emails say it: `mailMessage`, the notice without user text (default `message`), and `quote`,
 * the user text it carries under its author's name.
 */
export type NotificationItem = {
  userId: number;
  message: NoticeText | string;
  link: string | null;
  kind: NotificationKind;
  /** 'payment': a reminder to pay for a game that kicked off (README "Past games"), not to answer. */
  topic?: 'payment';
  gameId?: number;
  groupId?: number;
  mailMessage?: NoticeText | string;
  quote?: MailQuote;
  /**
   * A timed offer of a place (README "Reserves"): delivered at once (never coalesced), the push with
   * Accept / Decline actions and the email with one-tap links (./answer-links.ts offerLinkUrls).
   */
  offer?: OfferRef;
  /**
   * What the email's subject says happened (a shared mailSubjectWhat key, "You're in" in English); the
   * mail adds which game or group (shared mailSubject). Never user text.
   */
  subject?: MailSubjectWhat;
  /**
   * An alert a later one updates while it is unread (notifications.alert_key, e.g. "dropout:game:12"):
   * the member's unread row with this key is rewritten (newest again) instead of a second one added.
   * Never coalesced; pushed and mailed each time (the hourly email cap applies).
   */
  alertKey?: string;
};

/**
 * The stored row of a notification saying `message` to `userId`: the English sentence and, for a
 * notice, its key and parameters (notifications.text_key, text_params).
 */
export function rowOf(
  userId: number,
  message: NoticeText | string,
  link: string | null,
): repo.NewNotification {
  return {
    userId,
    message: englishNotice(message),
    link,
    textKey: typeof message === 'string' ? null : message.key,
    textParams: typeof message === 'string' ? null : { ...message.params },
  };
}

/**
 * What a transaction notified: the users whose unread count changed (the set) and the notifications
 * themselves (`items`), for `announce` to push and deliver once the transaction has committed.
 */
export class Notified extends Set<number> {
  readonly items: NotificationItem[] = [];

  /**
   * `deliver`, when given, queues deliveries inside the notifying transaction (`notify` calls it): a
   * `Notified` without it only lists its notifications, never pushes or mails them.
   */
  constructor(
    readonly deliver?: (tx: Executor, deliveries: Delivery[]) => Promise<void>,
    /** The app clock (plugins/clock.ts), for the coalescing windows; none: nothing is coalesced. */
    readonly now?: () => Date,
  ) {
    super();
  }

  /**
   * A `Notified` whose notifications are delivered by push and email as their settings say, team changes
   * about a game coalesced on the app's clock (docs/decisions/012-coalescing-game-changes.md).
   */
  static delivering(app: Pick<FastifyInstance, 'jobs' | 'log' | 'mailer' | 'now'>): Notified {
    return new Notified(
      (tx, deliveries) => queueDeliveries(app, deliveries, tx),
      () => app.now(),
    );
  }
}

/** GET /api/notifications returns at most this many, the newest. */
export const NOTIFICATIONS_LIST_LIMIT = 200;

/**
 * A user keeps at most this many notifications, the newest: `notify` deletes older ones as it inserts,
 * and unread counts only ever count among these (two transactions notifying one user at once may each
 * keep its own row for a moment; the next notification or the daily job trims the extra).
 */
export const NOTIFICATIONS_KEPT_PER_USER = 500;

/**
 * Stores `items` (unread) in the caller's transaction `tx`, then trims each notified user to their
 * newest NOTIFICATIONS_KEPT_PER_USER; returns the distinct user ids notified and adds them and the
 * items to `notified` (`announce` delivers them after the commit; without `notified` they are only
 * listed, never pushed or mailed). An empty list does nothing.
 *
 * With a clock in `notified` (`Notified.delivering`), a team change about a game joins the member's
 * open window for that game (./coalesce.ts, docs/decisions/012-coalescing-game-changes.md): one
 * notification row updated in place, a push that replaces the last, and one email when the window
 * closes — all written here, in `tx`.
 */
export async function notify(
  tx: Executor,
  items: NotificationItem[],
  notified?: Notified,
): Promise<number[]> {
  const now = notified?.deliver ? notified.now : undefined;
  const coalesced = now ? items.filter(isCoalesced) : [];
  const plain = now ? items.filter((i) => !isCoalesced(i)) : items;
  const alerts = plain.filter((i) => i.alertKey !== undefined);
  await repo.insertMany(
    tx,
    plain.filter((i) => i.alertKey === undefined).map((i) => rowOf(i.userId, i.message, i.link)),
  );
  for (const { userId, message, link, alertKey } of alerts) {
    await repo.upsertUnreadAlert(tx, { ...rowOf(userId, message, link), alertKey: alertKey! });
  }
  const deliveries = plain.map(deliveryOf);
  if (now && coalesced.length > 0) deliveries.push(...(await coalesceGameChanges(tx, coalesced, now())));
  const ids = [...new Set(items.map((i) => i.userId))];
  await repo.trimToNewest(tx, ids, NOTIFICATIONS_KEPT_PER_USER);
  for (const id of ids) notified?.add(id);
  notified?.items.push(...items);
  // The deliveries are jobs written in this same transaction: sent if and only if the change commits.
  if (notified?.deliver && deliveries.length > 0) await notified.deliver(tx, deliveries);
  return ids;
}

/**
 * After the transaction that filled `notified` has committed: pushes the unread counts (socket.io). The
 * deliveries by push and email were queued inside that transaction (`notify`). Never throws.
 */
export async function announce(
  app: Pick<FastifyInstance, 'db' | 'io' | 'log'>,
  notified: Notified,
): Promise<void> {
  await pushUnreadCounts(app, notified);
}

/**
 * Sends each user in `userIds` their current unread count (one query for all) on their `user:<id>`
 * room. Call it only after the transaction that changed the notifications has committed. Never throws:
 * a failure is logged, and the count is right again at the next fetch.
 */
export async function pushUnreadCounts(
  app: Pick<FastifyInstance, 'db' | 'io' | 'log'>,
  userIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  try {
    const counts = await repo.unreadCounts(app.db, ids, NOTIFICATIONS_KEPT_PER_USER);
    for (const id of ids) emitUnreadCount(app, id, counts.get(id) ?? 0);
  } catch (err) {
    app.log.warn({ err }, 'Could not push unread notification counts');
  }
}

/**
 * Sends `userId` their unread count `unreadCount`, already known (e.g. from a mark-read or delete reply,
 * after it committed), on their `user:<id>` room, so their other tabs update without another count query.
 */
export function emitUnreadCount(app: Pick<FastifyInstance, 'io'>, userId: number, unreadCount: number): void {
  const payload: NotificationsUnreadPush = { unreadCount };
  app.io.to(userRoom(userId)).emit(serverEvents.notificationsUnreadCount, payload);
}

/**
 * Runs `change` (a service call that commits its own transaction) with a fresh `Notified` set, then
 * announces what it notified (unread counts, push and email). When `change` throws (rolled back)
 * nothing is pushed.
 */
export async function withUnreadPush<T>(
  app: Pick<FastifyInstance, 'db' | 'io' | 'log' | 'jobs' | 'mailer' | 'now'>,
  change: (notified: Notified) => Promise<T>,
): Promise<T> {
  const notified = Notified.delivering(app);
  const result = await change(notified);
  await announce(app, notified);
  return result;
}

/**
 * For the invites module: tells the group's admins (except the new member) that `member` joined
 * `group` through an invitation. Runs in the caller's transaction; returns the notified admin ids.
 */
export async function notifyAdminsOfInvitedMember(
  tx: Executor,
  group: { id: number; name: string },
  member: { id: number; name: string; surname: string },
  notified?: Notified,
): Promise<number[]> {
  const admins = await repo.groupAdminIds(tx, group.id);
  const message = notices.memberJoinedByInvite(fullName(member), group.name);
  return notify(
    tx,
    admins
      .filter((userId) => userId !== member.id)
      .map((userId) => ({
        userId,
        message,
        link: notificationLinks.group(group.id),
        kind: 'team_changes' as const,
        groupId: group.id,
        subject: mailSubjectWhat.memberJoined,
      })),
    notified,
  );
}

/**
 * The organiser's drop-out alert (README "Cancelled games", organiser alerts): tells the admins of the
 * game's group (never the player who left) that `playerId` left the main team of `game`, and how full
 * it is now (`mainCount` of its max_players): "Sipho Dlamini dropped out of Five-a-side, Thu 27 Nov
 * 19:00: main team 9/10.". One alert per admin and game (alert_key "dropout:game:{id}"): a later
 * drop-out rewrites the admin's unread alert instead of adding one; each is pushed and mailed as the
 * admin's team-change settings say (the hourly email cap applies). Runs in the caller's transaction,
 * under the game row lock. Returns the admin ids told.
 */
export async function alertAdminsOfDropout(
  tx: Executor,
  game: { id: number; groupId: number; description: string; gameDatetime: Date; maxPlayers: number },
  playerId: number,
  mainCount: number,
  notified?: Notified,
): Promise<number[]> {
  const admins = (await repo.groupAdminIds(tx, game.groupId)).filter((id) => id !== playerId);
  if (admins.length === 0) return [];
  const [player] = await tx
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, playerId));
  const name = player ? fullName(player) : null;
  const ref = await gameRef(tx, game);
  return notify(
    tx,
    admins.map((userId) => ({
      userId,
      message: notices.droppedOut(name, ref, mainCount, game.maxPlayers),
      mailMessage: notices.droppedOut(name, plainGameRef(ref), mainCount, game.maxPlayers),
      link: notificationLinks.game(game.id),
      kind: 'team_changes' as const,
      gameId: game.id,
      groupId: game.groupId,
      subject: mailSubjectWhat.droppedOut,
      alertKey: `dropout:game:${game.id}`,
    })),
    notified,
  );
}

/**
 * A stored notification as `language` says it: its notice (text_key, text_params) rendered in that
 * language, or the stored English `message` for a row written before keys were stored. Never throws.
 */
export function renderRow(
  row: Pick<repo.NotificationRow, 'message' | 'textKey' | 'textParams'>,
  language: Language,
) {
  if (!row.textKey || !row.textParams) return row.message;
  return renderNotice(translatorFor(language), {
    key: row.textKey as NoticeText['key'],
    params: row.textParams as NoticeText['params'],
  });
}

/**
 * GET /api/notifications: the caller's newest NOTIFICATIONS_LIST_LIMIT, newest first, each `message`
 * in the reader's language (README "Languages"): the profile's language, else `acceptLanguage`'s, else
 * English.
 */
export async function listNotifications(
  db: Executor,
  userId: number,
  acceptLanguage?: string,
): Promise<NotificationsReply> {
  const [rows, chosen] = await Promise.all([
    repo.listOfUser(db, userId, NOTIFICATIONS_LIST_LIMIT),
    repo.chosenLanguage(db, userId),
  ]);
  const language = chosen ?? languageOfAcceptLanguage(acceptLanguage) ?? 'en';
  const notifications = rows.map((row): Notification => ({
    id: row.id,
    message: renderRow(row, language),
    link: row.link,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
  }));
  return { success: true, notifications };
}

/** The caller's number of unread notifications. */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  return (await repo.unreadCounts(db, [userId], NOTIFICATIONS_KEPT_PER_USER)).get(userId) ?? 0;
}

/** PUT /api/notifications/{id}/mark-read: 404 notificationTexts.notFound when it is not the caller's. */
export async function markRead(db: Executor, userId: number, id: number): Promise<NotificationActionReply> {
  if (!(await repo.markRead(db, userId, id)))
    throw notFound(notificationTexts.notFound, 'NOTIFICATION_NOT_FOUND');
  return { success: true, message: notificationTexts.markedRead, unreadCount: await unreadCount(db, userId) };
}

/**
 * DELETE /api/notifications/delete-all (`ids` undefined) and …/delete-multiple (`ids`): deletes the
 * caller's notifications; ids that are not the caller's are ignored.
 */
export async function deleteNotifications(
  db: Executor,
  userId: number,
  ids?: number[],
): Promise<NotificationActionReply> {
  const n = await repo.deleteOfUser(db, userId, ids);
  return { success: true, message: notificationTexts.deleted(n), unreadCount: await unreadCount(db, userId) };
}
