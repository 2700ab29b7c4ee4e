import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { config, configs as tsConfigs } from 'typescript-eslint';
import { folderZones } from './scripts/lib/lint-zones.ts';

const root = import.meta.dirname;

// The dependency direction of docs/architecture.md, enforced: contracts at the bottom, app and server never import each
// other, inside app lib → components → features → routes, and the server's domains and the app's features are fenced
// by the folders that exist (scripts/lib/lint-zones.ts).
const zones = [
  { target: './contracts', from: ['./app', './server'], message: 'contracts/ is the bottom layer.' },
  { target: './app', from: './server', message: 'app/ never imports server/.' },
  { target: './server', from: './app', message: 'server/ never imports app/.' },
  {
    target: './app/content',
    from: ['./app/components', './app/features', './app/routes', './app/lib'],
    message: 'Content is data.',
  },
  {
    target: './app/lib',
    from: ['./app/components', './app/features', './app/routes'],
    message: 'lib/ is below components.',
  },
  {
    target: './app/components',
    from: ['./app/features', './app/routes'],
    message: 'components/ is below features/ and routes/.',
  },
  { target: './app/features', from: './app/routes', message: 'features/ is below routes/.' },
  ...folderZones(root).zones,
];

const onlyReact = {
  group: ['preact', 'preact/*', 'preact-render-to-string', 'preact-render-to-string/*'],
  message: 'The app runs on react and react-dom 19 (decision 0032).',
};

export default config(
  {
    ignores: [
      'build/',
      'build-islands/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'data/',
      'contracts/i18n/',
    ],
  },
  js.configs.recommended,
  ...tsConfigs.recommended,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      'import-x/no-cycle': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^\\./\\+types/', '\\?url$'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['app/**/*.tsx'],
    rules: {
      // Scrolling strips are labelled regions that must take focus to be scrolled by keyboard.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // React 19 itself runs the app, in the browser and in the prerender (decision 0032).
    files: ['**/*.{ts,tsx,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyReact] }] },
  },
  {
    // What the browser parses takes zod from contracts/zod.ts, which keeps it from probing for eval under the CSP.
    files: ['contracts/*.ts', 'app/**/*.{ts,tsx}'],
    ignores: ['contracts/zod.ts', 'app/.server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '#contracts/zod.ts' (or './zod.ts'): it is configured for the browser's CSP.",
            },
          ],
          patterns: [onlyReact],
        },
      ],
    },
  },
);
