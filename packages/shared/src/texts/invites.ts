/**
 * Invitations' user-facing texts (docs/product.md#s4-invite, #s8-invite), without zod: the English
 * 'invites' catalogue namespace (README "Languages").
 */
import { englishT, englishTexts } from '../i18n/english.ts';

/** An invitation link works for this many days (docs/product.md#s4-invite). */
export const INVITE_LIFETIME_DAYS = 7;

export const inviteTexts = {
  ...englishTexts('invites'),
  valid: (groupName: string) => englishT('invites:valid', { groupName }),
  wrongEmail: (email: string) => englishT('invites:wrongEmail', { email }),
  joined: (groupName: string) => englishT('invites:joined', { groupName }),
  alreadyMember: (groupName: string) => englishT('invites:alreadyMember', { groupName }),
  acceptPrompt: (groupName: string) => englishT('invites:acceptPrompt', { groupName }),
  revoked: (invitee: string) => englishT('invites:revoked', { invitee }),
  confirmRevoke: (invitee: string) => englishT('invites:confirmRevoke', { invitee }),
  mailSubject: (groupName: string) => englishT('invites:mailSubject', { groupName }),
} as const;
