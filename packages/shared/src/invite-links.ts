/**
 * Invite links (README "Invite links"; docs/product.md#invite-links): a group admin's link that anyone
 * may open to join the group, for the club's own chat. Schemas and texts of:
 *
 * - POST   /api/groups/{id}/invite-links `{ expires_in_days?: 1–30, max_uses?: 1–500 }` (group admins)
 *          → 201 InviteLink; 7 days and no use limit unless told otherwise;
 * - GET    /api/groups/{id}/invite-links (group admins) → `{ links: InviteLink[] }`, the open ones, newest first;
 * - DELETE /api/groups/{id}/invite-links/{linkId} (group admins) → `{ success, message }`;
 * - GET    /api/join/{token} (no sign-in) → `{ group_name, members }` (a count);
 * - POST   /api/join/{token} (signed in) → `{ group }`: joins (already a member: the same answer, nothing
 *          added). A link that is unknown, or whose maker is no longer an admin → 404; revoked, expired or
 *          used up → 410; each with a sentence.
 */
import { z } from 'zod';
import { idParamSchema } from './common.ts';

/** A link lasts this many days unless its maker says otherwise (1 to INVITE_LINK_MAX_DAYS). */
export const INVITE_LINK_DEFAULT_DAYS = 7;
export const INVITE_LINK_MAX_DAYS = 30;
/** A link's use limit, when it has one: 1 to INVITE_LINK_MAX_USES joins. */
export const INVITE_LINK_MAX_USES = 500;

export const inviteLinkTexts = {
  // Server answers
  notFound: 'This invite link is not valid. Ask a group admin for a new one.',
  revoked: 'This invite link was turned off by the group’s admins. Ask a group admin for a new one.',
  expired: 'This invite link has expired. Ask a group admin for a new one.',
  usedUp: 'This invite link has been used as many times as it allows. Ask a group admin for a new one.',
  openLinkNotFound: 'This invite link does not exist or is no longer open.',
  revokedDone: 'The invite link was turned off. It no longer lets anyone join.',
  expiresInDays: `Choose a number of days from 1 to ${INVITE_LINK_MAX_DAYS}.`,
  maxUses: `Choose a use limit from 1 to ${INVITE_LINK_MAX_USES}, or none.`,
  // The group screen (group admins)
  cardTitle: 'Invite links',
  cardHint: 'Anyone with the link can join this group: drop it into your club’s WhatsApp group.',
  create: 'Make a link',
  created: 'Invite link made.',
  createFailed: 'Failed to make the invite link.',
  loadFailed: 'Failed to load the invite links.',
  none: 'No open invite links.',
  copy: 'Copy',
  copied: 'Link copied.',
  share: 'Share',
  showQr: 'QR code',
  revoke: 'Revoke',
  revokeFailed: 'Failed to revoke the invite link.',
  confirmRevoke: 'Turn this link off? Nobody can join with it from now on.',
  shareText: (groupName: string) => `Join ${groupName} on Turnout`,
  // The /join/{token} screen
  checking: 'Checking the invite link...',
  invited: (groupName: string) => `You're invited to join ${groupName}`,
  memberCount: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  signInToJoin: 'Sign in to join',
  signUpToJoin: 'Create an account to join',
  join: (groupName: string) => `Join ${groupName}`,
  joined: (groupName: string) => `You have joined ${groupName}.`,
  joinFailed: 'Failed to join the group.',
} as const;

/** Body of POST /api/groups/{id}/invite-links. */
export const createInviteLinkBodySchema = z
  .object({
    expires_in_days: z
      .int({ error: inviteLinkTexts.expiresInDays })
      .min(1, { error: inviteLinkTexts.expiresInDays })
      .max(INVITE_LINK_MAX_DAYS, { error: inviteLinkTexts.expiresInDays })
      .optional(),
    max_uses: z
      .int({ error: inviteLinkTexts.maxUses })
      .min(1, { error: inviteLinkTexts.maxUses })
      .max(INVITE_LINK_MAX_USES, { error: inviteLinkTexts.maxUses })
      .nullable()
      .optional(),
  })
  .strict();
export type CreateInviteLinkBody = z.infer<typeof createInviteLinkBodySchema>;

/** An open invite link as its group's admins see it: `url` is APP_URL/join/{token}; expires_at ISO 8601 UTC. */
export const inviteLinkSchema = z.object({
  id: z.number(),
  url: z.string(),
  expires_at: z.string(),
  max_uses: z.number().nullable(),
  uses: z.number(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const inviteLinksReplySchema = z.object({ links: z.array(inviteLinkSchema) });
export type InviteLinksReply = z.infer<typeof inviteLinksReplySchema>;

/** DELETE /api/groups/{id}/invite-links/{linkId}. */
export const inviteLinkParamsSchema = z.object({ id: idParamSchema('id'), linkId: idParamSchema('linkId') });
export const revokeInviteLinkReplySchema = z.object({ success: z.literal(true), message: z.string() });

/** The token in /join/{token}: at most 512 characters (anything else is no link: 404). */
export const joinTokenParamsSchema = z.object({
  token: z.string().min(1, { error: inviteLinkTexts.notFound }).max(512, { error: inviteLinkTexts.notFound }),
});

/** GET /api/join/{token}: the group's name and how many members it has. */
export const joinLinkPreviewSchema = z.object({ group_name: z.string(), members: z.number() });
export type JoinLinkPreview = z.infer<typeof joinLinkPreviewSchema>;

/** POST /api/join/{token}: the group the caller is now in. */
export const joinLinkReplySchema = z.object({ group: z.object({ id: z.number(), name: z.string() }) });
export type JoinLinkReply = z.infer<typeof joinLinkReplySchema>;
