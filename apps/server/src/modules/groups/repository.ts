/**
 * The groups feature's Drizzle queries: groups, memberships and the member list. No rules here (those
 * live in service.ts); every function takes an Executor so it runs inside the caller's transaction.
 * Member counts come from one grouped query per call, never one query per group.
 */
import type { CostMode, PromotionMode } from '@turnout/shared';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { chatMessages, games, groupChatReads, groupMembers, groups, users } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';

/** A member's row of a group: `isGroupAdmin` is group_members.is_admin (not the site flag). */
export type Membership = { groupId: number; userId: number; isGroupAdmin: boolean; joinedAt: Date };

/** The membership of `userId` in `groupId`, or null. One prepared query (access.ts getMembership). */
export async function findMembership(
  db: Executor,
  groupId: number,
  userId: number,
): Promise<Membership | null> {
  const [row] = await prepared(db, 'membership', (d) =>
    d
      .select({
        groupId: groupMembers.groupId,
        userId: groupMembers.userId,
        isGroupAdmin: groupMembers.isAdmin,
        joinedAt: groupMembers.joinedAt,
      })
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, sql.placeholder('groupId')),
          eq(groupMembers.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('membership'),
  ).execute({ groupId, userId });
  return row ?? null;
}

/**
 * How a writer holds the group row: `key share` (the default) lets writers into one group run side by
 * side and only waits for, and holds off, the group's deletion and membership changes (which take the
 * row FOR UPDATE: `lockGroup`); `update` also runs the writers that take it one after the other (e.g.
 * a per-group count that concurrent writes must not overshoot).
 */
export type GroupLock = 'key share' | 'update';

/**
 * Locks the group row with `lock` until the transaction ends (access.ts lockMembership says why);
 * false when the group does not exist. One prepared query per lock strength.
 */
export async function lockGroupRow(tx: Executor, groupId: number, lock: GroupLock): Promise<boolean> {
  const name = lock === 'update' ? 'group_lock_update' : 'group_lock_key_share';
  const [group] = await prepared(tx, name, (d) =>
    d
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.id, sql.placeholder('groupId')))
      .for(lock)
      .prepare(name),
  ).execute({ groupId });
  return group !== undefined;
}

export type GroupRow = {
  id: number;
  name: string;
  createdAt: Date;
  createdBy: number | null;
  /** The caller's group admin flag (group_members.is_admin; the API's `is_admin` of a group). */
  isGroupAdmin: boolean;
  memberCount: number;
  timeZone: string;
  currency: string;
  reminderHours: number;
  costMode: CostMode;
  guestsPerMember: number;
  promotion: PromotionMode;
  offerHours: number;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
};

const everyone = alias(groupMembers, 'everyone');

/** The groups `userId` belongs to (optionally only `groupId`), with their admin flag and member count. */
function groupsOf(db: Executor, userId: number, groupId?: number) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      createdAt: groups.createdAt,
      createdBy: groups.createdBy,
      isGroupAdmin: groupMembers.isAdmin,
      memberCount: sql<number>`count(${everyone.userId})::int`,
      timeZone: groups.timeZone,
      currency: groups.currency,
      reminderHours: groups.reminderHours,
      costMode: sql<CostMode>`${groups.costMode}`,
      guestsPerMember: groups.guestsPerMember,
      promotion: sql<PromotionMode>`${groups.promotion}`,
      offerHours: groups.offerHours,
      quietHoursStart: groups.quietHoursStart,
      quietHoursEnd: groups.quietHoursEnd,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(everyone, eq(everyone.groupId, groups.id))
    .where(and(eq(groupMembers.userId, userId), groupId === undefined ? undefined : eq(groups.id, groupId)))
    .groupBy(groups.id, groupMembers.isAdmin);
}

/** Every group of `userId`, by name (then id). */
export async function listGroupsOfUser(db: Executor, userId: number): Promise<GroupRow[]> {
  return groupsOf(db, userId).orderBy(sql`lower(${groups.name})`, asc(groups.id));
}

/** One group as `userId` sees it, or null when it does not exist or they are not in it. */
export async function findGroupOfUser(
  db: Executor,
  groupId: number,
  userId: number,
): Promise<GroupRow | null> {
  const [row] = await groupsOf(db, userId, groupId);
  return row ?? null;
}

/** The groups `userId` administers, by name: `{ id, name }`. */
/** True when `userId` is a group admin of at least one group. */
export async function isGroupAdminAnywhere(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.isAdmin, true)))
    .limit(1);
  return row !== undefined;
}

export async function listAdminGroupsOfUser(db: Executor, userId: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.isAdmin, true)))
    .orderBy(sql`lower(${groups.name})`, asc(groups.id));
}

/**
 * Locks the group row (`SELECT … FOR UPDATE`) so that membership changes of one group run one after
 * the other: two last admins leaving at once still leave an admin, and the last member leaving never
 * races an add. Returns the group's name and reminder_hours, or null when it does not exist.
 */
export async function lockGroup(
  db: Executor,
  groupId: number,
): Promise<{ id: number; name: string; reminderHours: number; timeZone: string } | null> {
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      reminderHours: groups.reminderHours,
      timeZone: groups.timeZone,
    })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  return row ?? null;
}

/**
 * A group's settings (README "A group's time zone and currency", "Reminders", "Who pays what",
 * "Guests"); cost_mode and guests_per_member take the table's defaults ("split", 1) when left out.
 */
export type GroupSettings = {
  timeZone: string;
  currency: string;
  reminderHours: number;
  costMode?: CostMode;
  guestsPerMember?: number;
  /** Timed offers near kick-off (README "Reserves"); the table's defaults when left out. */
  promotion?: PromotionMode;
  offerHours?: number;
  quietHoursStart?: string | null;
  quietHoursEnd?: string | null;
};

export async function insertGroup(db: Executor, name: string, createdBy: number, settings: GroupSettings) {
  const [row] = await db
    .insert(groups)
    .values({ name, createdBy, ...settings })
    .returning();
  return row!;
}

/** Changes the given fields of the group (name and settings); nothing when `changes` is empty. */
export async function updateGroup(
  db: Executor,
  groupId: number,
  changes: Partial<GroupSettings & { name: string }>,
): Promise<void> {
  if (Object.values(changes).every((v) => v === undefined)) return;
  await db.update(groups).set(changes).where(eq(groups.id, groupId));
}

/**
 * Re-prices the group's games that have not kicked off by `now` (game_datetime > now) in its current
 * currency and cost mode (README "Who pays what"); games that have kicked off keep theirs.
 */
export async function repriceUpcomingGames(db: Executor, groupId: number, now: Date): Promise<void> {
  await db
    .update(games)
    .set(groupPricing(groupId))
    .where(and(eq(games.groupId, groupId), gt(games.gameDatetime, now)));
}

/**
 * The group's current currency and cost mode as SQL values for a games row (games.currency,
 * games.cost_mode; README "Who pays what"): what a new game, or a game edited before kick-off, is priced in.
 */
export function groupPricing(groupId: number) {
  return {
    currency: sql<string>`(select ${groups.currency} from ${groups} where ${groups.id} = ${groupId})`,
    costMode: sql<string>`(select ${groups.costMode} from ${groups} where ${groups.id} = ${groupId})`,
  };
}

/** Deletes the group; its memberships, games, RSVPs, invites and chat go with it (ON DELETE CASCADE). */
export async function deleteGroup(db: Executor, groupId: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, groupId));
}

/**
 * Adds a membership; false when the user was already a member. A new member's group chat read mark
 * starts at the group's newest message: they never see or count the messages sent before they joined
 * (spec, group chat), and without a mark their unread count would walk the group's whole chat index on
 * every poll until they first open the chat (bench/README.md "Costs as data grows").
 */
export async function insertMembership(db: Executor, groupId: number, userId: number, isGroupAdmin: boolean) {
  const rows = await db
    .insert(groupMembers)
    .values({ groupId, userId, isAdmin: isGroupAdmin })
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  if (rows.length === 0) return false;
  await db
    .insert(groupChatReads)
    .values({
      groupId,
      userId,
      lastReadMessageId: sql`coalesce((select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.groupId} = ${groupId}), 0)`,
    })
    .onConflictDoUpdate({
      target: [groupChatReads.groupId, groupChatReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${groupChatReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
  return true;
}

/** Deletes a membership; false when there was none. */
export async function deleteMembership(db: Executor, groupId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

export async function setMemberAdmin(db: Executor, groupId: number, userId: number, isGroupAdmin: boolean) {
  await db
    .update(groupMembers)
    .set({ isAdmin: isGroupAdmin })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** How many members and admins the group has, and its longest-standing member (earliest joined_at). */
export async function membershipStats(db: Executor, groupId: number) {
  const [counts] = await db
    .select({
      members: sql<number>`count(*)::int`,
      admins: sql<number>`count(*) filter (where ${groupMembers.isAdmin})::int`,
    })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  const [oldest] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId))
    .limit(1);
  return { members: counts?.members ?? 0, admins: counts?.admins ?? 0, oldestUserId: oldest?.userId ?? null };
}

/** The group's members with their names: admins first, then by joined_at (then id). */
export async function listMembers(db: Executor, groupId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      isGroupAdmin: groupMembers.isAdmin,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(desc(groupMembers.isAdmin), asc(groupMembers.joinedAt), asc(users.id));
}

/** The user ids of the group's members, in id order. */
export async function memberIds(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.userId));
  return rows.map((r) => r.userId);
}

/** One member of the group with their name, or null. */
export async function findMember(db: Executor, groupId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, surname: users.surname, isGroupAdmin: groupMembers.isAdmin })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row ?? null;
}

/**
 * The user whose stored mobile is one of `spellings` (with their email, stored mobile and "ask me first"
 * setting), or null (README "Mobile numbers"). Should two accounts hold spellings of one number, the one
 * holding `spellings[0]` (as typed) wins, then the oldest.
 */
export async function findUserByMobile(db: Executor, spellings: string[]) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      mobile: users.mobile,
      requireInvite: users.requireInvite,
    })
    .from(users)
    .where(inArray(users.mobile, spellings))
    .orderBy(sql`${users.mobile} = ${spellings[0]} desc`, asc(users.id))
    .limit(1);
  return row ?? null;
}
