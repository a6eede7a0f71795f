/**
 * The offline banner (beside docs/product.md#s2, on every signed-in screen; README "Notifications",
 * installable app): while the browser has no connection it says "Offline — showing what you saw last. Changes
 * you make will be sent when you're back online." (the screens show the answers the service worker kept,
 * src/sw.ts) and goes away when the connection is back. It follows TanStack Query's onlineManager (the browser's online / offline
 * events), the same signal that pauses mutations made offline and resumes them on reconnect
 * (lib/query-client.ts).
 */
import { useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { componentTexts } from './i18n.ts';

export const OFFLINE_TEXT =
  "Offline — showing what you saw last. Changes you make will be sent when you're back online.";

/** True while onlineManager says the browser is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

export function OfflineBanner() {
  const t = componentTexts.useT();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff size={18} />} p="xs" mb="sm" role="status">
      {t('offline')}
    </Alert>
  );
}
