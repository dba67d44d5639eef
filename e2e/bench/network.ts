/**
 * What crosses the network while a page loads, as Chromium's DevTools protocol reports it:
 * bytes over the wire (`encodedDataLength`: headers plus the body as sent, i.e. compressed), and
 * who started each request, from which the chain of sequential round trips is rebuilt.
 */
import type { CDPSession, Request } from '@playwright/test';

export interface NetworkRequest {
  id: string;
  url: string;
  /** CDP resource type: Document, Script, Fetch, XHR, Image, … */
  type: string;
  status?: number;
  /** The status on the wire: 304 for a revalidation that the cache then answers as 200. */
  wireStatus?: number;
  /** Monotonic seconds (CDP clock). */
  start: number;
  end?: number;
  encodedBytes: number;
  contentEncoding?: string;
  /** Answered by the memory or disk cache without a request on the wire. */
  fromCache: boolean;
  failed: boolean;
  initiatorType: string;
  /** Scripts on the initiator's stack (including async parents) and the parser's document. */
  initiatorUrls: string[];
  /** Round trips on the longest chain of requests that led to this one (the page is 1). */
  depth?: number;
}

/** The parts of the CDP events read here. */
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}
interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}

function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let current = stack; current; current = current.parent) {
    for (const frame of current.callFrames) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

export class NetworkLog {
  readonly requests = new Map<string, NetworkRequest>();
  private readonly wireStatuses = new Map<string, number>();
  /** Wall-clock seconds minus CDP seconds, to place page marks on the CDP clock. */
  private wallOffset: number | undefined;

  static async attach(cdp: CDPSession): Promise<NetworkLog> {
    const log = new NetworkLog();
    cdp.on('Network.requestWillBeSent', (event) => {
      const initiator = event.initiator as Initiator;
      log.wallOffset ??= event.wallTime - event.timestamp;
      log.requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type: event.type ?? 'Other',
        start: event.timestamp,
        encodedBytes: 0,
        fromCache: false,
        failed: false,
        initiatorType: initiator.type,
        initiatorUrls: [...(initiator.url ? [initiator.url] : []), ...stackUrls(initiator.stack)],
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = log.requests.get(event.requestId);
      if (request) request.fromCache = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = log.requests.get(event.requestId);
      if (!request) return;
      request.type = event.type;
      request.status = event.response.status;
      if (event.response.fromDiskCache || event.response.fromPrefetchCache)
        request.fromCache = true;
      const headers = event.response.headers as Record<string, string>;
      const encoding = Object.entries(headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      )?.[1];
      if (encoding) request.contentEncoding = encoding;
    });
    // May arrive before the request's own events: kept apart and joined in list().
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      log.wireStatuses.set(event.requestId, event.statusCode);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = log.requests.get(event.requestId);
      if (!request) return;
      request.end = event.timestamp;
      request.encodedBytes = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = log.requests.get(event.requestId);
      if (!request) return;
      request.end = event.timestamp;
      request.failed = true;
    });
    await cdp.send('Network.enable');
    return log;
  }

  /** A page's `performance.timeOrigin + mark` (epoch ms) on the CDP clock. */
  toCdpTime(epochMs: number): number {
    if (this.wallOffset === undefined) throw new Error('No request was recorded.');
    return epochMs / 1000 - this.wallOffset;
  }

  list(): NetworkRequest[] {
    for (const [id, status] of this.wireStatuses) {
      const request = this.requests.get(id);
      if (request) request.wireStatus = status;
    }
    return [...this.requests.values()].sort((a, b) => a.start - b.start);
  }

  /**
   * Depth of every request: 1 for the page; one more than the deepest request among the scripts
   * on its initiator's stack (or the document for the parser's requests, preload hints included).
   * A request whose initiator names nothing recorded waits, at worst, for everything that had
   * finished before it started.
   */
  computeDepths(): NetworkRequest[] {
    const list = this.list();
    const depthByUrl = new Map<string, number>();
    for (const request of list) {
      const known = request.initiatorUrls
        .map((url) => depthByUrl.get(url))
        .filter((depth): depth is number => depth !== undefined);
      if (request.type === 'Document' && request.initiatorType !== 'script') {
        request.depth = 1;
      } else if (known.length > 0) {
        request.depth = Math.max(...known) + 1;
      } else {
        const before = list.filter(
          (other) =>
            other.depth !== undefined && other.end !== undefined && other.end <= request.start,
        );
        request.depth = Math.max(1, ...before.map((other) => other.depth!)) + 1;
      }
      // A response from the cache costs no round trip: what it starts counts from its initiator.
      if (request.fromCache) request.depth -= 1;
      const previous = depthByUrl.get(request.url);
      if (previous === undefined || request.depth < previous)
        depthByUrl.set(request.url, request.depth);
    }
    return list;
  }
}

/** The longest chain of round trips among the requests that had finished by `time` (CDP clock). */
export function roundTripsBefore(requests: NetworkRequest[], time: number): number {
  const finished = requests.filter(
    (request) => request.end !== undefined && request.end <= time && !request.failed,
  );
  return Math.max(0, ...finished.map((request) => request.depth ?? 0));
}

export const serviceWorkerFile = 'service-worker.js';

/** The service worker's script as the page's requests are listed, with its bytes on the wire. */
export async function workerScriptRequest(request: Request): Promise<NetworkRequest> {
  const response = await request.response();
  const sizes = await request.sizes();
  const timing = request.timing();
  return {
    id: `service-worker:${request.url()}`,
    url: request.url(),
    type: 'Script',
    ...(response ? { status: response.status(), wireStatus: response.status() } : {}),
    start: timing.startTime / 1000,
    end: (timing.startTime + timing.responseEnd) / 1000,
    // Playwright reports no body size for a worker's script; the server states what it sent.
    encodedBytes:
      sizes.responseHeadersSize +
      (Number(response?.headers()['content-length']) || sizes.responseBodySize),
    ...(response?.headers()['content-encoding']
      ? { contentEncoding: response.headers()['content-encoding'] }
      : {}),
    fromCache: false,
    failed: false,
    initiatorType: 'other',
    initiatorUrls: [],
    depth: 0,
  };
}
