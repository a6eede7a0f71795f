/** Confirms deleting a game (admins and the creator); toasts "Game deleted successfully" or the refusal. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Game } from '@turnout/shared';
import { errorMessage } from '../../../lib/api.ts';
import { useDeleteGame } from '../api/delete-game.ts';
import { gameDate, gameTime } from '../format.ts';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';
import { Trans } from 'react-i18next';
import { componentTexts } from '../../../components/i18n.ts';

type Props = { game: Game | null; onClose: () => void; onDeleted?: () => void };

export function DeleteGameModal({ game, onClose, onDeleted }: Props) {
  const t = gameScreenTexts.useT();
  const deleteGame = useDeleteGame();
  const confirm = () => {
    if (!game) return;
    deleteGame.mutate(game.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: sharedGameTexts.t('deleted') });
        onClose();
        onDeleted?.();
      },
      onError: (err) =>
        notifications.show({ color: 'red', message: errorMessage(err, t('deleteGame.failed')) }),
    });
  };
  return (
    <Modal opened={game !== null} onClose={onClose} title={t('deleteGame.title')} centered>
      {game && (
        <Stack gap="md">
          <Text>
            <Trans
              t={t}
              i18nKey="deleteGame.text"
              values={{
                description: game.description,
                group: game.group_name,
                date: gameDate(game),
                time: gameTime(game),
              }}
              components={{ b: <b /> }}
            />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleteGame.isPending} data-autofocus>
              {componentTexts.t('cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={deleteGame.isPending}>
              {t('deleteGame.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
