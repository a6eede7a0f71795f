/** Reading the exports' ZIP replies in tests with a real ZIP reader (fflate). */
import { strFromU8, unzipSync } from 'fflate';

/** The files of a ZIP reply's bytes, by name in the archive's order, as UTF-8 text. */
export function unzipReply(body: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}
