/**
 * An admin's moves for one player of the team sheet (docs/product.md#s4-admin-team-moves): main team → Move
 * to reserves or Remove; reserves → Move to main team or Remove; not attending → Add as in or Add as
 * reserve, in one compact menu ("Team moves for Sipho Khumalo", a 44 px "…" button) on the Edit team
 * screen and the game detail alike, so a name keeps its width at 360 px. A move the server would refuse
 * (the shared team-sheet.ts decideTeamMove on the sheet shown) is disabled, with the server's sentence
 * as its title: nobody is moved or added to the main team while it is full ("Main team is full (max N
 * players)."); moves to the reserves are always offered (docs/decisions/010-reserves-queue.md). The
 * reply's sentence is toasted; a
 * refusal (a sheet changed meanwhile) shows "Could not add user" / "Could not remove user" with the
 * server's reason. The sheet refetches after each move. Remove asks first (beside docs/product.md#s4): "Take
 * Sipho Khumalo off the team sheet?" with Cancel (focused) and Remove; nothing is sent until Remove.
 */
import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { TeamEntry, TeamResponse } from '@turnout/shared';
import { decideTeamMove, type MoveTarget, type SheetCounts } from '@turnout/shared/team-sheet';
import { ActionMenu } from '../../../components/ActionMenu.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { useTeamMove, type TeamMove } from '../api/team-moves.ts';
import type { MemberEntry } from '../sheet-entries.ts';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';

type Action = {
  label: string;
  aria: string;
  icon: React.ReactNode;
  move: TeamMove;
  color?: string;
  /** The server's sentence when it would refuse this move now; the action is then disabled. */
  refusal: string | null;
};

/** Why the server would refuse moving `e` to `to` on this sheet, or null when it would accept. */
function refusalOf(e: TeamEntry, to: MoveTarget, counts: SheetCounts): string | null {
  const decision = decideTeamMove({ ...counts, current: e.status, to });
  return decision.kind === 'refused' ? sharedGameTexts.t('mainTeamFull', { max: counts.maxPlayers }) : null;
}

/** The moves offered for `e`; none for a guest (README "Guests": its host or an admin removes it instead). */
function actionsFor(gameId: number, e: MemberEntry, counts: SheetCounts): Action[] {
  const t = gameScreenTexts.t;
  const name = `${e.name} ${e.surname}`;
  const userId = e.user_id;
  if (userId === null) return [];
  const remove: Action = {
    label: t('moves.remove'),
    aria: t('moves.removeAria', { name }),
    icon: <IconUserMinus size={16} />,
    move: { kind: 'remove', body: { gameId, userId } },
    color: 'red',
    refusal: null,
  };
  if (e.status === 'in') {
    return [
      {
        label: t('moves.toReserves'),
        aria: t('moves.toReservesAria', { name }),
        icon: <IconArrowDown size={16} />,
        move: { kind: 'update-team', body: { gameId, userId, newTeam: 'reserves' } },
        refusal: refusalOf(e, 'reserves', counts),
      },
      remove,
    ];
  }
  if (e.status === 'reserves') {
    return [
      {
        label: t('moves.toMain'),
        aria: t('moves.toMainAria', { name }),
        icon: <IconArrowUp size={16} />,
        move: { kind: 'update-team', body: { gameId, userId, newTeam: 'main' } },
        refusal: refusalOf(e, 'in', counts),
      },
      remove,
    ];
  }
  return [
    {
      label: t('moves.addIn'),
      aria: t('moves.addInAria', { name }),
      icon: <IconUserPlus size={16} />,
      move: { kind: 'add', body: { gameId, userId, status: 'in' } },
      refusal: refusalOf(e, 'in', counts),
    },
    {
      label: t('moves.addReserve'),
      aria: t('moves.addReserveAria', { name }),
      icon: <IconUserPlus size={16} />,
      move: { kind: 'add', body: { gameId, userId, status: 'reserves' } },
      refusal: refusalOf(e, 'reserves', counts),
    },
  ];
}

/** The question before removing a player: "Take Sipho Khumalo off the team sheet?" */
export const removeQuestion = (name: string) => gameScreenTexts.t('moves.removeQuestion', { name });

/** `entry`: a member's (a guest has only Remove: GuestActions). */
type Props = { gameId: number; team: TeamResponse; entry: MemberEntry };

export function PlayerActions({ gameId, team, entry }: Props) {
  const t = gameScreenTexts.useT();
  const teamMove = useTeamMove();
  const run = (move: TeamMove) =>
    teamMove.mutate(move, {
      onSuccess: (reply) => showSuccess(reply.message),
      onError: (err) =>
        showFailure(
          err,
          move.kind === 'remove' ? sharedGameTexts.t('removeFailed') : sharedGameTexts.t('addFailed'),
        ),
    });
  const name = `${entry.name} ${entry.surname}`;
  const [confirming, setConfirming] = useState<TeamMove | null>(null);
  const choose = (move: TeamMove) => (move.kind === 'remove' ? setConfirming(move) : run(move));
  const confirm = (
    <ConfirmDialog
      opened={confirming !== null}
      title={t('moves.removeTitle')}
      message={removeQuestion(name)}
      confirmLabel={t('moves.remove')}
      onCancel={() => setConfirming(null)}
      onConfirm={() => {
        if (confirming) run(confirming);
        setConfirming(null);
      }}
    />
  );
  const actions = actionsFor(gameId, entry, {
    mainCount: team.mainTeam.length,
    maxPlayers: team.max_players,
    reservesCount: team.reserves.length,
  });
  if (actions.length === 0) return null;

  return (
    <>
      {confirm}
      <ActionMenu
        target={
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44} // a phone's touch target, like the guest's Remove beside it
            aria-label={t('moves.menu', { name: `${entry.name} ${entry.surname}` })}
            loading={teamMove.isPending}
          >
            <IconDots size={18} />
          </ActionIcon>
        }
        actions={actions.map((a) => ({
          key: a.label,
          label: a.label,
          icon: a.icon,
          color: a.color === 'red' ? 'red.9' /* 4.5:1 on white; red.6 is 3.3:1 */ : a.color,
          aria: a.aria,
          disabled: a.refusal !== null,
          title: a.refusal ?? undefined,
          onClick: () => choose(a.move),
        }))}
      />
    </>
  );
}
