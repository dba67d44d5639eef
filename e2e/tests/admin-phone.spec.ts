import type { Locator, Page } from '@playwright/test';
import { expect, newAccount, register, test } from '../support/fixtures.ts';

/** The narrowest phone the app is made for. */
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

/** Nothing wider than the screen: no sideways scrolling, on the page or inside an open dialog. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const panels = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
    return {
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      panels: panels.map((panel) => ({
        scroll: panel.scrollWidth,
        client: panel.clientWidth,
        right: panel.getBoundingClientRect().right,
      })),
    };
  });
  expect(widths.page, `${where}: page width`).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body, `${where}: body width`).toBeLessThanOrEqual(PHONE.width);
  for (const panel of widths.panels) {
    expect(panel.scroll, `${where}: dialog content width`).toBeLessThanOrEqual(panel.client);
    expect(panel.right, `${where}: dialog's right edge`).toBeLessThanOrEqual(PHONE.width);
  }
}

async function openAdminPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Measured once the list is there, not over its skeleton.
  // (The offline notice's live region lives outside the page, and stays empty while online.)
  await expect(page.locator('#main-content').getByRole('status')).toHaveCount(0);
}

async function measureDialog(page: Page, opener: Locator, name: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, `dialog „${name}“`);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('admin on a 360 px phone', () => {
  test('every admin page and its dialogs fit without sideways scrolling', async ({
    adminPage: page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A user with a long name and e-mail address, as real ones have.
    const account = newAccount();
    account.name = 'Maximiliane Sophie-Charlotte von Hohenzollern-Sigmaringen';
    account.email = `${account.username}.mit.einer.sehr.langen.adresse@beispiel-schule.example.org`;
    await register(request, account);

    await openAdminPage(page, '/admin', 'Verwaltung');
    await expectNoSidewaysScroll(page, '/admin');

    const lists = [
      ['/admin/tips/applications', 'Bewerbungstipps', 'Neuer Bewerbungstipp'],
      ['/admin/tips/learning', 'Lerntipps', 'Neuer Lerntipp'],
      ['/admin/quotes', 'Zitate', 'Neues Zitat'],
      ['/admin/onboarding', 'Onboarding-Fragen', 'Neue Frage'],
      ['/admin/companies', 'Unternehmen', 'Neues Unternehmen'],
    ] as const;
    for (const [path, title, add] of lists) {
      await openAdminPage(page, path, title);
      await expectNoSidewaysScroll(page, path);
      await measureDialog(page, page.getByRole('button', { name: add }), add);
    }
    for (const [path, title] of [
      ['/admin/audit', 'Protokoll'],
      ['/admin/reports', 'Meldungen'],
    ] as const) {
      await openAdminPage(page, path, title);
      await expectNoSidewaysScroll(page, path);
    }

    await openAdminPage(page, '/admin/users', 'Benutzer');
    await expectNoSidewaysScroll(page, '/admin/users');
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill(account.username);
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(page.getByText(account.email)).toBeVisible();
    await expectNoSidewaysScroll(page, '/admin/users with a long e-mail address');
    for (const field of ['Name', 'E-Mail', 'Rolle']) {
      await measureDialog(
        page,
        page.getByRole('button', { name: `Bearbeiten: ${field} von ${account.username}` }),
        `${field} ändern: ${account.username}`,
      );
    }
    await page.getByRole('button', { name: `Löschen: ${account.username}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Wirklich löschen?' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the delete question');
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    // One company's own page, with its jobs, courses and their dialogs.
    await openAdminPage(page, '/admin/companies', 'Unternehmen');
    await page
      .getByRole('link', { name: / verwalten$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Jobs' })).toBeVisible();
    // (The offline notice's live region lives outside the page, and stays empty while online.)
    await expect(page.locator('#main-content').getByRole('status')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'a company');
    await measureDialog(page, page.getByRole('button', { name: 'Neuer Job' }), 'Neuer Job');
  });
});
