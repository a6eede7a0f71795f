/**
 * Composes the session with this browser's Web Push (lib/session-push.ts; README "Security": pushes stop
 * with the session): Logout's `forgetThisDevice` is features/notifications' forgetPushDevice, a kept
 * session's `keepThisDevice` its keepPushOnThisDevice. Loaded on first use (a dynamic import), so the
 * first screen's JavaScript does not grow; a chunk that cannot load is logged and changes nothing, and
 * never blocks a logout. Imported for its effect by app/router.tsx (and by tests that log out).
 */
import { setSessionPushHooks } from '../lib/session-push.ts';

const pushDevice = () => import('../features/notifications/push-device.ts');
const warn = (err: unknown) => console.warn('Could not load the push module', err);

setSessionPushHooks({
  forget: () => pushDevice().then((m) => m.forgetPushDevice(), warn),
  keep: () => {
    pushDevice().then((m) => m.keepPushOnThisDevice(), warn);
  },
});
