import { expect, test } from '../support/fixtures.ts';

test.describe("'Berufe für dich' near the last place", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the place chosen in search carries to home, where each occupation says what is near and the chip changes it', async ({
    userPage: page,
  }) => {
    // Search, home, an occupation page and home again: more than the default on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/search');
    await page.getByRole('button', { name: /Suche öffnen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Suche' });
    await dialog.getByLabel('Suchbegriff').fill('Koch');
    await dialog.getByRole('tab', { name: /^Jobs/ }).click();
    const panel = dialog.getByRole('tabpanel');
    const place = panel.getByRole('combobox', { name: 'Ort oder PLZ' });
    await place.fill('Berlin');
    await place.press('Enter');
    await expect(panel.getByRole('status')).toHaveText(/Treffer|Keine/);

    // Home asks near that place, and every card says what is near or that nothing is.
    const asked = page.waitForRequest((request) =>
      /\/api\/recommendations\?.*near=Berlin/.test(request.url()),
    );
    await page.goto('/');
    await asked;
    const rail = page.getByRole('region', { name: 'Berufe für dich' });
    await expect(rail.getByRole('button', { name: 'Ort ändern, jetzt: Berlin' })).toBeVisible();
    const cards = rail.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(
      cards.filter({ hasText: /Angebote? in deiner Nähe|Noch keine Angebote in deiner Nähe/ }),
    ).toHaveCount(count);

    // A card opens its occupation page with the listings near the place.
    const first = cards.first().getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(/\/occupations\/[^?]+\?near=Berlin&radiusKm=25$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Back home, the chip changes the place with the keyboard, using the place suggestions.
    await page.goto('/');
    const chip = rail.getByRole('button', { name: 'Ort ändern, jetzt: Berlin' });
    await chip.focus();
    await page.keyboard.press('Enter');
    const field = rail.getByRole('combobox', { name: 'Stadt oder Postleitzahl' });
    await expect(field).toBeFocused();
    await field.fill('Kass');
    await expect(
      page.locator(`datalist#${await field.getAttribute('list')} option[value="Kassel"]`),
    ).toHaveCount(1);
    const again = page.waitForRequest((request) =>
      /\/api\/recommendations\?.*near=Kassel/.test(request.url()),
    );
    await field.fill('Kassel');
    await page.keyboard.press('Enter');
    await again;
    await expect(rail.getByRole('button', { name: 'Ort ändern, jetzt: Kassel' })).toBeVisible();
    await expect(
      cards.filter({ hasText: /Angebote? in deiner Nähe|Noch keine Angebote in deiner Nähe/ }),
    ).toHaveCount(count);
  });
});
