/**
 * What ESLint does not read: dependencies, build output, data and test reports. The type-aware
 * pass (oxlint, `.oxlintrc.json`) lists the same folders.
 */
export const ignores = [
  '**/node_modules/**',
  '**/dist/**',
  'data/**',
  '**/test-results/**',
  '**/playwright-report/**',
];
