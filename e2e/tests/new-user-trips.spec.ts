import { admin } from '../support/environment.ts';
import { expect, login, test } from '../support/fixtures.ts';
import { companyIdByName } from '../support/seeded-companies.ts';
import { stayOnMailLinks } from '../support/mail-links.ts';

/** What a new user tripped over on the way from a listing to an application (issue: wave three). */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`from a listing to an application at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('pay is per month on the card and in the details; Bewerben leads to the company and to „Beworben“', async ({
      page,
      request,
      signedInUser,
    }) => {
      test.setTimeout(90_000);
      const companyId = await companyIdByName(
        request,
        signedInUser.token,
        'Rheinwerk Mechatronik GmbH',
      );
      await page.goto(`/company/${companyId}`);
      const card = page.getByRole('button', { name: /^Mechatroniker\/in/ });
      // 13.200 € a year is a training allowance of 1.100 € a month, as the salary filter asks.
      // A loaded 2-core machine may take its time for the company's first page.
      await expect(card).toContainText('Ausbildung · 1.100 € im Monat', { timeout: 30_000 });
      await card.click();

      const details = page.getByRole('dialog', { name: 'Mechatroniker/in' });
      await expect(details.getByText('Ausbildungsvergütung')).toBeVisible();
      await expect(details.getByText('1.100 € im Monat', { exact: true })).toBeVisible();
      await expect(details.getByText(/pro Jahr/)).toHaveCount(0);

      const howToApply = details.getByRole('region', { name: 'So bewirbst du dich' });
      await expect(
        howToApply.getByRole('link', {
          name: 'E-Mail schreiben: ausbildung@rheinwerk-mechatronik.example',
        }),
      ).toBeAttached();
      await expect(
        howToApply.getByRole('link', { name: 'Website des Unternehmens' }),
      ).toBeAttached();

      // The actions stay at the dialog's bottom edge, in sight without scrolling.
      const apply = details.getByRole('link', { name: 'Bewerben' });
      await expect(details.getByRole('button', { name: 'Speichern' })).toBeInViewport();
      await expect(apply).toBeInViewport();
      await expect(apply).toHaveAttribute(
        'href',
        /^mailto:ausbildung@rheinwerk-mechatronik\.example\?subject=Bewerbung/,
      );
      await stayOnMailLinks(page);
      await apply.click();
      const offer = details.getByRole('form', {
        name: 'Hast du dich beworben? Trag es in deine Merkliste ein.',
      });
      await expect(offer).toBeInViewport();
      await offer.getByLabel('Frist (optional)').fill('2031-03-15');
      await offer.getByRole('button', { name: 'Als „Beworben“ eintragen' }).click();
      await expect(page.getByText('In deiner Merkliste steht jetzt „Beworben“.')).toBeVisible();

      const bookmarks = await request.get('/api/bookmarks?page=0&size=100', {
        headers: { Authorization: signedInUser.token },
      });
      const saved = (await bookmarks.json()) as {
        content: { entity: { name: string }; status: string; deadline: string | null }[];
      };
      expect(saved.content).toEqual([
        expect.objectContaining({
          entity: expect.objectContaining({ name: 'Mechatroniker/in' }),
          status: 'applied',
          deadline: '2031-03-15',
        }),
      ]);
    });

    test('a long description does not push the dialog’s actions out of sight', async ({
      page,
      request,
      signedInUser,
    }) => {
      test.setTimeout(90_000);
      const { token } = await login(request, admin.username, admin.password);
      const name = `Langtextberuf ${signedInUser.username}`;
      const created = await request.post('/api/jobs/create', {
        headers: { Authorization: token },
        data: {
          name,
          description:
            'Ein langer Absatz über diesen Beruf, seine Aufgaben und seine Orte. '.repeat(60),
          location: 'Kassel',
          workType: 'Vollzeit',
          yearlySalary: 42000,
        },
      });
      expect(created.ok()).toBe(true);
      await page.goto(`/search?q=${encodeURIComponent(name)}&tab=jobs`);
      await page.getByRole('button', { name: new RegExp(`^${name}`) }).click({ timeout: 30_000 });
      const details = page.getByRole('dialog', { name });
      // A salary is per month first, and per year with its period written out.
      await expect(details.getByText('3.500 € im Monat', { exact: true })).toBeVisible();
      await expect(details.getByText('42.000 € im Jahr', { exact: true })).toBeVisible();
      const overflows = await details.evaluate((panel) => panel.scrollHeight > panel.clientHeight);
      expect(overflows).toBe(true);
      await expect(details.getByRole('button', { name: 'Speichern' })).toBeInViewport();
      await expect(details.getByRole('button', { name: 'Schließen' })).toBeInViewport();
    });
  });
}
