/**
 * The tables `npm run bench -w e2e` prints: each figure beside its target
 * (docs/product.md#quality-targets).
 */
import { copies, counted, type LoadedShare, type Mapped } from './copies.ts';
import type { NetworkRequest } from './network.ts';

export const targets = {
  firstLoadBytes: 160 * 1024,
  repeatBytes: 10 * 1024,
  contentMs: 2500,
  roundTrips: 4,
  copies: 1,
  adminFiles: 0,
} as const;

export interface LoadResult {
  requests: NetworkRequest[];
  contentMs: number;
  railsMs: number;
  roundTrips: number;
}

export interface JsFile extends Mapped {
  url: string;
  app: string;
  mapError?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(rows[0]!));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
}

/** JavaScript that came over the network (not from the cache), with its bytes on the wire. */
export function scriptsOnTheWire(requests: NetworkRequest[]) {
  const scripts = requests.filter((request) => request.type === 'Script' && !request.fromCache);
  return {
    files: scripts.filter((request) => (request.wireStatus ?? request.status) !== 304).length,
    revalidated: scripts.filter((request) => request.wireStatus === 304).length,
    bytes: scripts.reduce((total, request) => total + request.encodedBytes, 0),
  };
}

export function appOf(url: string, base: string): string {
  const parsed = new URL(url);
  if (parsed.origin !== new URL(base).origin) return `other (${parsed.origin})`;
  return /^\/remotes\/([^/]+)\//.exec(parsed.pathname)?.[1] ?? 'shell';
}

export function printAppTable(apps: readonly string[], first: LoadResult, base: string): void {
  const scripts = first.requests.filter((request) => request.type === 'Script');
  const names = [...new Set([...apps, ...scripts.map((request) => appOf(request.url, base))])];
  const encodings = (list: NetworkRequest[]) =>
    [...new Set(list.map((request) => request.contentEncoding ?? 'none'))].join(', ') || '–';
  printTable([
    ['App', 'JS files', 'Over the wire', 'Content-Encoding'],
    ...names.map((app) => {
      const own = scripts.filter((request) => appOf(request.url, base) === app);
      const wire = scriptsOnTheWire(own);
      return [app, String(wire.files), kb(wire.bytes), encodings(own)];
    }),
  ]);
}

export function printTargets(first: LoadResult, repeat: LoadResult, throttled: LoadResult[]) {
  const a = scriptsOnTheWire(first.requests);
  const b = scriptsOnTheWire(repeat.requests);
  const content = median(throttled.map((run) => run.contentMs));
  const rails = median(throttled.map((run) => run.railsMs));
  const trips = median(throttled.map((run) => run.roundTrips));
  printTable([
    ['Figure', 'Value', 'Target', 'Result'],
    [
      '(a) JavaScript over the wire, first load of /',
      `${kb(a.bytes)} (${a.bytes} B) in ${a.files} files`,
      `≤ ${kb(targets.firstLoadBytes)}`,
      verdict(a.bytes <= targets.firstLoadBytes),
    ],
    [
      '(b) JavaScript over the wire, repeat visit (warm cache)',
      `${kb(b.bytes)} (${b.files} downloaded, ${b.revalidated} revalidated)`,
      `≤ ${kb(targets.repeatBytes)}`,
      verdict(b.bytes <= targets.repeatBytes),
    ],
    [
      `(c) Home's first content, throttled, median of ${throttled.length}`,
      seconds(content),
      `≤ ${seconds(targets.contentMs)}`,
      verdict(content <= targets.contentMs),
    ],
    [
      `(c) Home's card rails, throttled, median of ${throttled.length}`,
      seconds(rails),
      '–',
      '(shown)',
    ],
    [
      '(d) Sequential round trips before content',
      String(trips),
      `≤ ${targets.roundTrips}`,
      verdict(trips <= targets.roundTrips),
    ],
  ]);
  console.log(
    `Throttled runs (first content / rails / round trips): ${throttled
      .map((run) => `${seconds(run.contentMs)} / ${seconds(run.railsMs)} / ${run.roundTrips}`)
      .join('; ')}\n`,
  );
}

/** The singleton copies and mf-admin checks of docs/product.md#quality-targets. */
/** (e) the API requests of each counted page's first screen, pictures aside. */
export function printFirstScreenRequests(
  counts: { pathname: string; requests: string[] }[],
  budget: number,
): void {
  console.log(
    '\nAPI requests of the first screen (pictures aside), signed in, every ranked list full:\n',
  );
  printTable([
    ['Page', 'Requests', 'Target', 'Result'],
    ...counts.map(({ pathname, requests }) => [
      pathname,
      String(requests.length),
      `≤ ${budget}`,
      verdict(requests.length <= budget),
    ]),
  ]);
  for (const { pathname, requests } of counts) {
    console.log(`${pathname}: ${requests.join(', ')}`);
  }
}

export function printCopies(files: JsFile[], shares: LoadedShare[], built: Mapped[]): void {
  const packages = counted.map((item) => {
    const providers = new Set(
      shares
        .filter((share) => share.key === item.name || share.key.startsWith(`${item.name}/`))
        .map((share) => `${share.from} (${share.key}@${share.version})`),
    );
    return {
      ...item,
      downloaded: copies(files, item),
      inBuilds: copies(built, item),
      files: files.filter((file) => file.modules.has(item.name)).length,
      providers: [...providers],
    };
  });
  printTable([
    [
      'Package',
      'Files with its modules',
      'Copies downloaded',
      'Copies in the builds',
      'Loaded from (MF runtime)',
    ],
    ...packages.map((item) => [
      item.name,
      String(item.files),
      String(item.downloaded),
      String(item.inBuilds),
      item.providers.join(', ') || '– (not a share)',
    ]),
  ]);
  const adminFiles = files.filter((file) => file.app === 'mf-admin').length;
  printTable([
    ['Check (product.md, Quality targets)', 'Value', 'Target', 'Result'],
    ...packages
      .filter((item) => item.target)
      .map((item) => [
        `Copies of ${item.name}`,
        String(item.downloaded),
        String(targets.copies),
        verdict(item.downloaded === targets.copies),
      ]),
    [
      'Files from mf-admin',
      String(adminFiles),
      String(targets.adminFiles),
      verdict(adminFiles === 0),
    ],
  ]);
  // The counting method must agree with what the federation runtime did.
  for (const item of packages.filter((candidate) => candidate.providers.length > 0)) {
    const providerApps = new Set(item.providers.map((provider) => provider.split(' ')[0]));
    if (providerApps.size !== item.downloaded) {
      console.log(
        `Check ${item.name}: the source maps count ${item.downloaded} copies, the runtime loaded ` +
          `it from ${providerApps.size} app(s).`,
      );
    }
  }
  const unmapped = files.filter((file) => file.mapError);
  if (unmapped.length > 0) {
    console.log('Copies may be undercounted: these files have no readable source map:');
    for (const file of unmapped) console.log(`  ${file.url}: ${file.mapError}`);
  }
}

/** BENCH_VERBOSE=1: every request of a load with its round trip, bytes and encoding. */
export function printWaterfall(title: string, result: LoadResult): void {
  const first = result.requests[0]?.start ?? 0;
  console.log(`${title}:`);
  for (const request of result.requests) {
    const start = ((request.start - first) * 1000).toFixed(0).padStart(6);
    const end =
      request.end === undefined ? '     –' : ((request.end - first) * 1000).toFixed(0).padStart(6);
    console.log(
      `  #${request.depth ?? '?'} ${start}–${end} ms ${request.type.padEnd(8)} ${String(request.wireStatus ?? request.status ?? '–').padEnd(3)} ` +
        `${kb(request.encodedBytes).padStart(9)} ${(request.contentEncoding ?? '').padEnd(4)} ` +
        `${request.fromCache ? '(cache) ' : ''}${request.url}`,
    );
  }
  console.log('');
}
