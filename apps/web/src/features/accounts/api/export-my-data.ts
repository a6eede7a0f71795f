/**
 * "Download my data" (README "Your data"): POST /api/users/export `{ currentPassword }` with the bearer
 * token, and the ZIP handed to the browser to save (lib/download.ts).
 */
import type { ExportBody } from '@turnout/shared';
import { fetchAttachment, saveBlob } from '../../../lib/download.ts';

/**
 * Downloads the caller's data as "turnout-my-data-{date}.zip" (the server's name). Rejects with an
 * ApiError carrying the server's sentence: 403 for a wrong current password, 429 past 3 an hour.
 */
export async function downloadMyData(body: ExportBody): Promise<void> {
  const { blob, filename } = await fetchAttachment(
    '/api/users/export',
    'application/zip',
    'turnout-my-data.zip',
    body,
  );
  saveBlob(blob, filename);
}
