/**
 * What a text field may hold, as pure functions (no zod) shared by the schemas (common.ts) and any
 * screen that checks a field by hand. Every text field of the API follows them:
 * - no control characters (Unicode category Cc: NUL, escape, DEL, C1…) except tab, and a newline only
 *   in multi-line fields (notes, chat messages); a one-line field also refuses U+2028/U+2029;
 * - no lone UTF-16 surrogate (it is not a character; PostgreSQL would store U+FFFD instead);
 * - names (name, surname, group name) also refuse bidirectional override/isolate characters, which let a
 *   name display as something else, and web addresses (`://`, `www.`), which let a name carry a link
 *   into notifications and mails sent from Turnout's own address;
 * - a required field counts as blank when it holds only whitespace and invisible characters
 *   (zero-width spaces and joiners, soft hyphen, word joiner, BOM, Hangul fillers, …).
 */
import { inputTexts } from './texts/input.ts';

/** Line breaks: newline, carriage return, vertical tab, form feed, NEL, line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;
/** Control characters (Cc) other than tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /\p{Cs}/u;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * What shows nothing: whitespace, default-ignorable code points (U+00AD, U+034F, U+115F, U+1160,
 * U+180B–U+180F, U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, U+3164, U+FE00–U+FE0F, U+FEFF, U+FFA0, …)
 * and the blank Braille pattern U+2800.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const WEB_ADDRESS = /:\/\/|www\./i;

export type TextRules = {
  /** The field as a user knows it, for the sentences ("Name", "Notes"). */
  label: string;
  /** Newlines (and tabs) allowed: notes, chat messages. */
  multiLine?: boolean;
  /** A name (name, surname, group name): no direction controls, no web addresses. */
  name?: boolean;
};

/** The sentence for the first character `value` may not hold, or null when every character is allowed. */
export function textCharacterProblem(value: string, rules: TextRules): string | null {
  const { label } = rules;
  if (!rules.multiLine && LINE_BREAK.test(value)) return inputTexts.oneLine(label);
  if (CONTROL.test(rules.multiLine ? value.replace(/\r\n?/g, '\n') : value)) {
    return inputTexts.controlCharacters(label);
  }
  if (LONE_SURROGATE.test(value)) return inputTexts.brokenCharacter(label);
  if (rules.name) {
    if (DIRECTION_CONTROL.test(value)) return inputTexts.directionControls(label);
    if (containsWebAddress(value)) return inputTexts.webAddress;
  }
  return null;
}

/** True when `value` holds at least one character that shows (see INVISIBLE). */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

/**
 * True when `value` names a web address: `://` or `www.`, any case, also when spelled with full-width
 * letters or with invisible characters in between (compared after NFKC and without them).
 */
export function containsWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value.normalize('NFKC').replace(INVISIBLE, ''));
}
