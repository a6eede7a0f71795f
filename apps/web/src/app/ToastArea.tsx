/**
 * The toast area: each toast closes after 3000 ms (docs/product.md#s2, #s9); under the header on a phone,
 * bottom right on a wider screen, never over the header (Toasts.module.css). Each toast's close button is
 * named in the reader's language (axe's button-name; Mantine gives it none). It loads after the app;
 * toasts shown earlier wait in Mantine's notifications store (the first-screen budget, bench/README.md
 * "Web"), so render it inside a Suspense boundary.
 */
import { lazy, useMemo } from 'react';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { appTexts } from './i18n.ts';
import toastClasses from './Toasts.module.css';

const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function ToastArea() {
  const t = appTexts.useT();
  const close = t('closeToast');
  const namedClose = useMemo<MantineThemeOverride>(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } } } }),
    [close],
  );
  return (
    <MantineThemeProvider theme={namedClose}>
      <Notifications position="top-right" autoClose={3000} limit={4} className={toastClasses.toasts} />
    </MantineThemeProvider>
  );
}
