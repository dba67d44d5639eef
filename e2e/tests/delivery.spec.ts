import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { ports } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it crossed the wire (still compressed). */
  body: Buffer;
}

/** A plain HTTP GET that neither adds Accept-Encoding nor decodes: what the server really sends. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: 'localhost', port: ports.app, path: pathname, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The shell's entry script as the served page names it (its name carries a content hash). */
async function shellEntryScript(): Promise<string> {
  const page = await get('/', { accept: 'text/html' });
  const src = /<script defer src="(\/main\.[0-9a-f]+\.js)"/.exec(page.body.toString())?.[1];
  expect(src, 'the page loads the shell from a hashed main.js').toBeDefined();
  return src!;
}

test('JavaScript goes out brotli-compressed when the browser accepts it, plain otherwise', async () => {
  const script = await shellEntryScript();

  const plain = await get(script);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

  const brotli = await get(script, { 'accept-encoding': 'br' });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

  const remoteEntry = await get('/remotes/mf-discover/remoteEntry.js', {
    'accept-encoding': 'gzip, deflate, br',
  });
  expect(remoteEntry.headers['content-encoding']).toBe('br');
  expect(remoteEntry.headers['cache-control']).toBe('no-cache');
});

test('a remote entry and the page answer 304 when revalidated with their ETag', async () => {
  for (const pathname of ['/remotes/mf-discover/remoteEntry.js', '/', '/app-config.json']) {
    const first = await get(pathname, { accept: 'text/html, */*' });
    expect(first.status, pathname).toBe(200);
    expect(first.headers['cache-control'], pathname).toBe('no-cache');
    const etag = first.headers.etag;
    expect(typeof etag, pathname).toBe('string');

    const again = await get(pathname, { accept: 'text/html, */*', 'if-none-match': String(etag) });
    expect(again.status, pathname).toBe(304);
    expect(again.body.length, pathname).toBe(0);
  }
});

test('home renders from the page the server sends: no request for /app-config.json', async ({
  page,
  signedInUser,
}) => {
  expect(signedInUser.userId).not.toBe('');
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/app-config.json') configRequests.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

  expect(configRequests).toEqual([]);
});

test("the shell's bundle carries react-router's production build, not its development build", async () => {
  // react-router's package exports name only its development build; the build config points
  // production bundles at the production one. The source map says which one went in.
  const script = await shellEntryScript();
  const code = (await get(script)).body.toString();
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  expect(mapName, 'main.js names its source map').toBeDefined();
  const map = JSON.parse((await get(`/${mapName}`)).body.toString()) as { sources: string[] };
  const routerSources = map.sources.filter((source) =>
    source.includes('node_modules/react-router/'),
  );
  expect(routerSources.length).toBeGreaterThan(0);
  expect(routerSources.filter((source) => source.includes('/dist/development/'))).toEqual([]);
});

test("a signed-in first load renders home in one go: no loading state before home's heading", async ({
  page,
  signedInUser,
}) => {
  expect(signedInUser.userId).not.toBe('');
  // From the page's first byte: was a loading state ever shown while home's heading was not?
  await page.addInitScript(() => {
    const seen = { loadingBeforeHeading: false, heading: false };
    (window as unknown as { __firstRender: typeof seen }).__firstRender = seen;
    new MutationObserver(() => {
      if (seen.heading) return;
      seen.heading = document.querySelector('h1') !== null;
      if (!seen.heading && document.querySelector('[role="status"]')) {
        seen.loadingBeforeHeading = true;
      }
    }).observe(document, { subtree: true, childList: true });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { __firstRender: { loadingBeforeHeading: boolean } }).__firstRender,
  );
  // The session comes from the answer the page asked for while the code downloaded, and the
  // shell waits for home's code before its first render: no spinner replaced a moment later.
  expect(seen.loadingBeforeHeading).toBe(false);
});
