/**
 * Notifications: request/response schemas of /api/notifications (docs/product.md#s3-notification,
 * #s7-invites-notifications) and the sentences a notification says.
 *
 * Every message names the game (its description) or the group, and when the game is, in the form
 * `notificationWhen` gives ("Thu 27 Nov 19:00"), in the game's group's time zone (README "A group's time
 * zone and currency"): never the server's zone. Links are client routes of docs/product.md#s2 (`/games/{id}`,
 * `/group/{id}`, `/groups`, `/invite/{token}`).
 */
import { z } from 'zod';
import { formatInZone } from './zones.ts';
import { idParamsSchema, idSchema } from './common.ts';
import { PRODUCT_NAME } from './texts/accounts.ts';
import { notificationTexts } from './texts/notifications.ts';
export * from './texts/notifications.ts';

/** "Thu 27 Nov 19:00": when a game is, as notifications and emails say it, in the group's `timeZone`. */
export function notificationWhen(at: Date, timeZone: string): string {
  return formatInZone(at, 'EEE d MMM HH:mm', timeZone);
}

/** The client routes a notification links to. */
export const notificationLinks = {
  game: (gameId: number) => `/games/${gameId}`,
  group: (groupId: number) => `/group/${groupId}`,
  groups: () => '/groups',
  /** The invitation screen, where a signed-in invitee accepts (docs/product.md#s2-invite). */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
} as const;

/** A game as a notification names it: its description, kick-off and its group's time zone. */
export type GameRef = { description: string; at: Date; timeZone: string };
type Place = { at: Date; venue: string | null; timeZone: string };

const game = (g: GameRef) => `${g.description}, ${notificationWhen(g.at, g.timeZone)}`;
const place = (p: Place) => `${notificationWhen(p.at, p.timeZone)}${p.venue ? ` at ${p.venue}` : ''}`;

/**
 * A game as emails name it in their own sentences: no description (user text stays in a quoted block
 * under its author's name; README "Notifications"), only "the game" and when.
 */
export function plainGameRef(g: GameRef): GameRef {
  return { ...g, description: 'the game' };
}

/** The sentence of each notification trigger (docs/product.md#s2-notifications). */
export const notificationMessages = {
  gameCreated: (groupName: string, g: GameRef) => `New game in ${groupName}: ${game(g)}.`,
  gameChanged: (description: string, was: Place, now: Place) =>
    `Game changed: ${description} is now ${place(now)} (was ${place(was)}).`,
  /** gameChanged as emails say it: no description or venue (they are quoted under their author's name). */
  gameChangedPlain: (was: Place, now: Place) => {
    const moved = was.at.getTime() !== now.at.getTime();
    const venue = (was.venue ?? '') !== (now.venue ?? '');
    const when = `${notificationWhen(now.at, now.timeZone)}`;
    if (moved)
      return `Game changed: the game is now on ${when} (was ${notificationWhen(was.at, was.timeZone)})${venue ? ', at a new venue' : ''}.`;
    return `Game changed: the game on ${when} ${venue ? 'has a new venue' : 'was changed'}.`;
  },
  /** The one notification of several changes to one game in a window (decision 012): newest last. */
  gameChanges: (messages: string[]) =>
    messages.length === 1 ? messages[0]! : `${messages.length} changes:\n${messages.join('\n')}`,
  /** The push title of a coalesced notification of `n` (> 1) changes; its body is the newest. */
  gameChangesTitle: (n: number) => `${PRODUCT_NAME}: ${n} changes to this game`,
  gameDeleted: (g: GameRef) => `Game cancelled: ${game(g)} has been deleted.`,
  promoted: (g: GameRef) => `You're in! Promoted to the main team for ${game(g)}.`,
  movedToReserves: (g: GameRef) => `You've been moved to the reserves for ${game(g)}.`,
  addedToMainTeam: (g: GameRef) => `You've been added to the main team for ${game(g)}.`,
  addedToReserves: (g: GameRef) => `You've been added to the reserves for ${game(g)}.`,
  removedFromTeam: (g: GameRef) => `You've been taken off the team sheet for ${game(g)}.`,
  /** To a guest's host (guests are never messaged; README "Guests"). */
  guestPromoted: (guestName: string, g: GameRef) =>
    `Your guest ${guestName} is in! Promoted to the main team for ${game(g)}.`,
  guestMovedToReserves: (guestName: string, g: GameRef) =>
    `Your guest ${guestName} has been moved to the reserves for ${game(g)}.`,
  /** The reminder of a game not yet answered (README "Reminders"): the automatic one and an admin's. */
  reminder: (g: GameRef) => `Are you playing? ${game(g)} — answer in, out or reserves.`,
  /** A group admin's reminder to a player who has not paid for a game that kicked off (README "Past games"). */
  paymentReminder: (g: GameRef, amount: string) =>
    `Please pay for ${game(g)}: your share is ${amount}, not yet marked paid.`,
  addedToGroup: (adminName: string, groupName: string) => `${adminName} added you to ${groupName}.`,
  invitedToGroup: (adminName: string, groupName: string) =>
    `${adminName} invited you to join ${groupName}. Open this to accept.`,
  removedFromGroup: (groupName: string) => `You've been removed from the group ${groupName}.`,
  madeGroupAdmin: (groupName: string) => `You're now a group admin of ${groupName}.`,
  unmadeGroupAdmin: (groupName: string) => `You're no longer a group admin of ${groupName}.`,
  memberJoinedByInvite: (memberName: string, groupName: string) =>
    `${memberName} joined ${groupName} through an invitation.`,
  /** To every member who answered and every guest's host (README "Cancelled games"). */
  gameCancelled: (adminName: string, g: GameRef) => `${adminName} cancelled ${game(g)}.`,
  gameReinstated: (adminName: string, g: GameRef) => `${adminName} reinstated ${game(g)}: it's on again.`,
  /**
   * The organiser's drop-out alert to the group's admins (README "Cancelled games", organiser alerts): who
   * left the main team within 48 hours of kick-off and how full it is now. A later drop-out rewrites it.
   */
  droppedOut: (playerName: string, g: GameRef, mainCount: number, maxPlayers: number) =>
    `${playerName} dropped out of ${game(g)}: main team ${mainCount}/${maxPlayers}.`,
} as const;

/** "Thu 19:00": a kick-off as email subjects say it, in the group's `timeZone`. */
export function subjectWhen(at: Date, timeZone: string): string {
  return formatInZone(at, 'EEE HH:mm', timeZone);
}

/**
 * What an email's subject says happened (README "Notifications", subjects): the first half of
 * "You're in — Thursday Footy, Thu 19:00". No user text: the game is named by its group's name and
 * kick-off only (mailSubject).
 */
export const mailSubjectWhat = {
  promoted: "You're in",
  addedToMainTeam: "You're in",
  movedToReserves: "You're on the reserves",
  addedToReserves: "You're on the reserves",
  removedFromTeam: "You're off the team sheet",
  guestPromoted: 'Your guest is in',
  guestMovedToReserves: 'Your guest is on the reserves',
  gameChanged: 'Game changed',
  gameDeleted: 'Game deleted',
  gameCancelled: 'Game cancelled',
  gameReinstated: 'Game back on',
  droppedOut: 'A player dropped out',
  seriesChanged: 'Recurring game changed',
  seriesStopped: 'Recurring game stopped',
  addedToGroup: 'You were added',
  removedFromGroup: 'You were removed',
  madeGroupAdmin: "You're a group admin",
  unmadeGroupAdmin: "You're no longer a group admin",
  memberJoined: 'A new member joined',
  changes: (n: number) => `${n} changes`,
  fallback: 'A change for you',
} as const;

/**
 * An email subject: `what` happened, then which game ("You're in — Thursday Footy, Thu 19:00") or group
 * ("You were added — Thursday Footy"). Only a group's name is user text here.
 */
export function mailSubject(
  what: string,
  about?: { groupName: string; at?: Date; timeZone?: string },
): string {
  if (!about) return `${what} — ${PRODUCT_NAME}`;
  const when = about.at && about.timeZone ? `, ${subjectWhen(about.at, about.timeZone)}` : '';
  return `${what} — ${about.groupName}${when}`;
}

/**
 * A notification as the API returns it (docs/product.md#s3): created_at ISO 8601 UTC; link a client route or
 * null.
 */
export const notificationSchema = z.object({
  id: z.number(),
  message: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first. */
export const notificationsReplySchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
});
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** GET /api/notifications/unread-count. */
export const unreadCountReplySchema = z.object({ success: z.literal(true), unreadCount: z.number() });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;

/** PUT /api/notifications/{id}/mark-read, DELETE …/delete-all and …/delete-multiple. */
export const notificationActionReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  unreadCount: z.number(),
});
export type NotificationActionReply = z.infer<typeof notificationActionReplySchema>;

/** DELETE /api/notifications/delete-multiple: ids that are not the caller's are ignored. */
export const deleteNotificationsBodySchema = z.object({
  ids: z
    .array(idSchema('Each id'), { error: notificationTexts.idsRequired })
    .min(1, { error: notificationTexts.noneSelected })
    .max(1000, { error: 'At most 1000 notifications can be deleted at once.' }),
});
export type DeleteNotificationsBody = z.input<typeof deleteNotificationsBodySchema>;

/** PUT /api/notifications/{id}/mark-read. */
export const notificationIdParamsSchema = idParamsSchema;
