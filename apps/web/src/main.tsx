/**
 * The entry, small on purpose (issue #6): it starts loading the current route's screen and then the app
 * (React, Mantine, the router: app/mount.tsx, which index.html already preloads, see vite.config.ts), so
 * the two download side by side instead of the screen waiting for the app to run. Mantine's stylesheets
 * stay here so that index.html links them and the first paint is styled.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { preloadScreen } from './app/screens.ts';
import { TOKEN_KEY } from './lib/session-keys.ts';

preloadScreen(window.location.pathname, localStorage.getItem(TOKEN_KEY) !== null);
void import('./app/mount.tsx');
