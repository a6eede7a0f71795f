/** Invitations' user-facing texts (docs/product.md#s4-invite, #s8-invite), without zod. */
import { PRODUCT_NAME } from './accounts.ts';

/** An invitation link works for this many days (docs/product.md#s4-invite). */
export const INVITE_LIFETIME_DAYS = 7;

export const inviteTexts = {
  // docs/product.md#s4-invite
  verifying: 'Checking your invitation...',
  valid: (groupName: string) => `You're invited to join ${groupName}! Taking you to sign up...`,
  // A signed-out invitee whose email already has an account: sign in, then accept
  existingAccount: `You already have a ${PRODUCT_NAME} account: sign in to accept.`,
  // docs/product.md#s8-invite
  serverError: 'Server error while verifying invite.',
  // Server answers
  notFound: 'This invitation link is not valid. Ask the group admin to invite you again.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask the group admin to invite you again.',
  wrongEmail: (email: string) =>
    `This invitation was sent to ${email}. Log in with that address, or sign up with it, to join.`,
  signupWrongEmail:
    'This invitation was sent to a different email address. Sign up with the address it was sent to.',
  joined: (groupName: string) => `You have joined ${groupName}.`,
  alreadyMember: (groupName: string) => `You are already a member of ${groupName}.`,
  // A signed-in invitee (someone asked to be asked before being added to a group)
  acceptPrompt: (groupName: string) => `You're invited to join ${groupName}.`,
  // Open invitations of a group (group admins)
  openInvitesTitle: 'Open invitations',
  loadInvitesFailed: 'Failed to load invitations.',
  revoked: (invitee: string) => `The invitation to ${invitee} was revoked.`,
  revokeFailed: 'Failed to revoke the invitation.',
  openInviteNotFound: 'This invitation does not exist or is no longer open.',
  confirmRevoke: (invitee: string) => `Revoke the invitation to ${invitee}? Its link stops working at once.`,
  // Mail
  mailSubject: (groupName: string) => `You're invited to join ${groupName} on ${PRODUCT_NAME}`,
} as const;
