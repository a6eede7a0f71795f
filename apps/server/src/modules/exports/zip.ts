/**
 * Exports as ZIP files (README "Your data", "Export a group"), written by yazl, a streaming ZIP writer:
 * the reply streams the archive as yazl deflates it.
 */
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A ZIP archive of `files` (each a name and its UTF-8 text, dated `now`) as a readable stream of bytes.
 * Never throws; the stream ends after the central directory.
 */
export function zipOf(files: { name: string; text: string }[], now: Date): Readable {
  const zip = new ZipFile();
  for (const f of files) zip.addBuffer(Buffer.from(f.text, 'utf8'), f.name, { mtime: now });
  zip.end();
  return zip.outputStream as Readable;
}
