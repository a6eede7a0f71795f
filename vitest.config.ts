// Vitest runs in a non-UTC zone so that a forgotten time zone shows (DESIGN.md "Tests and CI").
import { defineConfig } from 'vitest/config';

process.env.TZ = 'Pacific/Auckland';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
