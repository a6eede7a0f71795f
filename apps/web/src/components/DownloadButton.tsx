/**
 * A button that downloads a file with the session (lib/download.ts): shows its work while `download`
 * runs and toasts a failure with the server's reason, else `failed`. The group screen's "Download CSV"
 * (README "Who pays what") and the game screen's "Add to my calendar" (README "Notifications", calendar
 * feed) are each one (docs/decisions/015-web-features-never-import-each-other.md).
 */
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showFailure } from '../lib/toasts.ts';

type Props = {
  label: string;
  /** The toast's fallback when the failure carries no sentence of the server's. */
  failed: string;
  icon: ReactNode;
  /** Fetches the file and hands it to the browser (lib/download.ts fetchAttachment, saveBlob). */
  download: () => Promise<void>;
};

export function DownloadButton({ label, failed, icon, download }: Props) {
  const mutation = useMutation({ mutationFn: download });
  return (
    <Button
      variant="default"
      size="sm"
      mih={44}
      leftSection={icon}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(undefined, { onError: (err) => showFailure(err, failed) })}
    >
      {label}
    </Button>
  );
}
