/**
 * Playwright e2e: Chromium against the production build served by the real server on E2E_PORT (4173),
 * with its own build and a fresh PGlite in test-results-<port>/ (see e2e/serve.mjs) (or the DATABASE_URL database when set; tests make unique
 * users, so a shared database is fine). Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium when
 * present, else Playwright's own.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${port}` }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-ZA',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, defaultBrowserType: 'chromium' },
    },
    // The specs that do not already try both widths themselves run again on a 1280 px desktop: every
    // screen's axe check (light and dark), the chat, and the forms' per-field errors.
    {
      name: 'desktop',
      testMatch: ['screens.spec.ts', 'chat.spec.ts', 'form-errors.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        defaultBrowserType: 'chromium',
      },
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', E2E_RUN_DIR: `test-results-${port}` },
  },
});
