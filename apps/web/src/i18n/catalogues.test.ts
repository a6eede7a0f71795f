/**
 * The web catalogues (README "Languages"): every namespace has a catalogue in every language with exactly
 * English's keys (a plural key with every plural form the language has: Arabic six, German two), the same
 * placeholders as English, no key the code never asks for and no key asked for that English lacks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const src = path.resolve(import.meta.dirname, '..');

type Flat = Map<string, string>;
function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, into);
  return into;
}

function files(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'locales') files(full, into);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(full);
  }
  return into;
}

/** Every folder with a locales/en.json: its namespace (the folder's name) and its own source files. */
function namespaces(): { ns: string; dir: string }[] {
  const found: { ns: string; dir: string }[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (!statSync(full).isDirectory()) continue;
      if (name === 'locales') {
        found.push({ ns: path.basename(dir), dir });
      } else visit(full);
    }
  };
  visit(src);
  return found;
}

const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
/** A plural key's kind: "place_ordinal_two" is ordinal, "left_one" cardinal. */
const pluralKind = (key: string): 'ordinal' | 'cardinal' =>
  /_ordinal_[a-z]+$/.test(key) ? 'ordinal' : 'cardinal';
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!));

const all = namespaces();

it('finds the web namespaces', () => {
  expect(all.map((n) => n.ns)).toEqual(expect.arrayContaining(['app', 'components', 'accounts']));
});

describe.each(all)('namespace $ns', ({ dir }) => {
  const read = (lng: string) =>
    flatten(JSON.parse(readFileSync(path.join(dir, 'locales', `${lng}.json`), 'utf8')) as unknown);
  const en = read('en');
  const plurals = new Map([...en.keys()].filter((k) => PLURAL.test(k)).map((k) => [base(k), pluralKind(k)]));

  it.each(LANGUAGES.map((l) => l.code).filter((c) => c !== 'en'))(
    '%s has English keys and placeholders',
    (lng) => {
      const catalogue = read(lng);
      const categories = {
        cardinal: new Intl.PluralRules(lng).resolvedOptions().pluralCategories,
        ordinal: new Intl.PluralRules(lng, { type: 'ordinal' }).resolvedOptions().pluralCategories,
      };
      const expected = new Set([...en.keys()].filter((k) => !PLURAL.test(k)));
      for (const [p, kind] of plurals)
        for (const c of categories[kind])
          expected.add(kind === 'ordinal' ? `${p}_ordinal_${c}` : `${p}_${c}`);
      expect([...catalogue.keys()].sort()).toEqual([...expected].sort());
      for (const [key, text] of catalogue) {
        const english =
          en.get(key) ?? en.get(`${base(key)}_other`) ?? en.get(`${base(key)}_ordinal_other`) ?? '';
        expect(text.trim(), `${lng} ${key}`).not.toBe('');
        for (const name of placeholders(text)) expect(placeholders(english), `${lng} ${key}`).toContain(name);
      }
    },
  );

  const source = files(dir)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  it('uses every key it has', () => {
    const unused = [...new Set([...en.keys()].map(base))].filter((key) => {
      if (new RegExp(`['"\`]${key.replace(/\./g, '\\.')}['"\`]`).test(source)) return false;
      // A key built in a template from data (`history.by.${entry.by}`): every key under that prefix.
      const dot = key.lastIndexOf('.');
      return dot < 0 || !source.includes(`\`${key.slice(0, dot)}.\${`);
    });
    expect(unused).toEqual([]);
  });

  it('has every key it asks for', () => {
    const asked = [...source.matchAll(/(?<![.\w])t\(\s*'([^']+)'/g)].map((m) => m[1]!);
    const missing = asked.filter((key) => !en.has(key) && !plurals.has(key));
    expect(missing).toEqual([]);
  });
});
