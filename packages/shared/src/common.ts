/**
 * Small zod building blocks shared by every feature's schemas: ids in paths and bodies, the text fields
 * (one-line, multi-line, names; the character rules of text-rules.ts), and the ISO 8601 UTC datetime
 * string the API uses. Every refusal is a sentence (texts/input.ts), so the server's 400 and the web
 * forms say the same thing.
 */
import { z } from 'zod';
import { hasVisibleText, textCharacterProblem, type TextRules } from './text-rules.ts';
import { inputTexts } from './texts/input.ts';
import { compactMobile, looksInternational } from './mobile-rules.ts';
export * from './texts/input.ts';
export * from './text-rules.ts';

/** Ids are PostgreSQL `integer`s: 1 to 2 147 483 647. */
const ID_MAX = 2_147_483_647;
const DIGITS = /^\d{1,10}$/;

/**
 * An id in a JSON body: a JSON integer ≥ 1, or a string of decimal digits ("12"). Anything else —
 * `true`, `[2]`, `"0x2"`, `"2e0"`, `" 2"`, `"2.0"`, 2.5, 0 — is refused with inputTexts.idInvalid(label),
 * or with `required` when the field is missing, null or "" (a mandatory field with a sentence of its own).
 * No z.coerce: it turns `true` into 1 and `[2]` into 2.
 */
export const idSchema = (label = 'id', required?: string) => {
  const error = (iss: { input?: unknown }) =>
    required && (iss.input === undefined || iss.input === null || iss.input === '')
      ? required
      : inputTexts.idInvalid(label);
  return z.union([z.int({ error }).min(1, { error }).max(ID_MAX, { error }), idParamSchema(label)], {
    error,
  });
};

/**
 * An id in a URL path or query string: decimal digits only ("12", not "+12", " 12", "1e1", "0x1"),
 * 1 to 2 147 483 647, as a number. Anything else → inputTexts.idInvalid(label).
 */
export const idParamSchema = (label = 'id') => {
  const error = inputTexts.idInvalid(label);
  return z
    .string({ error })
    .regex(DIGITS, { error })
    .transform(Number)
    .pipe(z.number().min(1, { error }).max(ID_MAX, { error }));
};

export const idParamsSchema = z.object({ id: idParamSchema('id') });

type TextField = {
  /** The field as a user knows it, for the sentences ("Name", "Group name", "Venue"). */
  label: string;
  /** Longest value, in characters after trimming. */
  max: number;
  /** Sentence when the value is too long; default "{label} must be at most {max} characters." */
  tooLong?: string;
};
type RequiredTextField = TextField & {
  /** Sentence when the field is missing, not text, or blank (whitespace and invisible characters only). */
  required: string;
};

const tooLongText = (f: TextField) => f.tooLong ?? `${f.label} must be at most ${f.max} characters.`;

/** The characters check of text-rules.ts as a zod check: the first problem's sentence, if any. */
const allowedCharacters = (rules: TextRules) =>
  z.superRefine<string>((value, ctx) => {
    const problem = textCharacterProblem(value, rules);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/** Trimmed text; multi-line text has its line endings made "\n". Checks run in order: characters, blank, length. */
function text(f: TextField & { required?: string }, rules: TextRules) {
  const base = z.string({ error: f.required ?? `${f.label} must be text.` }).trim();
  return (rules.multiLine ? base.overwrite((v) => v.replace(/\r\n?/g, '\n')) : base).check(
    allowedCharacters(rules),
  );
}

function required(f: RequiredTextField, rules: TextRules) {
  return text(f, rules)
    .min(1, { error: f.required })
    .max(f.max, { error: tooLongText(f) })
    .refine(hasVisibleText, { error: f.required });
}

function optional(f: TextField, rules: TextRules) {
  return text(f, rules)
    .max(f.max, { error: tooLongText(f) })
    .nullish()
    .transform((v) => (v && hasVisibleText(v) ? v : null));
}

/** A required one-line text field (description): no line breaks or control characters, not blank. */
export const singleLineText = (f: RequiredTextField) => required(f, { label: f.label });

/** An optional one-line text field (venue, opponent, colour): blank or missing → null. */
export const optionalSingleLineText = (f: TextField) => optional(f, { label: f.label });

/** A required multi-line text field (a chat message): newlines and tabs allowed, not blank. */
export const multiLineText = (f: RequiredTextField) => required(f, { label: f.label, multiLine: true });

/** An optional multi-line text field (notes): blank or missing → null. */
export const optionalMultiLineText = (f: TextField) => optional(f, { label: f.label, multiLine: true });

/**
 * A name (name, surname, group name): one line, not blank, no characters that change the direction of
 * text and no web addresses ("Names cannot contain web addresses.").
 */
export const nameText = (f: RequiredTextField) => required(f, { label: f.label, name: true });

/**
 * Only the one-line character rules (no line breaks, no control characters), as a check for a field
 * with rules of its own, e.g. `z.string().trim().check(oneLineCharacters('Email'))`.
 */
export const oneLineCharacters = (label: string) => allowedCharacters({ label });

/** Datetimes on the wire: ISO 8601 strings in UTC ("2026-11-27T17:00:00.000Z"). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** `{ message }` replies such as PUT /api/users/profile. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/**
 * A mobile number field (README "Mobile numbers"): bare digits matching `digits` (the specification's
 * form, refused with `digitsError`), or a number written with + and its country code (E.164's shape,
 * refused with `plusError`). Trimmed; an international number is given with its separators dropped
 * ("+44 7911 123456" → "+447911123456"). Whether it is a valid number is checked by the server (phone.ts).
 */
export const mobileText = (digits: RegExp, digitsError: string, plusError: string) =>
  z
    .string({ error: digitsError })
    .trim()
    .refine((v) => v.startsWith('+') || digits.test(v), { error: digitsError })
    .refine((v) => !v.startsWith('+') || looksInternational(v), { error: plusError })
    .transform(compactMobile);
