/**
 * The entry, small on purpose (the first-screen budget, bench/README.md "Web"): once the browser has painted
 * index.html's pre-rendered header, it starts loading the current route's screen and then the app (React, Mantine, the router: app/mount.tsx, which index.html already
 * preloads, see vite.config.ts), so the two download side by side instead of the screen waiting for the app
 * to run; a screen's first API request starts here too (lib/early-fetch.ts), and the browser's install
 * offer is caught from the start (lib/install-prompt.ts). Once the page has loaded, a production build
 * loads lib/service-worker.ts and registers the service worker (README "Notifications"). Mantine's
 * stylesheets stay here so that index.html links them and the first paint is styled: only those of the
 * components the app uses (and of the parts they are built from: Input, Popover, ModalBase, Combobox,
 * …), in the order of Mantine's full styles.css, which is twice the size. A component newly used in
 * apps/web needs its stylesheet added here.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import { preloadScreen } from './app/screens.ts';
import { fetchEarly } from './lib/early-fetch.ts';
import { TOKEN_KEY } from './lib/session-keys.ts';
import './lib/install-prompt.ts';
import { applyDocumentLanguage, initialLanguage } from './i18n/languages.ts';

// The system's colour scheme from the first paint, without an inline script (the CSP): Mantine's "auto"
// scheme (app/App.tsx) sets the same attribute once mounted and follows later changes.
document.documentElement.dataset.mantineColorScheme = matchMedia('(prefers-color-scheme: dark)').matches
  ? 'dark'
  : 'light';
// The reader's language and its direction from the first paint (README "Languages").
applyDocumentLanguage(initialLanguage());
const token = localStorage.getItem(TOKEN_KEY);
fetchEarly(window.location.pathname, token);

/**
 * Runs `start` once the browser has painted a frame (index.html's pre-rendered header): a callback of the
 * next animation frame runs before that frame's paint, a task it queues runs after it. Without it the
 * app's first long task (React, Mantine, the router) can run before the first paint and hold it back.
 * A hidden tab gets no animation frames: the timer starts the app there (bench/README.md "Web").
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

afterFirstPaint(() => {
  preloadScreen(window.location.pathname, token !== null);
  void import('./app/mount.tsx');
});

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./lib/service-worker.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
