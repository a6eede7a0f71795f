/**
 * File downloads that need the session (README "Who pays what": the group CSVs; "Notifications", calendar:
 * one game's .ics; "Your data", "Export a group": the ZIP exports). A plain link would not carry the bearer token, so the file is fetched with it and
 * handed to the browser as a Blob to save. Used by the groups and calendar features
 * (docs/decisions/015-web-features-never-import-each-other.md).
 */
import { ApiError } from './api.ts';
import { getToken, signOut } from './session.ts';

/**
 * Fetches `path` with the bearer token, asking for `accept`, and resolves with the file and its name
 * (the server's Content-Disposition filename, else `fallbackName`). Rejects with an ApiError carrying the
 * server's sentence, or "Network Error" when no answer came; a 401 also signs the user out as an
 * expired session (as lib/api.ts does). With `body`, the request is a POST of that JSON (POST
 * /api/users/export sends the current password).
 */
export async function fetchAttachment(
  path: string,
  accept: string,
  fallbackName: string,
  body?: unknown,
): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = { accept };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(
      path,
      body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
    );
  } catch {
    throw new ApiError(0, 'Network Error');
  }
  if (!res.ok) {
    // As lib/api.ts: a refused token ends the session, and the route guard goes to the login page.
    if (res.status === 401 && token) signOut({ expired: true });
    const reply = (await res.json().catch(() => ({}))) as { error?: unknown };
    const message =
      typeof reply.error === 'string' ? reply.error : `Request failed with status code ${res.status}`;
    throw new ApiError(res.status, message, undefined, reply);
  }
  const blob = await res.blob();
  return { blob, filename: attachmentName(res.headers.get('content-disposition')) ?? fallbackName };
}

/** The filename of a Content-Disposition header (`attachment; filename="ledger.csv"`), or null. */
export function attachmentName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/** Hands a Blob to the browser to save as `filename` (a temporary object URL on a download link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
