import { expect, test } from '../support/fixtures.ts';

test.describe('occupations', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search finds a Beruf, its page shows where to start, and it goes on the Merkliste', async ({
    userPage: page,
  }) => {
    // Five pages and a dialog in one journey: more than the default budget on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/search');
    await page.getByRole('button', { name: /Suche öffnen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Suche' });
    await dialog.getByLabel('Suchbegriff').fill('Tierpfleger');

    await dialog.getByRole('tab', { name: /^Berufe/ }).click();
    const result = dialog.getByRole('link', { name: /^Tierpfleger\/-in/ });
    await expect(result).toBeVisible();
    await result.click();

    await expect(page).toHaveURL(/\/occupations\/tierpfleger-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tierpfleger/-in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Was du machst' })).toBeVisible();
    // The statutory minimum, with its source named.
    const pay = page.getByRole('region', { name: 'Vergütung' });
    await expect(pay.getByRole('row').first()).toContainText(/1\. Jahr\s*\d/);
    await expect(pay).toContainText('Quelle:');
    // A listing of the catalogue, or the empty state and a Plan B.
    const listings = page.getByRole('region', { name: 'Angebote in Kompass' });
    await expect(
      listings
        .getByRole('button')
        .or(listings.getByText(/Noch keine Angebote/))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ähnliche Berufe' })).toBeVisible();

    await page.getByRole('button', { name: 'Merken', pressed: false }).click();
    await expect(page.getByRole('button', { name: 'Gemerkt', pressed: true })).toBeVisible();

    await page.goto('/bookmarks');
    const saved = page.getByRole('region', { name: 'Berufe (1)' });
    const link = saved.getByRole('link', { name: /Tierpfleger\/-in/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/occupations\/tierpfleger-in$/);
  });

  test("'Über Kompass' names the sources with their credit, also before signing in", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Über Kompass' }).click();
    await expect(page).toHaveURL(/\/about$/);
    const sources = page.getByRole('region', { name: 'Woher die Daten kommen' });
    await expect(sources).toContainText('Bundesinstitut für Berufsbildung (BIBB)');
    await expect(sources).toContainText('Berichtsjahr 2024');
    await expect(sources).toContainText('GeoNames (geonames.org), CC BY 4.0');
    await expect(sources).toContainText('O*NET®');
    await expect(sources).toContainText('BBiG) § 17');
    await expect(page.getByRole('link', { name: '0800 4 5555 00' })).toBeVisible();
  });
});
