/**
 * The browser tab's title for a screen: "{title} · Turnout" ("Games · Turnout", "Thursday Five-a-side ·
 * Turnout"), or "Turnout" alone when `title` is null, undefined or blank (a screen still loading its
 * name, or Home). Leaving the screen puts "Turnout" back, so a screen that sets no title never shows
 * the previous one's.
 */
import { useEffect } from 'react';

/** The app's name: the whole title when a screen has none of its own (index.html starts with it). */
export const APP_TITLE = 'Turnout';

/** "{title} · Turnout", or "Turnout" for a missing or blank title. */
export function documentTitle(title: string | null | undefined): string {
  const own = title?.trim();
  return own ? `${own} · ${APP_TITLE}` : APP_TITLE;
}

/** Sets document.title to documentTitle(title) while the calling screen is mounted. */
export function useDocumentTitle(title: string | null | undefined): void {
  const full = documentTitle(title);
  useEffect(() => {
    document.title = full;
  }, [full]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}
