import type { Page } from '@playwright/test';

/** The browser would hand a mailto: address to a mail program; a test only stays on the page. */
export function stayOnMailLinks(page: Page): Promise<void> {
  return page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
      },
      true,
    ),
  );
}
