/**
 * The input rules every schema shares (common.ts, text-rules.ts): ids in bodies and paths, and the
 * characters text fields may hold — control characters, line breaks, invisible-only values, direction
 * controls and web addresses in names. Each sentence is the one the API answers with (400) and the
 * web forms show.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  containsWebAddress,
  hasVisibleText,
  idParamSchema,
  idSchema,
  inputTexts,
  multiLineText,
  nameText,
  optionalMultiLineText,
  optionalSingleLineText,
  singleLineText,
  textCharacterProblem,
} from './common.ts';
import { chatContentSchema } from './chat.ts';
import { groupNameSchema } from './groups.ts';
import { signupBodySchema } from './accounts.ts';
import { chatTexts } from './texts/chat.ts';
import { groupTexts } from './texts/groups.ts';

/** The first issue's message, or the parsed value. */
function parse(schema: z.ZodType, value: unknown): { ok: unknown } | { error: string } {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : { error: r.error.issues[0]!.message };
}

/** Invisible characters that alone do not make a value non-blank. */
const INVISIBLES = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u3164',
  '\u115F',
  '\u1160',
  '\u00A0',
  '\u2800',
  '\u3000',
  '\t',
];
/** C0 and C1 control characters other than tab and newline, DEL included. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter(
    (c) => c !== '\t' && c !== '\n' && c !== '\r' && c !== '\u000B' && c !== '\u000C',
  ),
  '\u007F',
  '\u0080',
  '\u009B',
];
const DIRECTION_CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('body ids (idSchema)', () => {
  const schema = z.object({ gameId: idSchema('gameId') });
  it.each([1, 42, 2_147_483_647, '2', '007'])('accepts %j', (v) => {
    expect(parse(schema, { gameId: v })).toEqual({ ok: { gameId: Number(v) } });
  });
  it.each([
    true,
    false,
    [2],
    { id: 2 },
    '0x2',
    '2e0',
    ' 2',
    '2 ',
    '2.0',
    '+2',
    '-2',
    '',
    2.5,
    0,
    -1,
    '0',
    2_147_483_648,
    '99999999999',
    null,
    Number.NaN,
  ])('refuses %j with a sentence', (v) => {
    expect(parse(schema, { gameId: v })).toEqual({ error: 'gameId must be a whole number of 1 or more.' });
  });
  it('says a mandatory field is missing with its own sentence', () => {
    const mandatory = z.object({ group_id: idSchema('group_id', 'Please fill in all mandatory fields.') });
    for (const v of [undefined, null, ''])
      expect(parse(mandatory, { group_id: v })).toEqual({ error: 'Please fill in all mandatory fields.' });
    expect(parse(mandatory, { group_id: true })).toEqual({ error: inputTexts.idInvalid('group_id') });
  });
});

describe('path ids (idParamSchema)', () => {
  it('accepts decimal digits only', () => {
    expect(parse(idParamSchema('id'), '12')).toEqual({ ok: 12 });
    for (const v of [
      '',
      ' 1',
      '1 ',
      '+1',
      '-1',
      '1e1',
      '0x1',
      '1.0',
      '0',
      '٣',
      '2147483648',
      '12345678901',
      1,
    ])
      expect(parse(idParamSchema('id'), v)).toEqual({ error: 'id must be a whole number of 1 or more.' });
  });
});

describe('text characters (textCharacterProblem)', () => {
  it.each(CONTROLS.map((c) => [c.charCodeAt(0).toString(16), c]))(
    'refuses control U+%s everywhere',
    (_hex, c) => {
      expect(textCharacterProblem(`a${c}b`, { label: 'Notes', multiLine: true })).toBe(
        'Notes cannot contain control characters.',
      );
      expect(textCharacterProblem(`a${c}b`, { label: 'Venue' })).not.toBeNull();
    },
  );

  it('allows tab everywhere, and newlines only in multi-line fields', () => {
    expect(textCharacterProblem('a\tb', { label: 'Venue' })).toBeNull();
    expect(textCharacterProblem('a\nb\r\nc', { label: 'Notes', multiLine: true })).toBeNull();
    for (const br of ['\n', '\r', '\r\n', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029'])
      expect(textCharacterProblem(`a${br}b`, { label: 'Venue' })).toBe('Venue must be on one line.');
  });

  it('refuses a lone surrogate (not a character)', () => {
    expect(textCharacterProblem('a\uD800b', { label: 'Notes', multiLine: true })).toBe(
      'Notes contains a broken character.',
    );
    expect(textCharacterProblem('😀', { label: 'Notes' })).toBeNull();
  });

  it.each(DIRECTION_CONTROLS.map((c) => [c.charCodeAt(0).toString(16), c]))(
    'refuses direction control U+%s in names only',
    (_hex, c) => {
      expect(textCharacterProblem(`Ada${c}`, { label: 'Name', name: true })).toBe(
        'Name cannot contain characters that change the direction of text.',
      );
      expect(textCharacterProblem(`Ada${c}`, { label: 'Message', multiLine: true })).toBeNull();
    },
  );

  it('refuses web addresses in names, in any case and spelling', () => {
    for (const v of [
      'https://evil.example',
      'verify at HTTP://x',
      'WWW.evil.example',
      'www.x',
      'ｗｗｗ．x',
      'w\u200Bww.x',
      'a:/\u200B/b',
    ])
      expect(containsWebAddress(v), v).toBe(true);
    for (const v of ['Wanderers', 'Dr. Who', 'ww.x', 'Mixed: 5-a-side', 'Team/2'])
      expect(containsWebAddress(v), v).toBe(false);
    expect(textCharacterProblem('www.x', { label: 'Surname', name: true })).toBe(inputTexts.webAddress);
    expect(inputTexts.webAddress).toBe('Names cannot contain web addresses.');
  });

  it('counts whitespace and invisible characters alone as blank', () => {
    expect(hasVisibleText(INVISIBLES.join(''))).toBe(false);
    for (const c of INVISIBLES) expect(hasVisibleText(` ${c} `), c.charCodeAt(0).toString(16)).toBe(false);
    expect(hasVisibleText('\u200Bx')).toBe(true);
    expect(hasVisibleText('👍')).toBe(true);
  });
});

describe('text field schemas', () => {
  const name = nameText({ label: 'Name', required: 'Name is required.', max: 10 });
  const line = singleLineText({ label: 'Description', required: 'Fill it in.', max: 10 });
  const venue = optionalSingleLineText({ label: 'Venue', max: 10 });
  const notes = optionalMultiLineText({ label: 'Notes', max: 10 });
  const message = multiLineText({ label: 'Message', required: 'Type something.', max: 10 });

  it('trims and keeps a good value', () => {
    expect(parse(name, '  Ada ')).toEqual({ ok: 'Ada' });
    expect(parse(message, ' hi\r\nthere ')).toEqual({ ok: 'hi\nthere' });
  });

  it('answers the required sentence for missing, non-text, empty and invisible-only values', () => {
    for (const v of [undefined, null, 5, '', '   ', '\u200B', '\u3164\u00AD', '\uFEFF\u2060'])
      expect(parse(name, v), JSON.stringify(v)).toEqual({ error: 'Name is required.' });
    expect(parse(message, '\u200B\n\u200B')).toEqual({ error: 'Type something.' });
  });

  it('makes an optional field that is blank or invisible-only null', () => {
    for (const v of [undefined, null, '', '  ', '\u200B']) expect(parse(venue, v)).toEqual({ ok: null });
    expect(parse(notes, 'a\nb')).toEqual({ ok: 'a\nb' });
  });

  it('refuses NUL and other controls with the field’s sentence, before the length', () => {
    expect(parse(name, 'A\u0000')).toEqual({ error: 'Name cannot contain control characters.' });
    expect(parse(line, 'x'.repeat(20) + '\u0000')).toEqual({
      error: 'Description cannot contain control characters.',
    });
    expect(parse(venue, 'Astro\u00002')).toEqual({ error: 'Venue cannot contain control characters.' });
    expect(parse(notes, 'a\u001Bb')).toEqual({ error: 'Notes cannot contain control characters.' });
    expect(parse(message, '\u0000')).toEqual({ error: 'Message cannot contain control characters.' });
  });

  it('refuses a line break inside a one-line field (a trailing one is trimmed)', () => {
    expect(parse(line, 'a\nb')).toEqual({ error: 'Description must be on one line.' });
    expect(parse(venue, 'a\nb')).toEqual({ error: 'Venue must be on one line.' });
    expect(parse(line, 'ab\n')).toEqual({ ok: 'ab' });
  });

  it('checks the length after trimming', () => {
    expect(parse(line, ` ${'x'.repeat(10)} `)).toEqual({ ok: 'x'.repeat(10) });
    expect(parse(line, 'x'.repeat(11))).toEqual({ error: 'Description must be at most 10 characters.' });
  });
});

describe('the feature schemas use them', () => {
  it('group name: direction controls and web addresses refused, invisible-only is blank', () => {
    expect(parse(groupNameSchema, 'Sunday\u202Eeugael')).toEqual({
      error: 'Group name cannot contain characters that change the direction of text.',
    });
    expect(parse(groupNameSchema, 'ACTION REQUIRED - verify at https://x.example')).toEqual({
      error: 'Names cannot contain web addresses.',
    });
    expect(parse(groupNameSchema, '\u200B\u200B')).toEqual({ error: groupTexts.nameRequired });
  });

  it('sign-up: names refuse NUL, line breaks and web addresses; a password refuses control characters', () => {
    const body = {
      name: 'Ada',
      surname: 'Lovelace',
      mobile: '0712345678',
      email: 'ada@example.test',
      password: 'a good password',
    };
    expect(parse(signupBodySchema, { ...body, name: 'A\u0000da' })).toEqual({
      error: 'Name cannot contain control characters.',
    });
    expect(parse(signupBodySchema, { ...body, surname: 'Love\nlace' })).toEqual({
      error: 'Surname must be on one line.',
    });
    expect(parse(signupBodySchema, { ...body, surname: 'www.lovelace.example' })).toEqual({
      error: 'Names cannot contain web addresses.',
    });
    expect(parse(signupBodySchema, { ...body, email: 'ada\u0000@example.test' })).toEqual({
      error: 'Email cannot contain control characters.',
    });
    expect(parse(signupBodySchema, { ...body, password: 'a good\u0000password' })).toEqual({
      error: 'Password cannot contain control characters.',
    });
  });

  it('chat: an invisible-only message is blank; newlines and right-to-left text are kept', () => {
    expect(parse(chatContentSchema, '\u200B \u2060')).toEqual({ error: chatTexts.contentRequired });
    expect(parse(chatContentSchema, 'line 1\nline 2 \u202Bשלום\u202C')).toEqual({
      ok: 'line 1\nline 2 \u202Bשלום\u202C',
    });
  });
});
