// Vite builds the SPA into apps/web/dist; in dev it proxies the API and socket.io to the server on PORT.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const LIGHT_MANTINE =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Badge|Button|Card|Center|CloseButton|Divider|Group|Input|InputBase|Loader|Paper|PasswordInput|SimpleGrid|Skeleton|Stack|Text|TextInput|Title|VisuallyHidden)[\\/]/;

/**
 * Mantine's overlays (menus, popovers, dialogs, with their portal, focus trap, scroll area and
 * floating-ui's positioning) and the small inputs of a team sheet's rows: every signed-in screen loads
 * them (the header's user menu, a game's team moves and payments), so one chunk rather than a dozen
 * (each a round trip on a phone under HTTP/1.1).
 */
const OVERLAYS =
  /@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Popover|Menu|FocusTrap|ModalBase|Modal|Overlay|ScrollArea|Checkbox|Radio)[\\/]|utils[\\/](Floating|InlineInput|InputsGroupFieldset)[\\/])/;

/** Whether a module goes into the app chunk (see `codeSplitting` below). */
const inAppChunk = (id: string) =>
  /src[\\/](app[\\/]mount\.tsx|lib[\\/]paths\.ts)$/.test(id) ||
  // The shared sentences and socket event names (no zod: '@turnout/shared/texts', '/realtime'), a few KB
  // that nearly every screen uses: one request fewer each rather than a handful of tiny chunks.
  /packages[\\/]shared[\\/]src[\\/](texts[\\/]|realtime\.ts$)/.test(id) ||
  LIGHT_MANTINE.test(id) ||
  // The Upcoming / Past tabs of /games and the helpers they use (~2 KB): in the app chunk /games does not
  // wait for the 6 KB helpers chunk (every Mantine hook) before its first paint.
  /@mantine[\\/]core[\\/]esm[\\/](components[\\/]Tabs[\\/]|core[\\/](utils[\\/](create-scoped-keydown-handler|get-safe-id)|MantineProvider[\\/]color-functions[\\/]get-(auto-)?contrast-(value|color))[\\/])/.test(id) ||
  /@mantine[\\/]hooks[\\/]esm[\\/](use-force-update|use-id|use-uncontrolled|use-isomorphic-effect)[\\/]/.test(id) ||
  // Box's style helper and the Portal (0.6 KB), which the toast area (loaded on every page after the app)
  // shares with Collapse (a game's history) and the overlays: in either of their chunks, the game screen
  // would wait for the toast area before its first paint, or every page would load the overlays.
  /@mantine[\\/]core[\\/]esm[\\/](core[\\/]Box[\\/]get-style-object|components[\\/]Portal)[\\/]/.test(id) ||
  /node_modules[\\/](@tabler[\\/]icons-react|@tanstack)[\\/]/.test(id) ||
  // The language (README "Languages"): i18next, react-i18next and the app's instance; every screen uses them.
  /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/.test(id) ||
  /src[\\/]i18n[\\/](index\.ts|LanguageProvider\.tsx)$/.test(id);

/**
 * The entry (src/main.tsx) is small and imports the app (src/app/mount.tsx) dynamically, after the first
 * paint. index.html preloads the app's chunk and the chunks it imports (`<link rel="modulepreload">`:
 * Vite writes them for the app chunk; this adds any it left out), so the browser fetches the app while
 * it reads the page rather than only once the entry runs. At low priority (fetchpriority="low"): the
 * app runs only after the first paint, so the stylesheets and index.html's pre-rendered header go
 * first, and a browser (or Lighthouse's model of one) does not hold the first paint for the app
 * (bench/README.md "Web").
 */
function preloadApp(): Plugin {
  return {
    name: 'turnout:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const app = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app/mount.tsx')));
        if (!app) throw new Error('preloadApp: no chunk for src/app/mount.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        // What the entry itself imports (the bundler's runtime) keeps its priority.
        for (const entry of chunks.filter((c) => c.isEntry)) for (const f of entry.imports) files.delete(f);
        const missing = [...files].filter((file) => !html.includes(`href="/${file}"`));
        const lowPriority = html.replace(
          /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g,
          (tag, file: string) => (files.has(file) ? tag.replace('>', ' fetchpriority="low">') : tag),
        );
        return {
          html: lowPriority,
          tags: missing.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, fetchpriority: 'low' },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/** The app's green (app/theme.ts, green.8): the title bar of the installed app and of a phone's browser. */
const THEME_COLOR = '#237a36';

/**
 * The installable app (README "Notifications", installable app): vite-plugin-pwa builds src/sw.ts
 * (Workbox, injectManifest) into /sw.js with the list of build files to precache, writes
 * /manifest.webmanifest and links it from index.html. It registers nothing itself (injectRegister
 * false): main.tsx registers the worker once the app has loaded, in production builds only.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'badge-96.png'],
  injectManifest: {
    // The app shell and every screen's chunk, so any screen opens offline once the worker is installed
    // (the icons come from includeAssets and the manifest).
    globPatterns: ['**/*.{js,css,html}'],
  },
  manifest: {
    id: '/',
    name: 'Turnout',
    short_name: 'Turnout',
    description: 'Organise team sports. Get Organized, Get Playing!',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    // Drawn in icons/*.svg and rendered to PNG by icons/render.mjs.
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

/**
 * The built app runs on Preact's React layer (docs/decisions/022-preact-in-the-built-app.md): React DOM
 * alone was 61 KB of every first screen's JavaScript. The dev server and the unit tests keep React (fast
 * refresh, Testing Library); the e2e suite runs the built app.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./build/react-on-preact.mjs', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadApp(), pwa],
  resolve: { alias: command === 'build' ? reactOnPreact : [] },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/signup': { target: api, bypass: (req) => (req.method === 'POST' ? undefined : req.url) },
      '/socket.io': { target: api, ws: true },
      // The one-tap answer page is the server's (docs/decisions/018-one-tap-page.md).
      '/rsvp/': api,
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: production serves none (the server also answers 404 to any .map).
    sourcemap: false,
    rolldownOptions: {
      // The app (index.html) and the one-tap answer page's script (src/rsvp-page.ts), which the server's
      // /rsvp/{token} page loads as /rsvp-page.js: a fixed name, revalidated like index.html
      // (docs/decisions/018-one-tap-page.md).
      input: { index: 'index.html', 'rsvp-page': 'src/rsvp-page.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'rsvp-page' ? 'rsvp-page.js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          // Few, larger chunks: under HTTP/1.1 each file costs the phone a round trip. The
          // app chunk takes what mount.tsx needs plus the small parts nearly every screen uses (the
          // light Mantine components, the icons, TanStack Query, the routes' paths and the shared
          // texts); dialogs, menus and selects (with their positioning code) and each screen's own code
          // stay in chunks of their own.
          groups: [
            // What the entry (main.tsx) runs before the app: the screen table and its matcher, the early
            // GETs, the session's keys, the install offer and the bundler's preload helper. In a chunk of
            // their own (the app chunk would take them with mount.tsx's dependencies), so the entry
            // runs, and asks for the route's screen, without waiting for the 140 KB app chunk.
            {
              name: 'boot',
              test: /src[\\/](app[\\/]screens\.ts|lib[\\/](early-fetch|session-keys|install-prompt)\.ts)$|vite[\\/]preload-helper/,
            },
            { name: 'app', test: inAppChunk },
            // Mantine's hooks and helpers that the app chunk does not take: shared by the overlays, the
            // toast area and the components of a screen (Tabs on /games), which would otherwise import them
            // from whichever of those chunks the bundler put them in (the overlays are 35 KB).
            // Accordion's chevron too (0.3 KB): the selects' dropdowns share it, and in the overlays chunk it
            // made a game's History accordion load every menu's code before the first paint.
            {
              name: 'mantine-helpers',
              test: /@mantine[\\/](hooks|core[\\/]esm[\\/](core|components[\\/]Accordion[\\/]AccordionChevron))[\\/.]/,
            },
            { name: 'overlays', test: (id) => OVERLAYS.test(id) },
            // The toasts' store (lib/toasts.ts: what a screen calls) apart from the toast area (app/App.tsx
            // loads it after the app): together they were one 9.6 KB chunk every screen that toasts waited for.
            {
              name: 'toast-store',
              test: (id) => /@mantine[\\/](store|notifications[\\/]esm[\\/]notifications\.store)/.test(id),
            },
          ],
        },
      },
    },
  },
}));
