/**
 * When a game's automatic reminder goes out (README "Reminders"): `reminder_hours` (a group setting,
 * 0 = off) before the game's RSVP cutoff — `game_datetime − rsvp_cutoff` hours, the kick-off when
 * rsvp_cutoff is 0. games.reminder_at holds that instant while the reminder is still due; the sweep job
 * (reminders/service.ts) sends it and clears it. A game created or moved after its reminder time gets none.
 * It lives with the group, whose reminder_hours it reads, so that games, groups and series set it without
 * importing the reminders module (docs/decisions/016-module-faces-and-events.md).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { subHours } from 'date-fns';
import type { Executor } from '../../db/client.ts';
import { games, groups } from '../../db/schema.ts';

/**
 * The instant the reminder is due: `reminderHours` hours before the cutoff; null when reminders are off
 * (0) or that instant is not after `now` (the game was created or moved too late for one).
 */
export function reminderTime(
  gameDatetime: Date,
  rsvpCutoffHours: number,
  reminderHours: number,
  now: Date,
): Date | null {
  if (reminderHours <= 0) return null;
  const at = subHours(gameDatetime, rsvpCutoffHours + reminderHours);
  return at.getTime() > now.getTime() ? at : null;
}

/** The group's reminder_hours (0 when the group is gone). */
export async function groupReminderHours(db: Executor, groupId: number): Promise<number> {
  const [row] = await db.select({ hours: groups.reminderHours }).from(groups).where(eq(groups.id, groupId));
  return row?.hours ?? 0;
}

/**
 * After a group's reminder_hours changed: every game of the group that has not started gets its reminder
 * time again by the new setting, or none when that time has passed (or reminders are now off). Members
 * already reminded of a game are not reminded again (game_reminders).
 */
export async function rescheduleGroupReminders(
  db: Executor,
  groupId: number,
  reminderHours: number,
  now: Date,
): Promise<void> {
  const due = sql`${games.gameDatetime} - make_interval(hours => ${games.rsvpCutoff} + ${reminderHours}::int)`;
  await db
    .update(games)
    .set({ reminderAt: reminderHours > 0 ? sql`case when ${due} > ${now} then ${due} end` : null })
    .where(and(eq(games.groupId, groupId), gt(games.gameDatetime, now)));
}
