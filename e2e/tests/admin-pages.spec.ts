import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, newAccount, register, test } from '../support/fixtures.ts';

/** A one-pixel PNG, uploaded as a logo or job image. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const HOSTILE = "'); DROP TABLE users; --";

const unique = () => randomUUID().slice(0, 6);

async function openAdminPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function confirmDelete(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Wirklich löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm).toBeHidden();
}

test.describe('admin pages, as admin', () => {
  test('application tips: create with a hostile value stored literally, then delete', async ({
    adminPage: page,
  }) => {
    const short = `Mappe prüfen ${unique()} ${HOSTILE}`;
    await openAdminPage(page, '/admin/tips/applications', 'Bewerbungstipps');
    await page.getByRole('button', { name: 'Neuer Bewerbungstipp' }).click();
    const form = dialog(page, 'Neuer Bewerbungstipp');
    await form.getByLabel('Kurzer Tipp').fill(short);
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Bitte alle Felder ausfüllen. Es fehlt: Ausführlicher Tipp.',
    );
    await form.getByLabel('Ausführlicher Tipp').fill('Zweimal lesen, dann abschicken.');
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByRole('heading', { name: short })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Home shows it, exactly as typed.
    await page.goto('/');
    await expect(page.getByRole('button', { name: short })).toBeVisible();

    await openAdminPage(page, '/admin/tips/applications', 'Bewerbungstipps');
    await confirmDelete(page, `Löschen: ${short}`);
    await expect(page.getByRole('heading', { name: short })).toHaveCount(0);
  });

  test('quotes: create and delete', async ({ adminPage: page }) => {
    const quote = `Jeder Profi war einmal Azubi. ${unique()}`;
    await openAdminPage(page, '/admin/quotes', 'Zitate');
    await page.getByRole('button', { name: 'Neues Zitat' }).click();
    await dialog(page, 'Neues Zitat').getByLabel('Zitat').fill(quote);
    await dialog(page, 'Neues Zitat').getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByText(quote)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirmDelete(page, `Löschen: ${quote}`);
    await expect(page.getByText(quote)).toHaveCount(0);
  });

  test('learning tips: create, edit (a blank field is refused), delete', async ({
    adminPage: page,
  }) => {
    const title = `Lernplan ${unique()}`;
    await openAdminPage(page, '/admin/tips/learning', 'Lerntipps');
    await page.getByRole('button', { name: 'Neuer Lerntipp' }).click();
    const create = dialog(page, 'Neuer Lerntipp');
    await create.getByLabel('Emoji').fill('📅');
    await create.getByLabel('Titel').fill(title);
    await create.getByLabel('Beschreibung').fill('Plane deine Woche.');
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.getByRole('button', { name: `Bearbeiten: ${title}` }).click();
    const edit = dialog(page, 'Lerntipp bearbeiten');
    await edit.getByLabel('Beschreibung').fill('   ');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(edit.getByRole('alert')).toHaveText(
      'Bitte alle Felder ausfüllen. Es fehlt: Beschreibung.',
    );
    await expectNoSeriousA11yViolations(page);
    await edit.getByLabel('Beschreibung').fill('Plane jede Woche am Sonntag.');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Plane jede Woche am Sonntag.')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(1);

    await confirmDelete(page, `Löschen: ${title}`);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test("onboarding: a new question appears in a new user's onboarding, then is deleted", async ({
    adminPage: page,
    request,
  }) => {
    test.setTimeout(60_000);
    const question = `Arbeitest du lieber im Team? ${unique()}`;
    const key = `team_${unique().replace(/[^a-z0-9]/g, 'x')}`;
    await openAdminPage(page, '/admin/onboarding', 'Onboarding-Fragen');
    await page.getByRole('button', { name: 'Neue Frage' }).click();
    const form = dialog(page, 'Neue Frage');
    await form.getByLabel(/^Frage/).fill(question);
    await form.getByLabel(/^Antworten/).fill('Im Team\nAllein');
    await form.getByLabel(/^Einstellungsschlüssel/).fill(key);
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByRole('heading', { name: question })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A new user meets it as the last question.
    const account = newAccount();
    await register(request, account);
    const login = await request.post('/api/auth/login', {
      data: { username: account.username, password: account.password },
    });
    const session = (await login.json()) as { token: string; userId: string };
    const userPage = await page.context().browser()!.newPage();
    await userPage.addInitScript(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }, session);
    await userPage.goto('/onboarding');
    const progress = userPage.getByText(/^Frage \d+\/\d+$/);
    await expect(progress).toHaveText(/^Frage 1\/\d+$/);
    const total = Number((await progress.textContent())!.split('/')[1]);
    for (let step = 1; step < total; step++) {
      await userPage.getByRole('button', { name: 'Überspringen' }).click();
      await expect(progress).toHaveText(`Frage ${step + 1}/${total}`);
    }
    await expect(userPage.getByRole('heading', { name: question })).toBeVisible();
    await expect(userPage.getByRole('button', { name: 'Allein' })).toBeVisible();
    await userPage.close();

    await confirmDelete(page, `Löschen: ${question}`);
    await expect(page.getByRole('heading', { name: question })).toHaveCount(0);
  });

  test("users: search a user, make them ADMIN and back; the last ADMIN can't step down", async ({
    adminPage: page,
    request,
  }) => {
    const account = newAccount();
    await register(request, account);
    await openAdminPage(page, '/admin/users', 'Benutzer');
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill(account.username);
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).press('Enter');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: account.username }),
    });
    await expect(card).toContainText('USER');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    const setRole = async (role: string) => {
      await page.getByRole('button', { name: `Bearbeiten: Rolle von ${account.username}` }).click();
      const prompt = dialog(page, `Rolle ändern: ${account.username}`);
      await prompt.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
      await prompt.getByRole('button', { name: 'OK' }).click();
      await expect(card).toContainText(role);
    };
    await setRole('ADMIN');
    await setRole('USER');

    // The bootstrap admin is the only ADMIN now: the server refuses to demote them.
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill('e2e-admin');
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).press('Enter');
    await page.getByRole('button', { name: 'Bearbeiten: Rolle von e2e-admin' }).click();
    await dialog(page, 'Rolle ändern: e2e-admin').getByRole('radio', { name: /^USER/ }).check();
    await dialog(page, 'Rolle ändern: e2e-admin').getByRole('button', { name: 'OK' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Meldung' });
    await expect(alert).toContainText('Der Wert konnte nicht geändert werden.');
    await expect(alert).toContainText(
      'Der letzte Admin kann weder herabgestuft noch gelöscht werden.',
    );
    await alert.getByRole('button', { name: 'OK' }).click();
  });

  test('companies: create with a job and a course, seen by a user, then deleted', async ({
    adminPage: page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = `Bäckerei ${unique()} ${HOSTILE}`;
    await openAdminPage(page, '/admin/companies', 'Unternehmen');
    await page.getByRole('button', { name: 'Neues Unternehmen' }).click();
    const form = dialog(page, 'Neues Unternehmen');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Branche' }).fill('Handwerk');
    await form.getByRole('textbox', { name: 'Website' }).fill('https://baeckerei.example');
    await form.getByRole('textbox', { name: 'Über uns' }).fill('Frisches Brot seit 1900.');
    await form.getByRole('textbox', { name: 'Kontaktweg 1' }).fill('Telefon: 0561 2');
    await form.getByRole('button', { name: 'Kontaktweg hinzufügen' }).click();
    await form
      .getByRole('textbox', { name: 'Kontaktweg 2' })
      .fill('E-Mail: info@baeckerei.example');
    await form
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pixel });
    await expect(form.getByRole('img', { name: 'Vorschau: Logo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(form).toBeHidden();
    const created = page.getByRole('alertdialog', { name: 'Meldung' });
    await expect(created).toContainText(`Das Unternehmen „${name}“ wurde angelegt.`);
    await created.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('searchbox', { name: 'Unternehmen suchen' }).fill(name);
    await page.getByRole('searchbox', { name: 'Unternehmen suchen' }).press('Enter');
    await page.getByRole('link', { name: `${name} verwalten` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const companyId = page.url().split('/').at(-1)!;

    await page.getByRole('button', { name: 'Neuer Job' }).click();
    const job = dialog(page, 'Neuer Job');
    await job.getByRole('textbox', { name: 'Bezeichnung' }).fill('Bäcker/in');
    await job.getByRole('textbox', { name: 'Beschreibung' }).fill('Teig, Ofen, früh aufstehen.');
    await job.getByRole('textbox', { name: 'Ort' }).fill('Kassel');
    await job.getByRole('textbox', { name: 'Art der Stelle' }).fill('Ausbildung');
    await job.getByRole('textbox', { name: 'Jahresgehalt (EUR)' }).fill('10.800');
    await job
      .getByLabel('Bild', { exact: true })
      .setInputFiles({ name: 'job.png', mimeType: 'image/png', buffer: pixel });
    await expect(job.getByRole('img')).toBeVisible();
    await job.getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByRole('list', { name: 'Jobs' })).toContainText('Bäcker/in');
    await expect(page.getByRole('list', { name: 'Jobs' })).toContainText('10.800');

    await page.getByRole('button', { name: 'Neuer Studiengang' }).click();
    const course = dialog(page, 'Neuer Studiengang');
    await course.getByRole('textbox', { name: 'Bezeichnung' }).fill('Lebensmitteltechnik (B.Sc.)');
    await course.getByRole('textbox', { name: 'Beschreibung' }).fill('Sechs Semester.');
    await course
      .getByLabel('Bild', { exact: true })
      .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: pixel });
    await expect(course.getByRole('img')).toBeVisible();
    await course.getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByRole('list', { name: 'Studiengänge' })).toContainText(
      'Lebensmitteltechnik',
    );

    await page.getByRole('button', { name: 'Bearbeiten: Branche' }).click();
    await dialog(page, 'Branche ändern').getByRole('textbox').fill('Lebensmittelhandwerk');
    await dialog(page, 'Branche ändern').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Lebensmittelhandwerk')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A user sees the company with its job and course, the name exactly as typed.
    const account = newAccount();
    await register(request, account);
    const login = await request.post('/api/auth/login', {
      data: { username: account.username, password: account.password },
    });
    const session = (await login.json()) as { token: string; userId: string };
    await request.post('/api/settings', {
      headers: { Authorization: session.token },
      data: { key: 'onboarding_completed', value: 'true' },
    });
    const userPage = await browser.newPage();
    await userPage.addInitScript(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }, session);
    await userPage.goto(`/company/${companyId}`);
    await expect(userPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(userPage.getByText('Bäcker/in')).toBeVisible();
    await expect(userPage.getByText('Lebensmitteltechnik (B.Sc.)')).toBeVisible();
    await userPage.close();

    await page.getByRole('button', { name: 'Unternehmen löschen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Wirklich löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(page).toHaveURL(/\/admin\/companies$/);
    const gone = await request.get(`/api/companies/${companyId}`, {
      headers: { Authorization: session.token },
    });
    expect(gone.status()).toBe(404);
  });

  test('audit: the newest statements first, filtered by outcome', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const marker = `audit_${unique()}`;
    await request.post('/api/admin/database/sql', {
      headers: { Authorization: signedInAdmin.token },
      data: { sql: 'SELECT name FROM job WHERE name = $1', params: [marker] },
    });
    await request.post('/api/admin/database/sql', {
      headers: { Authorization: signedInAdmin.token, 'Content-Type': 'text/plain' },
      data: 'SELECT * FROM credentials',
    });
    await openAdminPage(page, '/admin/audit', 'Protokoll');
    const entries = page.getByRole('list', { name: 'Protokoll' }).getByRole('listitem');
    await expect(entries.first()).toContainText('SELECT * FROM credentials');
    await expect(entries.nth(1)).toContainText(marker);
    await page.getByLabel('Ergebnis').selectOption({ label: 'Abgelehnt' });
    await expect(entries.first()).toContainText('Abgelehnt');
    await expect(page.getByText(marker)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a user opening /admin/users gets "Kein Zugriff" and no mf-admin request', async ({
  userPage: page,
}) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mf-admin')) adminRequests.push(request.url());
  });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  await expect(page.getByText('Du hast leider keinen Zugriff auf diese Seite.')).toBeVisible();
  expect(adminRequests).toEqual([]);
});
