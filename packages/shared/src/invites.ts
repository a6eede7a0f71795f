/**
 * Invitations: schemas, types and user-facing texts of /api/invites and the /invite/{token} screen
 * (docs/product.md#s2-invite, #s3-invite, #s4-invite, #s7-invites-notifications, #s8-invite).
 *
 * - GET /api/invites/verify/{token} → 200 `{ success: true, invite: { group_name, email,
 *   existing_account } }`, or 404 (unknown) / 410 (used or expired) `{ success: false, message, error,
 *   code }`.
 * - POST /api/invites/{token}/accept (signed in, the invited email) → `{ success, message, group }`.
 * - GET /api/groups/{id}/invites (group admins) → `{ invites: GroupInvite[] }`, the open ones.
 * - DELETE /api/groups/{id}/invites/{inviteId} (group admins) → `{ success, message }`.
 *
 * An invitation carries its sender's rights: it is valid only while its inviter is an admin of its
 * group (otherwise it answers as unknown).
 */
import { z } from 'zod';
import { idParamSchema } from './common.ts';
import { inviteTexts } from './texts/invites.ts';
export * from './texts/invites.ts';

/** The token in /invite/{token} and the API paths: URL-safe base64, at most 512 characters. */
export const inviteTokenParamsSchema = z.object({
  token: z.string().min(1, { error: inviteTexts.notFound }).max(512, { error: inviteTexts.notFound }),
});

/**
 * 200 reply to GET /api/invites/verify/{token} (docs/product.md#s7: success, invite.group_name). Beyond the
 * spec: `email`, the invited address, and `existing_account`, true when an account already holds that email
 * (the invitee signs in and accepts instead of signing up; the token holder is the invitee, so this
 * tells nobody anything new).
 */
export const verifyInviteReplySchema = z.object({
  success: z.literal(true),
  invite: z.object({
    group_name: z.string(),
    email: z.string(),
    /** The mobile number the admin typed when inviting (the sign-up form pre-fills it); null when none. */
    mobile: z.string().nullable(),
    existing_account: z.boolean(),
  }),
});
export type VerifyInviteReply = z.infer<typeof verifyInviteReplySchema>;

/** 404/410 reply of the invite calls: `{ success: false, message }` plus the usual error fields. */
export const inviteFailureReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  code: z.string(),
});
export type InviteFailureReply = z.infer<typeof inviteFailureReplySchema>;

/** 200 reply to POST /api/invites/{token}/accept: the group the signed-in user is now in. */
export const acceptInviteReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  group: z.object({ id: z.number(), name: z.string() }),
});
export type AcceptInviteReply = z.infer<typeof acceptInviteReplySchema>;

/** DELETE /api/groups/{id}/invites/{inviteId}. */
export const groupInviteParamsSchema = z.object({
  id: idParamSchema('id'),
  inviteId: idParamSchema('inviteId'),
});

/**
 * An open invitation of a group as its admins see it: not accepted, not expired, and its inviter still
 * an admin of the group. created_at and expires_at ISO 8601 UTC; mobile null when none was given. email
 * null when the invitation goes to an existing account added by its mobile number (they asked to be
 * asked first): the admins see only the mobile they typed, never the account's email or name.
 */
export const groupInviteSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  invited_by: z.object({ user_id: z.number(), name: z.string(), surname: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
});
export type GroupInvite = z.infer<typeof groupInviteSchema>;

/** GET /api/groups/{id}/invites: newest first. */
export const groupInvitesReplySchema = z.object({ invites: z.array(groupInviteSchema) });
export type GroupInvitesReply = z.infer<typeof groupInvitesReplySchema>;

/** DELETE /api/groups/{id}/invites/{inviteId}: the link stops working at once. */
export const revokeInviteReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type RevokeInviteReply = z.infer<typeof revokeInviteReplySchema>;
