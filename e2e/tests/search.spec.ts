import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, newAccount, register, test } from '../support/fixtures.ts';

test.describe('/search', () => {
  test('finds jobs, companies and people despite typos, tab by tab', async ({
    page,
    request,
    signedInUser,
  }) => {
    // Someone to find on the "Benutzer" tab.
    const other = { ...newAccount(), name: 'Quirin Sonnenschein' };
    await register(request, other);

    await page.goto('/search');
    const firstName = signedInUser.name.split(' ')[0];
    await expect(
      page.getByRole('heading', { level: 1, name: `Willkommen, ${firstName}!` }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Suche öffnen/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Suche' });
    const input = dialog.getByLabel('Suchbegriff');
    await expect(input).toBeFocused();
    await input.fill('Mechatronker');
    await expect(dialog.getByRole('button', { name: /^Mechatroniker\/in/ })).toBeVisible();

    // The tabs work with the keyboard: → moves to "Studium", then "Unternehmen".
    await dialog.getByRole('tab', { name: 'Jobs' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Studium' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Unternehmen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await input.fill('Pixelhafn');
    await expect(dialog.getByRole('link', { name: /Pixelhafen Software GmbH/ })).toBeVisible();

    await dialog.getByRole('tab', { name: 'Benutzer' }).click();
    await input.fill('Quirin Sonnenschien');
    const person = dialog.getByRole('link', { name: /Quirin Sonnenschein/ });
    await expect(person).toBeVisible();
    await person.click();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  });

  test('a job found opens its details; the AI banner leads to the assistant', async ({
    userPage: page,
  }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: /Suche öffnen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Suche' });
    await dialog.getByLabel('Suchbegriff').fill('Baecker');
    await dialog.getByRole('button', { name: /^Bäcker\/in/ }).click();
    const details = page.getByRole('dialog', { name: 'Bäcker/in' });
    await expect(details).toBeVisible();
    await expect(details.getByText(/^\d{1,3}(\.\d{3})*\s€ im Monat$/)).toBeVisible();
    await details.getByRole('button', { name: 'Schließen' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The banner leads to the assistant (e2e/tests/assistant.spec.ts).
    await expect(page.getByRole('link', { name: /Frag unsere KI/ })).toHaveAttribute(
      'href',
      '/assistant',
    );
  });

  test('most searched content and popular jobs show what users open most', async ({
    page,
    signedInUser,
  }) => {
    const headers = { Authorization: signedInUser.token };
    // Opening a job counts a view (docs/product.md#constants), so there is something to rank.
    const jobs = (await (
      await page.request.get('/api/jobs?search=Tischler', { headers })
    ).json()) as {
      content: { id: string }[];
    };
    await page.request.get(`/api/jobs/${jobs.content[0]!.id}`, { headers });
    // The page shows the ranking the API gives at this moment, best first.
    const top = (await (
      await page.request.get('/api/search/entities/top/all?limit=6', { headers })
    ).json()) as {
      entityType: 'job' | 'company' | 'course';
      entityId: string;
    }[];
    const resource = { job: 'jobs', company: 'companies', course: 'courses' } as const;
    const first = top[0]!;
    const firstName = (
      (await (
        await page.request.get(`/api/${resource[first.entityType]}/${first.entityId}`, { headers })
      ).json()) as {
        name: string;
      }
    ).name;

    await page.goto('/search');
    const tiles = page.getByRole('region', { name: 'Meistgesucht' }).getByRole('listitem');
    await expect(tiles).toHaveCount(top.length);
    await expect(tiles.first()).toContainText(firstName);
    const popular = page.getByRole('region', { name: 'Beliebte Jobs' }).getByRole('listitem');
    await expect(popular.first()).toBeVisible();
    expect(await popular.count()).toBeLessThanOrEqual(3);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /Suche öffnen/ }).click();
    await page.getByRole('dialog', { name: 'Suche' }).getByLabel('Suchbegriff').fill('Koch');
    await expect(page.getByRole('dialog', { name: 'Suche' }).getByRole('status')).toContainText(
      'Treffer',
    );
    await expectNoSeriousA11yViolations(page);
  });

  for (const width of [360, 390]) {
    test(`every tab of the search dialog is whole at ${width} px, and the keys still move between them`, async ({
      userPage: page,
    }) => {
      await page.setViewportSize({ width, height: 780 });
      // A link with a search opens the dialog with it: every tab shows its number of hits.
      await page.goto('/search?q=Kassel');
      const dialog = page.getByRole('dialog', { name: 'Suche' });
      await expect(dialog.getByRole('tab', { name: /^Alle \d+ Treffer$/ })).toBeVisible();
      await expect(dialog.getByRole('tab', { name: /^Benutzer \d+ Treffer$/ })).toBeVisible();

      const tablist = dialog.getByRole('tablist');
      const tabs = await dialog.getByRole('tab').all();
      expect(tabs).toHaveLength(6);
      // Nothing to scroll sideways, in the strip or on the page.
      const overflow = await tablist.evaluate((list) => list.scrollWidth - list.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const strip = (await tablist.boundingBox())!;
      expect(strip.x).toBeGreaterThanOrEqual(0);
      expect(strip.x + strip.width).toBeLessThanOrEqual(width);
      for (const tab of tabs) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(strip.x);
        expect(box.x + box.width).toBeLessThanOrEqual(strip.x + strip.width + 0.5);
        // No label cut inside its tab either.
        expect(await tab.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      }

      await tabs[0]!.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs[5]!).toBeFocused();
      await expect(tabs[5]!).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tabs[0]!).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousA11yViolations(page);

      // The Jobs tab's filters fit as well, and are accessible.
      await tabs[2]!.click();
      const filters = dialog.getByRole('group', { name: 'Filter' });
      await expect(filters.getByRole('button', { name: 'Ausbildung' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const filterBox = (await filters.boundingBox())!;
      expect(filterBox.x + filterBox.width).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
