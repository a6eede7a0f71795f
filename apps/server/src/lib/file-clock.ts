/**
 * The end-to-end tests' clock (README "Test it"; enabled only by E2E_CLOCK_FILE, which e2e/serve.mjs sets
 * and config.ts refuses in production): `fileClock(file)` is a plugins/clock.ts Clock that runs the
 * number of milliseconds written in `file` (an integer, may be negative) off the real clock; no file,
 * or anything else in it, means no offset. The file is read at every call (it is tiny, and only the
 * e2e server has one), so a spec that writes it moves the server's clock at once, without waiting.
 * e2e/support.ts `moveServerClock` writes it.
 */
import { readFileSync } from 'node:fs';
import type { Clock } from '../plugins/clock.ts';

/** A clock offset by the milliseconds in `file` (0 when it is missing or holds no integer). */
export function fileClock(file: string): Clock {
  return () => {
    let offset = 0;
    try {
      const text = readFileSync(file, 'utf8').trim();
      if (/^-?\d{1,15}$/.test(text)) offset = Number(text);
    } catch {
      // No file: the real clock.
    }
    return new Date(Date.now() + offset);
  };
}
