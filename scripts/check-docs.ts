/**
 * `npm run lint:docs`: fails when the docs (README.md, docs/**, the workspaces' READMEs) link to
 * a file or heading that does not exist, or name a repository path in backticks that does not.
 * Parsed with mdast-util-from-markdown, so code blocks, escapes and reference links are read as
 * GitHub reads them; headings are turned into anchors with github-slugger, GitHub's own rule.
 * It also fails on a merge's conflict markers, which Markdown renders as ordinary text.
 */
import { existsSync, globSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

interface Node {
  type: string;
  url?: string;
  value?: string;
  depth?: number;
  children?: Node[];
  position?: { start: { line: number } };
}

/** Folders that builds and tests make; a path into them is not expected in a checkout. */
const generated = new Set(['dist', 'node_modules', 'test-results', 'playwright-report', 'data']);

export const docFiles = (root: string) =>
  globSync(['README.md', 'docs/**/*.md', '*/README.md'], {
    cwd: root,
    exclude: (name) => name === 'node_modules',
  }).sort();

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors GitHub gives the headings of a Markdown file. */
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    const slugger = new GithubSlugger();
    anchors = new Set();
    walk(fromMarkdown(readFileSync(file, 'utf8')) as Node, (node) => {
      if (node.type === 'heading') anchors?.add(slugger.slug(textOf(node)));
    });
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/**
 * The repository path a piece of inline code names, or undefined when it names none: it must
 * start with a top-level file or folder of the repository and contain nothing that marks a
 * pattern, a placeholder, a URL or a command (spaces, `*`, `<…>`, `{…}`, `:`).
 */
export function repositoryPath(code: string, topLevel: Set<string>): string | undefined {
  const candidate = code.replace(/^\.\//, '');
  if (!/^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(candidate)) return undefined;
  const segments = candidate.split('/').filter(Boolean);
  if (segments.length < 2 && !candidate.endsWith('/')) return undefined;
  if (!topLevel.has(segments[0] ?? '')) return undefined;
  if (segments.some((segment) => generated.has(segment))) return undefined;
  return candidate;
}

export function checkDocs(root: string, files = docFiles(root)): Problem[] {
  const topLevel = new Set(readdirSync(root).filter((name) => !generated.has(name)));
  const problems: Problem[] = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    const text = readFileSync(absolute, 'utf8');
    text.split('\n').forEach((content, index) => {
      // '=======' alone is also a heading's underline in Markdown, so only the outer markers count.
      if (/^(<{7}|>{7})( |$)/.test(content)) {
        problems.push({ file, line: index + 1, message: 'a merge conflict marker is left in' });
      }
    });
    const tree = fromMarkdown(text) as Node;
    walk(tree, (node) => {
      const line = node.position?.start.line ?? 0;
      const report = (message: string) => problems.push({ file, line, message });
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        if (/^[a-z][a-z+.-]*:/i.test(node.url)) return; // https:, mailto:, webcal: …
        const [target = '', anchor] = node.url.split('#');
        const resolved = target
          ? path.resolve(path.dirname(absolute), decodeURIComponent(target.split('?')[0] ?? ''))
          : absolute;
        if (!existsSync(resolved)) return report(`link to a missing file: ${node.url}`);
        if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
          if (!anchorsOf(resolved).has(decodeURIComponent(anchor))) {
            report(`link to a missing heading: ${node.url}`);
          }
        }
      }
      if (node.type === 'inlineCode' && node.value) {
        const named = repositoryPath(node.value, topLevel);
        if (named && !existsSync(path.join(root, named))) {
          report(`names a path that does not exist: ${node.value}`);
        }
      }
    });
  }
  problems.push(...unlistedDecisions(root, files));
  return problems;
}

/** Decision records that `docs/decisions/README.md`, their index, does not link to. */
function unlistedDecisions(root: string, files: string[]): Problem[] {
  const index = 'docs/decisions/README.md';
  if (!files.includes(index)) return [];
  const linked = new Set<string>();
  walk(fromMarkdown(readFileSync(path.join(root, index), 'utf8')) as Node, (node) => {
    if (node.type === 'link' && node.url) linked.add(node.url.split('#')[0] ?? '');
  });
  return files
    .filter((file) => file.startsWith('docs/decisions/') && file !== index)
    .filter((file) => !linked.has(path.relative('docs/decisions', file)))
    .map((file) => ({ file, line: 1, message: `not listed in ${index}` }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkDocs(root);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) process.exit(1);
}
