import { useState } from 'react';

/**
 * The picture to show, or null where its placeholder takes its place: there is none, or this
 * one failed to load. A new source gets a fresh try. `onError` goes on the `<img>`.
 */
export function useImageFallback(src: string | null) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return {
    shown: !src || failedSrc === src ? null : src,
    onError: () => setFailedSrc(src),
  };
}
