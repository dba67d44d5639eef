// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-discover', 'mf-chat', 'mf-profile', 'mf-admin'];
const apps = ['shell', ...remotes];

/** Import patterns that reach into another app, by package name or by relative path. */
const appImports = (names) => names.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]);

/** The feature folders of an app (`<app>/src/features/<name>`). */
const featuresOf = (app) => {
  try {
    return readdirSync(new URL(`./${app}/src/features/`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * `no-restricted-imports` for files of `app`: what every file of an app obeys, plus `extra`
 * patterns of its layer. (A later config block replaces a rule's options rather than merging
 * them, so each block carries the whole list.)
 */
const restrictImports = (app, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: '@module-federation/enhanced/runtime',
          importNames: app === 'shell' ? [] : ['loadRemote', 'registerRemotes'],
          message: 'Only the shell loads remotes.',
        },
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          message: 'Import the router from @kompass/shared: one tree-shaken copy per page.',
        })),
      ],
      patterns: [
        {
          group: appImports(apps.filter((other) => other !== app)),
          message: 'Apps never import each other: link with `paths` from @kompass/shared.',
        },
        { group: ['**/shared/src/**'], message: 'Import shared code from @kompass/shared.' },
        ...extra,
      ],
    },
  ],
});

/**
 * The one-way import flow: shared → features → app.
 * - `shared` imports no app.
 * - A remote imports `@kompass/shared` and itself, never another remote nor the shell.
 * - The shell imports `@kompass/shared` and loads remotes only at runtime, never by import.
 * - Inside an app: building blocks (`api`, `components`, `lib`) → features → pages/app. A feature
 *   never imports another feature (pages compose them), nor pages or the app layer; building
 *   blocks import neither features nor pages.
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
  ...apps.flatMap((app) => [
    { files: [`${app}/src/**`], rules: restrictImports(app) },
    ...featuresOf(app).map((feature) => ({
      files: [`${app}/src/features/${feature}/**`],
      // A test may compose features the way a page does (e.g. the login form behind its guard).
      ignores: ['**/*.test.{ts,tsx}'],
      rules: restrictImports(app, [
        {
          group: ['**/app/**', '**/app', '**/pages/**', '**/pages'],
          message: 'Features must not import pages or the app layer.',
        },
        ...featuresOf(app)
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/${other}`, `**/${other}/**`],
            message: 'Features never import each other: compose them in a page.',
          })),
      ]),
    })),
    {
      files: ['api', 'components', 'lib'].map((layer) => `${app}/src/${layer}/**`),
      rules: restrictImports(app, [
        {
          group: ['**/features/**', '**/pages/**', '**/app/**'],
          message: 'Building blocks must not import features, pages or the app layer.',
        },
      ]),
    },
  ]),
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
