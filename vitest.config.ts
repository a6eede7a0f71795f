// Vitest runs in a non-UTC zone so that a forgotten time zone shows (docs/design.md#tests).
import { defineConfig } from 'vitest/config';

process.env.TZ = 'Pacific/Auckland';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's unit and component tests: a DOM (happy-dom), Mantine's browser stubs, jest-dom
        // matchers and an MSW server answering fetch (apps/web/src/test/setup.ts).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A Mantine form filled in field by field takes a few seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
