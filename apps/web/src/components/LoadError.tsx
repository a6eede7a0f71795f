/**
 * A failed load: the spec's sentence as the title, the server's own sentence below it when it gave one
 * (e.g. the game is not in your groups), and Try again unless the answer is a refusal that will not change.
 */
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api.ts';
import { componentTexts } from './i18n.ts';

type Props = { title: string; error: unknown; onRetry: () => void };

export function LoadError({ title, error, onRetry }: Props) {
  const t = componentTexts.useT();
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle />} role="alert">
      {refused && error.message !== title && <Text size="sm">{error.message}</Text>}
      {!refused && (
        <Button mt="xs" variant="white" color="red" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
