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

/** The longest message the server takes (cancelGameBodySchema). */
const MAX_MESSAGE = 500;

type Props = { game: Game | null; onClose: () => void };

export function CancelGameModal({ game, onClose }: Props) {
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
          notifications.show({ color: 'red', message: errorMessage(err, 'Could not cancel the game.') }),
      },
    );
  };
  return (
    <Modal opened={game !== null} onClose={onClose} title="Cancel this game?" centered>
      {game && (
        <Stack gap="md">
          <Text>
            <b>{game.description}</b> on {gameDate(game)} at {gameTime(game)} stays in the lists, marked
            cancelled, and takes no answers. Everyone who answered is told. You can reinstate it later.
          </Text>
          <Textarea
            label="Message to the players (optional)"
            placeholder="e.g. The pitch is flooded. See you next week!"
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
              Keep the game
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={cancel.isPending}
              flex={{ base: '1 1 auto', xs: 'none' }}
            >
              Cancel game
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
