/**
 * Property-based fuzz suite (fast-check). For every endpoint of endpoints.ts and
 * each signed-in role — a member of another group, a member, the group admin — it sends generated
 * requests: the table's valid request with fields replaced, dropped or added, random JSON, malformed
 * JSON and the wrong content type as bodies; ids of the world's rows, of other groups' rows, and
 * nonsense (negative, huge, fractional, text, encoded bytes) as path params; known and unknown query
 * keys with any value. Text fields get NUL and other control characters, line breaks, direction
 * controls, invisible-only text and web addresses; id fields the world's ids spelled oddly (`true`,
 * `[id]`, `" id"`, `"id.0"`, `"0x…"`, `"ide0"`). Every answer must be
 * - never a 5xx;
 * - on a 4xx, a JSON `{ error, message, code }` whose message is a non-empty sentence of ours (not a
 *   Fastify or zod default wording);
 * - on a refusal (4xx), the database exactly as before (a fingerprint of every table: row count and
 *   a hash of its rows);
 * - and a field the schema does not know is never stored (its marker value appears in no row).
 *
 * Deterministic: a fixed seed per property (FUZZ_SEED + its index). Change the seed or the number of
 * runs per endpoint and role with the environment, e.g.
 *   FUZZ_SEED=42 FUZZ_RUNS=100 npx vitest run apps/server/test/security/fuzz.test.ts
 * A failure prints the seed and path fast-check needs to replay it. FUZZ_STATS=<file> writes how many
 * answers of each status every endpoint gave, to see what the generated requests reach.
 */
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { endpoints, parseKey, type Endpoint } from './endpoints.ts';
import { createWorld, dbProbe, type DbProbe, type Role, type World } from './world.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_606);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** The value of every unknown field the fuzzer adds: it must never reach the database. */
const MARKER = 'zz-fuzz-unknown-field-marker';
const FUZZ_ROLES: Role[] = ['outsider', 'member', 'admin'];

let t: TestContext;
let probe: DbProbe;
/** The fingerprint of the database as it is now, when known (requests run one at a time). */
let known: string | undefined;
beforeAll(async () => {
  t = await build();
  probe = await dbProbe(t);
});
const stats: Record<string, Record<number, number>> = {};
const messages = new Set<string>();
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    writeFileSync(process.env.FUZZ_STATS, JSON.stringify({ stats, messages: [...messages].sort() }, null, 1));
  }
  await t.close();
});

type FuzzRequest = {
  url: string;
  query?: Record<string, string>;
  /** undefined: no body. `raw`: a string sent as is. */
  body?: { json: unknown } | { raw: string; contentType: string };
  unknownField: boolean;
};

/** Ids of the world's rows, and of rows the caller should not reach. */
const worldIds = (w: World) => [
  w.group.id,
  w.otherGroup.id,
  w.game.id,
  w.otherGame.id,
  w.admin.id,
  w.member.id,
  w.spare.id,
  w.outsider.id,
  w.groupMessageId,
  w.directMessageId,
  w.notificationId,
  w.inviteId,
];

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '99999999999999999999999',
  '2147483648',
  'null',
  'true',
  '__proto__',
  'constructor',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '\u0000',
  '\uD800',
  '😀',
  'a'.repeat(5000),
  // Mobile numbers written with + (README "Mobile numbers"): valid, invalid, odd separators, too long
  '+447911123456',
  '+44 (0) 7911-123456',
  '+4412',
  '+0821234567',
  '++27821234567',
  '+' + '9'.repeat(40),
  '07911123456',
  // Control characters, line breaks, direction controls, invisible-only text, web addresses (common.ts)
  'a\u0000b',
  '\u0001',
  '\u001B[31m',
  '\u007F',
  '\u0085',
  'a\nb',
  'a\r\nb',
  '\u2028',
  'abc\u202Edcba',
  '\u2066x\u2069',
  '\u200B',
  '\u3164\u00AD',
  '\uFEFF',
  'www.example.test',
  'https://evil.example',
  // Numbers that coercion would read as ids
  ' 1',
  '1 ',
  '+1',
  '1.0',
  '2e0',
  '0x2',
);

/** Characters no text field may hold (or, in a name, a link), put inside ordinary text. */
const oddText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u001B',
      '\u007F',
      '\u009B',
      '\n',
      '\r',
      '\u2029',
      '\u202E',
      '\u2067',
      '://',
      'www.',
    ),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, c, b]) => a + c + b);

/** The world's ids spelled in ways an id must not be read: `true`, `[id]`, `" id"`, `"id.0"`, `"0x…"`. */
const oddIds = (w: World): fc.Arbitrary<unknown> =>
  fc
    .constantFrom(...worldIds(w))
    .chain((id) =>
      fc.constantFrom<unknown>(
        true,
        [id],
        { id },
        ` ${id}`,
        `${id} `,
        `+${id}`,
        `${id}.0`,
        `${id}e0`,
        `0x${id.toString(16)}`,
        id + 0.5,
      ),
    );

/** Any value a JSON field might hold, biased towards the ones that break parsers and SQL. */
const weirdValue = (w: World): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...worldIds(w)),
    fc.integer({ min: -3, max: 2 ** 31 + 3 }),
    fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -0, 1e308),
    nastyStrings,
    oddText,
    oddIds(w),
    fc.string({ maxLength: 40 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.constantFrom(...worldIds(w)), fc.integer(), fc.string({ maxLength: 5 })), {
      maxLength: 5,
    }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  );

/** Path segments sent as they are, not encoded: broken escapes, encoded slashes and dots. */
const rawSegments = fc.constantFrom('%FF', '%00', '%', '%zz', '..%2F..', '%2e%2e', '1%20', '%E2%80%AE1');
type Param = { text: string } | { raw: string };

/** A path param: an id (the world's, or nonsense) or a free string (an invitation token). */
const paramValue = (w: World, isId: boolean, valid: string): fc.Arbitrary<Param> => {
  const text = isId
    ? fc.oneof(
        fc.constant(valid),
        fc.constantFrom(...worldIds(w)).map(String),
        fc.integer({ min: -3, max: 2 ** 31 + 3 }).map(String),
        nastyStrings,
        oddIds(w).map(String),
        fc.string({ maxLength: 20 }),
      )
    : fc.oneof(
        fc.constant(valid),
        nastyStrings,
        fc.string({ maxLength: 80 }),
        fc.stringMatching(/^[0-9a-f]{64}$/),
      );
  return fc.oneof(
    { weight: 5, arbitrary: text.map((v) => ({ text: v })) },
    { weight: 1, arbitrary: rawSegments.map((v) => ({ raw: v })) },
  );
};

/** Percent-encodes a path segment byte by byte (UTF-8; a lone surrogate becomes U+FFFD). */
const encodeSegment = (p: Param) =>
  'raw' in p
    ? p.raw
    : [...Buffer.from(p.text, 'utf8')]
        .map((b) =>
          /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
            ? String.fromCharCode(b)
            : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
        )
        .join('');

const queryArb = (valid: Record<string, string> | undefined) =>
  fc.oneof(
    fc.constant(valid),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('limit', 'before', 'after', 'id', 'x', 'when', 'group_id'),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(
        nastyStrings,
        fc.constantFrom('past', 'upcoming', '2027-03-01T10:00:00.000Z', '2027-03-01T10:00:00.000Z_5'),
        fc.integer({ min: -5, max: 2 ** 31 + 5 }).map(String),
        fc.string({ maxLength: 10 }),
      ),
      { maxKeys: 3 },
    ),
  );

/** Bodies: the valid one mutated (fields replaced, dropped, an unknown one added), or anything at all. */
const bodyArb = (
  w: World,
  valid: unknown,
): fc.Arbitrary<{ body: FuzzRequest['body']; unknownField: boolean }> => {
  const fields = valid && typeof valid === 'object' ? Object.keys(valid) : [];
  const mutated = fc
    .record({
      replace: fc.subarray(fields),
      drop: fc.subarray(fields),
      values: fc.array(weirdValue(w), { minLength: fields.length, maxLength: fields.length }),
      unknown: fc.boolean(),
    })
    .map(({ replace, drop, values, unknown }) => {
      const body: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
      replace.forEach((k, i) => (body[k] = values[i]));
      for (const k of drop) delete body[k];
      if (unknown) Object.assign(body, { is_admin: MARKER, zz_extra: MARKER, created_by: MARKER });
      return { body: { json: body }, unknownField: unknown };
    });
  const raw = fc
    .oneof(
      fc.constantFrom(
        '{',
        'not json',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '[]',
        'null',
        '"text"',
        '123',
        '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
      ),
      fc.string({ maxLength: 30 }),
    )
    .chain((text) =>
      fc
        .constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded')
        .map((contentType) => ({
          body: { raw: text, contentType } as FuzzRequest['body'],
          unknownField: false,
        })),
    );
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: valid === undefined ? undefined : { json: valid },
        unknownField: false,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ body: { json }, unknownField: false })),
    },
    { weight: 1, arbitrary: fc.constant({ body: undefined, unknownField: false }) },
    { weight: 1, arbitrary: raw },
  );
};

function requestArb(endpoint: Endpoint, method: string, pattern: string, w: World, role: Role) {
  const valid = endpoint.request(w, w.user(role));
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const validParams = Object.fromEntries(
    names.map((name, i) => [
      name,
      decodeURIComponent(valid.url.split('/')[pattern.split('/').indexOf(`:${name}`)] ?? String(i)),
    ]),
  );
  const params = fc.record(
    Object.fromEntries(
      names.map((n) => [n, paramValue(w, endpoint.ids?.includes(n) ?? false, validParams[n]!)]),
    ) as Record<string, fc.Arbitrary<Param>>,
  );
  const bodies =
    method === 'GET' ? fc.constant({ body: undefined, unknownField: false }) : bodyArb(w, valid.body);
  return fc
    .record({ params, query: queryArb(valid.query), body: bodies })
    .map(({ params: p, query, body }): FuzzRequest => ({
      url: pattern.replace(/:(\w+)/g, (_m, n: string) => encodeSegment(p[n]!)),
      query,
      body: body.body,
      unknownField: body.unknownField,
    }));
}

function toInject(method: string, req: FuzzRequest, headers: Record<string, string>): InjectOptions {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: req.url,
    query: req.query,
    headers,
  };
  if (req.body && 'json' in req.body) {
    options.payload = JSON.stringify(req.body.json) ?? 'null';
    options.headers = { ...headers, 'content-type': 'application/json' };
  } else if (req.body) {
    options.payload = req.body.raw;
    options.headers = { ...headers, 'content-type': req.body.contentType };
  }
  return options;
}

describe(`fuzz (seed ${SEED}, ${RUNS} runs per endpoint and role)`, () => {
  const keys = Object.keys(endpoints);
  describe.each(keys)('%s', (key) => {
    const { method, pattern } = parseKey(key);
    const endpoint = endpoints[key]!;
    // One world per endpoint, for the three roles in turn: whatever an earlier role's accepted requests
    // changed, the later ones still fuzz the same endpoint.
    let world: World | undefined;
    it.each(FUZZ_ROLES)('as %s', async (role) => {
      if (!world) {
        world = await createWorld(t);
        known = undefined;
      }
      const w = world;
      const headers = w.headers(role);
      const index = keys.indexOf(key) * FUZZ_ROLES.length + FUZZ_ROLES.indexOf(role);
      await fc.assert(
        fc.asyncProperty(requestArb(endpoint, method, pattern, w, role), async (req) => {
          const before = (known ??= await probe.fingerprint());
          const res = await t.app.inject(toInject(method, req, headers));
          // Work left running after the reply (a password-reset request stores its token then) belongs
          // to this request: wait for it before comparing the database.
          await (t.app as { background?: { idle(): Promise<void> } }).background?.idle();
          const counts = (stats[`${key} as ${role}`] ??= {});
          counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
          const what = `${method} ${req.url} ${JSON.stringify(req.query)} ${JSON.stringify(req.body)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], what).toMatch(/^application\/json/);
            const error = res.json<Record<string, unknown>>();
            expect(error, what).toMatchObject({
              error: expect.any(String),
              message: expect.any(String),
              code: expect.any(String),
            });
            expect(String(error.message).trim(), what).not.toBe('');
            // Our sentences, not a framework's wording (Fastify's codes, zod's "Invalid input: …").
            expect(String(error.code), what).not.toMatch(/^FST_/);
            expect(String(error.message), what).not.toMatch(
              /^(Invalid input|Invalid option|Too big|Too small)/,
            );
            expect(error.error, what).toBe(error.message);
            messages.add(`${res.statusCode} ${String(error.code)} ${String(error.message)}`);
            known = await probe.fingerprint();
            expect(known, `refused but changed the database: ${what}`).toBe(before);
          } else {
            known = undefined;
          }
          if (req.unknownField)
            expect(await probe.contains(MARKER), `stored an unknown field: ${what}`).toBe(false);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
    });
  });
});
