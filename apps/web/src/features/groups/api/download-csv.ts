/**
 * The CSV downloads of the group screen (README "Who pays what", "A fair, visible record"): GET
 * /api/groups/:id/ledger.csv and /api/groups/:id/attendance.csv (group admins only), fetched with the
 * bearer token and saved (lib/download.ts).
 */
import { fetchAttachment, saveBlob } from '../../../lib/download.ts';

/** Which CSV file of a group. */
export type GroupCsv = 'ledger' | 'attendance' | 'table';

/**
 * Fetches `/api/groups/{groupId}/{kind}.csv` and resolves with the file and its name (the server's
 * Content-Disposition filename, else "{kind}-group-{groupId}.csv"). Rejects with an ApiError carrying
 * the server's sentence (403 for a member who is not a group admin): lib/download.ts fetchAttachment.
 */
export function fetchGroupCsv(
  groupId: number,
  kind: GroupCsv,
  query = '',
): Promise<{ blob: Blob; filename: string }> {
  return fetchAttachment(
    `/api/groups/${groupId}/${kind}.csv${query}`,
    'text/csv',
    `${kind}-group-${groupId}.csv`,
  );
}

/** Downloads one of a group's CSV files and hands it to the browser to save. */
export async function downloadGroupCsv(groupId: number, kind: GroupCsv, query = ''): Promise<void> {
  const { blob, filename } = await fetchGroupCsv(groupId, kind, query);
  saveBlob(blob, filename);
}
