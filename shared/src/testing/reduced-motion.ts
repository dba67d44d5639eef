import { vi, type Mock } from 'vitest';

/**
 * Replaces `window.matchMedia` (jsdom has none) with one that answers
 * `prefers-reduced-motion: reduce` as told and matches no other query.
 */
export function stubReducedMotion(reduce: boolean): Mock<(query: string) => MediaQueryList> {
  const matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(() => false),
      }) as unknown as MediaQueryList,
  );
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}
