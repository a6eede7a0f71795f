import type { Messages } from '../../catalogue.ts';

/**
 * The ar 'invites' namespace (docs/product.md#s4-invite, #s8-invite), translated from English; i18next JSON-v4
 * ({{param}} interpolation, _one/_other plurals; README "Languages").
 */
export default {
  verifying: 'Checking your invitation...',
  valid: "You're invited to join {{groupName}}! Taking you to sign up...",
  existingAccount: 'You already have a Turnout account: sign in to accept.',
  serverError: 'Server error while verifying invite.',
  notFound: 'This invitation link is not valid. Ask the group admin to invite you again.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask the group admin to invite you again.',
  wrongEmail: 'This invitation was sent to {{email}}. Log in with that address, or sign up with it, to join.',
  signupWrongEmail:
    'This invitation was sent to a different email address. Sign up with the address it was sent to.',
  joined: 'You have joined {{groupName}}.',
  alreadyMember: 'You are already a member of {{groupName}}.',
  acceptPrompt: "You're invited to join {{groupName}}.",
  openInvitesTitle: 'Open invitations',
  loadInvitesFailed: 'Failed to load invitations.',
  revoked: 'The invitation to {{invitee}} was revoked.',
  revokeFailed: 'Failed to revoke the invitation.',
  openInviteNotFound: 'This invitation does not exist or is no longer open.',
  confirmRevoke: 'Revoke the invitation to {{invitee}}? Its link stops working at once.',
  mailSubject: "You're invited to join {{groupName}} on Turnout",
} as const satisfies Messages;
