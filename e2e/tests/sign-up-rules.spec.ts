import { expect, newAccount, test } from '../support/fixtures.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`sign-up at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a short password is told next to the field before anything is sent', async ({ page }) => {
      const account = newAccount();
      const registrations: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/register')) registrations.push(request.url());
      });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('button', { name: /registrieren/i }).click();
      await page.getByLabel('E-Mail').fill(account.email);
      await page.getByLabel('Name', { exact: true }).fill(account.name);
      await page.getByLabel('Benutzername').fill(account.username);
      const password = page.getByLabel('Passwort');
      await password.fill('kurz');
      await page.getByRole('button', { name: 'Registrieren', exact: true }).click();

      await expect(
        page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.'),
      ).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(registrations).toEqual([]);

      await password.fill(account.password);
      await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toHaveCount(
        0,
      );
      await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'Erfolgreich registriert' }),
      ).toBeVisible();
      expect(registrations).toHaveLength(1);
    });
  });
}
