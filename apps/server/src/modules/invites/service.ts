/**
 * Invitation rules (docs/product.md#s2-invite, #s7-invites-notifications). No request or reply objects.
 *
 * - An invitation binds a group and an email; its token (lib/tokens.ts) is stored only as a hash and
 *   works once, for INVITE_LIFETIME_DAYS days. Re-inviting the same email to the same group replaces the
 *   open invitation (the older link stops working).
 * - Links are built from APP_URL (config.appUrl), never from a request's Host header.
 * - Redemption is one conditional UPDATE (repository.redeem): of 20 parallel redemptions exactly one
 *   wins. Failures are HttpErrors: 404 unknown token, 410 used or expired, 403 another email.
 * - An invitation carries its sender's rights: it works only while its inviter is an admin of its group.
 *   Once they are demoted, removed, leave or delete their account (invited_by becomes null), it answers
 *   404 as an unknown one; redemption checks this under the group lock, in the redeeming transaction.
 * - Group admins list their group's open invitations and revoke one (its link then answers 404).
 */
import {
  INVITE_LIFETIME_DAYS,
  fullName,
  groupTexts,
  inviteTexts,
  sameEmail,
  type GroupInvite,
  type RevokeInviteReply,
  type VerifyInviteReply,
} from '@turnout/shared';
import { translatorFor } from '@turnout/shared/i18n/all';
import { isLanguage, type Language } from '@turnout/shared/i18n/languages';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { renderMail, type Mail, type Mailer } from '../../plugins/mailer.ts';
import {
  addMember,
  lockGroup,
  requireGroupAdmin,
  type InvitationRequest,
  type Invitations,
} from '../groups/index.ts';
import { notifyAdminsOfInvitedMember, type Notified } from '../notifications/index.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import * as repo from './repository.ts';

const DAY_MS = 24 * 3600_000;

/**
 * What the add-member path needs to mail an invitation once its transaction has committed.
 * `existingAccount`: an account already holds the invited email (they sign in and accept,
 * docs/product.md#s2-invite); `askedFirst`: that account asked to be asked before being added
 * (users.require_invite).
 */
export type CreatedInvitation = {
  /** The invitation's row id (GET /api/groups/{id}/invites lists it under this id). */
  id: number;
  email: string;
  token: string;
  groupName: string;
  inviterName: string;
  existingAccount: boolean;
  askedFirst: boolean;
  /** The language the mail is written in (invitationLanguage). */
  language: Language;
};

const notFoundError = () => new HttpError(404, inviteTexts.notFound, 'INVITE_NOT_FOUND');
const usedError = () => new HttpError(410, inviteTexts.used, 'INVITE_USED');
const expiredError = () => new HttpError(410, inviteTexts.expired, 'INVITE_EXPIRED');

/**
 * Creates (or replaces) the invitation of `email` to the group inside the caller's transaction and
 * returns the plain token, which exists only in the mail from then on. `askedFirst`: the invitee has an
 * account and asked to be asked first; whether an account holds the email is looked up here.
 */
export async function createInvitation(tx: Tx, input: InvitationRequest): Promise<CreatedInvitation> {
  const { token, tokenHash } = newToken();
  const row = await repo.replaceInvite(tx, {
    groupId: input.groupId,
    email: input.email.trim(),
    mobile: input.mobile,
    tokenHash,
    invitedBy: input.invitedBy.id,
    expiresAt: new Date(Date.now() + INVITE_LIFETIME_DAYS * DAY_MS),
  });
  const invitee = await findUserByEmail(tx, input.email.trim());
  const inviter = await findUserById(tx, input.invitedBy.id);
  return {
    id: row.id,
    email: input.email.trim(),
    token,
    groupName: input.groupName,
    inviterName: fullName(input.invitedBy),
    existingAccount: invitee !== null,
    askedFirst: input.askedFirst ?? false,
    language: invitationLanguage(invitee?.language, inviter?.language, input.requestLanguage),
  };
}

/**
 * The language of an invitation mail (README "Languages"): the invitee's own choice when an account
 * holds the email; else the inviting admin's (their profile's language, else their request's
 * Accept-Language): someone without an account is most likely to read the language of the club that
 * invites them; else English.
 */
export function invitationLanguage(
  inviteeLanguage: string | null | undefined,
  inviterLanguage: string | null | undefined,
  requestLanguage: Language | undefined,
): Language {
  if (isLanguage(inviteeLanguage)) return inviteeLanguage;
  if (isLanguage(inviterLanguage)) return inviterLanguage;
  return requestLanguage ?? 'en';
}

/**
 * The invitation mail: a link to APP_URL/invite/{token}. Someone new creates their account there;
 * someone with an account signs in and accepts (they are not in the group until they do), so their
 * mail never tells them to sign up. Written in `inv.language` (invitationLanguage), subject included.
 */
export function invitationMail(appUrl: string, inv: CreatedInvitation): Mail {
  const { t } = translatorFor(inv.language);
  const { groupName } = inv;
  return renderMail({
    to: inv.email,
    language: inv.language,
    subject: t('invites:mailSubject', { groupName }),
    paragraphs: [
      t('mail:invitation.greeting'),
      t('mail:invitation.intro', { inviter: inv.inviterName, groupName }),
      inv.askedFirst
        ? t('mail:invitation.askedFirst')
        : inv.existingAccount
          ? t('mail:invitation.existingAccount')
          : t('mail:invitation.newAccount'),
    ],
    action: {
      label: t('mail:invitation.action', { groupName }),
      url: `${appUrl}/invite/${encodeURIComponent(inv.token)}`,
    },
    after: [t('mail:invitation.expiry', { count: INVITE_LIFETIME_DAYS })],
  });
}

/** Throws the HttpError that says why `row` cannot be redeemed now (404 / 410); returns when it can. */
function assertOpen(row: repo.InviteWithGroup | null): asserts row is repo.InviteWithGroup {
  // An invitation whose inviter is no longer an admin of the group answers as an unknown one.
  if (!row || !row.inviterIsAdmin) throw notFoundError();
  if (row.acceptedAt) throw usedError();
  if (row.expiresAt.getTime() <= Date.now()) throw expiredError();
}

/**
 * GET /api/invites/verify/{token}: the group's name, invited email and mobile of an open invitation, and
 * whether an account holds that email now (the screen then sends a visitor to sign in, not to sign up).
 * 404 unknown / 410 used or expired (HttpError).
 */
export async function verifyInvite(db: Database, token: string): Promise<VerifyInviteReply['invite']> {
  const row = await repo.findByHash(db, hashToken(token));
  assertOpen(row);
  const account = await findUserByEmail(db, row.email);
  return {
    group_name: row.groupName,
    email: row.email,
    mobile: row.mobile,
    existing_account: account !== null,
  };
}

/**
 * Redeems the invitation for `email` inside the caller's transaction (signup and accept): checks it is
 * open and was sent to that email (`wrongEmail` says what to throw otherwise), then marks it used with
 * the conditional UPDATE. Returns the group to join.
 */
export async function redeemInvite(
  tx: Tx,
  token: string,
  email: string,
  wrongEmail: (invitedEmail: string) => HttpError,
): Promise<{ id: number; name: string }> {
  const tokenHash = hashToken(token);
  const row = await repo.findByHash(tx, tokenHash);
  assertOpen(row);
  if (!sameEmail(row.email, email)) throw wrongEmail(row.email);
  // The group lock orders this join with every other membership change of the group.
  const group = await lockGroup(tx, row.groupId);
  if (!group) throw notFoundError();
  // The condition of redeem re-checks, under the group lock, that the inviter is still a group admin.
  if (!(await repo.redeem(tx, tokenHash))) {
    // Someone else redeemed it, it expired or its inviter lost their rights since the read above.
    assertOpen(await repo.findByHash(tx, tokenHash));
    throw usedError();
  }
  return group;
}

/**
 * POST /api/invites/{token}/accept: a signed-in user whose email is the invited one joins the group
 * directly (one transaction: redeem, then membership). Already a member → the invitation is still
 * used up and the reply says so. A new member's joining is told to the group admins (into `notified`).
 * 403 for another email; 404 / 410 as for verify.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  userId: number,
  notified?: Notified,
): Promise<{ group: { id: number; name: string }; message: string }> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFoundError();
    const group = await redeemInvite(tx, token, user.email, (invited) =>
      forbidden(inviteTexts.wrongEmail(invited), 'INVITE_OTHER_EMAIL'),
    );
    const joined = await addMember(tx, group.id, userId);
    if (joined) await notifyAdminsOfInvitedMember(tx, group, user, notified);
    return {
      group,
      message: joined ? inviteTexts.joined(group.name) : inviteTexts.alreadyMember(group.name),
    };
  });
}

/**
 * GET /api/groups/{id}/invites (group admins; 404 for a non-member, 403 for a plain member): the
 * group's open invitations, newest first (see repository.listOpen). Datetimes ISO 8601 UTC. An
 * invitation to an account (made by adding its mobile number) lists `email: null`: the admin sees what
 * they typed, never the account's email (README "Groups and invitations").
 */
export async function listOpenInvites(db: Executor, groupId: number, userId: number): Promise<GroupInvite[]> {
  await requireGroupAdmin(db, groupId, userId);
  const rows = await repo.listOpen(db, groupId);
  return rows.map((r) => ({
    id: r.id,
    email: r.toAccount ? null : r.email,
    mobile: r.mobile,
    invited_by: { user_id: r.inviter.id, name: r.inviter.name, surname: r.inviter.surname },
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  }));
}

/**
 * DELETE /api/groups/{id}/invites/{inviteId} (group admins; 404 for a non-member, 403 for a plain
 * member): deletes a not-yet-accepted invitation of the group, so its link answers as unknown from
 * then on. Under the group lock, so it orders with a redemption of the same invitation. 404 when the
 * group has no such invitation (or it was accepted already).
 */
export async function revokeInvite(
  db: Database,
  groupId: number,
  userId: number,
  inviteId: number,
): Promise<RevokeInviteReply> {
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw notFound(groupTexts.notFound);
    await requireGroupAdmin(tx, groupId, userId);
    const revoked = await repo.deleteUnaccepted(tx, groupId, inviteId);
    if (!revoked) throw notFound(inviteTexts.openInviteNotFound, 'INVITE_NOT_FOUND');
    // Named as listed: an invitation to an account by its mobile number by that number, not its email.
    const named = revoked.toAccount && revoked.mobile ? revoked.mobile : revoked.email;
    return { success: true as const, message: inviteTexts.revoked(named) };
  });
}

/**
 * The invitations the groups module works with (app.ts hands them to its plugin, so that groups never
 * imports this module): made with their mail queued in the adding transaction (so it is sent if and only
 * if the invitation commits), listed and revoked.
 */
export function invitationsForGroups(mailer: Pick<Mailer, 'appUrl' | 'sendIn'>): Invitations {
  return {
    async invite(tx, request) {
      const invitation = await createInvitation(tx, request);
      await mailer.sendIn(tx, invitationMail(mailer.appUrl, invitation));
      return invitation;
    },
    listOpen: listOpenInvites,
    revoke: revokeInvite,
  };
}
