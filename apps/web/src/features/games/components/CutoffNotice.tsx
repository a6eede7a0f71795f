/**
 * The RSVP cutoff line (docs/product.md#s4): "RSVP cutoff in X days Y hours Z mins" as a warning before the
 * cutoff, "RSVP deadline to opt out has passed." after it, nothing when the game has no cutoff. English
 * says the specification's sentences exactly; another language says the time left in its own words
 * through Intl ("Antwortfrist endet in 2 Tagen, 5 Stunden und 3 Minuten" style: the days and hours only
 * when there are some) and the shared catalogue's deadlinePassed (README "Languages").
 * `now` comes from the screen's minute clock, so the countdown stays current.
 */
import { Alert } from '@mantine/core';
import { IconClock, IconClockOff } from '@tabler/icons-react';
import type { Game } from '@turnout/shared';
import { cutoffCountdownText, cutoffInstant, isCutoffPassed } from '@turnout/shared/game-rules';
import { currentLanguage } from '../../../i18n/index.ts';
import { readerLocale } from '../../../i18n/languages.ts';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';

/**
 * `minutes` (whole, ≥ 0) as days, hours and minutes in `locale`'s words, the leading zero units left out:
 * "2 Tage, 5 Stunden und 3 Minuten", "40 minutes". Days are 24-hour periods, as the English sentence counts.
 */
export function timeLeftIn(minutes: number, locale: string): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [
    ...(days > 0 ? [unit(days, 'day')] : []),
    ...(days > 0 || hours > 0 ? [unit(hours, 'hour')] : []),
    unit(minutes % 60, 'minute'),
  ];
  return new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(parts);
}

export function CutoffNotice({ game, now }: { game: Game; now: Date }) {
  const t = gameScreenTexts.useT();
  const shared = sharedGameTexts.useT();
  const at = new Date(game.game_datetime);
  const english = cutoffCountdownText(at, game.rsvp_cutoff, now);
  if (!english) return null;
  const passed = isCutoffPassed(at, game.rsvp_cutoff, now);
  const left = Math.floor((cutoffInstant(at, game.rsvp_cutoff)!.getTime() - now.getTime()) / 60_000);
  const text =
    currentLanguage() === 'en'
      ? english
      : passed
        ? shared('deadlinePassed')
        : t('cutoffNotice.countdown', { time: timeLeftIn(left, readerLocale()) });
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
