/**
 * "Install Turnout" (README "Notifications", installable app; on the signed-in home screen): a small
 * line offering to add Turnout to the home screen, shown only where the browser offers installing
 * (it fired `beforeinstallprompt`, lib/install-prompt.ts), never inside the installed app (standalone
 * display mode) and never again once the person closed it with "Not now" (remembered on this device,
 * local storage `installOfferDismissed`). "Install Turnout" opens the browser's own install dialog.
 */
import { useState, useSyncExternalStore } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { canInstall, promptInstall, subscribeInstall } from '../lib/install-prompt.ts';
import { componentTexts } from './i18n.ts';

/** The local storage key that remembers "Not now". */
export const INSTALL_DISMISSED_KEY = 'installOfferDismissed';

/** True when the page runs as the installed app. */
function standalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function InstallOffer() {
  const t = componentTexts.useT();
  const offered = useSyncExternalStore(subscribeInstall, canInstall, () => false);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(INSTALL_DISMISSED_KEY) !== null);
  if (!offered || dismissed || standalone()) return null;

  const notNow = () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
    setDismissed(true);
  };

  return (
    <Paper component="section" aria-label={t('install.label')} withBorder p="xs" w="100%" maw={760}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <IconDeviceMobileDown size={22} aria-hidden />
          <Text size="sm" ta="start">
            {t('install.text')}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" onClick={() => void promptInstall()}>
            {t('install.button')}
          </Button>
          <CloseButton aria-label={t('install.notNow')} onClick={notNow} />
        </Group>
      </Group>
    </Paper>
  );
}
