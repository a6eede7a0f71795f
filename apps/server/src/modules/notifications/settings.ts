/**
 * Notification settings (README "Notifications"; docs/design.md#growing): which kinds of
 * notification a user gets by email and by push, and the groups whose chat they muted. A user without a
 * row has DEFAULT_NOTIFICATION_SETTINGS. Every sender asks one function, `wants`, whether to send.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsTexts,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  type notificationSettingsBodySchema,
} from '@turnout/shared';
import type { Database, Executor } from '../../db/client.ts';
import { groupMembers, notificationMutes, notificationSettings } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';

type SettingsRow = typeof notificationSettings.$inferSelect;

/** A settings row (or none: the defaults) and the muted group ids as the API shows them. */
export function toSettings(row: SettingsRow | undefined, mutedGroups: number[]): NotificationSettings {
  if (!row) return { ...structuredClone(DEFAULT_NOTIFICATION_SETTINGS), muted_groups: mutedGroups };
  return {
    email: {
      reminders: row.emailReminders,
      team_changes: row.emailTeamChanges,
      new_games: row.emailNewGames,
      chat: row.emailChat,
    },
    push: {
      reminders: row.pushReminders,
      team_changes: row.pushTeamChanges,
      new_games: row.pushNewGames,
      chat: row.pushChat,
    },
    muted_groups: mutedGroups,
  };
}

/**
 * The settings of each of `userIds` (two queries for all), defaults for those without a row; muted
 * groups among the groups each is a member of, ascending.
 */
export async function settingsOf(
  db: Executor,
  userIds: number[],
): Promise<Map<number, NotificationSettings>> {
  const ids = [...new Set(userIds)];
  const result = new Map<number, NotificationSettings>();
  if (ids.length === 0) return result;
  const [rows, mutes] = await Promise.all([
    db.select().from(notificationSettings).where(inArray(notificationSettings.userId, ids)),
    // Only the groups each user is still in: a mute outlives leaving a group, but is no longer shown
    // (a PUT of the list as shown then holds only groups the user may mute).
    db
      .select({ userId: notificationMutes.userId, groupId: notificationMutes.groupId })
      .from(notificationMutes)
      .innerJoin(
        groupMembers,
        and(
          eq(groupMembers.userId, notificationMutes.userId),
          eq(groupMembers.groupId, notificationMutes.groupId),
        ),
      )
      .where(inArray(notificationMutes.userId, ids)),
  ]);
  const rowOf = new Map(rows.map((r) => [r.userId, r]));
  const mutedOf = new Map<number, number[]>();
  for (const m of mutes) mutedOf.set(m.userId, [...(mutedOf.get(m.userId) ?? []), m.groupId]);
  for (const id of ids) {
    result.set(
      id,
      toSettings(
        rowOf.get(id),
        (mutedOf.get(id) ?? []).sort((a, b) => a - b),
      ),
    );
  }
  return result;
}

/** One user's settings. */
export async function settingsOfUser(db: Executor, userId: number): Promise<NotificationSettings> {
  return (await settingsOf(db, [userId])).get(userId)!;
}

/**
 * THE question every sender asks: does a user with `settings` want a notification of `kind` by
 * `channel`? A chat message of a muted group (`groupId`) is never pushed or mailed.
 */
export function wants(
  settings: NotificationSettings,
  channel: NotificationChannel,
  kind: NotificationKind,
  groupId?: number | null,
): boolean {
  if (kind === 'chat' && groupId != null && settings.muted_groups.includes(groupId)) return false;
  return settings[channel][kind];
}

/** The settings row's column of each channel and kind. */
const columnOf = {
  email: {
    reminders: 'emailReminders',
    team_changes: 'emailTeamChanges',
    new_games: 'emailNewGames',
    chat: 'emailChat',
  },
  push: {
    reminders: 'pushReminders',
    team_changes: 'pushTeamChanges',
    new_games: 'pushNewGames',
    chat: 'pushChat',
  },
} as const satisfies Record<NotificationChannel, Record<NotificationKind, keyof SettingsRow>>;

type Flags = Partial<Record<(typeof columnOf)[NotificationChannel][NotificationKind], boolean>>;

/**
 * Upserts `userId`'s settings row with only the columns in `flags` (a new row takes the defaults for
 * the others: `INSERT … ON CONFLICT (user_id) DO UPDATE` of the given columns). No flags: nothing.
 */
export async function upsertFlags(db: Executor, userId: number, flags: Flags, now: Date): Promise<void> {
  if (Object.keys(flags).length === 0) return;
  await db
    .insert(notificationSettings)
    .values({ userId, ...flags, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...flags, updatedAt: now } });
}

/**
 * PUT /api/users/notification-settings: applies `body` (any part) to `userId`'s settings at `now` and
 * answers the whole. `muted_groups` replaces the list; each id must be a group the caller is a member
 * of, else 400 notificationSettingsTexts.muteNotMember (the same sentence whether or not the group
 * exists). One transaction: a refused body changes nothing.
 */
export async function updateSettings(
  db: Database,
  userId: number,
  body: z.output<typeof notificationSettingsBodySchema>,
  now: Date,
): Promise<NotificationSettings> {
  const flags: Flags = {};
  for (const channel of ['email', 'push'] as const) {
    for (const [kind, value] of Object.entries(body[channel] ?? {})) {
      if (typeof value === 'boolean') flags[columnOf[channel][kind as NotificationKind]] = value;
    }
  }
  await db.transaction(async (tx) => {
    if (body.muted_groups !== undefined) {
      const wanted = [...new Set(body.muted_groups)];
      if (wanted.length > 0) {
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(groupMembers)
          .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, wanted)));
        if (Number(row?.n ?? 0) !== wanted.length) {
          throw badRequest(notificationSettingsTexts.muteNotMember, 'MUTE_NOT_MEMBER');
        }
      }
      await tx.delete(notificationMutes).where(eq(notificationMutes.userId, userId));
      if (wanted.length > 0) {
        // A simultaneous PUT of the same list may have inserted some already.
        await tx
          .insert(notificationMutes)
          .values(wanted.map((groupId) => ({ userId, groupId })))
          .onConflictDoNothing();
      }
    }
    await upsertFlags(tx, userId, flags, now);
  });
  return settingsOfUser(db, userId);
}

/** Turns `userId`'s emails of `kind` off at `now` (an unsubscribe link). */
export async function turnEmailOff(
  db: Executor,
  userId: number,
  kind: NotificationKind,
  now: Date,
): Promise<void> {
  await upsertFlags(db, userId, { [columnOf.email[kind]]: false }, now);
}
