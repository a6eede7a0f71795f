/** The user's own answer to a game, as a coloured badge: in, reserves, out or no answer yet. */
import { Badge } from '@mantine/core';
import type { Game } from '@turnout/shared';
import { gameScreenTexts } from '../i18n.ts';

/** Each answer's look; its words are status.{answer} in the 'games' namespace. */
const looks: Record<Game['my_status'], { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  in: { color: 'green', variant: 'filled' },
  reserves: { color: 'orange', variant: 'light' },
  out: { color: 'gray', variant: 'light' },
  pending: { color: 'gray', variant: 'outline' },
};

export function StatusBadge({ status }: { status: Game['my_status'] }) {
  const t = gameScreenTexts.useT();
  const look = looks[status];
  return (
    <Badge color={look.color} variant={look.variant} size="lg" radius="sm" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
