/** What the label specs measure: buttons whose text does not fit (e2e/labels.spec.ts, e2e/languages.spec.ts). */
import type { Page } from '@playwright/test';

/** The buttons on the page whose text does not fit their box: "“Send Reset Link” 164 px in 150 px". */
export function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const buttons = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], a.mantine-Button-root, [role="tab"], [role="menuitem"]',
    );
    for (const button of Array.from(buttons)) {
      const box = button.getBoundingClientRect();
      const text = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(button).visibility === 'hidden') continue;
      const label = button.querySelector<HTMLElement>('.mantine-Button-label') ?? button;
      const range = document.createRange();
      range.selectNodeContents(label);
      const textWidth = range.getBoundingClientRect().width;
      const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;
      if (overflows(button) || overflows(label) || textWidth > box.width + 1) {
        found.push(`"${text}" ${Math.round(textWidth)} px in ${Math.round(box.width)} px`);
      }
    }
    return found;
  });
}

/**
 * Text cut short with an ellipsis ("Benachrichtig…"): elements whose text-overflow is ellipsis and whose
 * text is wider than their box, e.g. a tab bar label.
 */
export function ellipsedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `"${(el.textContent ?? '').trim()}" cut short`),
  );
}
