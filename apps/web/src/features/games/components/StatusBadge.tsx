/** The user's own answer to a game, as a coloured badge: in, reserves, out or no answer yet. */
import { Badge } from '@mantine/core';
import type { Game } from '@turnout/shared';

const looks: Record<
  Game['my_status'],
  { label: string; color: string; variant: 'filled' | 'light' | 'outline' }
> = {
  in: { label: "You're in", color: 'green', variant: 'filled' },
  reserves: { label: 'Reserves', color: 'orange', variant: 'light' },
  out: { label: "You're out", color: 'gray', variant: 'light' },
  pending: { label: 'No answer yet', color: 'gray', variant: 'outline' },
};

export function StatusBadge({ status }: { status: Game['my_status'] }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant={look.variant} size="lg" radius="sm" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
