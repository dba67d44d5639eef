import { expect, test } from '../support/fixtures.ts';

/** The Merkliste's controls a new user missed: compare in reach, undo a move, calendar apps. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the Merkliste at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('compare follows the selection, a move can be undone, calendars are one tap away', async ({
      page,
      signedInUser,
    }) => {
      test.setTimeout(90_000);
      const headers = { Authorization: signedInUser.token };
      const jobs = (await (await page.request.get('/api/jobs?size=6', { headers })).json()) as {
        content: { id: string; name: string }[];
      };
      for (const job of jobs.content) {
        const saved = await page.request.post('/api/bookmarks', {
          headers,
          data: { entityType: 'job', entityId: job.id },
        });
        expect(saved.status()).toBe(201);
      }
      await page.goto('/bookmarks');
      const boxes = page.getByRole('checkbox', { name: /^Vergleichen: / });
      await expect(boxes).toHaveCount(6, { timeout: 30_000 });
      // Ticked far down the list, the button is still in sight.
      await boxes.nth(4).check();
      await boxes.nth(5).check();
      const compare = page.getByRole('button', { name: 'Nebeneinander vergleichen (2)' });
      await expect(compare).toBeInViewport();
      await compare.click();
      const table = page.getByRole('dialog', { name: 'Nebeneinander' });
      await expect(table.getByRole('columnheader')).toHaveCount(2);
      await table.getByRole('button', { name: 'Schließen' }).click();

      const first = jobs.content[0]!.name;
      await page.getByRole('button', { name: `Weiter: Beworben – ${first}` }).click();
      await expect(page.getByText(`„${first}“ steht jetzt bei „Beworben“.`)).toBeVisible();
      await page.getByRole('button', { name: 'Rückgängig' }).click();
      await expect(page.getByRole('region', { name: 'Gemerkt (6)' })).toBeVisible();

      const calendar = page.getByRole('region', { name: 'Fristen im Kalender' });
      await calendar.getByRole('button', { name: 'Im Kalender abonnieren' }).click();
      await expect(calendar.getByRole('link', { name: 'In Google Kalender' })).toHaveAttribute(
        'href',
        /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A%2F%2F/,
      );
      await expect(calendar.getByRole('link', { name: 'In Outlook' })).toBeVisible();
      const file = calendar.getByRole('link', { name: 'Datei herunterladen (.ics)' });
      const feed = await page.request.get((await file.getAttribute('href'))!);
      expect(feed.headers()['content-type']).toContain('text/calendar');
      await expect(calendar.getByRole('list', { name: 'So klappt es:' })).toBeVisible();
    });
  });
}
