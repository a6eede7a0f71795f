// The app's toast area (README "Languages"): a toast's close button is named in the reader's language,
// "Close" in English and "Schließen" in German.
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/index.ts';
import { LANGUAGE_KEY } from '../i18n/languages.ts';
import { theme } from './theme.ts';
import { ToastArea } from './ToastArea.tsx';

afterEach(async () => {
  act(() => notifications.clean());
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

function showToast() {
  render(
    <MantineProvider theme={theme} env="test">
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ message: 'Saved' });
  });
}

describe('the toast area', () => {
  it("names a toast's close button in English", async () => {
    showToast();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("names a toast's close button in German", async () => {
    await changeLanguage('de');
    showToast();
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
