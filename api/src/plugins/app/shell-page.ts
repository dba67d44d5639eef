/**
 * The shell's index.html as `npm start` serves it: the built page plus what only the server
 * knows, so the browser need not discover it one round trip at a time (issue 13):
 *
 * - the runtime configuration inlined (the shell reads it instead of fetching /app-config.json;
 *   the static file stays for static hosts);
 * - a session check (`/auth/info`) that starts while the code downloads, when a token is stored,
 *   and with it the opened page's first reads (contracts/src/first-reads.ts);
 * - preload hints (a `Link` header) for the shell's start-up chunks and the manifest and page
 *   scripts of the remote the URL opens.
 *
 * Nothing here is baked into a bundle: the hints come from the build's `startup.json` at request
 * time, the URLs from the configuration.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { preloadedPageFor, sessionStorageKeys } from '@kompass/contracts/apps';
import type { FirstPictures } from '@kompass/contracts/first-reads';
import { lastPlaceStorageKey } from '@kompass/contracts/reads';
import type { RemoteName } from '../../config.ts';

/** The element id the shell reads the inlined configuration from (shared/src/config). */
export const inlineConfigId = 'app-config';

/**
 * The remote page the first load of `pathname` opens, from the app manifest's route rows that
 * are preloaded (admin stays lazy: it is never hinted).
 */
export function remotePageFor(pathname: string): { remote: RemoteName; expose: string } | null {
  const row = preloadedPageFor(pathname);
  return row ? { remote: row.remote, expose: row.page.replace(/^\.\//, '') } : null;
}

export interface Hint {
  href: string;
  as: 'script';
}

export interface ShellPageInput {
  /** The built index.html. */
  html: string;
  /** The runtime configuration (what /app-config.json answers). */
  config: {
    apiBaseUrl: string;
    objectBaseUrl: string;
    remotes: { name: string; entry: string }[];
  };
  /** The opened page's first reads, as paths under the API base (`firstReadsFor`). */
  firstReads?: readonly string[];
  /** Reads added when the opened profile is the one of the stored session (`ownProfileReads`). */
  ownProfile?: { userId: string; reads: readonly string[] };
  /** Pictures of the first screen named in one of the first reads (`firstPicturesFor`). */
  firstPictures?: FirstPictures;
  /** First reads that take the place the browser keeps, as the page adds it (`placeReadsFor`). */
  placeReads?: readonly string[];
  /**
   * The page's boot frame paints this page's first screen itself (a signed-out visitor's /login):
   * the app's entry then runs after that paint, not right after parsing, so parsing it never holds
   * back the screen the page already has. It still downloads from the start (the `Link` preload).
   */
  startAfterFirstPaint?: boolean;
}

/**
 * The shell's scripts needed before anything renders: its entry and the chunks the entry loads
 * right away (`startup.json`, written by the build, the entry first).
 */
export async function shellStartupChunks(shellDir: string): Promise<string[]> {
  try {
    const files = JSON.parse(
      await readFile(path.join(shellDir, 'startup.json'), 'utf8'),
    ) as unknown;
    return Array.isArray(files) ? files.map((file) => `/${String(file)}`) : [];
  } catch {
    return [];
  }
}

/**
 * The scripts of the shell's own lazily loaded page `route` (`shell-pages.json`, written by the
 * build), e.g. the login form for /login; none when the build lists none.
 */
export async function shellPageChunks(shellDir: string, route: string): Promise<string[]> {
  try {
    const pages = JSON.parse(
      await readFile(path.join(shellDir, 'shell-pages.json'), 'utf8'),
    ) as Record<string, unknown>;
    const files = pages[route];
    return Array.isArray(files) ? files.map((file) => `/${String(file)}`) : [];
  } catch {
    return [];
  }
}

/**
 * Hints for one remote page: its entry script, which the federation runtime loads first, and —
 * when this server holds the remote's build — the page's own chunks, so they download while the
 * shell's code is still being evaluated instead of after it.
 * A failed preload does not stick: the retry plugin asks for the entry under a fresh URL and
 * 'Erneut versuchen' loads the page again (e2e navigation.spec.ts covers both).
 */
export function remotePageHints(entry: string, scripts: string[] = []): Hint[] {
  return [...new Set([entry, ...scripts])].map((href) => ({ href, as: 'script' as const }));
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The scripts one exposed page of a locally built remote needs before it renders (its entry and
 * the page's synchronous chunks), as URLs under `urlBase`; none when the manifest is unreadable.
 * Read at request time: a remote may be rebuilt while the server runs.
 */
export async function remotePageScripts(
  remoteDir: string,
  urlBase: string,
  expose: string,
): Promise<string[]> {
  let manifest: RemoteManifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(remoteDir, 'mf-manifest.json'), 'utf8'),
    ) as RemoteManifest;
  } catch {
    return [];
  }
  const remoteEntry = manifest.metaData?.remoteEntry;
  const page = manifest.exposes?.find((candidate) => candidate.name === expose);
  if (!remoteEntry?.name || !page) return [];
  const files = [
    path.posix.join(remoteEntry.path ?? '', remoteEntry.name),
    ...(page.assets?.js?.sync ?? []),
  ];
  return files.map((file) => `${urlBase.replace(/\/?$/, '/')}${file.replace(/^\//, '')}`);
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Starts `/auth/info` with the stored token while the code downloads and keeps the answer in
 * `window.__kompassSessionCheck` (shared/src/providers/session-gate.tsx): `answer` resolves to
 * the user, or null for anything but a plain success (then the shell asks again); `user` is set
 * once it has settled, so a shell whose code arrives after the answer starts the session before
 * its first render instead of rendering a loading state first.
 */
const earlySessionCheck = `(function(){try{var c=JSON.parse(document.getElementById('${inlineConfigId}').textContent),t=localStorage.getItem(${JSON.stringify(sessionStorageKeys.token)});if(!t)return;var s=window.__kompassSessionCheck={token:t};s.answer=fetch(c.apiBaseUrl.replace(/\\/?$/,'/')+'auth/info',{headers:{Authorization:t}}).then(function(r){return r.ok?r.json():null}).then(null,function(){return null}).then(function(u){return s.user=u})}catch(e){}})()`;

/**
 * Starts the page's first reads with the stored token and keeps the answers, by absolute URL, in
 * `window.__kompassEarlyResponses` (shared/src/api/early-responses.ts), where the API client
 * takes each once instead of asking again. A failed request is kept as null: the client asks.
 * `own` is added when the stored user id is its `userId` (only the browser knows who reads).
 * `pictures`: once their read has answered, its copy of the answer is searched for picture names
 * (`FirstPictures.path`) and each is asked for at high priority, under the URL the app's
 * `objectUrl` gives it, so the page's `<img>` finds it in the browser's memory cache.
 * `placed`: reads to which the place kept under `lastPlaceStorageKey` (`near=…&radiusKm=…`, as
 * the app writes it) is added, so they are the requests the page makes (the place never reaches
 * the server otherwise).
 */
const earlyReads = (
  paths: readonly string[],
  own?: ShellPageInput['ownProfile'],
  pictures?: FirstPictures,
  placed: readonly string[] = [],
) =>
  `(function(){try{var c=JSON.parse(document.getElementById('${inlineConfigId}').textContent),t=localStorage.getItem(${JSON.stringify(sessionStorageKeys.token)});if(!t)return;var b=new URL(c.apiBaseUrl.replace(/\\/?$/,'/'),location.href),r={},l=${scriptJson(paths)},o=${scriptJson(own ?? null)},q=${scriptJson(pictures ?? null)};if(o&&localStorage.getItem(${JSON.stringify(sessionStorageKeys.userId)})===o.userId)l=l.concat(o.reads);var P=${scriptJson(placed)},g=localStorage.getItem(${JSON.stringify(lastPlaceStorageKey)}),w=function(p){return g&&/^near=[^&]+&radiusKm=[0-9]+$/.test(g)&&P.indexOf(p)>=0?p+(p.indexOf('?')<0?'?':'&')+g:p};l=l.map(w);l.forEach(function(p){var u=new URL(p,b).href;r[u]=fetch(u,{headers:{Authorization:t}}).then(null,function(){return null})});if(q){var k=new URL(w(q.read),b).href;if(r[k])r[k]=r[k].then(function(x){if(x&&x.ok)x.clone().json().then(function(j){var n=[j];q.path.forEach(function(s){n=[].concat.apply([],n.map(function(v){return v==null?[]:s==='*'?(Array.isArray(v)?v.slice(0,q.count):[]):[v[s]]}))});n.forEach(function(s){if(typeof s!=='string'||!s)return;var i=new Image();i.fetchPriority='high';i.src=/^(https?:|data:|blob:|\\/)/.test(s)?s:c.objectBaseUrl.replace(/\\/?$/,'/')+encodeURIComponent(s)})}).then(null,function(){});return x})}window.__kompassEarlyResponses={token:t,at:Date.now(),responses:r}}catch(e){}})()`;

/** The build's `<script defer>` for the shell's entry (HtmlRspackPlugin). */
const deferredEntry = /<script defer(?:="")? src="([^"]+)"><\/script>/;

/**
 * Adds the entry once the first contentful paint is recorded: at once when the frame paints no
 * splash (class `boot-login`, set by the frame's own script), after a second at the latest (a
 * hidden tab, a browser without paint timing).
 */
const entryAfterFirstPaint = (src: string) =>
  `(function(){var d=0,go=function(){if(d)return;d=1;var s=document.createElement('script');s.src=${scriptJson(src)};document.head.appendChild(s)};if(!document.documentElement.classList.contains('boot-login'))return go();setTimeout(go,1000);try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){go()}})()`;

export function renderShellPage({
  html,
  config,
  firstReads = [],
  ownProfile,
  firstPictures,
  placeReads,
  startAfterFirstPaint = false,
}: ShellPageInput): string {
  const entry = startAfterFirstPaint ? deferredEntry.exec(html) : null;
  if (entry) html = html.replace(entry[0], '');
  const head = [
    `<script id="${inlineConfigId}" type="application/json">${scriptJson(config)}</script>`,
    `<script>${earlySessionCheck}</script>`,
    ...(firstReads.length > 0
      ? [`<script>${earlyReads(firstReads, ownProfile, firstPictures, placeReads)}</script>`]
      : []),
  ].join('');
  // After the frame's markup, whose script sets `boot-login`.
  if (entry) {
    const loader = `<script>${entryAfterFirstPaint(entry[1]!)}</script>`;
    html = html.includes('</body>') ? html.replace('</body>', `${loader}</body>`) : html + loader;
  }
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html;
}

/**
 * The preload hints as a `Link` header rather than `<link>` tags: the browser acts on it as soon
 * as the response headers arrive, before it has parsed a byte of the page.
 */
export function preloadLinkHeader(hints: Hint[]): string {
  return hints.map(({ href, as }) => `<${encodeURI(href)}>; rel=preload; as=${as}`).join(', ');
}

/** A strong validator for a body built in memory. */
export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/** True when the request's `If-None-Match` names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
