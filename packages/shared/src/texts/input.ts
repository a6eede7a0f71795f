/**
 * Sentences of the input rules every schema shares (common.ts, text-rules.ts): ids, and the characters a
 * text field may hold. `label` is the field as a user knows it ("Name", "Group name", "Notes"). No zod.
 * The English 'input' catalogue namespace (README "Languages").
 */
import { englishT, englishTexts } from '../i18n/english.ts';

export const inputTexts = {
  /** `://` or `www.` in a name, group name or surname (webAddress). */
  ...englishTexts('input'),
  /** A body, path or query id that is not a whole number ≥ 1 (a JSON integer or decimal digits). */
  idInvalid: (label: string) => englishT('input:idInvalid', { label }),
  /** A C0/C1 control character (NUL, escape, …) other than tab, and newline where the field allows it. */
  controlCharacters: (label: string) => englishT('input:controlCharacters', { label }),
  /** A line break in a one-line field (names, emails, group name, description, venue, …). */
  oneLine: (label: string) => englishT('input:oneLine', { label }),
  /** Half of a UTF-16 surrogate pair on its own: not a character at all. */
  brokenCharacter: (label: string) => englishT('input:brokenCharacter', { label }),
  /** Bidirectional override/isolate characters (U+202A–U+202E, U+2066–U+2069) in a name. */
  directionControls: (label: string) => englishT('input:directionControls', { label }),
} as const;
