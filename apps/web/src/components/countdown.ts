/**
 * How long an offer of a main-team place still holds (README "Reserves", timed offers near kick-off;
 * docs/decisions/010-reserves-queue.md), in the reader's language (README "Languages"; the 'components'
 * namespace, countdown.*): "1 h 45 min left", "24 min left", and in the last SECONDS_SHOWN_MS
 * "4:05 left", then "Time's up" — in German "Noch 1 Std. 45 Min.", in Arabic "المتبقي ساعة و45 دقيقة".
 * Numbers are written by Intl in the reader's language. Minutes round up ("24 min left" from 23 min 1 s
 * to 24 min left). `useCountdown` re-renders exactly when that text changes: at each
 * whole minute, each second in the last minutes, and when the reader changes language. Used by the game
 * screen (features/games: the team sheet's offered places, the offer card) and the one-tap offer link
 * page (features/rsvp-links).
 */
import { useEffect, useState } from 'react';
import { formatNumber } from '../i18n/index.ts';
import { componentTexts } from './i18n.ts';

/** Below this much time left (ms) the countdown shows seconds and ticks each second. */
export const SECONDS_SHOWN_MS = 5 * 60_000;

const MINUTE = 60_000;

/** A translate function of the 'components' namespace (the hook's, or componentTexts.t outside React). */
type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Milliseconds from `now` to `expiresAt` (an ISO string or a Date), never below 0. */
export function msLeft(expiresAt: string | Date, now: Date): number {
  return Math.max(0, new Date(expiresAt).getTime() - now.getTime());
}

/**
 * The time left from `now` to `expiresAt` in the reader's language: "2 h left", "1 h 45 min left",
 * "24 min left", "4:05 left" (minutes and two-digit seconds, under SECONDS_SHOWN_MS), "Time's up".
 * `t` is the 'components' namespace's translate function (default: the app's current language).
 */
export function offerTimeLeft(expiresAt: string | Date, now: Date, t: Translate = componentTexts.t): string {
  const ms = msLeft(expiresAt, now);
  if (ms <= 0) return t('countdown.over');
  if (ms < SECONDS_SHOWN_MS) {
    const seconds = Math.ceil(ms / 1000);
    const clock = `${formatNumber(Math.floor(seconds / 60))}:${formatNumber(seconds % 60, { minimumIntegerDigits: 2 })}`;
    return t('countdown.seconds', { clock });
  }
  const minutes = Math.ceil(ms / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('countdown.minutes', { count: minutes });
  if (rest === 0) return t('countdown.hours', { count: hours });
  return t('countdown.hoursMinutes', {
    hours: t('countdown.hour', { count: hours }),
    minutes: t('countdown.minute', { count: rest }),
  });
}

/**
 * Milliseconds from `now` until offerTimeLeft's text next changes (at least 1): to the next whole
 * minute left, or the next second in the last minutes; null once the time is up.
 */
export function nextChangeIn(expiresAt: string | Date, now: Date): number | null {
  const ms = msLeft(expiresAt, now);
  if (ms <= 0) return null;
  const step = ms <= SECONDS_SHOWN_MS ? 1000 : MINUTE;
  // The text changes when the time left crosses a multiple of `step` (it rounds up).
  const toNext = ms % step === 0 ? step : ms % step;
  return toNext;
}

/**
 * The live countdown to `expiresAt`: `{ text, ms }` (offerTimeLeft's text in the reader's language and
 * the milliseconds left), re-rendered when the text changes or the language does, and no longer ticking
 * once the time is up.
 */
export function useCountdown(expiresAt: string): { text: string; ms: number } {
  const t = componentTexts.useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = nextChangeIn(expiresAt, now);
    if (wait === null) return;
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);
  return { text: offerTimeLeft(expiresAt, now, t), ms: msLeft(expiresAt, now) };
}
