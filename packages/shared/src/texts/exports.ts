/**
 * The sentences of the member and group exports (README "Your data", "Export a group"): the server's
 * refusals (the catalogue's, README "Languages") and the profile and group screens' words.
 */
import { englishT } from '../i18n/english.ts';

export const exportTexts = {
  /** 429 past the member export's limit (3 an hour); `wait` says when ("40 minutes"). */
  tooManyExports: (wait: string) => englishT('accounts:tooManyExports', { wait }),
  /** 429 past the group export's limit (10 an hour per admin); `wait` says when. */
  tooManyGroupExports: (wait: string) => englishT('groups:tooManyGroupExports', { wait }),
  /** GET /api/groups/{id}/export by a member who is not a group admin. */
  groupExportAdminOnly: 'Only a group admin can export the group.',
  // The profile screen
  downloadMyData: 'Download my data',
  downloadMyDataHint: 'A ZIP file with your profile, groups, games, messages, payments and notifications.',
  downloadMyDataPasswordHint: 'Enter your current password to download your data.',
  downloadMyDataSubmit: 'Download',
  downloadFailed: 'The download failed. Please try again.',
  // The group screen
  exportGroup: 'Export group',
  exportGroupHint:
    "A ZIP file of the group's members (names only), games, team sheets, results, payments and ledger.",
} as const;
