/**
 * Remove for a guest on the team sheet (README "Guests"), shown to the guest's host and to group admins:
 * asks first ("Take Sam (guest of Thabo) off the team sheet?", Cancel focused), then DELETE
 * /api/games/:id/guests/:guestId. The reply's sentence is toasted; a refusal shows "Could not remove
 * user" with the server's reason. The sheet refetches (the first reserve may have moved up).
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { TeamResponse } from '@turnout/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { useRemoveGuest } from '../api/guests.ts';
import { entryLabel, type GuestSheetEntry } from '../sheet-entries.ts';
import { removeQuestion } from './PlayerActions.tsx';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';

type Props = { gameId: number; team: TeamResponse; entry: GuestSheetEntry };

export function GuestActions({ gameId, team, entry }: Props) {
  const t = gameScreenTexts.useT();
  const remove = useRemoveGuest();
  const [confirming, setConfirming] = useState(false);
  const label = entryLabel(entry, team);
  const run = () =>
    remove.mutate(
      { gameId, guestId: entry.guest_id },
      {
        onSuccess: (reply) => showSuccess(reply.message),
        onError: (err) => showFailure(err, sharedGameTexts.t('removeFailed')),
      },
    );
  return (
    <>
      <ConfirmDialog
        opened={confirming}
        title={t('moves.removeTitle')}
        message={removeQuestion(label)}
        confirmLabel={t('moves.remove')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run();
        }}
      />
      <Button
        variant="subtle"
        color="red"
        c="var(--turnout-error-text)" // AA in both schemes (Mantine's red-6 is 3.3:1 on white)
        size="compact-sm"
        mih={44}
        leftSection={<IconUserMinus size={16} />}
        aria-label={t('moves.removeAria', { name: label })}
        loading={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('moves.remove')}
      </Button>
    </>
  );
}
