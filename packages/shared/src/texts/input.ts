/**
 * Sentences of the input rules every schema shares (common.ts, text-rules.ts): ids, and the characters a
 * text field may hold. `label` is the field as a user knows it ("Name", "Group name", "Notes"). No zod.
 */
export const inputTexts = {
  /** A body, path or query id that is not a whole number ≥ 1 (a JSON integer or decimal digits). */
  idInvalid: (label: string) => `${label} must be a whole number of 1 or more.`,
  /** A C0/C1 control character (NUL, escape, …) other than tab, and newline where the field allows it. */
  controlCharacters: (label: string) => `${label} cannot contain control characters.`,
  /** A line break in a one-line field (names, emails, group name, description, venue, …). */
  oneLine: (label: string) => `${label} must be on one line.`,
  /** Half of a UTF-16 surrogate pair on its own: not a character at all. */
  brokenCharacter: (label: string) => `${label} contains a broken character.`,
  /** Bidirectional override/isolate characters (U+202A–U+202E, U+2066–U+2069) in a name. */
  directionControls: (label: string) =>
    `${label} cannot contain characters that change the direction of text.`,
  /** `://` or `www.` in a name, group name or surname. */
  webAddress: 'Names cannot contain web addresses.',
} as const;
