import { expect, newAccount, register, test } from '../support/fixtures.ts';

test.describe('Anmeldung und Registrierung', () => {
  test('without a session every page redirects to /login, which starts with the splash', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('empty fields show the validation alert and send nothing', async ({ page }) => {
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) authCalls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Benutzername').fill('nur-ein-name');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: 'Fehlende Eingaben' });
    await expect(alert).toContainText('Bitte fülle alle erforderlichen Felder aus.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByLabel('Benutzername')).toHaveValue('nur-ein-name');
    expect(authCalls).toEqual([]);
  });

  test('registering switches to login mode with a confirmation', async ({ page }) => {
    const account = newAccount();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: /registrieren/i }).click();
    await expect(page.getByLabel('E-Mail')).toHaveAttribute('type', 'email');
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByLabel('Name', { exact: true }).fill(account.name);
    await page.getByLabel('Benutzername').fill(account.username);
    await page.getByLabel('Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: 'Erfolgreich registriert' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByLabel('Benutzername')).toHaveValue(account.username);
  });

  test('a wrong password shows the server’s reason', async ({ page, request }) => {
    const account = newAccount();
    await register(request, account);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Benutzername').fill(account.username);
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: 'Fehler beim Einloggen' });
    await expect(alert).toContainText('Benutzername oder Passwort ist falsch.');
    await expect(page.getByRole('alertdialog', { name: 'Nicht autorisiert' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/login while signed in goes to home', async ({ userPage: page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  });
  for (const path of ['/bookmarks', '/']) {
    test(`a stored token the server no longer accepts is removed and ${path} leads to /login, without an alert`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', 'yes');
          localStorage.setItem('token', 'abgelaufenes-token');
          localStorage.setItem('userId', '00000000-0000-4000-8000-000000000000');
        }
      });
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // Home prefetches its suggestions before it renders: that read is refused too, silently.
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  }
});
