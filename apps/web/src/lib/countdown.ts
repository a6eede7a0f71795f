/**
 * How long an offer of a main-team place still holds (README "Reserves", timed offers near kick-off;
 * docs/decisions/010-reserves-queue.md): "1 h 45 min left", "24 min left", and in the last
 * SECONDS_SHOWN_MS "4:05 left", then "Time's up". Minutes round up, so "1 min left" shows until the last
 * minute's seconds take over. `useCountdown` re-renders exactly when that text changes: at each whole
 * minute, and each second in the last minutes. Used by the game screen (features/games: the team sheet's
 * offered places, the offer card) and the one-tap offer link page (features/rsvp-links).
 */
import { useEffect, useState } from 'react';

/** Below this much time left (ms) the countdown shows seconds and ticks each second. */
export const SECONDS_SHOWN_MS = 5 * 60_000;

export const countdownTexts = { over: "Time's up" } as const;

const MINUTE = 60_000;

/** Milliseconds from `now` to `expiresAt` (an ISO string or a Date), never below 0. */
export function msLeft(expiresAt: string | Date, now: Date): number {
  return Math.max(0, new Date(expiresAt).getTime() - now.getTime());
}

/** "2 h left", "1 h 45 min left", "24 min left", "4:05 left" (under SECONDS_SHOWN_MS), "Time's up". */
export function offerTimeLeft(expiresAt: string | Date, now: Date): string {
  const ms = msLeft(expiresAt, now);
  if (ms <= 0) return countdownTexts.over;
  if (ms < SECONDS_SHOWN_MS) {
    const seconds = Math.ceil(ms / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`;
  }
  const minutes = Math.ceil(ms / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
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
 * The live countdown to `expiresAt`: `{ text, ms }` (offerTimeLeft's text and the milliseconds left),
 * re-rendered when the text changes and stopped once the time is up.
 */
export function useCountdown(expiresAt: string): { text: string; ms: number } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = nextChangeIn(expiresAt, now);
    if (wait === null) return;
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);
  return { text: offerTimeLeft(expiresAt, now), ms: msLeft(expiresAt, now) };
}
