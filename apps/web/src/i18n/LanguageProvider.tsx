/**
 * The language around the app (README "Languages"): i18next's provider, and Mantine's direction, which
 * follows the language (right to left in Arabic: Mantine's components mirror, and `<html dir>` with
 * them).
 */
import { useEffect, type ReactNode } from 'react';
import { DirectionProvider, useDirection } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './index.ts';
import { directionOf, isLanguage } from './languages.ts';

function DirectionFollowsLanguage() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const follow = (lng: string) => {
      if (isLanguage(lng)) setDirection(directionOf(lng));
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [setDirection]);
  return null;
}

/** Wraps the app in the current language and its writing direction. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}>
        <DirectionFollowsLanguage />
        {children}
      </DirectionProvider>
    </I18nextProvider>
  );
}
