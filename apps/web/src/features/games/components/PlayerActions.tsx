/**
 * An admin's moves for one player of the team sheet (spec §4 "Admin team moves"): main team → Move to
 * reserves or Remove; reserves → Move to main team or Remove; not attending → Add as in or Add as
 * reserve. As buttons (Edit team screen) or a compact menu (Game detail). The reply's sentence is
 * toasted; a refusal shows "Could not add user" / "Could not remove user" with the server's reason,
 * e.g. "Main team is full (max 10 players).". The sheet refetches after each move.
 */
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { TeamEntry } from '@turnout/shared';
import { gameTexts } from '@turnout/shared/texts';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { useTeamMove, type TeamMove } from '../api/team-moves.ts';

type Action = { label: string; aria: string; icon: React.ReactNode; move: TeamMove; color?: string };

function actionsFor(gameId: number, e: TeamEntry): Action[] {
  const name = `${e.name} ${e.surname}`;
  const userId = e.user_id;
  const remove: Action = {
    label: 'Remove',
    aria: `Remove ${name} from the team sheet`,
    icon: <IconUserMinus size={16} />,
    move: { kind: 'remove', body: { gameId, userId } },
    color: 'red',
  };
  if (e.status === 'in') {
    return [
      {
        label: 'Move to reserves',
        aria: `Move ${name} to the reserves`,
        icon: <IconArrowDown size={16} />,
        move: { kind: 'update-team', body: { gameId, userId, newTeam: 'reserves' } },
      },
      remove,
    ];
  }
  if (e.status === 'reserves') {
    return [
      {
        label: 'Move to main team',
        aria: `Move ${name} to the main team`,
        icon: <IconArrowUp size={16} />,
        move: { kind: 'update-team', body: { gameId, userId, newTeam: 'main' } },
      },
      remove,
    ];
  }
  return [
    {
      label: 'Add as in',
      aria: `Add ${name} to the main team`,
      icon: <IconUserPlus size={16} />,
      move: { kind: 'add', body: { gameId, userId, status: 'in' } },
    },
    {
      label: 'Add as reserve',
      aria: `Add ${name} to the reserves`,
      icon: <IconUserPlus size={16} />,
      move: { kind: 'add', body: { gameId, userId, status: 'reserves' } },
    },
  ];
}

type Props = { gameId: number; entry: TeamEntry; variant: 'buttons' | 'menu' };

export function PlayerActions({ gameId, entry, variant }: Props) {
  const teamMove = useTeamMove();
  const run = (move: TeamMove) =>
    teamMove.mutate(move, {
      onSuccess: (reply) => showSuccess(reply.message),
      onError: (err) =>
        showFailure(err, move.kind === 'remove' ? gameTexts.removeFailed : gameTexts.addFailed),
    });
  const actions = actionsFor(gameId, entry);

  if (variant === 'menu') {
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Team moves for ${entry.name} ${entry.surname}`}
            loading={teamMove.isPending}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((a) => (
            <Menu.Item
              key={a.label}
              leftSection={a.icon}
              color={a.color === 'red' ? 'red.9' /* 4.5:1 on white; red.6 is 3.3:1 */ : a.color}
              aria-label={a.aria}
              onClick={() => run(a.move)}
            >
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <Group gap={6} wrap="nowrap">
      {actions.map((a) => (
        <Button
          key={a.label}
          size="compact-sm"
          variant="light"
          color={a.color ?? 'green'}
          leftSection={a.icon}
          aria-label={a.aria}
          disabled={teamMove.isPending}
          onClick={() => run(a.move)}
        >
          {a.label}
        </Button>
      ))}
    </Group>
  );
}
