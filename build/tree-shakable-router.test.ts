import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionChunk, treeShakableRouter } from './tree-shakable-router.ts';

const productionDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const chunks = readdirSync(productionDir)
  .map((name) => path.join(productionDir, name))
  .filter((file) => reactRouterProductionChunk.test(file));

describe('react-router made tree-shakable', () => {
  it('drops display names and marks component creation as free of side effects', () => {
    const source = [
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      'var DataRouterContext = React.createContext(null);',
      'DataRouterContext.displayName = "DataRouter";',
      'function useForm() { return Form; }',
    ].join('\n');
    expect(treeShakableRouter(source)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});',
        '',
        'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'function useForm() { return Form; }',
      ].join('\n'),
    );
  });

  // A new react-router release that names its components differently would silently bring every
  // component back into main.js: the installed one must still match.
  it('applies to the installed react-router, leaving no top-level display name', () => {
    expect(chunks.length).toBeGreaterThan(0);
    const names = chunks.map((file) => readFileSync(file, 'utf8'));
    expect(names.some((source) => /^\w+\.displayName = /m.test(source))).toBe(true);
    for (const source of names.map(treeShakableRouter)) {
      expect(source).not.toMatch(/^[\w$]+\.displayName = /m);
    }
  });
});
