/**
 * Every screen of apps/web/src/app/router.tsx, signed out and signed in (as a
 * fresh admin of a group with a game, a team sheet, group and direct messages and a notification), has
 * no axe-core violations (WCAG 2.0/2.1 A and AA), and no page reports a Content-Security-Policy
 * violation, a console error or an uncaught error (e2e/fixtures.ts), in the light and the dark scheme.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type PageProblems } from './fixtures.ts';
import { api, logIn, newPerson, signUpByApi } from './support.ts';
import { mailTo, pathOf } from './mail.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Screen = {
  path: string;
  /** What shows once the screen has its data (besides a level-1 heading). */
  ready: (page: Page) => Locator;
  /** Something to do before checking (open a menu, enter a mode). */
  act?: (page: Page) => Promise<void>;
  /** Console errors this screen provokes on purpose (a refused token is logged by the browser). */
  expectedErrors?: RegExp[];
  /**
   * A page the server renders, not the app (the one-tap answer page, docs/decisions/018-one-tap-page.md):
   * it follows the system's scheme through CSS alone, with no Mantine attribute to check.
   */
  serverPage?: boolean;
};

/**
 * Waits until what `act` opened has finished appearing: Mantine fades menus and dialogs in, and axe
 * measuring colour contrast mid-fade sees text at part opacity. So: no CSS transition running, and every
 * menu and dialog at full opacity.
 */
async function transitionsDone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running') &&
          Array.from(document.querySelectorAll('[role="menu"], [role="dialog"]')).every(
            (el) => getComputedStyle(el).opacity === '1',
          ),
      ),
    )
    .toBe(true);
}

/** The system colour schemes the app follows (Mantine's "auto"): every screen is checked in both. */
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** Waits for the screen, runs axe on it and takes its page problems (failing on any not expected). */
async function check(page: Page, problems: PageProblems, screen: Screen, scheme: Scheme) {
  await test.step(`${screen.path} (${scheme})`, async () => {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app follows the system's scheme (Mantine's "auto"): the page is drawn in the emulated one.
    if (!screen.serverPage) {
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    }
    await expect(screen.ready(page).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (screen.act) {
      await screen.act(page);
      await transitionsDone(page);
    }
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const found = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`,
    );
    expect.soft(found, `axe on ${screen.path} (${scheme})`).toEqual([]);
    const seen = problems.list.splice(0);
    const unexpected = seen.filter(
      (p) => !(p.startsWith('console:') && screen.expectedErrors?.some((re) => re.test(p))),
    );
    expect
      .soft(unexpected, `CSP violations, console errors or page errors on ${screen.path} (${scheme})`)
      .toEqual([]);
  });
}

test('every screen passes axe with no CSP violation or console error', async ({
  page,
  request,
  pageProblems,
}) => {
  test.setTimeout(360_000);
  const me = newPerson('Axel', 'Access');
  const mate = newPerson('Mia', 'Mate');
  const mine = await signUpByApi(request, me);
  const theirs = await signUpByApi(request, mate);

  // My group with the mate in it, a game tomorrow both answered, messages both ways.
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', mine.token, {
    name: 'Audit United',
  });
  await api(request, 'POST', `/api/groups/${group.id}/members`, mine.token, { mobile: mate.mobile });
  const when = new Date(Date.now() + 24 * 3600_000);
  when.setUTCHours(17, 0, 0, 0);
  const game = await api<{ id: number }>(request, 'POST', '/api/games', mine.token, {
    group_id: group.id,
    description: 'Audit friendly',
    game_datetime: when.toISOString(),
    // One place, so the mate's answer below queues on the reserves (they only form behind a full team).
    max_players: 1,
    venue: 'Green Point Park',
    opponent: 'Checkers FC',
    rsvp_cutoff: 2,
  });
  // Reminded before answering: the mate's reminder email carries one-tap answer links (/rsvp/…), and
  // being added to the group emailed them a team change with an unsubscribe link (/unsubscribe/…).
  await api(request, 'POST', `/api/games/${game.id}/remind`, mine.token);
  const rsvpLink = pathOf((await mailTo(mate.email, '/rsvp/')).link);
  const unsubscribeLink = pathOf((await mailTo(mate.email, '/unsubscribe/')).link);
  await api(request, 'POST', '/api/rsvps', mine.token, { gameId: game.id, status: 'in' });
  await api(request, 'POST', '/api/rsvps', theirs.token, { gameId: game.id, status: 'reserves' });
  await api(request, 'POST', '/api/chat/message', theirs.token, {
    type: 'group',
    content: 'Who brings the bibs?',
    group_id: group.id,
  });
  await api(request, 'POST', '/api/chat/message', mine.token, {
    type: 'group',
    content: 'I will',
    group_id: group.id,
  });
  await api(request, 'POST', '/api/chat/message', theirs.token, {
    type: 'direct',
    content: 'See you on the pitch',
    recipient_id: mine.id,
  });
  // The mate's own group, which I am added to: my notification.
  const theirGroup = await api<{ id: number }>(request, 'POST', '/api/groups', theirs.token, {
    name: 'Mate Rovers',
  });
  await api(request, 'POST', `/api/groups/${theirGroup.id}/members`, theirs.token, { mobile: me.mobile });

  // A sign-in mail's link (README "Signing in"), asked for outside the page's browser: it asks to confirm.
  await api(request, 'POST', '/api/login/email', undefined, { email: mate.email });
  const emailLink = pathOf((await mailTo(mate.email, '/login/email/')).link);
  const stranger = newPerson('Nobody', 'Here').email;

  const text = (t: string | RegExp) => (p: Page) => p.getByText(t);
  const signedOut: Screen[] = [
    { path: '/', ready: (p) => p.getByRole('link', { name: /sign up/i }) },
    { path: '/login', ready: (p) => p.getByRole('button', { name: /^log ?in$/i }) },
    { path: '/signup', ready: (p) => p.getByRole('button', { name: 'Sign up' }) },
    {
      path: '/login',
      ready: (p) => p.getByRole('button', { name: 'Email me a sign-in link' }),
      act: async (p) => {
        await p.getByRole('button', { name: 'Email me a sign-in link' }).click();
        const ask = p.getByRole('form', { name: 'Email me a sign-in link' });
        await ask.getByRole('textbox', { name: /^Email/ }).fill(stranger);
        await ask.getByRole('button', { name: 'Send' }).click();
        await expect(p.getByRole('textbox', { name: /^6-digit code/ })).toBeVisible();
      },
    },
    { path: emailLink, ready: (p) => p.getByRole('button', { name: 'Sign in here' }) },

    { path: '/forgot-password', ready: (p) => p.getByRole('button', { name: 'Send Reset Link' }) },
    {
      path: '/reset-password?token=abc&email=x%40e2e.test',
      ready: (p) => p.getByRole('button', { name: 'Reset Password' }),
    },
    { path: '/reset-password?token=abc', ready: text('Invalid or missing reset link.') },
    {
      path: '/invite/not-a-real-token',
      ready: (p) => p.getByRole('alert'),
      expectedErrors: [/Failed to load resource: the server responded with a status of 4\d\d/],
    },
    { path: '/no-such-page', ready: text('There is nothing at this address.') },
    { path: rsvpLink, ready: (p) => p.getByRole('button', { name: 'Confirm' }), serverPage: true },
    { path: unsubscribeLink, ready: (p) => p.getByRole('button', { name: 'Stop these emails' }) },
  ];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const screen of signedOut) await check(page, pageProblems, screen, scheme);
  }

  await logIn(page, me);
  const g = group.id;
  const signedIn: Screen[] = [
    { path: '/', ready: (p) => p.getByRole('link', { name: /notifications/i }) },
    {
      path: '/',
      ready: (p) => p.getByRole('button', { name: new RegExp(`${me.name} ${me.surname}`) }),
      act: async (p) => {
        await p.getByRole('button', { name: new RegExp(`${me.name} ${me.surname}`) }).click();
        await expect(p.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
      },
    },
    { path: '/profile', ready: (p) => p.getByRole('button', { name: 'Save Changes' }) },
    { path: '/change-password', ready: (p) => p.getByRole('button', { name: 'Update Password' }) },
    { path: '/groups', ready: text('Audit United') },
    { path: '/groups/create-group', ready: (p) => p.getByRole('button', { name: 'Create Group' }) },
    { path: `/group/${g}`, ready: text(`${mate.name} ${mate.surname}`) },
    { path: `/group/${g}?tab=money`, ready: (p) => p.getByRole('button', { name: /Download CSV/ }) },
    { path: `/group/${g}?tab=attendance`, ready: (p) => p.getByRole('button', { name: /Download CSV/ }) },
    { path: `/group/${g}/add-member`, ready: (p) => p.getByRole('button', { name: 'Add Member' }) },
    { path: '/create-game', ready: (p) => p.getByRole('button', { name: /create game/i }) },
    { path: '/games', ready: text('Audit friendly') },
    { path: '/view-games', ready: (p) => p.getByText(/Checkers FC/).filter({ visible: true }) },
    { path: `/games/${game.id}`, ready: text(`${mate.name} ${mate.surname}`) },
    {
      path: `/games/${game.id}`,
      ready: text(`${mate.name} ${mate.surname}`),
      act: async (p) => {
        await p.getByRole('button', { name: `Team moves for ${mate.name} ${mate.surname}` }).click();
        await expect(p.getByRole('menuitem').first()).toBeVisible();
      },
    },
    { path: `/edit-game/${game.id}`, ready: (p) => p.getByRole('textbox', { name: /description/i }) },
    { path: `/games/${game.id}/edit`, ready: (p) => p.getByRole('textbox', { name: /description/i }) },
    { path: `/edit-team/${game.id}`, ready: text(`${mate.name} ${mate.surname}`) },
    { path: `/games/${game.id}/edit-team`, ready: text(`${mate.name} ${mate.surname}`) },
    { path: '/notifications', ready: text(/added you to Mate Rovers/) },
    { path: '/notification-settings', ready: (p) => p.getByRole('switch', { name: /Mute chat/ }).first() },
    {
      path: '/notifications',
      ready: text(/added you to Mate Rovers/),
      act: async (p) => {
        await p.getByRole('button', { name: /^delete$/i }).click();
        await expect(p.getByRole('button', { name: 'Delete Selected' })).toBeVisible();
      },
    },
    { path: '/chat', ready: (p) => p.getByRole('link', { name: /Direct Messages/ }) },
    { path: '/chat/groups', ready: (p) => p.getByRole('link', { name: 'Audit United' }) },
    { path: `/chat/groups/${g}`, ready: text('Who brings the bibs?') },
    { path: `/chat/group/${g}`, ready: text('I will') },
    { path: `/chat/${g}`, ready: text('I will') },
    { path: '/chat/direct', ready: (p) => p.getByRole('link', { name: `${mate.name} ${mate.surname}` }) },
    { path: `/chat/direct/${theirs.id}`, ready: text('See you on the pitch') },
  ];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const screen of signedIn) await check(page, pageProblems, screen, scheme);
  }
});
