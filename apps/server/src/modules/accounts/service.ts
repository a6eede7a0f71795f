/**
 * Account rules (docs/product.md#s5-signup, #s5-login, #s5-change-password, #s8). No request or reply
 * objects here: routes pass validated input and get rows back or an HttpError.
 *
 * - Emails are unique case-insensitively and mobiles are unique: 409 with a sentence naming which.
 * - Login does the same work and gives the same answer for an unknown email and a wrong password.
 * - A password change bumps token_version, revoking every earlier token (so do a password reset:
 *   password-reset.ts, an email change and "Sign out everywhere"). Each of them, and an account
 *   deletion, also revokes the user's open sign-in by email (email-sign-in.ts) and deletes the user's push subscriptions in the same transaction (push/service.ts
 *   deleteSubscriptionsOf; README "Security"); one-tap answer links and the calendar feed secret are
 *   capabilities of their own and outlive all but the deletion.
 * - An email change needs the current password (see updateProfile); name, surname and mobile do not.
 * - Signup with an invitation joins its group in the same transaction (see signup).
 * - Deleting an account leaves each of the user's groups through groups' removeMembership (reserve
 *   promotion, admin hand-over, empty groups deleted), then deletes the user row, in one transaction.
 */
import type { Database, Executor } from '../../db/client.ts';
import { accountTexts, inviteTexts, sameEmail } from '@turnout/shared';
import {
  FALLBACK_MOBILE_REGION,
  mobileRegion,
  mobileSpellings,
  storedMobile,
  type CountryCode,
} from '@turnout/shared/phone';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { newToken } from '../../lib/tokens.ts';
import type { TransactionPublisher } from '../../plugins/events.ts';
import { addMember, removeMembership } from '../groups/index.ts';
import { redeemInvite, verifyInvite } from '../invites/index.ts';
import { notifyAdminsOfInvitedMember, Notified } from '../notifications/index.ts';
import { deleteSubscriptionsOf } from '../push/index.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import { EMAIL_CHANGE_RESET_LIFETIME_MS } from './email-change.ts';
import { revokeEmailSignIns } from './email-sign-in.ts';
import * as repo from './repository.ts';
import type { ProfileFields, UserRow } from './repository.ts';

export type { UserRow };

/** True when `err` (or an error it wraps) is a PostgreSQL unique violation. */
function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * A mobile as stored (README "Mobile numbers"): E.164 for a number written with + (400 "Please enter a
 * valid international number…" when it is not a valid one), the specification's bare digits as typed.
 */
function mobileToStore(typed: string): string {
  const mobile = storedMobile(typed);
  if (!mobile) throw badRequest(accountTexts.mobileInternational, 'VALIDATION');
  return mobile;
}

/**
 * Fields to keep unique: the email, and every spelling of the mobile in `region` (`mobileSpellings`), so
 * "0821234567" and "+27821234567" count as one number in South Africa.
 */
type UniqueFields = { email: string; mobile: string; mobileSpellings: string[] };

/** Throws 409 when another account (not `exceptId`) has this email or mobile. */
async function assertAvailable(db: Database, fields: UniqueFields, exceptId?: number) {
  const taken = await repo.findTaken(db, fields, exceptId);
  if (taken.email) throw conflict(accountTexts.emailTaken, 'EMAIL_TAKEN');
  if (taken.mobile) throw conflict(accountTexts.mobileTaken, 'MOBILE_TAKEN');
}

/**
 * Writes a row that must keep email and mobile unique. A concurrent writer can win the race between the
 * check and the write; its unique violation is then answered with the same 409 sentence.
 */
async function writeUnique<T>(
  db: Database,
  fields: UniqueFields,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  await assertAvailable(db, fields, exceptId);
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await assertAvailable(db, fields, exceptId);
    throw conflict(accountTexts.emailTaken, 'EMAIL_TAKEN');
  }
}

/**
 * POST /signup: creates the account. Throws 409 for a taken email or mobile (any spelling of it, bare
 * digits read in `region`: README "Mobile numbers"), 400 for a + number that is not valid.
 *
 * With `inviteToken`, in ONE transaction: the user row, the invitation marked used and the membership
 * of its group (returned as `group`), and the group admins told (into `notified`, for the route to push
 * after the commit). The email must be the invited one (400 otherwise); an unknown
 * token is 404, a used or expired one 410 (invites service). Any refusal creates nothing.
 */
export async function signup(
  db: Database,
  input: { name: string; surname: string; mobile: string; email: string; password: string },
  inviteToken?: string | null,
  notified?: Notified,
  region: CountryCode = FALLBACK_MOBILE_REGION,
): Promise<{ user: UserRow; group?: { id: number; name: string } }> {
  const wrongEmail = () => badRequest(inviteTexts.signupWrongEmail, 'INVITE_OTHER_EMAIL');
  if (inviteToken) {
    // Checked first so that a bad link is the error the person sees, before any argon2 work.
    const invite = await verifyInvite(db, inviteToken);
    if (!sameEmail(invite.email, input.email)) throw wrongEmail();
  }
  const mobile = mobileToStore(input.mobile);
  const passwordHash = await hashPassword(input.password);
  const values = { name: input.name, surname: input.surname, mobile, email: input.email, passwordHash };
  const unique = { email: values.email, mobile, mobileSpellings: mobileSpellings(mobile, region) };
  if (!inviteToken)
    return { user: await writeUnique(db, unique, undefined, () => repo.insertUser(db, values)) };
  return writeUnique(db, unique, undefined, () =>
    db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, values);
      const group = await redeemInvite(tx, inviteToken, values.email, wrongEmail);
      await addMember(tx, group.id, user.id);
      await notifyAdminsOfInvitedMember(tx, group, user, notified);
      return { user, group };
    }),
  );
}

/**
 * POST /api/login: the user whose email and password match. Throws 401 "Invalid email or password."
 * for an unknown email and a wrong password alike, after the same argon2 work.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized(accountTexts.invalidCredentials, 'INVALID_CREDENTIALS');
  return user;
}

/**
 * POST /api/login with a device token: the id of the account with this email (any letter case), which
 * the device token must name to count; null when there is none.
 */
export async function accountIdByEmail(db: Database, email: string): Promise<number | null> {
  return (await findUserByEmail(db, email))?.id ?? null;
}

/** The signed-in user's row. Throws 401 when it no longer exists (deleted meanwhile). */
export async function requireUser(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(accountTexts.sessionExpired, 'SESSION_EXPIRED');
  return user;
}

/** What an email change leaves for the route to do after the commit: mail the old address. */
export type EmailChange = { oldEmail: string; newEmail: string; resetToken: string };

/**
 * PUT /api/users/profile: replaces name, surname, email and mobile (and `requireInvite` when given).
 * Returns the new row and whether a field carried by the sign-in token changed (the route then hands
 * out a fresh token).
 *
 * Another email address (not the same one in another letter case: emails compare case-insensitively)
 * needs `currentPassword`: missing → 403 "Enter your current password to change your email.", wrong →
 * 403 "Current password is incorrect.", checked before the 409s so that a stolen token cannot probe
 * which addresses have accounts. The change then, in one transaction, bumps token_version (every
 * earlier token stops working), deletes the user's push subscriptions and stores a reset link for the
 * old address (email-change.ts), returned in `emailChange`. Throws 409 for a taken email or mobile;
 * nothing changes on any refusal. `onEmailChange` gets the change inside that transaction (the route
 * queues the mail to the old address there). The mobile is stored as signup stores it; a changed one is
 * checked in every spelling, bare digits read in the country of the user's first group's zone, else
 * `region` (the deployment's). `passwordChecks` brakes the password check like
 * change-password's (the route passes its limiter:
 * `begin` throws 429 past the limit, `succeeded` clears the count).
 */
export async function updateProfile(
  db: Database,
  userId: number,
  input: ProfileFields & { currentPassword?: string | null },
  passwordChecks?: { begin(): Promise<void>; succeeded(): Promise<void> },
  onEmailChange?: (
    tx: Executor,
    change: EmailChange & { name: string; language: string | null },
  ) => Promise<void>,
  region: CountryCode = FALLBACK_MOBILE_REGION,
): Promise<{ user: UserRow; tokenChanged: boolean; emailChange: EmailChange | null }> {
  const { currentPassword, ...typed } = input;
  const before = await requireUser(db, userId);
  const fields = { ...typed, mobile: mobileToStore(typed.mobile) };
  // The number kept as it is needs no other spellings checked (an older account may hold one).
  const spellings =
    fields.mobile === before.mobile
      ? [fields.mobile]
      : mobileSpellings(
          fields.mobile,
          mobileRegion([{ zone: await repo.firstGroupZone(db, userId) }], region),
        );
  const unique = { email: fields.email, mobile: fields.mobile, mobileSpellings: spellings };
  const tokenChangedFrom = (user: UserRow) =>
    before.name !== user.name || before.surname !== user.surname || before.email !== user.email;

  if (sameEmail(before.email, fields.email)) {
    const user = await writeUnique(db, unique, userId, () => repo.updateProfile(db, userId, fields));
    if (!user) throw unauthorized(accountTexts.sessionExpired, 'SESSION_EXPIRED');
    return { user, tokenChanged: tokenChangedFrom(user), emailChange: null };
  }

  if (!currentPassword) throw forbidden(accountTexts.emailChangeNeedsPassword, 'PASSWORD_REQUIRED');
  await passwordChecks?.begin();
  if (!(await verifyPassword(before.passwordHash, currentPassword))) {
    throw forbidden(accountTexts.currentPasswordWrong, 'WRONG_PASSWORD');
  }
  await passwordChecks?.succeeded();
  const { token: resetToken, tokenHash } = newToken();
  const user = await writeUnique(db, unique, userId, () =>
    db.transaction(async (tx) => {
      const row = await repo.updateProfile(tx, userId, fields, { expectedHash: before.passwordHash });
      if (row) {
        const expiresAt = new Date(Date.now() + EMAIL_CHANGE_RESET_LIFETIME_MS);
        await repo.replaceReset(tx, { userId, tokenHash, expiresAt });
        await revokeEmailSignIns(tx, userId);
        await deleteSubscriptionsOf(tx, userId);
        await onEmailChange?.(tx, {
          name: row.name,
          language: row.language,
          oldEmail: before.email,
          newEmail: row.email,
          resetToken,
        });
      }
      return row;
    }),
  );
  if (!user) {
    // Gone (401), or the password changed since it was checked: the one given is no longer current.
    await requireUser(db, userId);
    throw forbidden(accountTexts.currentPasswordWrong, 'WRONG_PASSWORD');
  }
  return {
    user,
    tokenChanged: true,
    emailChange: { oldEmail: before.email, newEmail: user.email, resetToken },
  };
}

/**
 * POST /api/users/sign-out-everywhere: in one transaction bumps token_version, revoking every sign-in
 * token of the user, and deletes their push subscriptions (every browser, this one too). Returns the
 * updated row (sign this device's fresh token from it). Throws 401 when the user is gone.
 */
export async function signOutEverywhere(db: Database, userId: number): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const row = await repo.revokeTokens(tx, userId);
    if (row) {
      await revokeEmailSignIns(tx, userId);
      await deleteSubscriptionsOf(tx, userId);
    }
    return row;
  });
  if (!user) throw unauthorized(accountTexts.sessionExpired, 'SESSION_EXPIRED');
  return user;
}

/**
 * POST /api/users/change-password: checks the current password, then in one transaction stores the new
 * one, bumps token_version, deletes the account's open password-reset links (a link asked for before
 * the change must not undo it) and deletes the user's push subscriptions. Returns the updated row (sign a fresh token from it). Throws 400 for a
 * wrong current password (also when a concurrent change got there first).
 */
export async function changePassword(
  db: Database,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<UserRow> {
  const user = await requireUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(accountTexts.currentPasswordWrong, 'WRONG_PASSWORD');
  }
  const newHash = await hashPassword(newPassword);
  const updated = await db.transaction(async (tx) => {
    const row = await repo.replacePassword(tx, userId, user.passwordHash, newHash);
    if (row) {
      await repo.deleteOpenResets(tx, userId);
      await revokeEmailSignIns(tx, userId);
      await deleteSubscriptionsOf(tx, userId);
    }
    return row;
  });
  if (!updated) throw badRequest(accountTexts.currentPasswordWrong, 'WRONG_PASSWORD');
  return updated;
}

/**
 * DELETE /api/users/delete-account, in one transaction: the user leaves every group (see
 * removeMembership), then its push subscriptions and the row go; foreign keys remove the other personal
 * rows (its calendar feed: the feed URL answers 404) and null authorship, and
 * every token of the user stops working because its user no longer exists. Throws 401 if already gone.
 * Reserves promoted into the places the user leaves are notified (ids in `notified`, push after commit).
 * It publishes `account.deleted` in the transaction (./events.ts): chat deletes the user's direct
 * messages, sent and received (group messages stay, as "Deleted user"), and whoever had unread ones from
 * them lands in `chatUnreadChanged` (the route emits it after the commit: their chat counts are pushed).
 */
export async function deleteAccount(
  db: Database,
  events: TransactionPublisher,
  userId: number,
  notified: Notified = new Notified(),
  chatUnreadChanged: Set<number> = new Set(),
): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock makes two concurrent deletions of one account run one after the other.
    if (!(await repo.lockUser(tx, userId)))
      throw unauthorized(accountTexts.sessionExpired, 'SESSION_EXPIRED');
    for (const groupId of await repo.groupIdsOf(tx, userId)) {
      await removeMembership(tx, events, groupId, userId, notified);
    }
    await events.inTransaction(tx, 'account.deleted', { userId, chatUnreadChanged });
    // The foreign key would cascade them too; deleted by name like on every other end of a session.
    await deleteSubscriptionsOf(tx, userId);
    await revokeEmailSignIns(tx, userId);
    await repo.deleteUser(tx, userId);
  });
}
