/**
 * Invite links (README "Invite links"; docs/product.md#invite-links): a group admin's link that lets
 * anyone who opens it join the group. No request or reply objects.
 *
 * - The URL is APP_URL/join/{secret}; the secret is `app.signedTokens.joinLinkSecret(id)` (43 base64url
 *   characters, derived from the server secret and the link's id, a purpose of its own), and the row
 *   stores only its SHA-256, so the group screen can show an open link's URL again without storing it.
 * - A link lasts INVITE_LINK_DEFAULT_DAYS unless told otherwise and has no use limit unless given one.
 * - It carries its maker's rights: once they are no longer an admin of the group it answers 404 as an
 *   unknown link. Revoked, expired (by `app.now()`) or used up → 410, each with its sentence.
 * - Joining happens under the group row lock (the lock revocation, removals and admin changes take), in
 *   one transaction: re-check, add the member, count the use, tell the group's admins as for an
 *   accepted invitation. Already a member → the same answer, no use counted, nothing added.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  INVITE_LINK_DEFAULT_DAYS,
  groupTexts,
  inviteLinkTexts,
  type CreateInviteLinkBody,
  type InviteLink,
  type JoinLinkPreview,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { addMember, getMembership, lockGroup, memberIds, requireGroupAdmin } from '../groups/index.ts';
import { notifyAdminsOfInvitedMember, type Notified } from '../notifications/index.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './links-repository.ts';

type LinkApp = Pick<FastifyInstance, 'db' | 'signedTokens' | 'now'>;

const DAY_MS = 24 * 3600_000;

/** A secret's shape: what joinLinkSecret makes (HMAC-SHA256, base64url). Anything else is no link. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const unknownLink = () => new HttpError(404, inviteLinkTexts.notFound, 'INVITE_LINK_NOT_FOUND');

/** The link's absolute URL. */
export function joinUrl(appUrl: string, secret: string): string {
  return `${appUrl.replace(/\/+$/, '')}/join/${secret}`;
}

const toInviteLink = (app: LinkApp, appUrl: string, row: repo.InviteLinkRow): InviteLink => ({
  id: row.id,
  url: joinUrl(appUrl, app.signedTokens.joinLinkSecret(row.id)),
  expires_at: row.expiresAt.toISOString(),
  max_uses: row.maxUses,
  uses: row.uses,
});

/**
 * POST /api/groups/{id}/invite-links (group admins; 404 for a non-member, 403 for a plain member): a new
 * link, valid `expires_in_days` days (default INVITE_LINK_DEFAULT_DAYS) for `max_uses` joins (default none).
 */
export async function createLink(
  app: LinkApp,
  appUrl: string,
  groupId: number,
  userId: number,
  body: CreateInviteLinkBody,
): Promise<InviteLink> {
  return app.db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw notFound(groupTexts.notFound);
    await requireGroupAdmin(tx, groupId, userId);
    const now = app.now();
    const row = await repo.insertLink(tx, {
      groupId,
      createdBy: userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (body.expires_in_days ?? INVITE_LINK_DEFAULT_DAYS) * DAY_MS),
      maxUses: body.max_uses ?? null,
    });
    await repo.setSecretHash(tx, row.id, hashToken(app.signedTokens.joinLinkSecret(row.id)));
    return toInviteLink(app, appUrl, row);
  });
}

/** GET /api/groups/{id}/invite-links (group admins): the group's open links, newest first. */
export async function listLinks(app: LinkApp, appUrl: string, groupId: number, userId: number): Promise<InviteLink[]> {
  await requireGroupAdmin(app.db, groupId, userId);
  const rows = await repo.listOpen(app.db, groupId, app.now());
  return rows.map((row) => toInviteLink(app, appUrl, row));
}

/**
 * DELETE /api/groups/{id}/invite-links/{linkId} (group admins): turns the link off at once (410 from then
 * on). Under the group lock, so it orders with a join through the same link. 404 when the group has no
 * such link, or it was revoked already.
 */
export async function revokeLink(app: LinkApp, groupId: number, userId: number, linkId: number) {
  return app.db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw notFound(groupTexts.notFound);
    await requireGroupAdmin(tx, groupId, userId);
    if (!(await repo.revoke(tx, groupId, linkId, app.now()))) {
      throw notFound(inviteLinkTexts.openLinkNotFound, 'INVITE_LINK_NOT_FOUND');
    }
    return { success: true as const, message: inviteLinkTexts.revokedDone };
  });
}

/**
 * The link whose secret `token` is, when it still lets people join at `now`; throws 404 (unknown,
 * malformed, made under another server secret, or its maker no longer an admin) or 410 (revoked,
 * expired, used up) with its sentence.
 */
async function openLink(app: LinkApp, db: Executor, token: string): Promise<repo.InviteLinkWithGroup> {
  if (!SECRET_PATTERN.test(token)) throw unknownLink();
  const row = await repo.findByHash(db, hashToken(token));
  if (!row || !row.makerIsAdmin) throw unknownLink();
  const expected = Buffer.from(app.signedTokens.joinLinkSecret(row.id));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unknownLink();
  if (row.revokedAt) throw new HttpError(410, inviteLinkTexts.revoked, 'INVITE_LINK_REVOKED');
  if (row.expiresAt.getTime() <= app.now().getTime()) {
    throw new HttpError(410, inviteLinkTexts.expired, 'INVITE_LINK_EXPIRED');
  }
  if (row.maxUses !== null && row.uses >= row.maxUses) {
    throw new HttpError(410, inviteLinkTexts.usedUp, 'INVITE_LINK_USED_UP');
  }
  return row;
}

/** GET /api/join/{token} (no sign-in): the group's name and member count; 404 / 410 as `openLink`. */
export async function previewLink(app: LinkApp, token: string): Promise<JoinLinkPreview> {
  const row = await openLink(app, app.db, token);
  return { group_name: row.groupName, members: (await memberIds(app.db, row.groupId)).length };
}

/**
 * POST /api/join/{token} (signed in): the caller joins the link's group. `takeLimit(makerId)` is called
 * before a new member is added (the maker's add limits, plugins/rate-limit.ts inviteLimiter; it throws
 * 429). `joined` is false when the caller already was a member (no use counted). 404 / 410 as `openLink`.
 */
export async function joinByLink(
  app: LinkApp,
  token: string,
  userId: number,
  takeLimit: (makerId: number) => Promise<void>,
  notified?: Notified,
): Promise<{ group: { id: number; name: string }; joined: boolean }> {
  const link = await openLink(app, app.db, token);
  const group = { id: link.groupId, name: link.groupName };
  if (await getMembership(app.db, link.groupId, userId)) return { group, joined: false };
  await takeLimit(link.createdBy);
  return app.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw unknownLink();
    const locked = await lockGroup(tx, link.groupId);
    if (!locked) throw unknownLink();
    // Under the group lock: revoked, used up or its maker demoted since the read above?
    await openLink(app, tx, token);
    if (!(await addMember(tx, locked.id, userId))) return { group: locked, joined: false };
    if (!(await repo.countUse(tx, link.id, app.now()))) throw unknownLink();
    await notifyAdminsOfInvitedMember(tx, locked, user, notified);
    return { group: locked, joined: true };
  });
}
