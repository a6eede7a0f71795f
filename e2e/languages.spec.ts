/**
 * The app in German (the longest words) and in Arabic (right to left) on a 390 px phone (README
 * "Languages"): the main screens, signed out and signed in as a group admin with a game, a team sheet, a
 * group chat and a direct message, a series, an invite link and an emailed invitation, the password and
 * notification screens, each with no axe-core violation (WCAG 2.0/2.1 A and AA), no console
 * error, `<html lang dir>` in the language (dir="rtl" in Arabic, the layout mirrored: the tab bar's first
 * tab on the right), no clipped button label, no text cut short, and in Arabic no English word outside
 * the user's own text (e2e/untranslated.ts). The language is the reader's choice
 * remembered in the browser (localStorage "language", as the login's language menu stores it). Screenshots
 * of home, a game, its team sheet, the chat and the create-game form go to docs/screenshots.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { withServerClock } from './support.ts';
import { expect, test } from './fixtures.ts';
import { api, newPerson, signUpByApi } from './support.ts';
import { mailTo, pathOf } from './mail.ts';
import { clippedLabels, ellipsedTexts } from './clipping.ts';
import { untranslatedWords } from './untranslated.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGUAGES = [
  {
    code: 'de',
    dir: 'ltr',
    home: 'Start',
    createGame: 'Spiel erstellen',
    signUpToJoin: 'Konto erstellen und beitreten',
    join: 'Polyglot United beitreten',
    logOutAndContinue: 'Abmelden und weiter',
    stopSeries: 'Serie beenden',
  },
  {
    code: 'ar',
    dir: 'rtl',
    home: 'الرئيسية',
    createGame: 'إنشاء المباراة',
    signUpToJoin: 'أنشئ حسابًا للانضمام',
    join: 'انضم إلى Polyglot United',
    logOutAndContinue: 'سجّل الخروج وتابِع',
    stopSeries: 'إيقاف السلسلة',
  },
] as const;
const SHOTS = 'docs/screenshots';
/** The people of these tests as the screens name them (user text: Latin in Arabic too). */
const PEOPLE = ['Lina Haddad', 'Karim Mustermann', 'Nadia Invited', 'Lina', 'Karim', 'Nadia', 'Haddad'];

/** Lina (the group admin, signed up) and Karim (added by mobile) in the group "Polyglot United". */
async function polyglotUnited(request: APIRequestContext) {
  const mate = newPerson('Karim', 'Mustermann');
  const mine = await signUpByApi(request, newPerson('Lina', 'Haddad'));
  const theirs = await signUpByApi(request, mate);
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', mine.token, {
    name: 'Polyglot United',
  });
  await api(request, 'POST', `/api/groups/${group.id}/members`, mine.token, { mobile: mate.mobile });
  return { mate, mine, theirs, group };
}

for (const language of LANGUAGES) {
  test(`the main screens in ${language.code} at 390 px: axe clean, ${language.dir}, nothing clipped`, async ({
    page,
    request,
    pageProblems,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { mate, mine, theirs, group } = await polyglotUnited(request);
    const when = new Date(Date.now() + 2 * 24 * 3600_000);
    when.setUTCHours(17, 0, 0, 0);
    const game = await api<{ id: number }>(request, 'POST', '/api/games', mine.token, {
      group_id: group.id,
      description: 'Sprachen-Kick',
      game_datetime: when.toISOString(),
      max_players: 2,
      venue: 'Green Point Park',
      opponent: 'Checkers FC',
      rsvp_cutoff: 2,
      cost: '120.00',
    });
    await api(request, 'POST', '/api/rsvps', mine.token, { gameId: game.id, status: 'in' });
    await api(request, 'POST', '/api/rsvps', theirs.token, { gameId: game.id, status: 'reserves' });
    await api(request, 'POST', '/api/chat/message', theirs.token, {
      type: 'group',
      content: 'Wer bringt die Leibchen? / من يحضر الصدريات؟',
      group_id: group.id,
    });
    await api(request, 'POST', '/api/chat/message', mine.token, {
      type: 'group',
      content: 'Ich! / أنا!',
      group_id: group.id,
    });
    await api(request, 'POST', '/api/chat/message', theirs.token, {
      type: 'direct',
      content: 'Bis Donnerstag',
      recipient_id: mine.id,
    });

    // An invite link, an emailed invitation to someone else, and a weekly series.
    const joinLink = await api<{ url: string }>(
      request,
      'POST',
      `/api/groups/${group.id}/invite-links`,
      mine.token,
      {},
    );
    const invited = newPerson('Nadia', 'Invited');
    await api(request, 'POST', `/api/groups/${group.id}/members`, mine.token, {
      mobile: invited.mobile,
      email: invited.email,
    });
    const { link: invitation } = await mailTo(invited.email, '/invite/');
    const { series } = await api<{ series: { id: number } }>(
      request,
      'POST',
      '/api/game-series',
      mine.token,
      {
        group_id: group.id,
        description: 'Donnerstagskick',
        max_players: 10,
        start_date: when.toISOString().slice(0, 10),
        time: '19:00',
        rrule: 'FREQ=WEEKLY;COUNT=4',
      },
    );

    /** What the people typed: names, the group, the games, the venue and the chat (Latin in Arabic too). */
    const userTexts = [
      ...PEOPLE,
      'Polyglot United',
      'Sprachen-Kick',
      'Green Point Park',
      'Checkers FC',
      'Donnerstagskick',
      'Wer bringt die Leibchen?',
      'Bis Donnerstag',
      'Ich!',
    ];

    // The reader's remembered choice, before any page of the app runs.
    await page.addInitScript((code) => localStorage.setItem('language', code), language.code);

    const visit = async (path: string, ready: (p: Page) => ReturnType<Page['getByText']>) => {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expect(ready(page).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect
          .soft(
            violations.map(
              (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
            ),
            `axe on ${path} in ${language.code}`,
          )
          .toEqual([]);
        expect.soft(await clippedLabels(page), `clipped labels on ${path} in ${language.code}`).toEqual([]);
        expect.soft(await ellipsedTexts(page), `text cut short on ${path} in ${language.code}`).toEqual([]);
        expect.soft(pageProblems.list.splice(0), `console errors on ${path} in ${language.code}`).toEqual([]);
        if (language.code === 'ar')
          expect.soft(await untranslatedWords(page, userTexts), `English on ${path} in ar`).toEqual([]);
      });
    };
    const text = (t: string) => (p: Page) => p.getByText(t);

    // Signed out: the visitor's screens, in the remembered language.
    await visit('/', (p) =>
      p.getByRole('link', { name: language.code === 'de' ? 'Registrieren' : 'إنشاء حساب' }),
    );
    await visit('/login', (p) =>
      p.getByRole('combobox', { name: language.code === 'de' ? 'Sprache' : 'اللغة' }),
    );
    await visit('/signup', (p) => p.locator('form'));
    await visit('/forgot-password', (p) => p.locator('form'));
    await visit('/reset-password', (p) => p.getByRole('alert'));
    await visit(new URL(joinLink.url).pathname, (p) => p.getByRole('link', { name: language.signUpToJoin }));
    await visit('/no-such-page', (p) => p.getByRole('link').first());

    // Signed in (the token as the login stores it).
    await page.evaluate((token) => localStorage.setItem('authToken', token), mine.token);
    await visit('/', text('Sprachen-Kick'));
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: language.home })).toBeVisible();
    // Mirrored in Arabic: the first tab (Home) sits at the right end of the bar, at the left in German.
    const first = await nav.getByRole('link').first().boundingBox();
    const last = await nav.getByRole('link').last().boundingBox();
    expect(first && last && (language.dir === 'rtl' ? first.x > last.x : first.x < last.x)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/home-${language.code}.png` });

    await visit('/profile', (p) => p.locator('form'));
    await visit('/change-password', (p) => p.locator('form'));
    await visit('/notification-settings', (p) => p.getByRole('switch').first());
    await visit(`/series/${series.id}`, (p) => p.getByRole('button', { name: language.stopSeries }));
    await visit(new URL(joinLink.url).pathname, (p) => p.getByRole('button', { name: language.join }));
    await visit(pathOf(invitation), (p) => p.getByRole('button', { name: language.logOutAndContinue }));
    await visit('/groups', text('Polyglot United'));
    await visit(`/group/${group.id}`, text(`${mate.name} ${mate.surname}`));
    await visit('/create-game', (p) => p.getByRole('button', { name: language.createGame }));
    await page.screenshot({ path: `${SHOTS}/create-game-${language.code}.png` });
    await visit(`/edit-game/${game.id}`, (p) => p.locator('form'));
    await visit('/groups/create-group', (p) => p.locator('form'));
    await visit(`/group/${group.id}/add-member`, (p) => p.locator('form'));
    await visit('/games', text('Sprachen-Kick'));
    await visit(`/games/${game.id}`, text(`${mate.name} ${mate.surname}`));
    await page.screenshot({ path: `${SHOTS}/game-${language.code}.png` });
    const sheet = page.locator('section[aria-labelledby="team-sheet-title"]');
    await sheet.scrollIntoViewIfNeeded();
    await sheet.screenshot({ path: `${SHOTS}/team-sheet-${language.code}.png` });
    await visit(`/edit-team/${game.id}`, text(`${mate.name} ${mate.surname}`));
    await visit('/notifications', (p) => p.getByRole('main'));
    await visit('/chat', (p) => p.getByRole('main'));
    await visit('/chat/groups', text('Polyglot United'));
    await visit('/chat/direct', text(`${mate.name} ${mate.surname}`));
    await visit(`/chat/groups/${group.id}`, text('Ich! / أنا!'));
    // Own messages at the end of the line: the right in German, the left in Arabic.
    const own = await page
      .getByTestId('chat-message')
      .filter({ hasText: 'Ich!' })
      .locator('.mantine-Paper-root')
      .boundingBox();
    const other = await page
      .getByTestId('chat-message')
      .filter({ hasText: 'Leibchen' })
      .locator('.mantine-Paper-root')
      .boundingBox();
    expect(own && other && (language.dir === 'rtl' ? own.x < other.x : own.x > other.x)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/chat-${language.code}.png` });
    await visit(`/chat/direct/${theirs.id}`, text('Bis Donnerstag'));
  });
}

/**
 * The group screen's tabs (Members with settings, Money, Attendance, Table) and the games list (Upcoming,
 * Past) with a game that kicked off an hour ago (made with the server's clock moved back, support.ts
 * withServerClock), in German and in Arabic at 390 px: the same checks as above. With SHOTS_DIR set, each
 * screen also goes there at 390 px (and at 1280 px in German) for a person to look at.
 */
for (const language of LANGUAGES) {
  test(`the group screen's tabs and the games list in ${language.code} at 390 px`, async ({
    page,
    request,
    pageProblems,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { mine, theirs, group } = await polyglotUnited(request);
    const hour = 3600_000;
    const past = await withServerClock(-3 * hour, async () => {
      const made = await api<{ id: number }>(request, 'POST', '/api/games', mine.token, {
        group_id: group.id,
        description: 'Gestern-Kick',
        game_datetime: new Date(Date.now() - hour).toISOString(),
        max_players: 10,
        cost: '90.00',
      });
      for (const token of [mine.token, theirs.token]) {
        await api(request, 'POST', '/api/rsvps', token, { gameId: made.id, status: 'in' });
      }
      return made;
    });
    const when = new Date(Date.now() + 2 * 24 * 3600_000);
    when.setUTCHours(17, 0, 0, 0);
    await api(request, 'POST', '/api/games', mine.token, {
      group_id: group.id,
      description: 'Sprachen-Kick',
      game_datetime: when.toISOString(),
      max_players: 10,
      opponent: 'Checkers FC',
    });
    await page.addInitScript(
      ([code, token]) => {
        localStorage.setItem('language', code);
        localStorage.setItem('authToken', token);
      },
      [language.code, mine.token] as const,
    );

    const check = async (path: string, name: string, ready: (p: Page) => ReturnType<Page['getByText']>) => {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expect(ready(page).first()).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const where = `${path} in ${language.code}`;
        expect
          .soft(
            violations.map((v) => `${v.id}: ${v.help}`),
            `axe on ${where}`,
          )
          .toEqual([]);
        expect.soft(await clippedLabels(page), `clipped labels on ${where}`).toEqual([]);
        expect.soft(await ellipsedTexts(page), `text cut short on ${where}`).toEqual([]);
        expect.soft(pageProblems.list.splice(0), `console errors on ${where}`).toEqual([]);
        if (language.code === 'ar') {
          const userTexts = [...PEOPLE, 'Polyglot United', 'Sprachen-Kick', 'Gestern-Kick', 'Checkers FC'];
          expect.soft(await untranslatedWords(page, userTexts), `English on ${where}`).toEqual([]);
        }
        const dir = process.env.SHOTS_DIR;
        if (dir) {
          await page.screenshot({ path: `${dir}/${name}-${language.code}-390.png`, fullPage: true });
          if (language.code === 'de') {
            await page.setViewportSize({ width: 1280, height: 900 });
            await page.screenshot({ path: `${dir}/${name}-${language.code}-1280.png`, fullPage: true });
            await page.setViewportSize({ width: 390, height: 844 });
          }
        }
      });
    };
    const de = language.code === 'de';
    const named = (t: string) => (p: Page) => p.getByText(t);
    const heading = (de: string, ar: string) => (p: Page) =>
      p.getByRole('heading', { name: language.code === 'de' ? de : ar });

    await check(`/group/${group.id}`, 'group', heading('Einstellungen', 'الإعدادات'));
    await check(`/group/${group.id}?tab=money`, 'group-money', heading('Kontostände', 'الأرصدة'));
    await check(`/group/${group.id}?tab=attendance`, 'group-attendance', heading('Anwesenheit', 'الحضور'));
    await check(`/group/${group.id}?tab=table`, 'group-table', heading('Saisontabelle', 'ترتيب الموسم'));
    await check('/games', 'games', named('Sprachen-Kick'));
    await check('/games?tab=past', 'games-past', named('Gestern-Kick'));
    await check(`/games/${past.id}`, 'past-game', heading('Nach dem Spiel', 'بعد المباراة'));
    await expect(page.getByText(de ? 'Nicht da' : 'غاب').first()).toBeVisible();
  });
}
