/**
 * English left on a screen read in Arabic (e2e/languages.spec.ts; README "Languages"): in an Arabic
 * reader's app every word of the product is Arabic, so a run of three or more Latin letters that is not
 * user text (a name, a group, a description, a chat message: `userTexts`), the product's name or an
 * address is a sentence the catalogue missed. Reads what a person sees and what a screen reader says:
 * the page's visible text, and its aria-labels, placeholders and titles.
 */
import type { Page } from '@playwright/test';

/**
 * What is Latin in every language: the product's name, file formats, currency codes, and each language's
 * own name in the language menu ("Deutsch" stays "Deutsch" for an Arabic reader).
 */
const ALWAYS_LATIN = [
  'Turnout',
  'ZIP',
  'CSV',
  'ZAR',
  'EUR',
  'USD',
  'GBP',
  'English',
  'Español',
  'Français',
  'Português (Brasil)',
  'Deutsch',
];

/** The Latin words (3+ letters) on the page outside `userTexts`, each with where it was ("label: …"). */
export function untranslatedWords(page: Page, userTexts: string[]): Promise<string[]> {
  return page.evaluate(
    ([users, always]) => {
      const strip = (text: string) => {
        let left = text;
        // Longest first, so "Karim Mustermann" goes before "Karim"; in any case (a label may be upper-cased).
        for (const u of [...users, ...always].sort((a, b) => b.length - a.length)) {
          left = left.replace(new RegExp(u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
        }
        // Addresses and links a person typed or the app shows as they are.
        left = left.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
        return left;
      };
      const found = new Set<string>();
      const scan = (where: string, text: string | null) => {
        for (const word of strip(text ?? '').match(/[A-Za-z]{3,}/g) ?? []) found.add(`${where}: ${word}`);
      };
      scan('text', document.body.innerText);
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'),
      )) {
        if (el.closest('[hidden], [aria-hidden="true"]')) continue;
        scan('aria-label', el.getAttribute('aria-label'));
        scan('placeholder', el.getAttribute('placeholder'));
        scan('title', el.getAttribute('title'));
      }
      return [...found];
    },
    [userTexts, ALWAYS_LATIN] as const,
  );
}
