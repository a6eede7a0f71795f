/**
 * Input that must never reach the database unchecked (packages/shared common.ts and text-rules.ts),
 * through every endpoint that takes it, on whichever database the run uses (PGlite, or PostgreSQL with
 * DATABASE_URL):
 * - every text field refuses NUL and the other control characters but tab (and newline where the field
 *   is one line) with 400 and a sentence, and changes nothing — a NUL used to answer 500 on both
 *   databases;
 * - ids in bodies are JSON integers ≥ 1 or decimal-digit strings, ids in paths and query strings are
 *   decimal digits: `true`, `[2]`, `"0x2"`, `"2e0"`, `" 2"`, `"2.0"` are refused, not read as an id;
 * - names (name, surname, group name) refuse direction controls and web addresses, and invisible
 *   characters alone do not make a name, a description or a chat message non-blank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTexts,
  chatTexts,
  gameTexts,
  groupTexts,
  inputTexts,
  type ChatMessage,
  type Game,
  type GroupDetail,
  type TeamResponse,
  zoneTexts,
} from '@turnout/shared';
import { build, type TestContext } from '../support/build.ts';
import { FACTORY_PASSWORD } from '../support/factories.ts';
import {
  createWorld,
  dbProbe,
  freshEmail,
  freshMobile,
  type DbProbe,
  type Role,
  type World,
} from './world.ts';

let t: TestContext;
let w: World;
let probe: DbProbe;
beforeAll(async () => {
  t = await build();
  w = await createWorld(t);
  probe = await dbProbe(t);
});
afterAll(() => t.close());

const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3600_000).toISOString();

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
/**
 * How a field answers a bad value: `label` → the character sentences of that field (one line unless
 * `multiLine`); `sentence` → that one sentence for every bad value (a field with a format of its own);
 * `refused` → some 4xx (a password or token that is only ever compared, never stored).
 */
type FieldRule = { label: string; multiLine?: boolean } | { sentence: string } | { refused: true };
type TextCase = {
  method: Method;
  url: (w: World) => string;
  role: Role;
  body: (w: World) => Record<string, unknown>;
  fields: Record<string, FieldRule>;
};

const gameFields = (mandatory: string): Record<string, FieldRule> => ({
  description: { label: 'Description' },
  venue: { label: 'Venue' },
  opponent: { label: 'Opponent' },
  colour: { label: 'Colour' },
  notes: { label: 'Notes', multiLine: true },
  cost: { sentence: gameTexts.invalidCost },
  game_datetime: { sentence: mandatory },
});
const gameBody = () => ({
  description: 'Friday five',
  game_datetime: inThreeDays(),
  max_players: 10,
  venue: 'Astro 1',
  opponent: 'Rovers',
  colour: 'Blue',
  notes: 'Bring bibs',
  cost: '50.00',
});

/** Every endpoint with a text field, and what each of its text fields answers. */
const textCases: Record<string, TextCase> = {
  'POST /signup': {
    method: 'POST',
    url: () => '/signup',
    role: 'visitor',
    body: () => ({
      name: 'New',
      surname: 'Player',
      mobile: freshMobile(),
      email: freshEmail(),
      password: 'a good password',
    }),
    fields: {
      name: { label: 'Name' },
      surname: { label: 'Surname' },
      email: { label: 'Email' },
      mobile: { sentence: accountTexts.mobileDigits },
      password: { label: 'Password' },
      inviteToken: { refused: true },
    },
  },
  'POST /api/login': {
    method: 'POST',
    url: () => '/api/login',
    role: 'visitor',
    body: (w) => ({ email: w.outsider.email, password: FACTORY_PASSWORD }),
    fields: { email: { label: 'Email' }, password: { refused: true } },
  },
  'POST /api/login/request-password-reset': {
    method: 'POST',
    url: () => '/api/login/request-password-reset',
    role: 'visitor',
    body: (w) => ({ email: w.outsider.email }),
    fields: { email: { label: 'Email' } },
  },
  'POST /api/login/email': {
    method: 'POST',
    url: () => '/api/login/email',
    role: 'visitor',
    body: (w) => ({ email: w.outsider.email }),
    fields: { email: { label: 'Email' } },
  },
  'POST /api/login/email/code': {
    method: 'POST',
    url: () => '/api/login/email/code',
    role: 'visitor',
    body: (w) => ({ email: w.spare.email, code: w.emailSignIn.code }),
    fields: { email: { label: 'Email' }, code: { refused: true } },
  },
  'POST /api/login/reset-password': {
    method: 'POST',
    url: () => '/api/login/reset-password',
    role: 'visitor',
    body: (w) => ({ token: w.resetToken, email: w.spare.email, newPassword: 'a brand new password' }),
    fields: { token: { refused: true }, email: { label: 'Email' }, newPassword: { label: 'New password' } },
  },
  'PUT /api/users/profile': {
    method: 'PUT',
    url: () => '/api/users/profile',
    role: 'member',
    body: (w) => ({ name: 'Mo', surname: w.member.surname, email: w.member.email, mobile: w.member.mobile }),
    fields: {
      name: { label: 'Name' },
      surname: { label: 'Surname' },
      email: { label: 'Email' },
      mobile: { sentence: accountTexts.mobileDigits },
    },
  },
  'POST /api/users/change-password': {
    method: 'POST',
    url: () => '/api/users/change-password',
    role: 'outsider',
    body: () => ({ currentPassword: FACTORY_PASSWORD, newPassword: 'another good password' }),
    fields: { currentPassword: { refused: true }, newPassword: { label: 'New password' } },
  },
  'POST /api/groups': {
    method: 'POST',
    url: () => '/api/groups',
    role: 'admin',
    body: () => ({ name: 'Sunday league', time_zone: 'Europe/London', locale: 'en-GB', reminder_hours: 12 }),
    fields: {
      name: { label: 'Group name' },
      locale: { sentence: zoneTexts.localeInvalid },
      reminder_hours: { sentence: zoneTexts.reminderHours },
    },
  },
  'PUT /api/groups/:id': {
    method: 'PUT',
    url: (w) => `/api/groups/${w.group.id}`,
    role: 'admin',
    body: () => ({ name: 'Renamed group', currency: 'GBP', reminder_hours: 12 }),
    fields: { name: { label: 'Group name' }, reminder_hours: { sentence: zoneTexts.reminderHours } },
  },
  'POST /api/groups/:id/members': {
    method: 'POST',
    url: (w) => `/api/groups/${w.group.id}/members`,
    role: 'admin',
    body: () => ({ mobile: freshMobile(), email: freshEmail() }),
    fields: { mobile: { sentence: groupTexts.invalidMobile }, email: { sentence: groupTexts.invalidEmail } },
  },
  'POST /api/games': {
    method: 'POST',
    url: () => '/api/games',
    role: 'admin',
    body: (w) => ({ group_id: w.group.id, ...gameBody() }),
    fields: gameFields(gameTexts.mandatoryCreate),
  },
  'PUT /api/games/:id': {
    method: 'PUT',
    url: (w) => `/api/games/${w.game.id}`,
    role: 'admin',
    body: gameBody,
    fields: gameFields(gameTexts.mandatoryEdit),
  },
  'POST /api/chat/message': {
    method: 'POST',
    url: () => '/api/chat/message',
    role: 'member',
    body: (w) => ({ type: 'group', group_id: w.group.id, content: 'On my way' }),
    fields: {
      content: { label: 'Message', multiLine: true },
      client_msg_id: { sentence: chatTexts.clientMsgIdInvalid },
    },
  },
};

/** NUL and other control characters (C0 but tab and newline, DEL, C1), alone and inside text. */
const CONTROLS = [
  '\u0000',
  'Astro\u00002',
  '\u0000Astro',
  'a\u0001',
  'a\u0008b',
  'a\u001B[31mb',
  'a\u007Fb',
  'a\u009Bb',
];
/** Line breaks, refused in a one-line field. */
const LINE_BREAKS = ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b', 'a\u0085b'];

/**
 * Waits for work a request left running after its reply (a password-reset request stores its token
 * then), so a fingerprint taken next sees the database as that request leaves it.
 */
const settled = () => (t.app as { background?: { idle(): Promise<void> } }).background?.idle();

async function send(c: TextCase, body: unknown) {
  const res = await t.app.inject({
    method: c.method,
    url: c.url(w),
    headers: w.headers(c.role),
    payload: body as object,
  });
  await settled();
  return res;
}

/** Sends `value` in `field` of the case's valid body and asserts the refusal and an unchanged database. */
async function expectRefused(c: TextCase, field: string, value: unknown, sentence: string | null) {
  const before = await probe.fingerprint();
  const res = await send(c, { ...c.body(w), [field]: value });
  const what = `${field}=${JSON.stringify(value)} → ${res.statusCode} ${res.body}`;
  if (sentence === null) {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
  } else {
    expect(res.statusCode, what).toBe(400);
    expect(res.json(), what).toEqual({ error: sentence, message: sentence, code: 'VALIDATION' });
  }
  expect(await probe.fingerprint(), `changed the database: ${what}`).toBe(before);
}

describe.each(Object.entries(textCases))('%s', (_key, c) => {
  it.each(Object.entries(c.fields))(
    'refuses control characters in %s with a sentence',
    async (field, rule) => {
      // A password or token is only compared, never stored: NUL is enough, and few wrong guesses keep the
      // login and change-password brakes out of the way.
      for (const value of 'refused' in rule ? CONTROLS.slice(0, 2) : CONTROLS) {
        const sentence =
          'label' in rule
            ? inputTexts.controlCharacters(rule.label)
            : 'sentence' in rule
              ? rule.sentence
              : null;
        await expectRefused(c, field, value, sentence);
      }
    },
  );

  const oneLine = Object.entries(c.fields).filter(
    ([, rule]) => !('refused' in rule) && !('label' in rule && rule.multiLine),
  );
  if (oneLine.length > 0) {
    it.each(oneLine)('refuses a line break inside %s', async (field, rule) => {
      for (const value of LINE_BREAKS) {
        const sentence =
          'label' in rule ? inputTexts.oneLine(rule.label) : 'sentence' in rule ? rule.sentence : '';
        await expectRefused(c, field, value, sentence);
      }
    });
  }

  it('accepts its valid request (so every refusal above is about the one field changed)', async () => {
    const res = await send(c, c.body(w));
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});

describe('multi-line fields keep newlines and tabs', () => {
  it('stores notes and a chat message with their lines (CRLF made LF)', async () => {
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${w.game.id}`,
      headers: w.headers('admin'),
      payload: { ...gameBody(), notes: 'Bring:\r\n\tbibs\n\tballs' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ game: Game }>().game.notes).toBe('Bring:\n\tbibs\n\tballs');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: w.headers('member'),
      payload: { type: 'group', group_id: w.group.id, content: 'line one\nline two' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/chat/group-messages/${w.group.id}`,
      headers: w.headers('member'),
    });
    expect(list.json<ChatMessage[]>().map((m) => m.content)).toContain('line one\nline two');
  });
});

describe('invisible characters alone are blank', () => {
  const invisible = [
    '\u200B',
    '\u200B\u200C\u200D',
    '\u2060\uFEFF',
    '\u00AD',
    '\u180E',
    '\u3164',
    '\u115F\u1160',
    ' \u00A0\u3000 ',
  ];

  it('a sign-up name or surname made of them is missing', async () => {
    for (const v of invisible) {
      const base = textCases['POST /signup']!;
      await expectRefused(base, 'name', v, accountTexts.nameRequired);
      await expectRefused(base, 'surname', v, accountTexts.surnameRequired);
      await expectRefused(textCases['PUT /api/users/profile']!, 'name', v, accountTexts.nameRequired);
    }
  });

  it('a group name, a game description and a chat message made of them are refused', async () => {
    for (const v of invisible) {
      await expectRefused(textCases['POST /api/groups']!, 'name', v, groupTexts.nameRequired);
      await expectRefused(textCases['PUT /api/groups/:id']!, 'name', v, groupTexts.nameRequired);
      await expectRefused(textCases['POST /api/games']!, 'description', v, gameTexts.mandatoryCreate);
      await expectRefused(textCases['PUT /api/games/:id']!, 'description', v, gameTexts.mandatoryEdit);
      await expectRefused(textCases['POST /api/chat/message']!, 'content', v, chatTexts.contentRequired);
      await expectRefused(
        textCases['POST /api/chat/message']!,
        'content',
        `${v}\n${v}`,
        chatTexts.contentRequired,
      );
    }
  });

  it('an optional game field made of them is stored as empty', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${w.game.id}`,
      headers: w.headers('admin'),
      payload: { ...gameBody(), venue: '\u200B', opponent: '\u3164' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ game: Game }>().game).toMatchObject({ venue: null, opponent: null });
  });
});

describe('names: direction controls and web addresses', () => {
  const nameFields: [string, string, string][] = [
    ['POST /signup', 'name', 'Name'],
    ['POST /signup', 'surname', 'Surname'],
    ['PUT /api/users/profile', 'name', 'Name'],
    ['PUT /api/users/profile', 'surname', 'Surname'],
    ['POST /api/groups', 'name', 'Group name'],
    ['PUT /api/groups/:id', 'name', 'Group name'],
  ];

  it.each(nameFields)('%s refuses direction controls in %s', async (key, field, label) => {
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      await expectRefused(textCases[key]!, field, `Ada${c}nimda`, inputTexts.directionControls(label));
    }
  });

  it.each(nameFields)('%s refuses web addresses in %s', async (key, field) => {
    for (const v of [
      'ACTION REQUIRED - verify your account at https://evil.example',
      'HTTP://x',
      'see www.evil.example',
      'WWW.EVIL.EXAMPLE',
      'ｗｗｗ．evil．example',
    ]) {
      await expectRefused(textCases[key]!, field, v, 'Names cannot contain web addresses.');
    }
  });

  it('keeps right-to-left text and a name with a dot or a colon', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/groups/${w.group.id}`,
      headers: w.headers('admin'),
      payload: { name: 'Dr. Who: מכבי 5-a-side' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ group: GroupDetail }>().group.name).toBe('Dr. Who: מכבי 5-a-side');
  });
});

/** Spellings of `id` that are not decimal digits (or not an integer ≥ 1) but coerce to a number. */
const oddBodyIds = (id: number): unknown[] => [
  true,
  false,
  [id],
  { id },
  `0x${id.toString(16)}`,
  `${id}e0`,
  ` ${id}`,
  `${id} `,
  `${id}.0`,
  `+${id}`,
  id + 0.5,
  0,
  -id,
  2 ** 31,
];

describe('ids in JSON bodies', () => {
  type IdCase = {
    url: string;
    role: Role;
    body: (w: World) => Record<string, unknown>;
    field: string;
    label: string;
  };
  const idCases = (): IdCase[] => [
    {
      url: '/api/rsvps',
      role: 'member',
      body: (w) => ({ gameId: w.game.id, status: 'out' }),
      field: 'gameId',
      label: 'gameId',
    },
    ...(['gameId', 'userId'] as const).flatMap((field) => [
      {
        url: '/api/rsvps/admin/update-team',
        role: 'admin' as const,
        body: (w: World) => ({ userId: w.spare.id, gameId: w.game.id, newTeam: 'reserves' }),
        field,
        label: field,
      },
      {
        url: '/api/rsvps/add',
        role: 'admin' as const,
        body: (w: World) => ({ gameId: w.game.id, userId: w.admin.id, status: 'in' }),
        field,
        label: field,
      },
      {
        url: '/api/rsvps/remove',
        role: 'admin' as const,
        body: (w: World) => ({ gameId: w.game.id, userId: w.spare.id }),
        field,
        label: field,
      },
    ]),
    {
      url: '/api/chat/message',
      role: 'member',
      body: (w) => ({ type: 'group', group_id: w.group.id, content: 'hi' }),
      field: 'group_id',
      label: 'group_id',
    },
    {
      url: '/api/chat/message',
      role: 'member',
      body: (w) => ({ type: 'direct', recipient_id: w.spare.id, content: 'hi' }),
      field: 'recipient_id',
      label: 'recipient_id',
    },
    {
      url: '/api/games',
      role: 'admin',
      body: (w) => ({ group_id: w.group.id, ...gameBody() }),
      field: 'group_id',
      label: 'group_id',
    },
  ];

  it('refuses true, [2], "0x2", "2e0", " 2", "2.0", 2.5, 0 and 2^31 with a sentence, changing nothing', async () => {
    for (const c of idCases()) {
      const valid = c.body(w);
      for (const value of oddBodyIds(valid[c.field] as number)) {
        const before = await probe.fingerprint();
        const res = await t.app.inject({
          method: 'POST',
          url: c.url,
          headers: w.headers(c.role),
          payload: { ...valid, [c.field]: value },
        });
        const what = `${c.url} ${c.field}=${JSON.stringify(value)} → ${res.statusCode} ${res.body}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toBe(inputTexts.idInvalid(c.label));
        expect(await probe.fingerprint(), what).toBe(before);
      }
    }
  });

  it('refuses odd ids inside the lists of mark-read and delete-multiple', async () => {
    const lists = [
      {
        method: 'POST' as const,
        url: '/api/chat/mark-read',
        field: 'message_ids',
        id: w.directMessageId,
        label: 'Each message id',
      },
      {
        method: 'DELETE' as const,
        url: '/api/notifications/delete-multiple',
        field: 'ids',
        id: w.notificationId,
        label: 'Each id',
      },
    ];
    for (const l of lists) {
      for (const value of oddBodyIds(l.id)) {
        const before = await probe.fingerprint();
        const res = await t.app.inject({
          method: l.method,
          url: l.url,
          headers: w.headers('member'),
          payload: { [l.field]: [value] },
        });
        const what = `${l.url} [${JSON.stringify(value)}] → ${res.statusCode} ${res.body}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toBe(inputTexts.idInvalid(l.label));
        expect(await probe.fingerprint(), what).toBe(before);
      }
    }
  });

  it('does not read {"gameId": true} as game 1, and accepts an id written as decimal digits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: w.headers('member'),
      payload: { gameId: true, status: 'out' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'gameId must be a whole number of 1 or more.',
      message: 'gameId must be a whole number of 1 or more.',
      code: 'VALIDATION',
    });
    const team = await t.app.inject({
      method: 'GET',
      url: `/api/games/${w.game.id}/team`,
      headers: w.headers('member'),
    });
    expect(team.json<TeamResponse>().mainTeam.map((p) => p.user_id)).toContain(w.member.id);
    const asDigits = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: w.headers('member'),
      payload: { gameId: String(w.game.id), status: 'out' },
    });
    expect(asDigits.statusCode, asDigits.body).toBe(200);
    expect(asDigits.json()).toMatchObject({ success: true, status: 'out' });
  });
});

describe('ids in paths and query strings', () => {
  /** Encoded path segments for `id` that are not plain decimal digits. */
  const oddPathIds = (id: number) => [
    `${id}.0`,
    `0x${id.toString(16)}`,
    `${id}e0`,
    `%20${id}`,
    `${id}%20`,
    `%2B${id}`,
    `-${id}`,
    '0',
    '2147483648',
    'true',
  ];

  it('answers 400 with a sentence to every id route, where coercion used to find the row', async () => {
    const routes: { method: Method; url: (id: string) => string; id: number; label: string; role: Role }[] = [
      { method: 'GET', url: (id) => `/api/games/${id}`, id: w.game.id, label: 'id', role: 'member' },
      { method: 'GET', url: (id) => `/api/games/${id}/team`, id: w.game.id, label: 'id', role: 'member' },
      { method: 'GET', url: (id) => `/api/groups/${id}`, id: w.group.id, label: 'id', role: 'member' },
      {
        method: 'GET',
        url: (id) => `/api/groups/${id}/members`,
        id: w.group.id,
        label: 'id',
        role: 'member',
      },
      {
        method: 'DELETE',
        url: (id) => `/api/groups/${w.group.id}/members/${id}`,
        id: w.spare.id,
        label: 'userId',
        role: 'admin',
      },
      {
        method: 'DELETE',
        url: (id) => `/api/games/${w.game.id}/remove-player/${id}`,
        id: w.spare.id,
        label: 'userId',
        role: 'admin',
      },
      {
        method: 'PUT',
        url: (id) => `/api/notifications/${id}/mark-read`,
        id: w.notificationId,
        label: 'id',
        role: 'member',
      },
      {
        method: 'GET',
        url: (id) => `/api/chat/group-messages/${id}`,
        id: w.group.id,
        label: 'groupId',
        role: 'member',
      },
      {
        method: 'GET',
        url: (id) => `/api/chat/direct-messages/${id}`,
        id: w.spare.id,
        label: 'userId',
        role: 'member',
      },
      {
        method: 'DELETE',
        url: (id) => `/api/chat/message/${id}`,
        id: w.groupMessageId,
        label: 'id',
        role: 'member',
      },
      {
        method: 'GET',
        url: (id) => `/api/chat/group-messages/${w.group.id}?before=${id}`,
        id: w.groupMessageId,
        label: 'before',
        role: 'member',
      },
    ];
    for (const r of routes) {
      for (const odd of oddPathIds(r.id)) {
        const before = await probe.fingerprint();
        const res = await t.app.inject({ method: r.method, url: r.url(odd), headers: w.headers(r.role) });
        const what = `${r.method} ${r.url(odd)} → ${res.statusCode} ${res.body}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toBe(inputTexts.idInvalid(r.label));
        expect(await probe.fingerprint(), what).toBe(before);
      }
    }
  });
});
