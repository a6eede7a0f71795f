/**
 * The server-rendered one-tap page (README "Notifications", One-tap answers;
 * docs/decisions/018-one-tap-page.md): GET /rsvp/{token} is an HTML page with the game, the person, the
 * three answers (the link's `?status=` chosen) and Confirm, under the app's security headers, and
 * changes nothing; the form's POST answers as POST /api/rsvp-links/{token} and redirects to the page,
 * which then says where the player stands; refusals are the page with the server's sentence at the
 * refusal's status (JSON for a client that does not ask for HTML); only an RSVP link's token opens it;
 * every text a member wrote is escaped.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameTexts, rsvpLinkTexts, utcOffsetMinutes } from '@turnout/shared';
import { rsvps, users } from '../../../src/db/schema.ts';
import { rsvpLinkUrls } from '../../../src/modules/notifications/answer-links.ts';
import { dateLocale, kickOffText, pageLocale } from '../../../src/modules/rsvp-links/page.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';

const HOUR = 3600_000;
const HTML = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-ZA,en;q=0.9' };
let offsetMs = 0;
let t: TestContext;

beforeAll(async () => {
  t = await build(
    { APP_URL: 'https://turnout.example' },
    { clock: () => new Date(Date.now() + offsetMs), rateLimits: { answersPerRsvpLink: 3 } },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  offsetMs = 0;
});

/** A group of `n` members (named `groupName`) and a game in 3 days for `maxPlayers`. */
async function world(n: number, opts: { groupName?: string; game?: Record<string, unknown> } = {}) {
  const admin = await createUser(t, { name: 'Ada' });
  const members: TestUser[] = [];
  for (let i = 0; i < n; i += 1) members.push(await createUser(t, { name: `Player${i + 1}` }));
  const group = await createGroup(t, admin, { name: opts.groupName ?? 'Sunday league', members });
  const game = await createGame(t, group.id, admin, {
    description: 'Friday five',
    venue: 'Astro 2',
    gameDatetime: new Date(Date.now() + 72 * HOUR),
    maxPlayers: 2,
    ...opts.game,
  });
  return { admin, members, group, game };
}

async function tokenOf(user: { id: number }, gameId: number): Promise<string> {
  const urls = await rsvpLinkUrls(t.app, user.id, gameId);
  return /\/rsvp\/([^?]+)\?status=in$/.exec(urls!.in)![1]!;
}

const getPage = (path: string, headers: Record<string, string> = HTML) =>
  t.app.inject({ method: 'GET', url: path, headers });
const postForm = (token: string, body: string, headers: Record<string, string> = HTML) =>
  t.app.inject({
    method: 'POST',
    url: `/rsvp/${token}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

const sheetOf = async (gameId: number) =>
  (
    await t.app.db
      .select({ userId: rsvps.userId, status: rsvps.status })
      .from(rsvps)
      .where(eq(rsvps.gameId, gameId))
      .orderBy(asc(rsvps.position), asc(rsvps.userId))
  ).map((r) => `${r.userId}:${r.status}`);

/** The radio inputs of the page as `value:checked`. */
const radios = (html: string) =>
  [...html.matchAll(/<input type="radio" name="status" value="(\w+)" required( checked)?>/g)].map(
    (m) => `${m[1]}${m[2] ? ':checked' : ''}`,
  );

describe('GET /rsvp/{token}', () => {
  it('is an HTML page of the game, the person and the answers, under the app headers, and changes nothing', async () => {
    const { members, game, group } = await world(2);
    const [ann, ben] = members as [TestUser, TestUser];
    await setRsvp(t, game.id, ann.id, 'in');
    await setRsvp(t, game.id, ben.id, 'in');
    const token = await tokenOf(ann, game.id);

    const res = await getPage(`/rsvp/${token}?status=out`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    const html = res.body;
    expect(html).toContain(`<h1>${rsvpLinkTexts.title}</h1>`);
    expect(html).toContain('For Player1');
    expect(html).toContain('Friday five');
    expect(html).toContain(group.name);
    expect(html).toContain('Astro 2');
    expect(html).toContain(kickOffText(game.gameDatetime, 'Africa/Johannesburg', 'en-ZA'));
    // The group zone's offset at kick-off for the script, and its name (hidden until the script shows it).
    expect(html).toContain(`data-offset="120"`);
    expect(html).toContain('<span class="zone">\u00a0SAST</span>');
    expect(html).toContain('So far: You&#39;re in — 2/2');
    // The link's answer is chosen, not the current one; the form posts to the page's own path.
    expect(radios(html)).toEqual(['in', 'reserves', 'out:checked']);
    expect(html).toContain(`<form method="post" action="/rsvp/${token}">`);
    expect(html).toContain('>Confirm</button>');
    // No inline script (the CSP forbids it): only the page's script file, when the build has one.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).toContain(`href="/login?next=/games/${game.id}"`);
    expect(html).toContain(rsvpLinkTexts.signInForTeamSheet);
    expect(await sheetOf(game.id)).toEqual([`${ann.id}:in`, `${ben.id}:in`]);
  });

  it('chooses the current answer without ?status=, and none before any answer', async () => {
    const { members, game } = await world(2);
    const [ann, ben] = members as [TestUser, TestUser];
    await setRsvp(t, game.id, ann.id, 'reserves');
    const reserve = await getPage(`/rsvp/${await tokenOf(ann, game.id)}?status=maybe`);
    expect(radios(reserve.body)).toEqual(['in', 'reserves:checked', 'out']);
    expect(reserve.body).toContain('So far: You&#39;re on the reserves — number 1');
    const fresh = await getPage(`/rsvp/${await tokenOf(ben, game.id)}`);
    expect(radios(fresh.body)).toEqual(['in', 'reserves', 'out']);
    expect(fresh.body).toContain('You haven&#39;t answered yet.');
  });

  it('escapes what members wrote: a hostile group name, description, venue and person name', async () => {
    const hostile = `<script>alert(1)</script>"><img src=x onerror=alert(2)>`;
    const admin = await createUser(t, { name: 'Ada' });
    const eve = await createUser(t, { name: `Eve</p><script>alert(3)</script>` });
    const group = await createGroup(t, admin, { name: hostile, members: [eve] });
    const game = await createGame(t, group.id, admin, {
      description: `Five "a side" </title><script>alert(4)</script>`,
      venue: `<a href="javascript:alert(5)">Astro</a>`,
      gameDatetime: new Date(Date.now() + 72 * HOUR),
    });
    const res = await getPage(`/rsvp/${await tokenOf(eve, game.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>|<img src=x|<a href="javascript/);
    expect(res.body).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(res.body).toContain('For Eve&lt;/p&gt;&lt;script&gt;alert(3)&lt;/script&gt;');
    expect(res.body).toContain('Five &quot;a side&quot; &lt;/title&gt;&lt;script&gt;alert(4)&lt;/script&gt;');
    expect(res.body).toContain('&lt;a href=&quot;javascript:alert(5)&quot;&gt;Astro&lt;/a&gt;');
  });

  it('shows the sentence and no answers for a tampered, foreign, expired or dead link', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    for (const bad of [
      'not-a-token',
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      t.app.signedTokens.unsubscribe.sign({ u: ann.id, k: 'reminders' }),
      t.app.signedTokens.offerLink.sign({ u: ann.id, g: game.id, o: 1 }, new Date(Date.now() + HOUR)),
      ann.token, // a sign-in token
    ]) {
      const res = await getPage(`/rsvp/${bad}`);
      expect(res.statusCode, bad).toBe(401);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(rsvpLinkTexts.invalid);
      expect(res.body).not.toContain('<form');
      expect(res.body).toContain('>Sign in</a>');
      // A client that does not ask for HTML gets the API's JSON refusal.
      const json = await getPage(`/rsvp/${bad}`, {});
      expect([json.statusCode, json.json().code]).toEqual([401, 'LINK_INVALID']);
    }
    offsetMs = 73 * HOUR;
    const expired = await getPage(`/rsvp/${token}`);
    expect([expired.statusCode, expired.body.includes(rsvpLinkTexts.expired)]).toEqual([410, true]);
    expect(expired.body).toContain('class="alert yellow"');
  });
});

describe('POST /rsvp/{token} (the form)', () => {
  it('answers, redirects to the page and the page says where the player stands', async () => {
    const { members, game } = await world(2);
    const [ann, ben] = members as [TestUser, TestUser];
    await setRsvp(t, game.id, ben.id, 'in');
    const token = await tokenOf(ann, game.id);
    const res = await postForm(token, 'status=reserves');
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/rsvp/${token}?done`);
    expect(await sheetOf(game.id)).toEqual([`${ben.id}:in`, `${ann.id}:reserves`]);
    const page = await getPage(res.headers.location!);
    expect(page.body).toContain('role="status"');
    expect(page.body).toContain('<strong>You&#39;re on the reserves — number 1</strong>');
    expect(page.body).not.toContain('<form');

    // JSON works too (the same body as the API's).
    const json = await t.app.inject({ method: 'POST', url: `/rsvp/${token}`, payload: { status: 'in' } });
    expect(json.statusCode).toBe(303);
    expect(await sheetOf(game.id)).toEqual([`${ben.id}:in`, `${ann.id}:in`]);
  });

  it('shows a refused answer with the rule’s sentence at its status, the answers kept', async () => {
    const { members, game } = await world(2, {
      game: { rsvpCutoff: 48, gameDatetime: new Date(Date.now() + 24 * HOUR) },
    });
    const [ann, ben] = members as [TestUser, TestUser];
    await setRsvp(t, game.id, ann.id, 'in');
    await setRsvp(t, game.id, ben.id, 'in');
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: t.auth(ben),
      payload: { gameId: game.id, status: 'out' },
    });
    const res = await postForm(await tokenOf(ann, game.id), 'status=out');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain(api.json<{ message: string }>().message.replace(/'/g, '&#39;'));
    expect(radios(res.body)).toEqual(['in', 'reserves', 'out:checked']);
    expect(await sheetOf(game.id)).toEqual([`${ann.id}:in`, `${ben.id}:in`]);
  });

  it('says the link’s limit with 429 and Retry-After', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    for (const status of ['in', 'out', 'in'])
      expect((await postForm(token, `status=${status}`)).statusCode).toBe(303);
    const res = await postForm(token, 'status=out');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain(gameTexts.tooManyLinkAnswers('').slice(0, 20).replace(/'/g, '&#39;'));
    expect(await sheetOf(game.id)).toEqual([`${ann.id}:in`]);
  });

  it('refuses another kind of token and answers nothing', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    const offer = t.app.signedTokens.offerLink.sign(
      { u: ann.id, g: game.id, o: 1 },
      new Date(Date.now() + HOUR),
    );
    const res = await postForm(offer, 'status=in');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(rsvpLinkTexts.invalid);
    expect(await sheetOf(game.id)).toEqual([]);
  });
});

describe('the kick-off in the reader’s language', () => {
  it('writes the group’s clock in the first language Intl knows', () => {
    const at = new Date('2027-03-04T17:00:00Z');
    expect(kickOffText(at, 'Africa/Johannesburg', pageLocale('en-ZA,en;q=0.9'))).toBe(
      'Thursday, 4 March 2027, 19:00',
    );
    expect(kickOffText(at, 'Africa/Johannesburg', pageLocale('en-US'))).toBe(
      'Thursday, March 4, 2027, 7:00 PM',
    );
    expect(pageLocale('!!, *;q=0.1')).toBe('en');
    expect(utcOffsetMinutes(at, 'Africa/Johannesburg')).toBe(120);
    expect(utcOffsetMinutes('2027-07-01T12:00:00Z', 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes('2027-07-01T12:00:00Z', 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(at, 'UTC')).toBe(0);
    expect(pageLocale(undefined)).toBe('en');
  });
});

/** The page in its person's language (README "Languages"): the profile's, else Accept-Language, else English. */
describe('the page in the reader’s language', () => {
  const speaking = async (user: TestUser, language: string | null) =>
    t.app.db.update(users).set({ language }).where(eq(users.id, user.id));

  it.each([
    {
      language: 'de',
      dir: 'ltr',
      words: [
        '<h1>Spielst du mit?</h1>',
        'Für Player1',
        'Bisher: Du bist dabei – 1/1',
        '<span>Bin dabei</span>',
        '<span>Ersatz</span>',
        '<span>Bin raus</span>',
        '>Bestätigen</button>',
        'Melde dich an, um die Aufstellung zu sehen',
        'data-signed-in-text="Zur Aufstellung"',
      ],
      place: '<strong>Du bist nicht dabei</strong>',
    },
    {
      language: 'ar',
      dir: 'rtl',
      words: [
        '<h1>هل ستلعب؟</h1>',
        'لـ Player1',
        'حتى الآن: أنت في التشكيلة — 1/1',
        '<span>سألعب</span>',
        '<span>احتياط</span>',
        '<span>لن ألعب</span>',
        '>تأكيد</button>',
        'سجّل الدخول لرؤية التشكيلة',
      ],
      place: '<strong>لن تلعب</strong>',
    },
  ])('$language: the profile’s language, not the browser’s', async ({ language, dir, words, place }) => {
    const { members, game } = await world(2, { game: { maxPlayers: 1 } });
    const [ann] = members as [TestUser, TestUser];
    await speaking(ann, language);
    await setRsvp(t, game.id, ann.id, 'in');
    const token = await tokenOf(ann, game.id);

    const res = await getPage(`/rsvp/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`<html lang="${language}" dir="${dir}">`);
    for (const word of words) expect(res.body).toContain(word);
    expect(res.body).toContain(kickOffText(game.gameDatetime, 'Africa/Johannesburg', language));
    expect(res.body).not.toContain('Are you playing?');

    // Answered: the place after the redirect, in the same language.
    const answered = await postForm(token, 'status=out');
    expect(answered.statusCode, answered.body).toBe(303);
    const done = await getPage(answered.headers.location!);
    expect(done.body).toContain(place);
  });

  it('writes the kick-off in German with the browser’s region, and joins date and time German’s way', () => {
    const at = new Date('2027-03-04T17:00:00Z');
    expect(kickOffText(at, 'Africa/Johannesburg', dateLocale('de', 'de-AT,de;q=0.9'))).toBe(
      'Donnerstag, 4. März 2027 um 19:00',
    );
    expect(dateLocale('de', 'de-AT,de;q=0.9')).toBe('de-AT');
    expect(dateLocale('de', 'en-ZA')).toBe('de');
    expect(dateLocale('en', 'en-ZA,en;q=0.9')).toBe('en-ZA');
    expect(dateLocale('en', 'ja')).toBe('en');
  });

  it('follows Accept-Language when the person chose no language; an expired link says so in theirs', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    const token = await tokenOf(ann, game.id);
    const german = await getPage(`/rsvp/${token}`, { ...HTML, 'accept-language': 'de-CH,de;q=0.9' });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('<h1>Spielst du mit?</h1>');
    const english = await getPage(`/rsvp/${token}`);
    expect(english.body).toContain('<html lang="en" dir="ltr">');

    await speaking(ann, 'ar');
    offsetMs = 73 * HOUR;
    const expired = await getPage(`/rsvp/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('<html lang="ar" dir="rtl">');
    expect(expired.body).toContain('انتهت صلاحية هذا الرابط: انطلقت المباراة.');
    expect(expired.body).toContain('>تسجيل الدخول</a>');
    // A token that is no link at all has no person: the browser's language.
    const invalid = await getPage('/rsvp/not-a-token', { ...HTML, 'accept-language': 'de' });
    expect(invalid.body).toContain('Dieser Link ist ungültig. Öffne das Spiel in Turnout, um zu antworten.');
  });

  it('says a refusal in the person’s language, its wait too', async () => {
    const { members, game } = await world(1);
    const [ann] = members as [TestUser];
    await speaking(ann, 'de');
    const token = await tokenOf(ann, game.id);
    for (const status of ['in', 'out', 'in'])
      expect((await postForm(token, `status=${status}`)).statusCode).toBe(303);
    const res = await postForm(token, 'status=out');
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toMatch(/Bitte versuch[^<]* \d+ (Minuten|Minute|Stunden|Stunde|Sekunden|Sekunde)/);
    expect(res.body).not.toMatch(/\d+ (minutes?|hours|seconds?)/);
  });
});
