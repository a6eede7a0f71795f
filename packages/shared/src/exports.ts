/**
 * Owning your data (README "Your data", "Export a group"): the body of POST /api/users/export, the
 * texts of both exports and the names of the files inside their ZIPs.
 */
import { z } from 'zod';
import { accountTexts, PASSWORD_MAX_LENGTH } from './texts/accounts.ts';

export const exportTexts = {
  /** 429 past the member export's limit (3 an hour). */
  tooManyExports: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You can download your data 3 times an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  /** 429 past the group export's limit (10 an hour per admin). */
  tooManyGroupExports: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many group exports. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
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

/** POST /api/users/export: the current password, checked as a change of password checks it. */
export const exportBodySchema = z.object(
  {
    currentPassword: z
      .string({ error: accountTexts.currentPasswordRequired })
      .min(1, { error: accountTexts.currentPasswordRequired })
      .max(PASSWORD_MAX_LENGTH, { error: accountTexts.currentPasswordWrong }),
  },
  { error: accountTexts.bodyNotObject },
);
export type ExportBody = z.input<typeof exportBodySchema>;

/** The files of a member's export, in the ZIP's order. */
export const MEMBER_EXPORT_FILES = [
  'README.txt',
  'profile.json',
  'groups.json',
  'games.json',
  'messages.json',
  'payments.csv',
  'notifications.json',
] as const;

/** The files of a group's export, in the ZIP's order. */
export const GROUP_EXPORT_FILES = [
  'README.txt',
  'members.csv',
  'games.csv',
  'sheets.csv',
  'sheet-history.csv',
  'results.csv',
  'payments.csv',
  'ledger.csv',
] as const;
