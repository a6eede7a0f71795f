/**
 * Playwright for the screenshot capture (e2e/screenshots/capture.shots.ts, `npm run screenshots`): the
 * e2e set-up (playwright.config.ts: the production build served by e2e/serve.mjs on E2E_PORT with its
 * own data directory and movable clock, Chromium, Johannesburg time, en-ZA) with only the capture as its
 * test. Not part of the e2e suite: its file is `*.shots.ts`, which the suite's default match skips.
 * Writes PNGs into SHOTS_DIR (default /tmp/turnout-shots); with DOCS_SHOTS=1 also refreshes the README's
 * docs/screenshots.
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: new URL(`../../test-results/shots-${process.env.E2E_PORT ?? 4173}`, import.meta.url).pathname,
  testMatch: '*.shots.ts',
  // Many screens, each at two or three widths, on a shared machine.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  projects: [base.projects![0]!],
  webServer: {
    ...(base.webServer as NonNullable<PlaywrightTestConfig['webServer']> & { command: string }),
    // Run from the repository's root, as the suite's server is (e2e/serve.mjs resolves its paths there).
    cwd: new URL('../..', import.meta.url).pathname,
    // With SHOTS_REUSE=1, a server already running on E2E_PORT (started by `node e2e/serve.mjs`) is used.
    reuseExistingServer: process.env.SHOTS_REUSE === '1',
  },
});
