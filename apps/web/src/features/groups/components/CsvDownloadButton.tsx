/**
 * "Download CSV" on the Money and Attendance tabs, group admins only (README "Who pays what", "A fair,
 * visible record"): fetches the group's ledger.csv or attendance.csv with the bearer token and saves it;
 * a failure is toasted with the server's reason (components/DownloadButton.tsx).
 */
import { IconDownload } from '@tabler/icons-react';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { downloadGroupCsv, type GroupCsv } from '../api/download-csv.ts';

export const csvTexts = {
  label: 'Download CSV',
  failed: 'Failed to download the CSV file.',
} as const;

export function CsvDownloadButton({
  groupId,
  kind,
  query,
}: {
  groupId: number;
  kind: GroupCsv;
  query?: string;
}) {
  return (
    <DownloadButton
      label={csvTexts.label}
      failed={csvTexts.failed}
      icon={<IconDownload size={18} aria-hidden />}
      download={() => downloadGroupCsv(groupId, kind, query)}
    />
  );
}
