import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDocs, docFiles, repositoryPath } from './check-docs.ts';

let root: string;

function write(file: string, text = '') {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const messages = () =>
  checkDocs(root).map(({ file, line, message }) => `${file}:${line} ${message}`);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kompass-docs-'));
  write('api/src/db/migrate.ts');
  write('docs/api.md', '# API\n\n## A new table\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the docs check', () => {
  it('reads the README, everything under docs/ and the workspaces’ READMEs', () => {
    write('README.md');
    write('api/README.md');
    write('docs/decisions/a.md');
    write('api/src/notes.md');
    expect(docFiles(root)).toEqual([
      'README.md',
      'api/README.md',
      'docs/api.md',
      'docs/decisions/a.md',
    ]);
  });

  it('accepts links and paths that exist', () => {
    write(
      'README.md',
      '[API](docs/api.md), [table](docs/api.md#a-new-table), [top](#title), [web](https://example.org)\n\n' +
        '# Title\n\nThe runner is `api/src/db/migrate.ts` in `api/src/db/`.\n',
    );
    write(
      'docs/decisions/a.md',
      'See [the API](../api.md#api) and [ref][r].\n\n[r]: ../../README.md\n',
    );
    expect(messages()).toEqual([]);
  });

  it('reports a link to a missing file or heading, with its line', () => {
    write(
      'README.md',
      '# Kompass\n\n[gone](docs/gone.md) and [heading](docs/api.md#no-such-part)\n',
    );
    write('docs/decisions/a.md', '[ref][r]\n\n[r]: ../missing.md\n');
    expect(messages()).toEqual([
      'README.md:3 link to a missing file: docs/gone.md',
      'README.md:3 link to a missing heading: docs/api.md#no-such-part',
      'docs/decisions/a.md:3 link to a missing file: ../missing.md',
    ]);
  });

  it('reports a backticked repository path that does not exist', () => {
    write('README.md', 'Runs `api/src/db/migrator.ts` and `api/src/missing/`.\n');
    expect(messages()).toEqual([
      'README.md:1 names a path that does not exist: api/src/db/migrator.ts',
      'README.md:1 names a path that does not exist: api/src/missing/',
    ]);
  });

  it('leaves code blocks alone', () => {
    write('README.md', '```sh\ncat api/src/gone.ts [x](gone.md)\n```\n');
    expect(messages()).toEqual([]);
  });
});

describe('what counts as a repository path', () => {
  const topLevel = new Set(['api', 'shared', 'README.md']);
  it.each([
    ['api/src/db/migrate.ts', 'api/src/db/migrate.ts'],
    ['./shared/src/apps.ts', 'shared/src/apps.ts'],
    ['api/', 'api/'],
  ])('%s is a path', (code, expected) => {
    expect(repositoryPath(code, topLevel)).toBe(expected);
  });

  it.each([
    'api', // one word is a name, not a path
    'routes/index.ts', // not from the repository's root
    'api/src/routes/<resource>/',
    'api/migrations/*.sql',
    'npm run dev -w api',
    'https://example.org/api/x',
    '/api/jobs',
    'mf-chat/dist/',
    'api/dist/server.js',
  ])('%s is no path', (code) => {
    expect(repositoryPath(code, new Set([...topLevel, 'mf-chat']))).toBeUndefined();
  });

  it('fails on merge conflict markers left in a page', () => {
    write(
      'docs/performance.md',
      '# Performance\n\n<<<<<<< HEAD\nold\n=======\nnew\n>>>>>>> work\n',
    );
    expect(messages()).toEqual([
      'docs/performance.md:3 a merge conflict marker is left in',
      'docs/performance.md:7 a merge conflict marker is left in',
    ]);
  });

  it('fails on a decision record that the decisions index does not list', () => {
    write('docs/decisions/README.md', '# Decisions\n\n- [Listed](listed.md)\n');
    write('docs/decisions/listed.md', '# Listed\n');
    write('docs/decisions/forgotten.md', '# Forgotten\n');
    expect(messages()).toEqual([
      'docs/decisions/forgotten.md:1 not listed in docs/decisions/README.md',
    ]);
  });
});
