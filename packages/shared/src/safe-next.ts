/**
 * Where a screen may send someone after signing in (`/login?next=…`): only a same-site relative path.
 * Anything else — an absolute or protocol-relative address ("https://…", "//evil.example", "/\evil"),
 * a scheme ("javascript:…"), a path holding control characters or whitespace (browsers drop tabs and
 * newlines, so "/\t/evil" would become "//evil") — falls back to `fallback` ("/",
 * docs/product.md#s4-signed-in: "Login success ... then goes to /"). Pure, no zod: the web imports it as
 * @turnout/shared/safe-next.
 */

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u001F\u007F-\u009F\p{White_Space}]/u;

/**
 * `next` when it is a path on this site (starts with one "/", not "//" or "/\"), else `fallback`.
 * @param next the raw `next` query value (null when absent)
 * @returns a path to navigate to
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || next[0] !== '/' || next[1] === '/' || next[1] === '\\') return fallback;
  // The URL parser (WHATWG) drops tabs and newlines anywhere and leading controls and spaces, so any of
  // them could turn the path into "//host"; with none, a path whose second character is neither "/" nor
  // "\" stays relative to this site.
  if (CONTROL_OR_SPACE.test(next)) return fallback;
  return next;
}
