import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('Barrierefreiheit (axe, WCAG 2.1 AA: keine ernsten Verstöße)', () => {
  test('/login: the splash and the sign-in form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/: home with the tab bar', async ({ userPage: page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Was kommt als Nächstes?' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/bookmarks', async ({ userPage: page }) => {
    await page.goto('/bookmarks');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meine Sammlung auf einen Blick' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
