// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import vitest from '@vitest/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ignores } from './eslint.ignores.js';
import { appNames } from '@kompass/contracts/apps';

const frontends = [...appNames, 'shared'];
const testFiles = ['**/*.test.{ts,tsx}'];
// Setup shared by the tests of one page or component, kept next to them (`x.testing.tsx`).
const testHelpers = ['**/*.testing.{ts,tsx}'];

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
 * The one-way import flow, checked on resolved file paths (so `../x`, `./x` and a package name
 * that points at the same file are judged alike, and a file merely named like a feature is not):
 * - `contracts` is the bottom: it imports nothing of the project. The API and `shared` build on
 *   it (contracts ← api; contracts ← shared ← shell and remotes).
 * - `shared` imports no app and not the API; the apps import `@kompass/shared` and themselves,
 *   never each other (links across apps are `paths` from @kompass/shared; the shell loads
 *   remotes at runtime).
 * - The API and the browser code never import each other; what both need is in the contracts.
 * - Inside an app: building blocks (`api`, `components`, `hooks`, `lib`, `testing`) → features
 *   → pages → app. A feature never imports another feature (pages compose them).
 * - Product code never imports test helpers (`testing/`, `@kompass/shared/testing`).
 *
 * `forTests` relaxes only what a test legitimately does: compose features the way a page does
 * and use the test helpers.
 */
const zones = ({ forTests }) => [
  {
    target: './contracts',
    from: [
      './api',
      './shared',
      './build',
      './scripts',
      './e2e',
      ...appNames.map((app) => `./${app}`),
    ],
    message: 'The contracts are the bottom of the graph: they import nothing of the project.',
  },
  {
    target: './shared',
    from: [...appNames.map((app) => `./${app}`), './api'],
    message: 'shared must not depend on an app or on the API (shared types come from contracts).',
  },
  ...appNames.map((app) => ({
    target: `./${app}`,
    from: [...appNames.filter((other) => other !== app).map((other) => `./${other}`), './api'],
    message: 'Apps never import each other: link with `paths` from @kompass/shared.',
  })),
  {
    target: './api',
    from: appNames.map((app) => `./${app}`),
    message: 'The API imports no browser code.',
  },
  {
    target: './api',
    from: './shared',
    message:
      'The API imports no browser code: what it shares with the browser is in @kompass/contracts.',
  },
  ...(forTests
    ? []
    : [
        {
          target: './shared/src',
          from: './shared/src/testing',
          message: 'Test helpers are for tests only.',
        },
      ]),
  ...appNames.flatMap((app) => {
    const src = `./${app}/src`;
    const layers = (names) => names.map((name) => `${src}/${name}`);
    return [
      {
        target: layers(['api', 'components', 'hooks', 'lib', 'testing']),
        from: layers(['features', 'pages', 'app']),
        message: 'Building blocks must not import features, pages or the app layer.',
      },
      {
        target: `${src}/features`,
        from: layers(['pages', 'app']),
        message: 'Features must not import pages or the app layer.',
      },
      {
        target: `${src}/pages`,
        from: `${src}/app`,
        message: 'Pages must not import the app layer.',
      },
      ...(forTests
        ? []
        : [
            ...featuresOf(app).map((feature) => ({
              target: `${src}/features/${feature}`,
              from: `${src}/features`,
              except: [`./${feature}`],
              message: 'Features never import each other: compose them in a page.',
            })),
            {
              target: src,
              from: [`${src}/testing`, './shared/src/testing'],
              message: 'Test helpers are for tests only.',
            },
          ]),
    ];
  }),
];

const restrictedPaths = (options) => ({
  'import-x/no-restricted-paths': [
    'error',
    { basePath: import.meta.dirname, zones: zones(options) },
  ],
});

/**
 * The contracts' schemas are TypeBox values for the API: browser code takes only their types, so
 * TypeBox never reaches a bundle.
 */
const schemasForTypesOnly = {
  group: ['@kompass/contracts/schemas/*', '**/contracts/src/schemas/**'],
  allowTypeImports: true,
  message:
    'Browser code takes only types from the schemas (import type): TypeBox stays out of bundles.',
};

/** Package imports every browser file obeys (paths above; these are about package names). */
const restrictedImports = (app) => ({
  '@typescript-eslint/no-restricted-imports': [
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
        {
          name: '@tanstack/react-query',
          message: 'Import TanStack Query from @kompass/shared: one tree-shaken copy per page.',
        },
      ],
      patterns: [
        {
          group: ['**/shared/src/**'],
          message: 'Import shared code from @kompass/shared: one copy per page.',
        },
        schemasForTypesOnly,
        {
          group: ['@kompass/contracts', '@kompass/contracts/*', '**/contracts/src/**'],
          allowTypeImports: true,
          message: 'Take values of the contracts from @kompass/shared: one copy per page.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  { ignores },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Files and folders are kebab-case; a middle extension names the kind (`x.test.ts`, `x.config.ts`).
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '*/src/**/': 'KEBAB_CASE' }],
      // One rule for imports: a file imports the file it needs, never a feature's barrel.
      'check-file/filename-blocklist': ['error', { '**/features/**/index.{ts,tsx}': '*.{ts,tsx}' }],
    },
  },
  {
    files: frontends.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Accessibility in the JSX itself (labels, roles, alt texts, keyboard handlers); axe checks the
  // rendered pages in the browser tests.
  { ...jsxA11y.configs.recommended, files: frontends.map((dir) => `${dir}/src/**/*.tsx`) },
  // Tests: queries a user could make, awaited events, and no test that cannot fail.
  {
    ...vitest.configs.recommended,
    files: testFiles,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's `expect(value, message)` names the case that failed (e.g. in a table of routes).
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A suite's setup checks what it built (an upload, a sign-up) where it builds it, so a
      // broken fixture fails there and not as a puzzling failure in every test after it.
      'vitest/no-standalone-expect': [
        'error',
        { additionalTestBlockFunctions: ['beforeAll', 'beforeEach'] },
      ],
      // Helpers named `expect…` (e.g. `expectClientError`) assert for the test that calls them.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
    },
  },
  {
    ...testingLibrary.configs['flat/react'],
    files: frontends.map((dir) => `${dir}/src/**/*.test.tsx`),
    settings: {
      // Only these return a render result; the tests' own `render…` helpers hand back the fake
      // API or a `within(…)` of a landmark, which the render-result rules would misread.
      'testing-library/custom-renders': ['renderWithProviders'],
    },
  },
  // Boundaries: product code first, then the relaxed set for tests and test helpers.
  { files: ['**/*.{js,ts,tsx}'], rules: restrictedPaths({ forTests: false }) },
  {
    files: [...testFiles, ...testHelpers, '*/src/testing/**'],
    rules: restrictedPaths({ forTests: true }),
  },
  ...appNames.map((app) => ({ files: [`${app}/src/**`], rules: restrictedImports(app) })),
  {
    files: ['shared/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [schemasForTypesOnly] }],
    },
  },
  {
    // A source file over 400 lines does more than one thing: split it by what its parts do.
    // Tests, seed texts and data files are lists, and are left out.
    files: ['**/*.{js,ts,tsx}'],
    ignores: [...testFiles, '**/*.spec.ts', '*/src/testing/**', '**/seed/**', '**/data/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // A cycle means two modules cannot be understood (or initialised) one without the other.
    // Test files are left out: nothing imports a test, so it can never be part of a cycle, and
    // walking the graph from each of them was most of the rule's cost.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
