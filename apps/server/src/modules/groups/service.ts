/**
 * Group rules (docs/product.md#s2-group-detail, #s6). Every change runs in one transaction that
 * first locks the group row, so membership changes of a group never interleave. A caller who is not in
 * the group gets 404 (they never learn it exists); a member who is not an admin gets 403 on an admin
 * action. Replies use the shapes of packages/shared/src/groups.ts.
 */
import {
  defaultCurrency,
  FALLBACK_TIME_ZONE,
  fullName,
  groupTexts,
  notificationLinks,
  mailSubjectWhat,
  notices,
  type AddMemberReply,
  type CostMode,
  type PromotionMode,
  type QuietHours,
  type AdminGroup,
  type GroupActionReply,
  type GroupDetail,
  type GroupSummary,
  type GroupInvite,
  type Member,
  type RevokeInviteReply,
} from '@turnout/shared';
import type { Language } from '@turnout/shared/i18n/languages';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { TransactionPublisher } from '../../plugins/events.ts';
import { notify, Notified } from '../notifications/index.ts';
import { requireGroupAdmin, requireGroupMember } from './access.ts';
import { rescheduleGroupReminders } from './reminder-schedule.ts';
import { internationalMobile, invitationMobile, mobileRegion, mobileSpellings } from '@turnout/shared/phone';
import * as repo from './repository.ts';

const toSummary = (row: repo.GroupRow): GroupSummary => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  is_admin: row.isGroupAdmin,
  member_count: row.memberCount,
  time_zone: row.timeZone,
  currency: row.currency,
  reminder_hours: row.reminderHours,
  cost_mode: row.costMode,
  guests_per_member: row.guestsPerMember,
  ...offerSettingsOf(row),
});

/** The offer settings of a group row as the API names them (README "Reserves"). */
const offerSettingsOf = (row: {
  promotion: string;
  offerHours: number;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
}) => ({
  promotion: row.promotion as PromotionMode,
  offer_hours: row.offerHours,
  quiet_hours:
    row.quietHoursStart === null || row.quietHoursEnd === null
      ? null
      : { start: row.quietHoursStart, end: row.quietHoursEnd },
});

const toDetail = (row: repo.GroupRow): GroupDetail => ({ ...toSummary(row), created_by: row.createdBy });

/**
 * Locks the group row and checks the caller's role in it: 404 when the group is unknown or they are not
 * in it; with `role` 'admin', 403 for a plain member. Returns the group's id, name and reminder_hours.
 */
async function lockGroupAs(tx: Tx, groupId: number, userId: number, role: 'member' | 'admin') {
  const group = await repo.lockGroup(tx, groupId);
  if (!group) throw notFound(groupTexts.notFound);
  if (role === 'admin') await requireGroupAdmin(tx, groupId, userId);
  else await requireGroupMember(tx, groupId, userId);
  return group;
}

/** The caller's groups with their own admin flag and member count, by name. */
export async function listMyGroups(db: Executor, userId: number): Promise<GroupSummary[]> {
  return (await repo.listGroupsOfUser(db, userId)).map(toSummary);
}

/** The groups the caller administers, `{ id, name }`, by name (the create-game screen's choices). */
export async function listMyAdminGroups(db: Executor, userId: number): Promise<AdminGroup[]> {
  return repo.listAdminGroupsOfUser(db, userId);
}

/** One group as the caller sees it; 404 when it does not exist or they are not in it. */
export async function getGroup(db: Executor, groupId: number, userId: number): Promise<GroupDetail> {
  const row = await repo.findGroupOfUser(db, groupId, userId);
  if (!row) throw notFound(groupTexts.notFound);
  return toDetail(row);
}

/**
 * What a new group is created with (README "A group's time zone and currency", "Reminders", "Who pays
 * what", "Guests"): the name (already trimmed and validated), and optionally its time zone (canonical
 * IANA name), currency (ISO 4217), the creator's locale (only to pick the currency), reminder hours
 * (0–168), cost mode and guests per member (0–5).
 */
export type NewGroup = {
  name: string;
  timeZone?: string;
  currency?: string;
  locale?: string;
  reminderHours?: number;
  costMode?: CostMode;
  guestsPerMember?: number;
};

/** A new group's cost_mode and guests_per_member when none is given (README "Who pays what", "Guests"). */
export const DEFAULT_COST_MODE: CostMode = 'split';
export const DEFAULT_GUESTS_PER_MEMBER = 1;

/** A new group's reminder_hours when none is given (README "Reminders"). */
export const DEFAULT_REMINDER_HOURS = 24;

/**
 * Creates a group whose creator is its first admin. Absent settings get their defaults: time zone
 * `defaultTimeZone` (the DEFAULT_TIME_ZONE setting); currency by docs/product.md#s9 (shared defaultCurrency:
 * an Africa/Johannesburg zone gives ZAR, else the locale's: en-US USD, en-GB GBP, fr-FR EUR, else ZAR);
 * reminder_hours 24; cost_mode "split"; guests_per_member 1.
 */
export async function createGroup(
  db: Database,
  userId: number,
  input: NewGroup,
  defaultTimeZone: string = FALLBACK_TIME_ZONE,
): Promise<GroupSummary> {
  const timeZone = input.timeZone ?? defaultTimeZone;
  const settings = {
    timeZone,
    currency: input.currency ?? defaultCurrency(timeZone, input.locale),
    reminderHours: input.reminderHours ?? DEFAULT_REMINDER_HOURS,
    costMode: input.costMode ?? DEFAULT_COST_MODE,
    guestsPerMember: input.guestsPerMember ?? DEFAULT_GUESTS_PER_MEMBER,
  };
  return db.transaction(async (tx) => {
    const group = await repo.insertGroup(tx, input.name, userId, settings);
    await repo.insertMembership(tx, group.id, userId, true);
    return {
      id: group.id,
      name: group.name,
      created_at: group.createdAt.toISOString(),
      is_admin: true,
      member_count: 1,
      time_zone: group.timeZone,
      currency: group.currency,
      reminder_hours: group.reminderHours,
      cost_mode: group.costMode as CostMode,
      guests_per_member: group.guestsPerMember,
      ...offerSettingsOf(group),
    };
  });
}

/** The changes PUT /api/groups/{id} may make; fields left undefined stay as they are. */
export type GroupChanges = {
  name?: string;
  timeZone?: string;
  currency?: string;
  reminderHours?: number;
  costMode?: CostMode;
  guestsPerMember?: number;
  promotion?: PromotionMode;
  offerHours?: number;
  /** null: no quiet hours. */
  quietHours?: QuietHours | null;
};

/**
 * Changes the group's name and/or settings (admin only) and returns it as the caller sees it.
 * A changed reminder_hours gives every game of the group that has not started (at `now`) its reminder
 * time again by the new setting, in the same transaction (./reminder-schedule.ts; README "Reminders").
 * A changed time zone moves no game: games are stored as instants, so each keeps its moment and only
 * its local wall-clock reading changes (README "A group's time zone and currency"). A changed currency
 * or cost_mode re-prices only the games that have not kicked off at `now`: each game keeps the currency
 * and cost mode it was priced in (games.currency, games.cost_mode; README "Who pays what"); a lower
 * guests_per_member removes no guest already added, it only refuses new ones (README "Guests"). Changed
 * offer settings (promotion, offer_hours, quiet_hours; README "Reserves") apply to places that open from
 * then on: open offers keep the window they were made with.
 */
export async function updateGroup(
  db: Database,
  groupId: number,
  userId: number,
  changes: GroupChanges,
  now: Date,
): Promise<GroupDetail> {
  return db.transaction(async (tx) => {
    const group = await lockGroupAs(tx, groupId, userId, 'admin');
    const { quietHours, ...rest } = changes;
    await repo.updateGroup(tx, groupId, {
      ...rest,
      ...(quietHours === undefined
        ? {}
        : { quietHoursStart: quietHours?.start ?? null, quietHoursEnd: quietHours?.end ?? null }),
    });
    if (changes.currency !== undefined || changes.costMode !== undefined) {
      await repo.repriceUpcomingGames(tx, groupId, now);
    }
    if (changes.reminderHours !== undefined && changes.reminderHours !== group.reminderHours) {
      await rescheduleGroupReminders(tx, groupId, changes.reminderHours, now);
    }
    return getGroup(tx, groupId, userId);
  });
}

/** An invitation to make when an added number is unknown or its owner asked to be asked first. */
export type InvitationRequest = {
  groupId: number;
  groupName: string;
  email: string;
  mobile: string | null;
  invitedBy: { id: number; name: string; surname: string };
  askedFirst?: boolean;
  /** The adding request's Accept-Language, when Turnout speaks it: the mail's language when nobody chose one. */
  requestLanguage?: Language;
};

/**
 * What the groups module needs of invitations, made by the invites module (its `invitationsForGroups`)
 * and given to the groups plugin by app.ts, so that groups never imports invites (invites imports groups;
 * docs/decisions/016-module-faces-and-events.md).
 */
export type Invitations = {
  /** Makes the invitation (and queues its mail) in the adding transaction; returns its plain token. */
  invite(tx: Tx, request: InvitationRequest): Promise<{ token: string }>;
  /** The group's open invitations (group admins). */
  listOpen(db: Executor, groupId: number, userId: number): Promise<GroupInvite[]>;
  /** Revokes one open invitation of the group (group admins). */
  revoke(db: Database, groupId: number, userId: number, inviteId: number): Promise<RevokeInviteReply>;
};

/** Deletes the group with its games, RSVPs, invites and chat (admin only). */
export async function deleteGroup(db: Database, groupId: number, userId: number): Promise<GroupActionReply> {
  return db.transaction(async (tx) => {
    await lockGroupAs(tx, groupId, userId, 'admin');
    await repo.deleteGroup(tx, groupId);
    return { success: true, message: groupTexts.groupDeleted };
  });
}

/** The caller leaves the group (any member); see removeMembership for what follows. */
export async function leaveGroup(
  db: Database,
  events: TransactionPublisher,
  groupId: number,
  userId: number,
  notified: Notified = new Notified(),
): Promise<GroupActionReply> {
  return db.transaction(async (tx) => {
    const group = await lockGroupAs(tx, groupId, userId, 'member');
    await removeMembership(tx, events, groupId, userId, notified);
    return { success: true, message: groupTexts.leftGroup(group.name) };
  });
}

/**
 * Removes `userId` from `groupId` inside the caller's transaction: publishes `member.removed` in it (the
 * rsvps module releases them from the group's upcoming games, promoting reserves), hands group admin to the longest-standing member when the last
 * admin leaves, and deletes the group when its last member leaves. No-op for a non-member.
 * Called by leave, member removal and account deletion (accounts module, once per group). Promoted
 * reserves are notified; their ids land in `notified` (push after the commit).
 */
export async function removeMembership(
  tx: Tx,
  events: TransactionPublisher,
  groupId: number,
  userId: number,
  notified: Notified = new Notified(),
): Promise<void> {
  if (!(await repo.lockGroup(tx, groupId))) return;
  if (!(await repo.deleteMembership(tx, groupId, userId))) return;
  await events.inTransaction(tx, 'member.removed', { groupId, userId, notified });
  const stats = await repo.membershipStats(tx, groupId);
  if (stats.members === 0) {
    await repo.deleteGroup(tx, groupId);
  } else if (stats.admins === 0 && stats.oldestUserId !== null) {
    await repo.setMemberAdmin(tx, groupId, stats.oldestUserId, true);
  }
}

/** The group's members (any member may look): admins first, then by joined_at. */
export async function listMembers(db: Executor, groupId: number, userId: number): Promise<Member[]> {
  await requireGroupMember(db, groupId, userId);
  const rows = await repo.listMembers(db, groupId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    surname: r.surname,
    is_admin: r.isGroupAdmin,
    joined_at: r.joinedAt.toISOString(),
  }));
}

/**
 * Adds the user with this mobile number (any spelling of it, bare digits read in the country of the
 * group's time zone: README "Mobile numbers") as a plain member (admin only); the reply names them
 * (`member`), since a number proves nobody's identity (decision 005), and they are notified
 * "{admin} added you to {group}" with a link to the group, where Leave Group is one tap. Already a
 * member → 409. A user who asked to be asked first (users.require_invite) is not added: they get an
 * invitation instead (mailed, and notified with a link to /invite/{token} where they accept) → userExists
 * and invited true, no `member`. Unknown mobile with an email → an invitation of that email to the group
 * (replacing an open one) → invited true. Invitations are made by `invite` inside the adding transaction
 * (it queues the mail there, so it is sent if and only if the invitation commits). Unknown mobile without email → success false, userExists false (the
 * screen then asks for the email). The caller rate-limits every call (plugins/rate-limit.ts).
 */
export async function addMember(
  db: Database,
  groupId: number,
  userId: number,
  input: { mobile: string; email?: string | null },
  invite: Invitations['invite'],
  notified: Notified = new Notified(),
): Promise<AddMemberReply> {
  return db.transaction(async (tx): Promise<AddMemberReply> => {
    const group = await lockGroupAs(tx, groupId, userId, 'admin');
    const admin = (await repo.findMember(tx, groupId, userId)) ?? { id: userId, name: '', surname: '' };
    // Bare digits are read in the group's country (README "Mobile numbers").
    const region = mobileRegion([{ zone: group.timeZone }]);
    if (input.mobile.startsWith('+') && !internationalMobile(input.mobile)) {
      throw badRequest(groupTexts.invalidMobile, 'VALIDATION');
    }
    const user = await repo.findUserByMobile(tx, mobileSpellings(input.mobile, region));
    if (!user) {
      const email = input.email?.trim();
      if (!email) return { success: false, userExists: false, invited: false, added: false };
      await invite(tx, {
        groupId,
        groupName: group.name,
        email,
        mobile: invitationMobile(input.mobile, region),
        invitedBy: admin,
      });
      return { success: true, userExists: false, invited: true, added: false };
    }
    const alreadyMember = () => conflict(groupTexts.alreadyMember(fullName(user)), 'ALREADY_MEMBER');
    if (user.requireInvite) {
      if (await repo.findMember(tx, groupId, user.id)) throw alreadyMember();
      const invitation = await invite(tx, {
        groupId,
        groupName: group.name,
        email: user.email,
        // The account's own spelling, by which the invitation is known to be to an account.
        mobile: user.mobile,
        invitedBy: admin,
        askedFirst: true,
      });
      // The link holds the plain token, readable only by the invitee: accepting it needs their sign-in
      // (their email), and signing up with it needs that email, which their account already holds.
      const message = notices.invitedToGroup(fullName(admin), group.name);
      const link = notificationLinks.invite(invitation.token);
      await notify(tx, [{ userId: user.id, message, link, kind: 'team_changes' }], notified);
      return { success: true, userExists: true, invited: true, added: false };
    }
    if (!(await repo.insertMembership(tx, groupId, user.id, false))) throw alreadyMember();
    const message = notices.addedToGroup(fullName(admin), group.name);
    await notify(
      tx,
      [
        {
          userId: user.id,
          message,
          link: notificationLinks.group(groupId),
          kind: 'team_changes',
          groupId,
          subject: mailSubjectWhat.addedToGroup,
        },
      ],
      notified,
    );
    return {
      success: true,
      userExists: true,
      invited: false,
      added: true,
      member: { user_id: user.id, name: user.name, surname: user.surname },
    };
  });
}

/**
 * Removes another member (admin only; removing oneself is refused (400): that is leaving). The member
 * is notified, and so are reserves promoted into their places (ids in `notified`).
 */
export async function removeMember(
  db: Database,
  events: TransactionPublisher,
  groupId: number,
  userId: number,
  targetId: number,
  notified: Notified = new Notified(),
): Promise<GroupActionReply> {
  return db.transaction(async (tx) => {
    const group = await lockGroupAs(tx, groupId, userId, 'admin');
    if (targetId === userId) throw badRequest(groupTexts.cannotRemoveSelf, 'REMOVE_SELF');
    const target = await repo.findMember(tx, groupId, targetId);
    if (!target) throw notFound(groupTexts.memberNotFound, 'MEMBER_NOT_FOUND');
    await removeMembership(tx, events, groupId, targetId, notified);
    const message = notices.removedFromGroup(group.name);
    await notify(
      tx,
      [
        {
          userId: targetId,
          message,
          link: notificationLinks.groups(),
          kind: 'team_changes',
          groupId,
          subject: mailSubjectWhat.removedFromGroup,
        },
      ],
      notified,
    );
    return { success: true, message: groupTexts.memberRemoved(fullName(target)) };
  });
}

/**
 * Grants or revokes another member's admin flag (admin only; never one's own: 400). The member is
 * notified when the flag actually changes (id in `notified`).
 */
export async function setAdmin(
  db: Database,
  groupId: number,
  userId: number,
  targetId: number,
  makeAdmin: boolean,
  notified: Notified = new Notified(),
): Promise<GroupActionReply> {
  return db.transaction(async (tx) => {
    const group = await lockGroupAs(tx, groupId, userId, 'admin');
    if (targetId === userId) throw badRequest(groupTexts.cannotChangeOwnAdmin, 'OWN_ADMIN_STATUS');
    const target = await repo.findMember(tx, groupId, targetId);
    if (!target) throw notFound(groupTexts.memberNotFound, 'MEMBER_NOT_FOUND');
    await repo.setMemberAdmin(tx, groupId, targetId, makeAdmin);
    if (target.isGroupAdmin !== makeAdmin) {
      const message = makeAdmin ? notices.madeGroupAdmin(group.name) : notices.unmadeGroupAdmin(group.name);
      await notify(
        tx,
        [
          {
            userId: targetId,
            message,
            link: notificationLinks.group(groupId),
            kind: 'team_changes',
            groupId,
            subject: makeAdmin ? mailSubjectWhat.madeGroupAdmin : mailSubjectWhat.unmadeGroupAdmin,
          },
        ],
        notified,
      );
    }
    const name = fullName(target);
    return {
      success: true,
      message: makeAdmin ? groupTexts.adminGranted(name) : groupTexts.adminRevoked(name),
    };
  });
}
