// The web tests run in a non-UTC zone (vitest.config.ts, docs/design.md#tests), so a screen that
// forgets the time zone shows here: Pacific/Auckland is UTC+13 in (southern) summer.
import { expect, it } from 'vitest';

it('runs in Pacific/Auckland', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Pacific/Auckland');
  expect(new Date('2026-12-03T17:00:00.000Z').getHours()).toBe(6);
});
