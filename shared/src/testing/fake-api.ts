/** A `fetch` that answers from a table of routes, for component tests. Unknown routes answer 404. */
export type FakeRoute = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface FakeApi {
  fetch: typeof fetch;
  /** Every request made so far, with its body read as text. */
  requests: { method: string; path: string; body: string; headers: Headers }[];
}

/**
 * `routes` maps 'METHOD /path' (path relative to the API base, query string included when
 * present in the key) to a handler.
 */
export function createFakeApi(routes: Record<string, FakeRoute>, baseUrl = '/api'): FakeApi {
  const requests: FakeApi['requests'] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(new RegExp(`^${baseUrl}`), '');
    const body = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      path: path + url.search,
      body,
      headers: request.headers,
    });
    const handler =
      routes[`${request.method} ${path}${url.search}`] ?? routes[`${request.method} ${path}`];
    return handler ? handler(request) : json({ error: 'Nicht gefunden' }, 404);
  };
  return { fetch: fakeFetch as typeof fetch, requests };
}
