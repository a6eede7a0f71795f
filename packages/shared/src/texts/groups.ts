/**
 * Groups' user-facing texts and the name limit they quote (docs/product.md#s5, #s8-groups, #s8-add-member),
 * without zod: the English 'groups' catalogue namespace (README "Languages").
 */
import { englishT, englishTexts } from '../i18n/english.ts';

export { GROUP_NAME_MAX } from './limits.ts';

export const groupTexts = {
  ...englishTexts('groups'),
  /** 429 past 20 group creations an hour per user (README "Security"); `wait`: "12 minutes". */
  tooManyGroupsCreated: (wait: string) => englishT('groups:tooManyGroupsCreated', { wait }),
  /** 429 past the people an admin may add or invite (decision 005); `wait` says when. */
  tooManyInvites: (wait: string) => englishT('groups:tooManyInvites', { wait }),
  /** 429 past the group export's limit (10 an hour per admin); `wait` says when. */
  tooManyGroupExports: (wait: string) => englishT('groups:tooManyGroupExports', { wait }),
  /** Beside "User added to group!": who the mobile number belonged to (decision 005). */
  addedMember: (name: string, surname: string) => englishT('groups:addedMember', { name, surname }),
  alreadyMember: (name: string) => englishT('groups:alreadyMember', { name }),
  leftGroup: (groupName: string) => englishT('groups:leftGroup', { groupName }),
  memberRemoved: (name: string) => englishT('groups:memberRemoved', { name }),
  adminGranted: (name: string) => englishT('groups:adminGranted', { name }),
  adminRevoked: (name: string) => englishT('groups:adminRevoked', { name }),
  confirmDelete: (groupName: string) => englishT('groups:confirmDelete', { groupName }),
  confirmLeave: (groupName: string) => englishT('groups:confirmLeave', { groupName }),
  confirmRemove: (name: string) => englishT('groups:confirmRemove', { name }),
} as const;
