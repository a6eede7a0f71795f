// Mantine's own controls in the reader's language (README "Languages"): a toast's close button and a
// password field's show/hide button are named in English ("Close", "Toggle password visibility") and in
// German ("Schließen", "Passwort ein- oder ausblenden"), and follow a change of language.
import { act, render, screen } from '@testing-library/react';
import { PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/index.ts';
import { LANGUAGE_KEY } from '../i18n/languages.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { LocalizedMantine } from './LocalizedMantine.tsx';

afterEach(async () => {
  act(() => notifications.clean());
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

function showControls() {
  render(
    <LanguageProvider>
      <LocalizedMantine env="test">
        <PasswordInput label="Password" />
      </LocalizedMantine>
    </LanguageProvider>,
  );
  act(() => {
    notifications.show({ message: 'Saved' });
  });
}

/** The password field's show/hide button (Mantine renders it outside the tab order). */
const toggle = (name: string) => screen.queryByRole('button', { name, hidden: true });

describe("Mantine's controls", () => {
  it('are named in English', async () => {
    showControls();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(toggle('Toggle password visibility')).toBeInTheDocument();
  });

  it('are named in German, and again in English after a change of language', async () => {
    await changeLanguage('de');
    showControls();
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(toggle('Passwort ein- oder ausblenden')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(toggle('Toggle password visibility')).toBeInTheDocument();
  });
});
