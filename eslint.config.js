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
  {
    // web never imports server code; only db/ and repositories import drizzle (docs/design.md#layout).
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
