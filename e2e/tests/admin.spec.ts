import { expect, test } from '../support/fixtures.ts';

test('a user without the admin role sees "Kein Zugriff" and nothing of mf-admin is loaded', async ({
  userPage: page,
}) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mf-admin')) adminRequests.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/admin/quotes');
  await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  await expect(page.getByText('Du hast leider keinen Zugriff auf diese Seite.')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(adminRequests).toEqual([]);
});

test('an admin opens the admin menu from home and reaches every area', async ({
  adminPage: page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: 'Verwaltung' });
  const areas = [
    ['Bewerbungstipps', '/admin/tips/applications'],
    ['Lerntipps', '/admin/tips/learning'],
    ['Zitate', '/admin/quotes'],
    ['Benutzer', '/admin/users'],
    ['Onboarding-Fragen', '/admin/onboarding'],
    ['Unternehmen', '/admin/companies'],
    ['Berufe', '/admin/occupations'],
    ['Protokoll', '/admin/audit'],
    ['Meldungen', '/admin/reports'],
  ] as const;
  await expect(menu.getByRole('link')).toHaveCount(areas.length);
  for (const [title, path] of areas) {
    await menu.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Verwaltung' }).click();
  }
});
