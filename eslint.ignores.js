/** What neither lint pass reads: dependencies, build output, data and test reports. */
export const ignores = [
  '**/node_modules/**',
  '**/dist/**',
  'data/**',
  '**/test-results/**',
  '**/playwright-report/**',
];
