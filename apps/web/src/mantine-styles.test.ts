/**
 * main.tsx links only the Mantine stylesheets of the components the app uses. A component used without
 * its stylesheet renders unstyled (a Flex without `display: flex` left the account forms' buttons
 * touching and unstretched): every component imported from @mantine/core that has a stylesheet of its
 * own must have it imported in main.tsx.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const src = path.dirname(new URL(import.meta.url).pathname);
const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.css'));

/** The source files under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Imported, but only through parts that have their own stylesheets (imported in main.tsx). */
const THROUGH_PARTS: Record<string, string> = {
  Radio: 'only Radio.Group, Radio.Card (RadioCard.css) and Radio.Indicator (RadioIndicator.css)',
};

describe('Mantine stylesheets', () => {
  it('main.tsx imports the stylesheet of every Mantine component the app uses', () => {
    const withSheet = new Set(readdirSync(stylesDir).map((f) => f.replace(/\.css$/, '')));
    const used = new Set<string>();
    for (const file of sources(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
      )) {
        for (const name of m[1]!.split(',')) {
          const n = name
            .replace(/\btype\b/, '')
            .trim()
            .split(/\s+as\s+/)[0]!;
          if (withSheet.has(n)) used.add(n);
        }
      }
    }
    const main = readFileSync(path.join(src, 'main.tsx'), 'utf8');
    const missing = [...used].filter(
      (n) => !(n in THROUGH_PARTS) && !main.includes(`'@mantine/core/styles/${n}.css'`),
    );
    expect(missing).toEqual([]);
  });
});
