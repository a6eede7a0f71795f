/**
 * The RSVP cutoff line (docs/product.md#s4): "RSVP cutoff in X days Y hours Z mins" as a warning before the
 * cutoff, "RSVP deadline to opt out has passed." after it, nothing when the game has no cutoff.
 * `now` comes from the screen's minute clock, so the countdown stays current.
 */
import { Alert } from '@mantine/core';
import { IconClock, IconClockOff } from '@tabler/icons-react';
import type { Game } from '@turnout/shared';
import { cutoffCountdownText, isCutoffPassed } from '@turnout/shared/game-rules';

export function CutoffNotice({ game, now }: { game: Game; now: Date }) {
  const at = new Date(game.game_datetime);
  const text = cutoffCountdownText(at, game.rsvp_cutoff, now);
  if (!text) return null;
  const passed = isCutoffPassed(at, game.rsvp_cutoff, now);
  return (
    <Alert
      variant="light"
      color={passed ? 'red' : 'yellow'}
      icon={passed ? <IconClockOff /> : <IconClock />}
      p="xs"
      styles={{ message: { fontWeight: 600 } }}
    >
      {text}
    </Alert>
  );
}
