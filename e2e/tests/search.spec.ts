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

    // The tabs work with the keyboard: → moves to "Studiengänge", then "Unternehmen".
    await dialog.getByRole('tab', { name: 'Jobs' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Studiengänge' })).toHaveAttribute(
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
    await expect(details.getByText(/^\d{1,3}(\.\d{3})*\s€ pro Jahr$/)).toBeVisible();
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
});
