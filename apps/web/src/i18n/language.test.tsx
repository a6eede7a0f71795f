/**
 * Which language a reader gets and what changing it does (README "Languages"): the browser's languages
 * matched to the app's, a stored choice first; a screen re-rendered in the new language once its
 * catalogue chunk has loaded, `<html lang dir>` following (right to left in Arabic), numbers in Intl.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../test/render.tsx';
import { TeamCount } from '../features/games/components/TeamCount.tsx';
import { changeLanguage } from './index.ts';
import { initialLanguage, LANGUAGE_KEY, matchLanguage } from './languages.ts';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

describe('matchLanguage', () => {
  it('takes the first browser language the app speaks, a region falling back to its language', () => {
    expect(matchLanguage(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(matchLanguage(['pt-PT'])).toBe('pt-BR');
    expect(matchLanguage(['PT-br'])).toBe('pt-BR');
    expect(matchLanguage(['es-MX', 'fr'])).toBe('es');
    expect(matchLanguage(['ar-EG'])).toBe('ar');
    expect(matchLanguage(['nl', 'ja'])).toBeUndefined();
  });
});

describe('the reader’s language', () => {
  it('starts in the choice stored in this browser, before the browser’s languages', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(initialLanguage()).toBe('fr');
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    expect(initialLanguage()).toBe('en'); // the test browser's en-ZA
  });

  it('re-renders a screen in German and in Arabic, right to left, and remembers the choice', async () => {
    renderInApp(<TeamCount count={7} max={10} reserves={2} />);
    expect(screen.getByText('Main team')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await changeLanguage('de');
    expect(await screen.findByText('Mannschaft')).toBeInTheDocument();
    expect(screen.getByText('+ 2 Ersatz')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');

    await changeLanguage('ar');
    expect(await screen.findByText('الأساسيون')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
