import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const packages = [
  'contracts',
  'shared',
  'api',
  'shell',
  'mf-discover',
  'mf-chat',
  'mf-profile',
  'mf-admin',
];

/** Every product source file: tests are left out, nothing imports them. */
function sourceFiles(): string[] {
  return packages.flatMap((name) =>
    readdirSync(join(root, name, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      .map((path) => join(root, name, 'src', path)),
  );
}

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** The project files a file imports statically, type-only imports and re-exports included. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers = source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
    const target = resolved && ts.sys.realpath!(resolved.resolvedFileName);
    return target && target.startsWith(root) && !target.includes('node_modules') ? [target] : [];
  });
}

/** Groups of files that import each other, directly or through others (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(root, member));
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import graph', () => {
  it('has no circle, type-only imports included', () => {
    const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a circle made of type-only imports', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});

/**
 * The lint rule that keeps the direction contracts ← api and contracts ← shared ← apps: each
 * case is a file that a change could add, linted with the project's own configuration.
 */
describe('import direction', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: root });
  const problemsOf = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return result!.messages.map((message) => message.ruleId);
  };

  it.each([
    ['contracts/src/new-read.ts', "import { buildApp } from '../../api/src/app.ts';\n"],
    [
      'contracts/src/new-read.ts',
      "import type { ApiClient } from '../../shared/src/api/client.ts';\n",
    ],
    ['shared/src/new-helper.ts', "import type { Config } from '../../api/src/config.ts';\n"],
    ['api/src/new-helper.ts', "import { paths } from '../../shared/src/paths.ts';\n"],
  ])('refuses %s importing upwards', async (filePath, code) => {
    expect(await problemsOf(filePath, `${code}export {};\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets browser code take only types from the schemas', async () => {
    const file = 'shared/src/new-helper.ts';
    expect(
      await problemsOf(
        file,
        "import { User } from '@kompass/contracts/schemas/auth';\nexport { User };\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await problemsOf(
        file,
        "import type { User } from '@kompass/contracts/schemas/auth';\nexport type { User };\n",
      ),
    ).toEqual([]);
  });

  it('lets the API and shared build on the contracts', async () => {
    expect(
      await problemsOf(
        'api/src/new-helper.ts',
        "import { routes } from '@kompass/contracts/apps';\nexport { routes };\n",
      ),
    ).toEqual([]);
  });
});
