/**
 * The mark of a cancelled game (README "Cancelled games") wherever it appears — the game screen, the games
 * list, home: "Cancelled", and the admin's message as they wrote it (plain text, never a link).
 */
import { Alert, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { Game } from '@turnout/shared';
import { gameScreenTexts } from '../i18n.ts';

type Props = { game: Pick<Game, 'status' | 'cancel_message'>; compact?: boolean };

export function CancelledBanner({ game, compact = false }: Props) {
  const t = gameScreenTexts.useT();
  if (game.status !== 'cancelled') return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      p={compact ? 'xs' : 'sm'}
      icon={<IconBan size={compact ? 16 : 20} />}
      title={t('cancelled.title')}
      role="status"
    >
      {game.cancel_message ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('cancelled.quoted', { message: game.cancel_message })}
        </Text>
      ) : (
        <Text size="sm">{t('cancelled.text')}</Text>
      )}
    </Alert>
  );
}
