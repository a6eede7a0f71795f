/**
 * The e2e `test`: Playwright's, plus a watch on every page of the test — the
 * `page` fixture's and any page of a context the test opens with `browser.newContext()` — that fails the
 * test when a page reports a Content-Security-Policy violation (`securitypolicyviolation`), logs a
 * console error or throws an uncaught error. A test that provokes an error on purpose (a refused token, a
 * failed login) names it with `pageProblems.allow(/pattern/)`; anything else fails the test at its end.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

export type PageProblems = {
  /** Everything seen so far: "csp: …", "console: …", "pageerror: …", with the page's URL. */
  readonly list: string[];
  /** Console errors matching `pattern` are expected in this test and do not fail it. */
  allow(pattern: RegExp): void;
};

/** Reports CSP violations from inside the page; runs before any page script (CDP, so CSP does not apply). */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__turnoutCspViolation?.(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') +
    ' (' + (e.sourceFile || '') + ':' + e.lineNumber + ') ' + (e.sample || ''));
});`;

export const test = base.extend<{ pageProblems: PageProblems; watchPages: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
  pageProblems: async ({}, use) => {
    const list: string[] = [];
    const allowed: RegExp[] = [];
    await use({
      list,
      allow: (pattern) => void allowed.push(pattern),
    });
    const unexpected = list.filter((p) => !(p.startsWith('console:') && allowed.some((re) => re.test(p))));
    expect(unexpected, 'CSP violations, console errors or page errors').toEqual([]);
  },

  watchPages: [
    async ({ browser, context, pageProblems }, use) => {
      const watched = new WeakSet<BrowserContext>();
      const watch = async (ctx: BrowserContext) => {
        if (watched.has(ctx)) return;
        watched.add(ctx);
        await ctx.exposeBinding('__turnoutCspViolation', ({ page }, text: string) => {
          pageProblems.list.push(`csp: ${text} on ${page.url()}`);
        });
        await ctx.addInitScript({ content: CSP_LISTENER });
        ctx.on('console', (msg) => {
          if (msg.type() === 'error')
            pageProblems.list.push(`console: ${msg.text()} on ${msg.page()?.url() ?? '?'}`);
        });
        ctx.on('weberror', (err) =>
          pageProblems.list.push(`pageerror: ${err.error().message} on ${err.page()?.url() ?? '?'}`),
        );
      };
      await watch(context);
      // Contexts the test opens itself (two people in two browsers) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        await watch(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});
