/**
 * The catalogue is complete in every language (README "Languages"): every English key exists in every
 * language, plural families carry exactly the language's CLDR plural categories, no language has a key
 * English lacks, and every parameter of an English sentence appears in its translations.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './all.ts';
import type { Messages } from './catalogue.ts';
import { NAMESPACES, PLURAL_CATEGORIES } from './catalogue.ts';
import { LANGUAGES } from './languages.ts';
import en from './locales/en/index.ts';
import { CATALOGUE_VARIABLES } from './variables.ts';

const pluralSuffix = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

/** 'ns:path.key' → sentence, for every sentence of a catalogue. */
function flatten(messages: Messages, prefix: string, out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

function flattenCatalogue(catalogue: Record<string, Messages>): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of NAMESPACES) flatten(catalogue[ns] ?? {}, `${ns}:`, out);
  return out;
}

/** Base key → its sentences (one for a plain key, one per plural form for a plural family). */
function families(flat: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, sentence] of flat) {
    const base = key.replace(pluralSuffix, '');
    const family = out.get(base) ?? new Map<string, string>();
    family.set(key, sentence);
    out.set(base, family);
  }
  return out;
}

function paramsOf(sentence: string): Set<string> {
  return new Set([...sentence.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!));
}

const english = families(flattenCatalogue(en));
const isPlural = (family: Map<string, string>) => [...family.keys()].some((k) => pluralSuffix.test(k));

describe('the English catalogue', () => {
  it('has its plural families in English categories (one, other)', () => {
    for (const [base, family] of english) {
      if (!isPlural(family)) continue;
      expect([...family.keys()].sort(), base).toEqual([`${base}_one`, `${base}_other`]);
    }
  });

  it('uses no default variable that does not exist', () => {
    const known = new Set(Object.keys(CATALOGUE_VARIABLES));
    for (const [key, sentence] of flattenCatalogue(en)) {
      for (const param of paramsOf(sentence)) {
        if (/^[a-z]+(Min|Max|Years)$/.test(param)) expect(known.has(param), `${key}: ${param}`).toBe(true);
      }
    }
  });
});

describe.each(LANGUAGES.filter((l) => l !== 'en'))('the %s catalogue', (language) => {
  const flat = flattenCatalogue(CATALOGUES[language] as Record<string, Messages>);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it('has every English key, plural families in exactly its CLDR categories', () => {
    const missing: string[] = [];
    for (const [base, family] of english) {
      const wanted = isPlural(family) ? categories.map((c) => `${base}_${c}`) : [base];
      for (const key of wanted) if (!flat.has(key)) missing.push(key);
    }
    expect(missing).toEqual([]);
  });

  it('has no key English lacks (no unused keys)', () => {
    const unused = [...flat.keys()].filter((key) => {
      const base = key.replace(pluralSuffix, '');
      const family = english.get(base);
      if (!family) return true;
      if (!isPlural(family)) return key !== base;
      return !categories.some((c) => key === `${base}_${c}`);
    });
    expect(unused).toEqual([]);
  });

  it('keeps every parameter of the English sentence and invents none', () => {
    const problems: string[] = [];
    for (const [base, family] of english) {
      const wanted = new Set([...family.values()].flatMap((s) => [...paramsOf(s)]));
      const forms = [...flat].filter(([key]) => key.replace(pluralSuffix, '') === base);
      for (const [key, sentence] of forms) {
        const got = paramsOf(sentence);
        for (const param of wanted) {
          // A singular form may say the number in words ("una hora", "ساعة واحدة"): count is optional
          // in the forms other than `other`.
          if (param === 'count' && !key.endsWith('_other')) continue;
          if (!got.has(param)) problems.push(`${key} lacks {{${param}}}`);
        }
        for (const param of got) if (!wanted.has(param)) problems.push(`${key} has unknown {{${param}}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates the sentences (not an English copy)', () => {
    const same = [...flat].filter(([key, sentence]) => sentence === flattenCatalogue(en).get(key));
    // Parameter-only or proper-name sentences may stay identical; anything more means a forgotten copy.
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThan(flat.size / 20);
  });
});
