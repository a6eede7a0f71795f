/**
 * Owning your data (README "Your data", "Export a group"): the body of POST /api/users/export, the
 * texts of both exports and the names of the files inside their ZIPs.
 */
import { z } from 'zod';
import { accountTexts, PASSWORD_MAX_LENGTH } from './texts/accounts.ts';

export * from './texts/exports.ts';

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
