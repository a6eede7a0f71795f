/**
 * Watching a download's saving in tests (lib/download.ts saveBlob): the Blob handed to
 * URL.createObjectURL and the filename of each download link clicked. Restore with vi.restoreAllMocks.
 */
import { vi } from 'vitest';

/** Starts watching; `blobs` and `saved` (the filenames) fill as files are saved. */
export function watchSaving(): { blobs: Blob[]; saved: string[] } {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:turnout/1';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { blobs, saved };
}
