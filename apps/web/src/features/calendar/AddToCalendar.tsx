/**
 * "Add to calendar" on the games screen (README "Notifications", calendar feed): a small button; its
 * popover (CalendarFeedPopover: the feed link to copy, `webcal:` for phones, "Reset link") and the
 * confirmation dialog load on the first click, so the games list carries none of their positioning and
 * dialog code until someone asks (vite.config.ts: dialogs and menus stay in chunks of their own).
 */
import { lazy, Suspense, useState } from 'react';
import { CalendarButton } from './CalendarButton.tsx';

const CalendarFeedPopover = lazy(() => import('./CalendarFeedPopover.tsx'));

export function AddToCalendar() {
  const [asked, setAsked] = useState(false);
  if (!asked) return <CalendarButton onClick={() => setAsked(true)} aria-expanded={false} />;
  return (
    <Suspense fallback={<CalendarButton loading aria-expanded={false} />}>
      <CalendarFeedPopover />
    </Suspense>
  );
}
