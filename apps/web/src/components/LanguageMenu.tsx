/**
 * The visitor's language choice (README "Languages"): a small native select of the app's languages, each
 * in its own name (and marked with its `lang`, so a screen reader says it right). Choosing one shows the
 * app in it at once and remembers it in this browser (i18n/languages.ts storeLanguage).
 */
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { changeLanguage, currentLanguage } from '../i18n/index.ts';
import { isLanguage, LANGUAGES } from '../i18n/languages.ts';
import { componentTexts } from './i18n.ts';

export function LanguageMenu() {
  const t = componentTexts.useT();
  return (
    <NativeSelect
      aria-label={t('language')}
      size="xs"
      w="fit-content"
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={currentLanguage()}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (isLanguage(value)) void changeLanguage(value);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </NativeSelect>
  );
}
