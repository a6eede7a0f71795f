/**
 * The short redirect after a success (docs/product.md#s9-redirect-delays: 2 s after a reset, 1.5 s after a
 * profile or password change, 1 s after a game is created): goes to `to` `ms` milliseconds after `active`
 * turns true, cancelled if the screen goes away first.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export function useRedirectAfter(active: boolean, to: string, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(to), ms);
    return () => clearTimeout(timer);
  }, [active, to, ms, navigate]);
}
