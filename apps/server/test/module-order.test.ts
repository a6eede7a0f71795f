import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// eslint.config.js is plain JavaScript with no types: imported by URL, its one export typed here.
const eslintConfig = new URL('../../../eslint.config.js', import.meta.url).href;
const { SERVER_MODULE_DEPENDENCIES } = (await import(eslintConfig)) as {
  SERVER_MODULE_DEPENDENCIES: Record<string, string[]>;
};

/**
 * The server modules' dependency order, declared once in eslint.config.js (docs/decisions/016-module-faces-and-events.md):
 * the lint refuses any module import it does not list, so the list itself must name every module and
 * have no cycle.
 */
describe('the server modules dependency order', () => {
  const declared = SERVER_MODULE_DEPENDENCIES;
  const folders = readdirSync(new URL('../src/modules', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it('names every module folder, and only those', () => {
    expect(Object.keys(declared).sort()).toEqual(folders);
    for (const allowed of Object.values(declared)) {
      for (const name of allowed) expect(folders).toContain(name);
    }
  });

  it('lists each module after every module it may import, so no cycle is possible', () => {
    const order = Object.keys(declared);
    for (const [name, allowed] of Object.entries(declared)) {
      for (const lower of allowed) {
        expect(order.indexOf(lower), `${name} may import ${lower}`).toBeLessThan(order.indexOf(name));
      }
    }
  });
});
