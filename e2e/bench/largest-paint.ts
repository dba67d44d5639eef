/**
 * Which element was a load's largest contentful paint, read from the trace Lighthouse recorded.
 * Lighthouse 12.2.3's own audit of it fails with this machine's Chromium ("Cannot read properties
 * of undefined (reading 'frame_sequence')"); Chromium's trace names the element all the same.
 */

interface TraceEvent {
  name?: string;
  ts?: number;
  args?: { data?: Record<string, unknown> };
}

/**
 * The last LCP candidate of the trace's main frame: element, kind, size and when it was painted
 * in the unthrottled load Lighthouse observed (its LCP figure is simulated from that load).
 */
export function largestPaintOf(trace: unknown): string | undefined {
  const events = ((trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents ??
    []) as TraceEvent[];
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      String(event.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  const last = events
    .filter(
      (event) =>
        event.name === 'largestContentfulPaint::Candidate' &&
        event.args?.data?.isOutermostMainFrame !== false,
    )
    .at(-1);
  if (!navigation?.ts || !last?.ts || !last.args?.data) return undefined;
  const data = last.args.data;
  // "H1 class='sc-…'": the generated class names say nothing.
  const element = String(data.nodeName ?? '?').split(' ')[0];
  const seconds = ((last.ts - navigation.ts) / 1e6).toFixed(2);
  return `${element} (${String(data.type)}, ${Number(data.size).toLocaleString('en')} px²) at ${seconds} s observed`;
}
