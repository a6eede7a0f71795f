/**
 * The exports module's reads (README "Your data", "Export a group"): what one member's export and one
 * group's export are made of. Reads only, outside any transaction; the routes check who may read.
 * Every query of a member's export is bounded by that member (their rows, the rows sent to them); the
 * group export's by the group. No query here reads another member's email or mobile.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  chatMessages,
  gameGuests,
  gamePayments,
  gameResults,
  gameSides,
  games,
  groupMembers,
  groups,
  notificationMutes,
  notificationSettings,
  notifications,
  rsvps,
  sheetHistory,
  users,
} from '../../db/schema.ts';

/** The member's own account row, without the password hash and token version; null when gone. */
export async function profileOf(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      mobile: users.mobile,
      requireInvite: users.requireInvite,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The member's notification settings row (null: the defaults) and the ids of the groups they muted. */
export async function settingsOf(db: Executor, userId: number) {
  const [settings] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const mutes = await db
    .select({ groupId: notificationMutes.groupId })
    .from(notificationMutes)
    .where(eq(notificationMutes.userId, userId))
    .orderBy(asc(notificationMutes.groupId));
  return { settings: settings ?? null, mutedGroupIds: mutes.map((m) => m.groupId) };
}

/** The groups the member is in, by name: the group's own fields and their membership. */
export function groupsOf(db: Executor, userId: number) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      timeZone: groups.timeZone,
      currency: groups.currency,
      isAdmin: groupMembers.isAdmin,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groups.name), asc(groups.id));
}

/** A game's fields as both exports write them. */
const gameColumns = {
  id: games.id,
  groupId: games.groupId,
  groupName: groups.name,
  timeZone: groups.timeZone,
  description: games.description,
  gameDatetime: games.gameDatetime,
  venue: games.venue,
  opponent: games.opponent,
  colour: games.colour,
  notes: games.notes,
  cost: games.cost,
  currency: games.currency,
  costMode: games.costMode,
  maxPlayers: games.maxPlayers,
  rsvpCutoff: games.rsvpCutoff,
  status: games.status,
  cancelMessage: games.cancelMessage,
  seriesId: games.seriesId,
};

export type ExportGame = Awaited<ReturnType<typeof gamesOf>>[number];

/**
 * The member's games, oldest first: every game they have an answer to, a guest on, or a row of the
 * team sheet's history about them in.
 */
export function gamesOf(db: Executor, userId: number) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .where(
      or(
        sql`exists (select 1 from ${rsvps} where ${rsvps.gameId} = ${games.id} and ${rsvps.userId} = ${userId})`,
        sql`exists (select 1 from ${gameGuests} where ${gameGuests.gameId} = ${games.id} and ${gameGuests.hostUserId} = ${userId})`,
        sql`exists (select 1 from ${sheetHistory} where ${sheetHistory.gameId} = ${games.id} and ${sheetHistory.userId} = ${userId})`,
      ),
    )
    .orderBy(asc(games.gameDatetime), asc(games.id));
}

/** The group's games, oldest first. */
export function gamesOfGroup(db: Executor, groupId: number) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .where(eq(games.groupId, groupId))
    .orderBy(asc(games.gameDatetime), asc(games.id));
}

/** The answers (rsvps) to `gameIds`, of `userId` only when given, in each game's sheet order, with names. */
export async function answersOf(db: Executor, gameIds: number[], userId?: number) {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: rsvps.gameId,
      userId: rsvps.userId,
      name: users.name,
      surname: users.surname,
      status: rsvps.status,
      byChoice: rsvps.byChoice,
      respondedAt: rsvps.respondedAt,
      updatedAt: rsvps.updatedAt,
      position: rsvps.position,
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(inArray(rsvps.gameId, gameIds), userId === undefined ? undefined : eq(rsvps.userId, userId)))
    .orderBy(asc(rsvps.gameId), asc(rsvps.position));
}

/** The guests on `gameIds`, of host `hostUserId` only when given, in sheet order, with their host's name. */
export async function guestsOf(db: Executor, gameIds: number[], hostUserId?: number) {
  if (gameIds.length === 0) return [];
  return db
    .select({
      id: gameGuests.id,
      gameId: gameGuests.gameId,
      name: gameGuests.name,
      status: gameGuests.status,
      position: gameGuests.position,
      hostUserId: gameGuests.hostUserId,
      hostName: users.name,
      hostSurname: users.surname,
      createdAt: gameGuests.createdAt,
    })
    .from(gameGuests)
    .innerJoin(users, eq(users.id, gameGuests.hostUserId))
    .where(
      and(
        inArray(gameGuests.gameId, gameIds),
        hostUserId === undefined ? undefined : eq(gameGuests.hostUserId, hostUserId),
      ),
    )
    .orderBy(asc(gameGuests.gameId), asc(gameGuests.position));
}

/**
 * The chat messages the member sent (group and direct), and the direct messages sent to them, oldest
 * first, with the group's name and the other person's name (null when their account is gone).
 */
export async function messagesOf(db: Executor, userId: number) {
  const other = sql<
    string | null
  >`(select ${users.name} || ' ' || ${users.surname} from ${users} where ${users.id} = case when ${chatMessages.senderId} = ${userId} then ${chatMessages.recipientId} else ${chatMessages.senderId} end)`;
  return db
    .select({
      id: chatMessages.id,
      type: chatMessages.type,
      senderId: chatMessages.senderId,
      recipientId: chatMessages.recipientId,
      groupId: chatMessages.groupId,
      groupName: groups.name,
      otherName: other,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
      readAt: chatMessages.readAt,
    })
    .from(chatMessages)
    .leftJoin(groups, eq(groups.id, chatMessages.groupId))
    .where(
      or(
        eq(chatMessages.senderId, userId),
        and(eq(chatMessages.type, 'direct'), eq(chatMessages.recipientId, userId)),
      ),
    )
    .orderBy(asc(chatMessages.id));
}

/** The member's notifications, oldest first. */
export function notificationsOf(db: Executor, userId: number) {
  return db
    .select({
      id: notifications.id,
      message: notifications.message,
      link: notifications.link,
      createdAt: notifications.createdAt,
      isRead: notifications.isRead,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

/** The group's members with their names, by name: no email or mobile (README "Export a group"). */
export function membersOfGroup(db: Executor, groupId: number) {
  return db
    .select({
      userId: groupMembers.userId,
      name: users.name,
      surname: users.surname,
      isAdmin: groupMembers.isAdmin,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
}

/** The names of `userIds` (members and former members named on a sheet or a side), by id. */
export async function namesOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { name: string; surname: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The payment rows of `gameIds` with the payer's name, by game then name. */
export async function paymentRowsOf(db: Executor, gameIds: number[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: gamePayments.gameId,
      userId: gamePayments.userId,
      name: users.name,
      surname: users.surname,
      status: gamePayments.status,
      amountPaid: gamePayments.amountPaid,
      updatedAt: gamePayments.updatedAt,
    })
    .from(gamePayments)
    .innerJoin(users, eq(users.id, gamePayments.userId))
    .where(inArray(gamePayments.gameId, gameIds))
    .orderBy(asc(gamePayments.gameId), asc(users.name), asc(users.surname), asc(users.id));
}

/** The results of `gameIds` with their published sides (null when none), by game. */
export async function resultsOf(db: Executor, gameIds: number[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: gameResults.gameId,
      scores: gameResults.scores,
      notPlayed: gameResults.notPlayed,
      recordedAt: gameResults.recordedAt,
      sides: gameSides.sides,
    })
    .from(gameResults)
    .leftJoin(gameSides, eq(gameSides.gameId, gameResults.gameId))
    .where(inArray(gameResults.gameId, gameIds))
    .orderBy(asc(gameResults.gameId));
}
