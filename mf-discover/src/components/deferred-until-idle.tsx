import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** `requestIdleCallback` where the browser has it (Safari does not), else the next macrotask. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Renders `children` once the page's first render has been painted and the main thread is idle,
 * as an interruptible transition. For what sits below the fold: it then costs the first render
 * nothing, which a slow phone shows as a shorter wait before anything can be tapped.
 */
export function DeferredUntilIdle({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setShown(true))), []);
  return shown ? children : null;
}
