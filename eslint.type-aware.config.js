// @ts-check
/**
 * The type-aware lint pass: rules that need the type checker, run as their own ESLint pass
 * (`npm run lint:types`) so that the fast pass (`eslint.config.js`) stays fast and the two run
 * side by side. No cache: whether a call returns a promise can change with a file that was not
 * edited, so a result cached per file would not be sound.
 */
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';
import { ignores } from './eslint.ignores.js';

export default tseslint.config(
  { ignores },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    // Loaded only so that the disable comments for their rules name known rules; the fast
    // pass enforces those rules and reads the comments.
    plugins: { '@typescript-eslint': tseslint.plugin, vitest, 'testing-library': testingLibrary },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
