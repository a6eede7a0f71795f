/**
 * "Export group" (README "Export a group"): GET /api/groups/:id/export (group admins only), fetched with
 * the bearer token and saved (lib/download.ts).
 */
import { fetchAttachment, saveBlob } from '../../../lib/download.ts';

/**
 * Downloads the group's ZIP as "turnout-group-{id}-{date}.zip" (the server's name). Rejects with an
 * ApiError carrying the server's sentence (403 for a member who is not a group admin, 429 past 10 an hour).
 */
export async function downloadGroupExport(groupId: number): Promise<void> {
  const { blob, filename } = await fetchAttachment(
    `/api/groups/${groupId}/export`,
    'application/zip',
    `turnout-group-${groupId}.zip`,
  );
  saveBlob(blob, filename);
}
