/** Confirms deleting a game (admins and the creator); toasts "Game deleted successfully" or the refusal. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Game } from '@turnout/shared';
import { gameTexts } from '@turnout/shared/texts';
import { errorMessage } from '../../../lib/api.ts';
import { useDeleteGame } from '../api/delete-game.ts';
import { gameDate, gameTime } from '../format.ts';

type Props = { game: Game | null; onClose: () => void; onDeleted?: () => void };

export function DeleteGameModal({ game, onClose, onDeleted }: Props) {
  const deleteGame = useDeleteGame();
  const confirm = () => {
    if (!game) return;
    deleteGame.mutate(game.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: gameTexts.deleted });
        onClose();
        onDeleted?.();
      },
      onError: (err) =>
        notifications.show({ color: 'red', message: errorMessage(err, 'Failed to delete the game.') }),
    });
  };
  return (
    <Modal opened={game !== null} onClose={onClose} title="Delete this game?" centered>
      {game && (
        <Stack gap="md">
          <Text>
            <b>{game.description}</b> ({game.group_name}) on {gameDate(game)} at {gameTime(game)} will be
            removed with all its RSVPs. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleteGame.isPending} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={deleteGame.isPending}>
              Delete game
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
