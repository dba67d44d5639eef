import { expect, tabBar, test } from '../support/fixtures.ts';
import { namesWiderThanTheirBox, wordsBrokenWithoutHyphen } from '../support/line-breaks.ts';

/** What a new user tripped over in the finished parts (issue 16), one test per point. */

test('an invalid company link says so once: the page, no global alert on top', async ({
  userPage: page,
}) => {
  const answered = page.waitForResponse((response) =>
    response.url().includes('/api/companies/kein-unternehmen'),
  );
  await page.goto('/company/kein-unternehmen');
  expect((await answered).status()).toBe(400);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Dieses Unternehmen konnte nicht gefunden werden.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the search finds study courses on their own tab and opens one with its university', async ({
  userPage: page,
}) => {
  await page.goto('/search');
  await page.getByRole('button', { name: /Suche öffnen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche' });
  await dialog.getByRole('tab', { name: 'Studium' }).click();
  await dialog.getByLabel('Suchbegriff').fill('Informatik Studium');
  const course = dialog.getByRole('button', { name: /^Informatik \(B\.Sc\.\)/ });
  await expect(course).toBeVisible();
  await expect(course).toContainText('Universität Auenstadt');
  await course.click();
  const details = page.getByRole('dialog', { name: 'Informatik (B.Sc.)' });
  await expect(details.getByRole('link', { name: 'Universität Auenstadt' })).toBeVisible();
});

test('registration tells the password rule before the first attempt', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Mindestens 8 Zeichen.')).toHaveCount(0);
  await page.getByRole('button', { name: /registrieren/i }).click();
  await expect(page.getByText('Mindestens 8 Zeichen.')).toBeVisible();
  await expect(page.getByLabel('Passwort')).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
});

test('after saving in a popup the focus stays in it, and Escape still closes it', async ({
  userPage: page,
}) => {
  await page.goto('/search');
  await page.getByRole('button', { name: /Suche öffnen/ }).click();
  const search = page.getByRole('dialog', { name: 'Suche' });
  await search.getByLabel('Suchbegriff').fill('Baecker');
  const card = search.getByRole('button', { name: /^Bäcker\/in/ });
  await card.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Bäcker/in' });
  const save = details.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeVisible();
  await save.focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Meldung' });
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(details.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();

  // The focus is in the popup (not on the page behind it), and Tab keeps it there.
  const focusInDetails = () =>
    details.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInDetails).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(focusInDetails).toBe(true);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(card).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});

test('a skip link leads past everything to the content, another to the tab bar', async ({
  userPage: page,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const toContent = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(toContent).toBeFocused();
  await expect(toContent).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands in the content, not back in the skip links.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);

  const toTabs = page.getByRole('link', { name: 'Zur Navigation springen' });
  await toTabs.focus();
  await page.keyboard.press('Enter');
  await expect(tabBar(page).getByRole('link', { name: 'Suche' })).toBeFocused();
});

test('the company page has a visible back button to where the user came from', async ({
  userPage: page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Unternehmen', exact: true }).click();
  const companies = page.getByRole('dialog', { name: 'Unternehmen' });
  await companies.getByRole('link', { name: /Pixelhafen Software GmbH/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pixelhafen Software GmbH' }),
  ).toBeVisible();
  const back = page.getByRole('button', { name: 'Zurück' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Was kommt als Nächstes?' }),
  ).toBeVisible();
});

test('card rails scroll with previous/next buttons for a mouse', async ({ userPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const next = page.getByRole('button', { name: 'Weiterblättern: Für dich' });
  const previous = page.getByRole('button', { name: 'Zurückblättern: Für dich' });
  await expect(next).toBeVisible();
  // At the start there is nothing to go back to.
  await expect(previous).toBeHidden();
  const rail = page
    .getByRole('region', { name: 'Für dich', exact: true })
    .getByRole('list')
    .first();
  await next.click();
  await expect.poll(() => rail.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeVisible();
  await previous.click();
  await expect.poll(() => rail.evaluate((element) => element.scrollLeft)).toBeLessThan(2);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no card title line ends inside a word without a hyphen', async ({ page, signedInUser }) => {
    const headers = { Authorization: signedInUser.token };
    // The longest names of the demo content in "Meistgesucht" and "Top-Unternehmen": opening an
    // item counts a view.
    const open = async (resource: 'jobs' | 'companies' | 'courses', search: string) => {
      const found = (await (
        await page.request.get(`/api/${resource}?search=${encodeURIComponent(search)}`, { headers })
      ).json()) as { content?: { id: string }[] } | { course: { id: string } }[];
      const id = Array.isArray(found) ? found[0]!.course.id : found.content![0]!.id;
      await page.request.get(`/api/${resource}/${id}`, { headers });
      return id;
    };
    await open('jobs', 'Berufskraftfahrer');
    await open('jobs', 'Kfz-Mechatroniker');
    const clerk = await open('jobs', 'Verwaltungsfachangestellte');
    const course = await open('courses', 'Wirtschaftsingenieurwesen');
    await open('courses', 'Lebensmitteltechnologie');
    const university = await open('companies', 'Universität Auenstadt');
    await open('companies', 'Technische Hochschule Birkental');
    await open('companies', 'Hochschule Rosental');
    // Three short lines in a logo's caption: a clamped caption's ellipsis stuck out of it.
    await open('companies', 'Autohaus Brenner');

    // And the collection.
    for (const [entityType, entityId] of [
      ['job', clerk],
      ['course', course],
      ['company', university],
    ]) {
      await page.request.post('/api/bookmarks', { headers, data: { entityType, entityId } });
    }

    const cards = 'main li, main button, main a, main h1, [role="dialog"] li';
    for (const path of ['/', '/search', `/company/${university}`, '/bookmarks']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      // Every card has its text: rails and grids load separately, each showing a loading status
      // (a spinner or skeleton beside its label) until its content is there.
      await expect(page.locator('[role="status"]:has(> [aria-hidden="true"])')).toHaveCount(0);
      // The German patterns come after the first load: on a first visit with the first key,
      // touch or scroll, later at once from the cache. Then the cards show their soft hyphens.
      await page.keyboard.press('Shift');
      await expect(page.locator('html')).toHaveAttribute('data-hyphenation', 'ready', {
        timeout: 15_000,
      });
      expect(await wordsBrokenWithoutHyphen(page, cards), path).toEqual([]);
      expect(await namesWiderThanTheirBox(page, cards), path).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`${path.split('/')[1] || 'home'}.png`),
        fullPage: true,
      });
    }
  });
});
