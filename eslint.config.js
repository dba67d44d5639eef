// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-discover', 'mf-chat', 'mf-profile', 'mf-admin'];
const apps = ['shell', ...remotes];

/** Import patterns that reach into another app, by package name or by relative path. */
const appImports = (names) => names.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]);

/**
 * The one-way import flow: shared → features → app.
 * - `shared` imports no app.
 * - A remote imports `@kompass/shared` and itself, never another remote nor the shell.
 * - The shell imports `@kompass/shared` and loads remotes only at runtime, never by import.
 * - Inside an app, a feature never imports the app layer (app composes features).
 */
const boundaries = [
  {
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appImports(apps), message: 'shared must not depend on an app.' }] },
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@module-federation/enhanced/runtime',
              importNames: app === 'shell' ? [] : ['loadRemote', 'registerRemotes'],
              message: 'Only the shell loads remotes.',
            },
          ],
          patterns: [
            {
              group: appImports(apps.filter((other) => other !== app)),
              message: 'Apps never import each other: link with `paths` from @kompass/shared.',
            },
            {
              group: ['**/shared/src/**'],
              message: 'Import shared code from @kompass/shared.',
            },
          ],
        },
      ],
    },
  })),
  ...apps.map((app) => ({
    files: [`${app}/src/features/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appImports(apps.filter((other) => other !== app)),
              message: 'Apps never import each other: link with `paths` from @kompass/shared.',
            },
            { group: ['**/app/**', '**/app'], message: 'Features must not import the app layer.' },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [...apps, 'shared'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
);
