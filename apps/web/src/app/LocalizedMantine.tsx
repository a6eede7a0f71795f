/**
 * Mantine in the reader's language (README "Languages"): the theme (theme.ts themeIn) with Mantine's own
 * controls named in it — a password field's show/hide button, a toast's close button — and the toast
 * area: each toast closes after 3000 ms (docs/product.md#s2, #s9); under the header on a phone, bottom
 * right on a wider screen, never over the header (Toasts.module.css).
 *
 * Never suspends (nothing above it would show): until another language's 'app' words have loaded, the
 * controls keep their English names. The toast area (a transition group, drag to dismiss) loads after
 * the app; toasts shown earlier wait in Mantine's notifications store (the first-screen budget,
 * bench/README.md "Web").
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, themeIn } from './theme.ts';
import { appTexts } from './i18n.ts';
import toastClasses from './Toasts.module.css';

const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function LocalizedMantine({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  const { t } = useTranslation(appTexts.ns, { useSuspense: false });
  const passwordToggle = t('controls.passwordToggle');
  const close = t('controls.close');
  const theme = useMemo(() => themeIn({ passwordToggle, close }), [passwordToggle, close]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={3000} limit={4} className={toastClasses.toasts} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
