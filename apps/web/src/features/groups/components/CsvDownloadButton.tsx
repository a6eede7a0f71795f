/**
 * "Download CSV" on the Money and Attendance tabs, group admins only (README "Who pays what", "A fair,
 * visible record"): fetches the group's ledger.csv or attendance.csv with the bearer token and saves it;
 * a failure is toasted with the server's reason.
 */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { showFailure } from '../../../lib/toasts.ts';
import { useGroupCsvDownload, type GroupCsv } from '../api/download-csv.ts';

export const csvTexts = {
  label: 'Download CSV',
  failed: 'Failed to download the CSV file.',
} as const;

export function CsvDownloadButton({ groupId, kind }: { groupId: number; kind: GroupCsv }) {
  const download = useGroupCsvDownload();
  return (
    <Button
      variant="default"
      size="sm"
      mih={44}
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate({ groupId, kind }, { onError: (err) => showFailure(err, csvTexts.failed) })
      }
    >
      {csvTexts.label}
    </Button>
  );
}
