/**
 * The browser's offer to install Turnout (README "Notifications", installable app): Chromium browsers
 * fire `beforeinstallprompt` once the page qualifies (manifest, icons, service worker), possibly before
 * the app has even mounted, so the entry (main.tsx) imports this module first. The event is kept (its
 * default mini-infobar suppressed) for the "Install Turnout" offer (components/InstallOffer.tsx) to
 * call `prompt()` on a tap; `appinstalled` ends the offer. Browsers without the event (Safari, Firefox)
 * never show the offer. Dependency-free, to keep the entry small.
 */

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM lib). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

/** True while the browser offers installing Turnout (an unused `beforeinstallprompt` is kept). */
export function canInstall(): boolean {
  return deferred !== null;
}

/** Calls `listener` whenever canInstall() may have changed; returns the unsubscribe function. */
export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the browser's install dialog (once per event: the browser fires a new one if the person said
 * no) and resolves with their choice, or 'unavailable' when there is no offer to show.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  emit();
  await event.prompt();
  return (await event.userChoice).outcome;
}
