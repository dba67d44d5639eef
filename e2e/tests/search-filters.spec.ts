import { randomInt } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { admin } from '../support/environment.ts';
import { expect, login, test } from '../support/fixtures.ts';

/** A word no other job has, so the test counts only its own jobs (letters only: one word). */
function uniqueWord(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26)));
  return `Zunftprobe${letters.join('')}`;
}

test('a search narrowed by place and kind shows fewer jobs with distances, and a reload keeps it', async ({
  page,
  request,
  signedInUser,
}) => {
  // Four jobs of one name: two in Kassel, one in Göttingen (about 40 km away), one in München.
  const word = uniqueWord();
  const { token } = await login(request, admin.username, admin.password);
  const jobs = [
    { location: 'Kassel', workType: 'Ausbildung' },
    { location: 'Kassel', workType: 'Vollzeit' },
    { location: 'Göttingen', workType: 'Ausbildung' },
    { location: 'München', workType: 'Ausbildung' },
  ];
  for (const [index, job] of jobs.entries()) {
    const created = await request.post('/api/jobs/create', {
      headers: { Authorization: token },
      data: {
        name: `${word} ${index + 1}`,
        description: 'Eine Stelle für den Test der Filter.',
        yearlySalary: 13200,
        ...job,
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
  await dialog.getByLabel('Suchbegriff').fill(word);

  // 'Alle' first: the best three of the four, and a way to all of them.
  const jobsSection = dialog.getByRole('region', { name: 'Jobs' });
  await expect(jobsSection.getByRole('listitem')).toHaveCount(3);
  await jobsSection.getByRole('button', { name: 'Alle 4 anzeigen' }).click();
  const jobsTab = dialog.getByRole('tab', { name: /^Jobs/ });
  await expect(jobsTab).toHaveAttribute('aria-selected', 'true');
  const panel = dialog.getByRole('tabpanel');
  const status = panel.getByRole('status');
  await expect(status).toHaveText('4 Treffer');
  const cards = panel.getByRole('list').getByRole('button');
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: 'entfernt' })).toHaveCount(0);

  // A place, suggested by the API as it is typed, then a wider radius.
  const place = panel.getByRole('combobox', { name: 'Ort oder PLZ' });
  await place.fill('Kass');
  await expect(page.locator(`datalist#${await place.getAttribute('list')} option`)).not.toHaveCount(
    0,
  );
  await expect(
    page.locator(`datalist#${await place.getAttribute('list')} option[value="Kassel"]`),
  ).toHaveCount(1);
  await place.fill('Kassel');
  await place.press('Enter');
  await expect(status).toHaveText('2 Treffer');
  await panel.getByRole('combobox', { name: 'Umkreis' }).selectOption('50');
  await expect(status).toHaveText('3 Treffer');
  await expect(cards.filter({ hasText: /\d+,\d km entfernt/ })).toHaveCount(3);
  await expect(cards.filter({ hasText: 'München' })).toHaveCount(0);

  // And the kind of work: the full-time job in Kassel goes.
  const ausbildung = panel.getByRole('button', { name: 'Ausbildung', exact: true });
  await ausbildung.click();
  await expect(ausbildung).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText('2 Treffer');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: /\d+,\d km entfernt/ })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Göttingen' })).toHaveCount(1);
  const shown = await cards.allTextContents();
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe(word);
  expect(url.searchParams.get('tab')).toBe('jobs');
  expect(url.searchParams.getAll('workType')).toEqual(['Ausbildung']);
  expect(url.searchParams.get('near')).toBe('Kassel');
  expect(url.searchParams.get('radiusKm')).toBe('50');
  await expectNoSeriousA11yViolations(page);

  // Reloaded (or opened from a shared link): the same filtered list.
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Suchbegriff')).toHaveValue(word);
  await expect(jobsTab).toHaveAttribute('aria-selected', 'true');
  await expect(ausbildung).toHaveAttribute('aria-pressed', 'true');
  await expect(place).toHaveValue('Kassel');
  await expect(panel.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('50');
  await expect(status).toHaveText('2 Treffer');
  await expect(cards).toHaveCount(2);
  expect(await cards.allTextContents()).toEqual(shown);

  // A place the API does not know: its German reason beside the field, nothing else lost.
  await place.fill('Xyzqvillebach');
  await place.press('Enter');
  const refused = await request.get('/api/jobs?near=Xyzqvillebach', {
    headers: { Authorization: signedInUser.token },
  });
  expect(refused.status()).toBe(400);
  const { message } = (await refused.json()) as { message: string };
  await expect(panel.getByRole('alert')).toHaveText(message);
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(ausbildung).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Suchbegriff')).toHaveValue(word);
  await expect(place).toHaveValue('Xyzqvillebach');

  // Removing the place chip by chip brings the list back.
  await panel.getByRole('button', { name: /^Ort entfernen/ }).click();
  await ausbildung.click();
  await expect(status).toHaveText('4 Treffer');
  expect(new URL(page.url()).search).toBe(`?q=${word}&tab=jobs`);
});
