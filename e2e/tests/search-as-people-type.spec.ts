import { randomInt } from 'node:crypto';
import { admin } from '../support/environment.ts';
import { expect, login, test } from '../support/fixtures.ts';

/**
 * A word no other job has, so the test counts only its own jobs (letters only: one word). Its
 * letters come from a to p, so a misspelling with x, y and z is three letters off for sure.
 */
function uniqueWord(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(16)));
  return `Zunftprobe${letters.join('')}`;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`search as people type it at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a place in the text filters, old names find today’s jobs, an empty result leads on', async ({
      page,
      request,
      signedInUser,
    }) => {
      // Many searches one after another: more than the default on a busy machine.
      test.setTimeout(120_000);
      const word = uniqueWord();
      const { token } = await login(request, admin.username, admin.password);
      for (const [index, location] of ['Kassel', 'Kassel', 'München'].entries()) {
        const created = await request.post('/api/jobs/create', {
          headers: { Authorization: token },
          data: {
            name: `${word} ${index + 1}`,
            description: 'Eine Stelle für den Test der Suche.',
            location,
            workType: 'Ausbildung',
            yearlySalary: 13200,
          },
        });
        expect(created.status()).toBe(201);
      }

      await page.goto('/search');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: `Willkommen, ${signedInUser.name.split(' ')[0]}!`,
        }),
      ).toBeVisible();
      await page.getByRole('button', { name: /Suche öffnen/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Suche' });
      const input = dialog.getByLabel('Suchbegriff');

      // „… in Kassel“: the two jobs in Kassel, the place shown as a chip.
      await input.fill(`${word} in Kassel`);
      await expect(dialog.getByText('Ort aus deiner Suche:')).toBeVisible();
      const jobs = dialog.getByRole('region', { name: 'Jobs' });
      await expect(jobs.getByText('2 Treffer')).toBeVisible();
      await dialog.getByRole('button', { name: 'Ort aus der Suche entfernen: Kassel' }).click();
      await expect(input).toHaveValue(word);
      await expect(jobs.getByText('3 Treffer')).toBeVisible();

      // Old and everyday names find today’s occupations of the demo data.
      await input.fill('Krankenschwester');
      await expect(jobs.getByRole('button', { name: /^Pflegefachmann\/-frau/ })).toBeVisible();
      await input.fill('Bürokauffrau');
      await expect(
        jobs.getByRole('button', { name: /^Kaufmann\/-frau für Büromanagement/ }),
      ).toBeVisible();

      // No job, but a study field and its courses: the jobs tab says where the hits are, in
      // German (the first kind that has some, the occupations before the courses).
      await input.fill('Medieninformatik');
      await dialog.getByRole('tab', { name: /^Jobs/ }).click();
      await expect(
        dialog.getByText(/^Dafür gibt es \d+ Treffer bei den (Berufen|Studiengängen)\.$/),
      ).toBeVisible();
      await dialog.getByRole('tab', { name: /^Alle/ }).click();

      // Three letters wrong and a place without such a job: ways on.
      const misspelt = `${word.slice(0, -3)}xyz`;
      await input.fill(`${misspelt} in München`);
      const waysOn = dialog.getByRole('region', { name: 'So kommst du weiter' });
      await expect(waysOn.getByRole('link', { name: 'Frag unsere KI' })).toBeVisible();
      await waysOn.getByRole('button', { name: 'Ohne Ort suchen' }).click();
      await expect(input).toHaveValue(misspelt);
      await waysOn.getByRole('button', { name: `„${word}“` }).click();
      await expect(input).toHaveValue(word);
      await expect(jobs.getByText('3 Treffer')).toBeVisible();
    });
  });
}
