/**
 * "Bring a friend" on the team sheet (README "Guests"): any member opens a small form, types the guest's
 * name and adds them (POST /api/games/:id/guests { name }): the guest answers "in" on the member's behalf
 * and lands on the main team or the back of the reserves. The server's refusal (409 "one guest each" and
 * the like, 400 for a bad name) shows under the field; the reply's sentence is toasted and the sheet
 * refetches. Not offered once the game has started, nor while it is cancelled.
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, Rating, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { Game } from '@turnout/shared';
import { hasStarted } from '@turnout/shared/game-rules';
import { errorMessage } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/toasts.ts';
import { useAddGuest } from '../api/guests.ts';
import { gameScreenTexts } from '../i18n.ts';
import { textsOf } from '../../../i18n/index.ts';
import { componentTexts } from '../../../components/i18n.ts';

const t = gameScreenTexts.t;
/** The guest form's words in the reader's language ('games' namespace, guests.*). */
export const bringFriendTexts = textsOf(t, {
  open: 'guests.open',
  field: 'guests.field',
  add: 'guests.add',
  required: 'guests.required',
  failed: 'guests.failed',
  stars: 'guests.stars',
});

type Props = { game: Pick<Game, 'id' | 'game_datetime' | 'status'>; now: Date };

export function BringFriend({ game, now }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  componentTexts.useT();
  const add = useAddGuest();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  // How strong the guest is, 1–5 stars, for picking fair sides (README "Sides, results and ratings"); 0 = not said.
  const [stars, setStars] = useState(0);
  const [error, setError] = useState<string | null>(null);
  if (hasStarted(new Date(game.game_datetime), now) || game.status === 'cancelled') return null;

  const close = () => {
    setOpen(false);
    setName('');
    setStars(0);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(bringFriendTexts.required);
      return;
    }
    setError(null);
    add.mutate(
      { gameId: game.id, name: name.trim(), stars: stars > 0 ? stars : undefined },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message);
          close();
        },
        onError: (err) => setError(errorMessage(err, bringFriendTexts.failed)),
      },
    );
  };

  if (!open) {
    return (
      <Button
        variant="light"
        leftSection={<IconUserPlus size={18} />}
        mih={44}
        w={{ base: '100%', xs: 'fit-content' }}
        onClick={() => setOpen(true)}
      >
        {bringFriendTexts.open}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={bringFriendTexts.open}>
      <Stack gap="xs">
        <TextInput
          label={bringFriendTexts.field}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={50}
          autoComplete="off"
          autoFocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={700} id={`guest-stars-${game.id}`}>
            {bringFriendTexts.stars}
          </Text>
          <Rating aria-labelledby={`guest-stars-${game.id}`} value={stars} onChange={setStars} size="lg" />
        </Stack>
        <Group gap="xs" grow>
          <Button type="submit" loading={add.isPending} mih={44}>
            {bringFriendTexts.add}
          </Button>
          <Button variant="default" onClick={close} disabled={add.isPending} mih={44}>
            {componentTexts.t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
