import { expect, newAccount, register, tabBar, test } from '../support/fixtures.ts';

test('a new user signs in, answers the onboarding and lands on home', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = newAccount();
  await register(request, account);

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  const progress = page.getByText(/^Frage \d+\/\d+$/);
  await expect(progress).toHaveText(/^Frage 1\/\d+$/);
  const total = Number((await progress.textContent())!.split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(2);

  // Answer the first question with its second tile, skip the second, answer the rest.
  const answers = page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasNotText: /Überspringen|Zurück/ });
  await answers.nth(1).click();
  await expect(progress).toHaveText(`Frage 2/${total}`);
  await page.getByRole('button', { name: 'Überspringen' }).click();
  for (let question = 3; question <= total; question++) {
    await expect(progress).toHaveText(`Frage ${question}/${total}`);
    await answers.first().click();
  }

  await expect(page).toHaveURL(/\/onboarding-completed$/);
  await expect(page.getByRole('heading', { name: 'Gestalte deine Zukunft' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(tabBar(page)).toBeVisible();

  // What the user chose was saved, one setting per question, skipped as null.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const settings = (await (
    await request.get('/api/settings', { headers: { Authorization: token! } })
  ).json()) as { key: string; value: string | null }[];
  expect(settings.find((setting) => setting.key === 'onboarding_completed')?.value).toBe('true');
  const answersSaved = settings.filter((setting) => setting.key !== 'onboarding_completed');
  expect(answersSaved).toHaveLength(total);
  expect(answersSaved.filter((setting) => setting.value === null)).toHaveLength(1);
  expect(answersSaved.some((setting) => setting.value === '1')).toBe(true);

  // Signing in again skips the onboarding.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
