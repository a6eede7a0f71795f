/**
 * Setup of the web tests (vitest.config.ts project "web", happy-dom): the browser APIs Mantine needs
 * and happy-dom lacks (matchMedia, ResizeObserver, document.fonts for the autosizing Textarea),
 * jest-dom's matchers, and one MSW server answering fetch at the network boundary. A request no test
 * handler answers fails the test (onUnhandledRequest: 'error'). After each test: the DOM is unmounted,
 * handlers, toasts and local storage are reset.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server.ts';
import { fakeMediaQueryList } from './media.ts';
import '../i18n/index.ts';

// findBy…/waitFor wait up to 5 s for what the user would see (default 1 s): on a loaded CI machine a
// lazy screen and its first fetch can take longer than a second. A ceiling on waiting, not a timing.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => fakeMediaQueryList(query, false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});
Object.defineProperty(globalThis, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

// The tests' browser speaks en-ZA (24-hour times, "R 60,00"), like the demo group; a test of another
// language spies on navigator.language (lib/when.ts, features/games/format.ts).
Object.defineProperty(navigator, 'language', { configurable: true, get: () => 'en-ZA' });

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  notifications.clean();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
