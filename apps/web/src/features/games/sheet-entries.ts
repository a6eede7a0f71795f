/**
 * Members and guests on the team sheet (README "Guests"): a guest entry has a null `user_id`, its own
 * `guest_id` and the `host_user_id` of the member who brought it, and is shown as "Sam (guest of
 * Thabo)" with the host's first name taken from the sheet's member entries.
 */
import type { TeamEntry, TeamResponse } from '@turnout/shared';
import { gameScreenTexts } from './i18n.ts';

/** A member's entry: one with a user behind it (every admin move takes a `userId`). */
export type MemberEntry = TeamEntry & { user_id: number };

/** A guest's entry: answered on the host's behalf, never a member. */
export type GuestSheetEntry = TeamEntry & { user_id: null; guest_id: number; host_user_id: number };

/** Whether `e` is a guest's entry rather than a member's. */
export function isGuest(e: TeamEntry): e is GuestSheetEntry {
  const entry = e as { user_id: number | null; guest_id?: number };
  return entry.user_id === null && typeof entry.guest_id === 'number';
}

/** Whether `e` is a member's entry. */
export function isMember(e: TeamEntry): e is MemberEntry {
  return typeof (e as { user_id: number | null }).user_id === 'number';
}

/** A key unique on the sheet: "u7" for a member, "g3" for a guest. */
export function entryKey(e: TeamEntry): string {
  return isGuest(e) ? `g${e.guest_id}` : `u${String(e.user_id)}`;
}

/** Every entry of the sheet, in its order: main team, reserves, not attending. */
export function allEntries(team: TeamResponse): TeamEntry[] {
  return [...team.mainTeam, ...team.reserves, ...team.notAttending];
}

/** The first name of member `userId` among `people` (the sheet's entries, or payment rows), or null. */
export function firstNameOf(
  userId: number,
  people: readonly { user_id: number | null; name: string }[],
): string | null {
  return people.find((p) => p.user_id === userId)?.name ?? null;
}

/** "Sam (guest of Thabo)"; "Sam (guest)" when the host is not among `people`. */
export function guestLabel(
  name: string,
  hostUserId: number | null | undefined,
  people: readonly { user_id: number | null; name: string }[],
): string {
  const host = typeof hostUserId === 'number' ? firstNameOf(hostUserId, people) : null;
  const t = gameScreenTexts.t;
  return host ? t('sheet.guestOf', { name, host }) : t('sheet.guest', { name });
}

/** How the sheet names an entry: "Thabo Nkosi", or "Sam (guest of Thabo)" for a guest. */
export function entryLabel(e: TeamEntry, team: TeamResponse): string {
  return isGuest(e) ? guestLabel(e.name, e.host_user_id, allEntries(team)) : `${e.name} ${e.surname}`;
}
