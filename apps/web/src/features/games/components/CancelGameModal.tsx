/**
 * "Cancel game" (README "Cancelled games", group admins): asks for an optional word to the players and
 * cancels the game; it stays in the lists, marked, and everyone who answered is told. Toasts the reply's
 * sentence or the refusal.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Game } from '@turnout/shared';
import { errorMessage } from '../../../lib/api.ts';
import { useCancelGame } from '../api/cancel-game.ts';
import { gameDate, gameTime } from '../format.ts';
import { gameScreenTexts } from '../i18n.ts';
import { Trans } from 'react-i18next';

/** The longest message the server takes (cancelGameBodySchema). */
const MAX_MESSAGE = 500;

type Props = { game: Game | null; onClose: () => void };

export function CancelGameModal({ game, onClose }: Props) {
  const t = gameScreenTexts.useT();
  const cancel = useCancelGame();
  const [message, setMessage] = useState('');
  const confirm = () => {
    if (!game) return;
    cancel.mutate(
      { gameId: game.id, message },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.message });
          setMessage('');
          onClose();
        },
        onError: (err) =>
          notifications.show({ color: 'red', message: errorMessage(err, t('cancelGame.failed')) }),
      },
    );
  };
  return (
    <Modal opened={game !== null} onClose={onClose} title={t('cancelGame.title')} centered>
      {game && (
        <Stack gap="md">
          <Text>
            <Trans
              t={t}
              i18nKey="cancelGame.text"
              values={{ description: game.description, date: gameDate(game), time: gameTime(game) }}
              components={{ b: <b /> }}
            />
          </Text>
          <Textarea
            label={t('cancelGame.message')}
            placeholder={t('cancelGame.messageExample')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={MAX_MESSAGE}
            autosize
            minRows={2}
            data-autofocus
          />
          {/* On a phone the two do not fit side by side: each then takes the dialog's width, rather
              than two ragged right-aligned buttons of different widths. */}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onClose}
              disabled={cancel.isPending}
              flex={{ base: '1 1 auto', xs: 'none' }}
            >
              {t('cancelGame.keep')}
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={cancel.isPending}
              flex={{ base: '1 1 auto', xs: 'none' }}
            >
              {t('cancelGame.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
