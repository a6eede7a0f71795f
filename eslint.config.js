// ESLint flat config: typescript-eslint recommended for every workspace, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const SERVER_CODE = [{ group: ['**/apps/server/**', '@turnout/server', 'drizzle-orm*'] }];

/** The feature folders of apps/web/src/features (docs/design.md#layout): accounts, chat, games, … */
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WEB_TESTS = 'apps/web/**/*.test.{ts,tsx}';

/**
 * The server modules (apps/server/src/modules/*) and, for each, the modules it may import, bottom up: the
 * one-way dependency order of docs/decisions/016-module-faces-and-events.md. A module reaches another
 * only through its face, `../<name>/index.ts`. Higher modules hear of lower ones' changes through events
 * (apps/server/src/plugins/events.ts), never by being imported. Since each module may import only
 * modules listed before it, no import cycle between modules can pass the lint;
 * apps/server/test/module-order.test.ts checks this list itself (every folder listed, no cycle).
 */
export const SERVER_MODULE_DEPENDENCIES = {
  push: [],
  calendar: [],
  users: [],
  notifications: ['push'],
  groups: ['notifications'],
  games: ['groups', 'notifications'],
  rsvps: ['games', 'groups', 'notifications'],
  'rsvp-links': ['notifications', 'rsvps'],
  reminders: ['groups', 'notifications'],
  chat: ['groups', 'notifications'],
  invites: ['groups', 'notifications', 'users'],
  accounts: ['groups', 'invites', 'notifications', 'push', 'users'],
  passkeys: ['accounts', 'users'],
  series: ['games', 'groups', 'notifications', 'rsvps'],
  payments: ['groups', 'notifications', 'rsvps'],
  exports: ['groups', 'payments', 'rsvps', 'users'],
  results: ['groups', 'notifications', 'payments'],
  sides: ['groups', 'results', 'rsvps'],
};

/** The folders of apps/server/src/modules. */
const SERVER_MODULES = readdirSync(new URL('apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative import of one of `modules` (from a module: `../name/…`; from elsewhere: `…/modules/name/…`). */
const moduleImport = (modules, rest) => `^(\\.{1,2}/)+(modules/)?(${modules.join('|')})${rest}`;

/** no-restricted-imports patterns for a file of server module `name`. */
const serverModulePatterns = (name) => {
  const allowed = SERVER_MODULE_DEPENDENCIES[name] ?? [];
  const others = SERVER_MODULES.filter((other) => other !== name);
  const refused = others.filter((other) => !allowed.includes(other));
  return [
    {
      regex: moduleImport(others, '/(?!index\\.ts$)'),
      message: `modules/${name} may import another module only through its face, ../<module>/index.ts (docs/decisions/016-module-faces-and-events.md).`,
    },
    ...(refused.length > 0
      ? [
          {
            regex: moduleImport(refused, '(/|$)'),
            message: `modules/${name} may import only ${allowed.join(', ') || 'no other module'} (SERVER_MODULE_DEPENDENCIES in eslint.config.js: one way, no cycles); tell a higher module of a change through app.events (plugins/events.ts).`,
          },
        ]
      : []),
  ];
};

/** no-restricted-imports patterns: a relative import with one of `folders` as a path segment. */
const relativeImportOf = (folders, message) => [
  { regex: `^\\.{1,2}/(.*/)?(${folders.join('|')})(/|$)`, message },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'test-results-*/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Server modules: each imports other modules only through their index.ts, and only those
  // SERVER_MODULE_DEPENDENCIES allows it (docs/decisions/016-module-faces-and-events.md).
  ...SERVER_MODULES.map((name) => ({
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: serverModulePatterns(name) }] },
  })),
  {
    // The app composes the modules through their faces; plugins import no module at all (they get what
    // they need from app.ts as options).
    files: ['apps/server/src/*.ts', 'apps/server/src/scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: moduleImport(SERVER_MODULES, '/(?!index\\.ts$)'),
              message: 'Import a server module only through its face, modules/<module>/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/{plugins,lib,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+modules(/|$)',
              message: 'plugins/, lib/ and db/ import no module: app.ts passes what they need as options.',
            },
          ],
        },
      ],
    },
  },
  {
    // web never imports server code or drizzle (docs/design.md#layout).
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_CODE }] },
  },
  // The web app's import direction (docs/design.md#layout, as bulletproof-react): app/ composes features;
  // a feature imports lib/, components/ and its own files, never another feature or app/; lib/ and
  // components/ import neither. Tests (*.test.tsx) may render the composed app. (A rule's options replace
  // earlier ones, so each block repeats SERVER_CODE.)
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: [WEB_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_CODE,
            ...relativeImportOf(
              WEB_FEATURES.filter((other) => other !== feature),
              `features/${feature} may not import another feature: move what both need to lib/ or components/, or compose them in app/.`,
            ),
            ...relativeImportOf(['app'], 'A feature may not import app/ (app/ composes the features).'),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    ignores: [WEB_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_CODE,
            ...relativeImportOf(
              ['features', 'app'],
              'lib/ and components/ may not import features/ or app/.',
            ),
          ],
        },
      ],
    },
  },
  prettier,
);
