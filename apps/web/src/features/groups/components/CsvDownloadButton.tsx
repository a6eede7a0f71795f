/**
 * "Download CSV" on the Money and Attendance tabs, group admins only (README "Who pays what", "A fair,
 * visible record"): fetches the group's ledger.csv or attendance.csv with the bearer token and saves it;
 * a failure is toasted with the server's reason (components/DownloadButton.tsx).
 */
import { IconDownload } from '@tabler/icons-react';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { downloadGroupCsv, type GroupCsv } from '../api/download-csv.ts';
import { textsOf } from '../../../i18n/index.ts';
import { groupScreenTexts } from '../i18n.ts';

/** The button's words in the reader's language ('groups' namespace, csv.*). */
export const csvTexts = textsOf(groupScreenTexts.t, { label: 'csv.label', failed: 'csv.failed' });

export function CsvDownloadButton({
  groupId,
  kind,
  query,
}: {
  groupId: number;
  kind: GroupCsv;
  query?: string;
}) {
  groupScreenTexts.useT(); // re-renders in a new language
  return (
    <DownloadButton
      label={csvTexts.label}
      failed={csvTexts.failed}
      icon={<IconDownload size={18} aria-hidden />}
      download={() => downloadGroupCsv(groupId, kind, query)}
    />
  );
}
