/** Cancel and Back buttons: back to the previous screen of the app, or to `fallback` when the app was opened here. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A `goBack(fallback)` for the current screen. React Router gives the entry the app was opened on the
 * key 'default' and every entry the app navigated to its own key (kept across a reload), so any other
 * key means the previous history entry is a screen of this app and the browser's back goes there;
 * otherwise (opened from a link or typed in) it navigates to `fallback`.
 */
export function useGoBack(): (fallback: string) => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (fallback: string) => {
      if (key !== 'default') void navigate(-1);
      else void navigate(fallback);
    },
    [key, navigate],
  );
}
