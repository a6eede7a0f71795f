/** Cancel and Back buttons: back to the previous screen of the app, or to `fallback` when the app was opened here. */
import type { NavigateFunction } from 'react-router';

export function goBack(navigate: NavigateFunction, fallback: string): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate(fallback);
}
