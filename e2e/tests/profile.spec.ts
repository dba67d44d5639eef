import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, newAccount, register, tabBar, test } from '../support/fixtures.ts';

/** A valid 1×1 PNG. */
const png = {
  name: 'bild.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A 300×150 PNG drawn by the browser: wider than high, so cropping shows. */
async function widePicture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 150;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 300, 150);
    context.fillStyle = '#f59e0b';
    context.fillRect(100, 25, 100, 100);
    return canvas.toDataURL('image/png');
  });
  return {
    name: 'breit.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

/** Another user with a profile, made through the API. */
async function otherUser(request: APIRequestContext) {
  const account = newAccount();
  await register(request, account);
  const login = await request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  const session = (await login.json()) as { token: string; userId: string };
  const profile = await request.post('/api/profiles/create', {
    headers: { Authorization: session.token },
    data: {},
  });
  expect(profile.status()).toBeLessThan(300);
  return { ...account, ...session };
}

/** Whether an <img> has loaded real pixels (not a broken image). */
const loaded = (page: Page, name: string | RegExp) =>
  page
    .getByRole('img', { name, exact: typeof name === 'string' })
    .evaluate((image) => image instanceof HTMLImageElement && image.naturalWidth > 0);

test.describe('profile', () => {
  test('the owner edits name, traits, job, an activity with image and the avatar', async ({
    page,
    signedInUser: user,
  }) => {
    await page.goto('/');
    await tabBar(page).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(`/profile/${user.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
    await expect(page.getByText('Kein Job angegeben').first()).toBeVisible();
    // No avatar yet: the initials placeholder made in the page.
    await expect(
      page.locator('[role="img"]', { hasText: /^[A-Z0-9]{1,2}$/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schreib mir' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'bewerte mich' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Name.
    await page.getByRole('button', { name: 'Name bearbeiten' }).click();
    const nameSheet = page.getByRole('dialog', { name: 'Name bearbeiten' });
    await expect(nameSheet.getByLabel('Anzeigename')).toHaveValue(user.name);
    await nameSheet.getByLabel('Anzeigename').fill('Lea Neumann');
    await nameSheet.getByRole('button', { name: 'Speichern' }).click();
    await expect(nameSheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Lea Neumann' })).toBeVisible();

    // Traits, one of them blank: it is dropped.
    await page.getByRole('button', { name: 'Eigenschaften bearbeiten' }).click();
    const traitsSheet = page.getByRole('dialog', { name: 'Eigenschaften bearbeiten' });
    await traitsSheet.getByLabel('Eigenschaft 1').fill('neugierig');
    await traitsSheet.getByLabel('Eigenschaft 2').fill('   ');
    await traitsSheet.getByLabel('Eigenschaft 3').fill('mutig');
    await traitsSheet.getByRole('button', { name: 'Speichern' }).click();
    await expect(traitsSheet).toBeHidden();
    const traits = page.getByRole('region', { name: 'Eigenschaften' });
    await expect(traits.getByRole('listitem')).toHaveText(['#neugierig', '#mutig']);

    // Job, with the salary as a German types it.
    await page.getByRole('button', { name: 'Job bearbeiten' }).click();
    const jobSheet = page.getByRole('dialog', { name: 'Job bearbeiten' });
    await expect(jobSheet.getByLabel('Jobtitel')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await jobSheet.getByLabel('Jobtitel').fill('Mechatronikerin');
    await jobSheet.getByRole('button', { name: 'Speichern' }).click();
    await expect(jobSheet.getByRole('alert')).toHaveText(
      'Bitte fülle alle erforderlichen Felder aus.',
    );
    await jobSheet.getByLabel('Beschreibung').fill('Ich baue und warte Anlagen.');
    await jobSheet.getByLabel('Arbeitsort').fill('Kiel');
    await jobSheet.getByLabel('Arbeitsmodell').fill('Vollzeit');
    await jobSheet.getByLabel('Jahresgehalt in Euro').fill('45.000');
    await jobSheet.getByRole('button', { name: 'Speichern' }).click();
    await expect(jobSheet).toBeHidden();
    const job = page.getByRole('region', { name: 'Job' });
    await expect(job.getByText(/^45\.000\s€$/)).toBeVisible();
    await expect(job.getByText('Kiel')).toBeVisible();
    await expect(page.getByText('Mechatronikerin').first()).toBeVisible();

    // An activity with an image.
    await page.getByRole('button', { name: 'Alltagsaktivitäten bearbeiten' }).click();
    const activitiesSheet = page.getByRole('dialog', { name: 'Alltagsaktivitäten bearbeiten' });
    await activitiesSheet.getByLabel('Aktivität 1', { exact: true }).fill('Gitarre spielen');
    await activitiesSheet
      .getByLabel('Bild zu Aktivität 1 (optional)', { exact: true })
      .setInputFiles(png);
    await expect(activitiesSheet.getByText('Das Bild wurde hochgeladen.')).toBeVisible();
    await activitiesSheet.getByRole('button', { name: 'Speichern' }).click();
    await expect(activitiesSheet).toBeHidden();
    const activities = page.getByRole('region', { name: 'Alltagsaktivitäten' });
    await expect(activities.getByText('Gitarre spielen')).toBeVisible();
    await expect(activities.getByText('|')).toHaveCount(0);
    await expect.poll(() => loaded(page, 'Bild zur Aktivität: Gitarre spielen')).toBe(true);

    // A file that is no image: the upload error, nothing else.
    await page.getByRole('button', { name: 'Profilbild ändern' }).click();
    const avatarSheet = page.getByRole('dialog', { name: 'Profilbild ändern' });
    await expect(
      avatarSheet.getByRole('button', { name: 'Bild auswählen: Neues Profilbild' }),
    ).toBeVisible();
    await avatarSheet.getByLabel('Neues Profilbild', { exact: true }).setInputFiles({
      name: 'notiz.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Kein Bild'),
    });
    await expect(avatarSheet.getByRole('alert')).toHaveText(
      'Die Datei konnte nicht hochgeladen werden.',
    );
    // The avatar itself: a wide picture, cut to a square, shown at once.
    await avatarSheet
      .getByLabel('Neues Profilbild', { exact: true })
      .setInputFiles(await widePicture(page));
    await expect(avatarSheet.getByRole('slider', { name: 'Zoom' })).toBeVisible();
    await avatarSheet.getByRole('slider', { name: 'Zoom' }).fill('1.5');
    await avatarSheet.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(avatarSheet).toBeHidden();
    const avatar = page.getByRole('img', { name: 'Profilbild von Lea Neumann' });
    await expect(avatar).toHaveAttribute('src', /\/avatars\/[0-9a-f-]{36}\?v=\d+$/);
    await expect.poll(() => loaded(page, 'Profilbild von Lea Neumann')).toBe(true);
    const stored = await avatar.evaluate((image: HTMLImageElement) => ({
      width: image.naturalWidth,
      height: image.naturalHeight,
    }));
    // Zoomed 1.5 times into a 300×150 picture: a square of 100 pixels.
    expect(stored).toEqual({ width: 100, height: 100 });

    // All of it is stored: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lea Neumann' })).toBeVisible();
    await expect(traits.getByRole('listitem')).toHaveText(['#neugierig', '#mutig']);
    await expect(job.getByText(/^45\.000\s€$/)).toBeVisible();
    await expect.poll(() => loaded(page, 'Profilbild von Lea Neumann')).toBe(true);
  });

  test('on someone else’s profile: follow, rate and ‘Schreib mir’', async ({
    userPage: page,
    request,
  }) => {
    const other = await otherUser(request);
    await page.goto(`/profile/${other.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /bearbeiten|ändern/ })).toHaveCount(0);
    await expect(page.getByText('0 Follower')).toBeVisible();
    await expect(page.getByText('–/5')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const follow = page.getByRole('button', { name: 'Folgen' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(page.getByText('1 Follower')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entfolgen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'bewerte mich' }).click();
    const rating = page.getByRole('dialog', { name: 'Profil bewerten' });
    // The stars are the radios' labels: a tap on the fourth one.
    await rating.getByText('★').nth(3).click();
    await expect(rating.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
    await rating.getByRole('button', { name: 'Bewerten' }).click();
    await expect(rating).toBeHidden();
    await expect(page.getByText('4,0/5')).toBeVisible();
    await expect(page.getByText('1 Bewertung', { exact: true })).toBeVisible();

    // A re-rating replaces the first, by keyboard this time.
    await page.getByRole('button', { name: 'bewerte mich' }).click();
    await rating.getByText('★').nth(3).click();
    await page.keyboard.press('ArrowLeft');
    await expect(rating.getByRole('radio', { name: '3 von 5 Sternen' })).toBeChecked();
    await rating.getByRole('button', { name: 'Bewerten' }).click();
    await expect(page.getByText('3,0/5')).toBeVisible();
    await expect(page.getByText('1 Bewertung', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Schreib mir' }).click();
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  });

  test('someone who never finished onboarding still has a page to follow and write to', async ({
    userPage: page,
    request,
  }) => {
    // Registered only: no profile was made for this account yet.
    const newcomer = newAccount();
    await register(request, newcomer);
    const login = await request.post('/api/auth/login', {
      data: { username: newcomer.username, password: newcomer.password },
    });
    const { userId } = (await login.json()) as { userId: string };
    await page.goto(`/profile/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: newcomer.name })).toBeVisible();
    await expect(page.getByText('Kein Job angegeben').first()).toBeVisible();
    await expect(page.getByText('Das Profil konnte nicht gefunden werden.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Folgen' }).click();
    await expect(page.getByText('1 Follower')).toBeVisible();
    await page.getByRole('button', { name: 'Schreib mir' }).click();
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  });

  test('an unknown id says the profile cannot be found', async ({ userPage: page }) => {
    await page.goto(`/profile/${randomUUID()}`);
    await expect(
      page.getByRole('heading', { name: 'Das Profil konnte nicht gefunden werden.' }),
    ).toBeVisible();
    await page.goto('/profile/gibt-es-nicht');
    await expect(
      page.getByRole('heading', { name: 'Das Profil konnte nicht gefunden werden.' }),
    ).toBeVisible();
  });

  test('‘Meine Daten herunterladen’ saves a JSON file that holds the user’s bookmark', async ({
    page,
    request,
    signedInUser: user,
  }) => {
    const jobs = await request.get('/api/jobs?size=1', { headers: { Authorization: user.token } });
    const jobId = ((await jobs.json()) as { content: { id: string }[] }).content[0]!.id;
    const saved = await request.post('/api/bookmarks', {
      headers: { Authorization: user.token },
      data: { entityType: 'job', entityId: jobId },
    });
    expect(saved.status()).toBe(201);

    await page.goto(`/profile/${user.userId}`);
    const account = page.getByRole('region', { name: 'Konto' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      account.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kompass-meine-daten-.*\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { username: string };
      bookmarks: { entityId: string }[];
    };
    expect(data.account.username).toBe(user.username);
    expect(data.bookmarks.map((bookmark) => bookmark.entityId)).toContain(jobId);
  });

  test('‘Abmelden’ ends the session: /login, and the old token is refused', async ({
    page,
    request,
    signedInUser: user,
  }) => {
    await page.goto(`/profile/${user.userId}`);
    await page
      .getByRole('region', { name: 'Konto' })
      .getByRole('button', { name: 'Abmelden' })
      .click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const info = await request.get('/api/auth/info', { headers: { Authorization: user.token } });
    expect(info.status()).toBe(401);
  });

  test('‘Konto löschen’ deletes the account: /login, and the old login fails', async ({
    page,
    request,
    signedInUser: user,
  }) => {
    await page.goto(`/profile/${user.userId}`);
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto löschen?' });
    const confirm = dialog.getByRole('button', { name: 'Endgültig löschen' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Benutzernamen/).fill(user.username);
    await confirm.click();
    await expect(page).toHaveURL('/login');

    const login = await request.post('/api/auth/login', {
      data: { username: user.username, password: user.password },
    });
    expect(login.status()).toBe(401);
    const info = await request.get('/api/auth/info', { headers: { Authorization: user.token } });
    expect(info.status()).toBe(401);
  });
});
