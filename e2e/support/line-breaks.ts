import type { Page } from '@playwright/test';

/**
 * The lines of visible text inside `selector` that end inside a word without a hyphen: for each
 * text node, the browser's own layout (a Range per character) says where a line begins; a new
 * line is fine after a space, '-', '/', a soft hyphen (the browser draws a hyphen there) or a
 * zero-width space, and after a hyphen the browser added itself (`hyphens: auto`) it is fine
 * too (this check cannot tell it from a break without one, so it reports it: the product
 * places its hyphens as soft hyphens, which it can see). Names (`translate="no"`: a company's
 * name) are not hyphenated on purpose: they are skipped here, and `namesWiderThanTheirBox`
 * checks that they still fit.
 */
export async function wordsBrokenWithoutHyphen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const allowedBefore = /[\s\-/\u00ad\u200b–]$/;
    const found: string[] = [];
    const seen = new Set<Node>();
    for (const root of document.querySelectorAll(rootSelector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen.has(node)) continue;
        seen.add(node);
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || text.trim().length < 2) continue;
        if (parent.closest('[translate="no"]')) continue;
        // Text only for screen readers (`visually-hidden`, one pixel wide) is not seen.
        if (parent.getBoundingClientRect().width < 4) continue;
        let previousTop: number | null = null;
        let lastVisible = -1;
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rects = range.getClientRects();
          // A character right after a soft hyphen also reports the hyphen drawn at the end of the
          // line before: its own place is the last rectangle.
          const rect = rects[rects.length - 1];
          if (!rect || rect.width === 0 || /\s/.test(text[i]!)) continue;
          if (previousTop !== null && rect.top > previousTop + rect.height / 2) {
            const before = text.slice(0, i);
            if (!allowedBefore.test(before)) {
              found.push(
                `${text.slice(Math.max(0, lastVisible - 20), lastVisible + 1)}|${text.slice(i, i + 20)}`,
              );
            }
          }
          previousTop = rect.top;
          lastVisible = i;
        }
      }
    }
    return found;
  }, selector);
}

/** Names (`translate="no"`) inside `selector` that are wider than their own box. */
export async function namesWiderThanTheirBox(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (rootSelector) =>
      [...document.querySelectorAll(rootSelector)]
        .flatMap((root) => [...root.querySelectorAll<HTMLElement>('[translate="no"]')])
        .filter((name) => name.scrollWidth > name.clientWidth + 1)
        .map((name) => name.textContent ?? ''),
    selector,
  );
}
