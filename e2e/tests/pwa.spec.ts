import { chromium, type Page } from '@playwright/test';
import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveChromium } from '../support/chromium.ts';
import { companyIdByName, firstCompany } from '../support/seeded-companies.ts';
import { expect, newSignedUpUser, test } from '../support/fixtures.ts';
import { cachedUrls, loadUnderServiceWorker } from '../support/service-worker.ts';
import { stayOnMailLinks } from '../support/mail-links.ts';

// The one suite that runs with the service worker, as a phone would. Installing it precaches
// the first screens of every app: on a busy machine that takes a while.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

test('the app is installable: Chromium reports no installability errors', async ({ baseURL }) => {
  // A profile on disk, as a phone's browser has: an incognito window never offers to install.
  const profile = await mkdtemp(path.join(tmpdir(), 'kompass-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...resolveChromium(),
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const session = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
    const { url, errors } = (await session.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('offline, a reload shows the Merkliste with its data and their age', async ({
  page,
  context,
  signedInUser: me,
}) => {
  const company = await firstCompany(page.request, me.token);
  const saved = await page.request.post('/api/bookmarks', {
    headers: { Authorization: me.token },
    data: { entityId: company.id, entityType: 'company' },
  });
  expect(saved.status()).toBe(201);

  await page.goto('/bookmarks');
  await loadUnderServiceWorker(page);
  const companies = page.getByRole('region', { name: 'Unternehmen (1)' });
  await expect(companies.getByText(company.name)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(companies.getByText(company.name)).toBeVisible();
  const banner = page.getByText(/^Du bist offline\./);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/Stand: heute, \d\d:\d\d/);

  // Back online the page's data is fresh again, and the age goes with the banner.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('offline, a job on home never opened before opens in its details dialog', async ({
  page,
  context,
  signedInUser: me,
}) => {
  const suggestions = (await (
    await page.request.get('/api/recommendations', { headers: { Authorization: me.token } })
  ).json()) as { content: { entityType: string; item: { name: string; description: string } }[] };
  const job = suggestions.content.find((entry) => entry.entityType === 'job')!.item;

  await page.goto('/');
  await loadUnderServiceWorker(page);
  const card = page.getByRole('region', { name: 'Für dich', exact: true }).getByRole('button', {
    name: new RegExp(`^${job.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
  });
  await expect(card).toBeVisible({ timeout: 30_000 });

  // The dialog's code was never loaded: offline it comes from what the worker keeps.
  await context.setOffline(true);
  await card.click();
  const details = page.getByRole('dialog', { name: job.name });
  await expect(details.getByText(job.description)).toBeVisible();
  await expect(page.getByText('Dieser Bereich ist gerade nicht erreichbar')).toHaveCount(0);
});

/** How often the user has saved the item with this id, as the server knows. */
async function timesSaved(page: Page, token: string, entityId: string): Promise<number> {
  const response = await page.request.get('/api/bookmarks?size=100', {
    headers: { Authorization: token },
  });
  const list = (await response.json()) as { content: { entityId: string }[] };
  return list.content.filter((bookmark) => bookmark.entityId === entityId).length;
}

/** Closes every alert that is open, checking that one of them says `text`. */
async function dismissAlerts(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog');
  const seen: string[] = [];
  while (!seen.some((shown) => shown.includes(text))) {
    await expect(alert).toBeVisible();
    seen.push((await alert.textContent()) ?? '');
    await alert.getByRole('button', { name: 'OK' }).click();
  }
}

test('a bookmark saved offline arrives exactly once when online again, also across a reload', async ({
  page,
  context,
  signedInUser: me,
}) => {
  const company = await firstCompany(page.request, me.token);
  await page.goto(`/company/${company.id}`);
  await loadUnderServiceWorker(page);
  const save = page.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeVisible();

  await context.setOffline(true);
  await save.click();
  await dismissAlerts(page, 'wird gesendet, sobald du online bist');
  // The app is closed and opened again, still without a network: the write still waits.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  expect(await timesSaved(page, me.token, company.id)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => timesSaved(page, me.token, company.id)).toBe(1);
  // Opened once more online (the worker is asked to send again): still once.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Gespeichert' })).toBeVisible();
  expect(await timesSaved(page, me.token, company.id)).toBe(1);
});

test('„Beworben“ marked offline for a job not on the Merkliste arrives once, saved and applied, also across a reload', async ({
  page,
  context,
  signedInUser: me,
}) => {
  const companyId = await companyIdByName(page.request, me.token, 'Rheinwerk Mechatronik GmbH');
  const saved = async () => {
    const response = await page.request.get('/api/bookmarks?size=100', {
      headers: { Authorization: me.token },
    });
    const list = (await response.json()) as {
      content: { entity: { name: string }; status: string; deadline: string | null }[];
    };
    return list.content.map(({ entity, status, deadline }) => ({
      name: entity.name,
      status,
      deadline,
    }));
  };
  await page.goto(`/company/${companyId}`);
  await loadUnderServiceWorker(page);
  const card = page.getByRole('button', { name: /^Mechatroniker\/in/ });
  await expect(card).toBeVisible({ timeout: 30_000 });

  await card.click();
  const details = page.getByRole('dialog', { name: 'Mechatroniker/in' });
  await expect(details.getByText('Ausbildungsvergütung')).toBeVisible();

  // The job read online, the signal goes before the user marks the application.
  await context.setOffline(true);
  await stayOnMailLinks(page);
  await details.getByRole('link', { name: 'Bewerben' }).click();
  const offer = details.getByRole('form', {
    name: 'Hast du dich beworben? Trag es in deine Merkliste ein.',
  });
  await offer.getByLabel('Frist (optional)').fill('2031-03-15');
  await offer.getByRole('button', { name: 'Als „Beworben“ eintragen' }).click();
  await dismissAlerts(page, 'wird gesendet, sobald du online bist');

  // Closed and opened again without a network: both writes still wait.
  await page.reload();
  await expect(card).toBeVisible();
  expect(await saved()).toEqual([]);

  await context.setOffline(false);
  const applied = [{ name: 'Mechatroniker/in', status: 'applied', deadline: '2031-03-15' }];
  await expect.poll(saved).toEqual(applied);
  // Opened once more online (the worker is asked to send again): still once, still applied.
  await page.reload();
  await expect(card).toBeVisible();
  await page.goto('/bookmarks');
  await expect(page.getByText('Mechatroniker/in').first()).toBeVisible();
  expect(await saved()).toEqual(applied);
});

test('a follow and a chat message made offline arrive exactly once, also across a reload', async ({
  page,
  context,
  request,
  signedInUser: me,
}) => {
  const company = await firstCompany(page.request, me.token);
  const other = await newSignedUpUser(request);
  const opened = await request.post(`/api/chats?userId=${other.userId}`, {
    headers: { Authorization: me.token },
  });
  const { chatId } = (await opened.json()) as { chatId: string };
  const following = async () => {
    const response = await request.get(`/api/companies/${company.id}/following`, {
      headers: { Authorization: me.token },
    });
    return ((await response.json()) as { following: boolean }).following;
  };
  const received = async () => {
    const response = await request.get(`/api/chats/${chatId}/messages`, {
      headers: { Authorization: other.token },
    });
    return ((await response.json()) as { content: string }[]).map((message) => message.content);
  };

  // Both pages seen once online, as a user returns to them.
  await page.goto(`/chats/${chatId}`);
  await loadUnderServiceWorker(page);
  const input = page.getByRole('textbox', { name: 'Nachricht' });
  await expect(input).toBeVisible();
  await page.goto(`/company/${company.id}`);
  const follow = page.getByRole('button', { name: 'Folgen' });
  await expect(follow).toBeVisible();

  await context.setOffline(true);
  await follow.click();
  await dismissAlerts(page, 'wird gesendet, sobald du online bist');
  await expect(page.getByRole('button', { name: 'Entfolgen' })).toBeVisible();

  await page.goto(`/chats/${chatId}`);
  await input.fill('Offline geschrieben');
  await input.press('Enter');
  const bubble = page
    .getByRole('list', { name: 'Nachrichten' })
    .getByRole('listitem')
    .filter({ hasText: 'Offline geschrieben' });
  await expect(bubble).toContainText('Wird gesendet, sobald du online bist');

  // Closed and opened again without a network: the message still waits, and says so.
  await page.reload();
  await expect(bubble).toContainText('Wird gesendet, sobald du online bist');
  expect(await received()).toEqual([]);
  expect(await following()).toBe(false);

  await context.setOffline(false);
  await expect.poll(received).toEqual(['Offline geschrieben']);
  await expect.poll(following).toBe(true);
  await expect(bubble).not.toContainText('Wird gesendet');
  await expect(bubble).toHaveCount(1);

  // Opened once more online (the worker is asked to send again): still once each.
  await page.reload();
  await expect(bubble).toHaveCount(1);
  expect(await received()).toEqual(['Offline geschrieben']);
  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole('button', { name: 'Entfolgen' })).toBeVisible();
  expect(await following()).toBe(true);
});

test('a remote deployed alone is picked up on the next load, nothing cleared', async ({
  userPage: page,
}) => {
  await page.goto('/chats');
  await loadUnderServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  expect(await page.evaluate(() => 'kompassChatBuild' in window)).toBe(false);

  // A new build of mf-chat only, as a deploy would put it: its entry changes (the compressed
  // siblings go too, so the server sends the new file itself).
  const dist = path.resolve(import.meta.dirname, '../../mf-chat/dist');
  const entry = path.join(dist, 'remoteEntry.js');
  await copyFile(entry, `${entry}.before-test`);
  await rename(`${entry}.br`, `${entry}.br.before-test`);
  await rename(`${entry}.gz`, `${entry}.gz.before-test`);
  try {
    const code = await readFile(entry, 'utf8');
    await writeFile(entry, `${code}\nwindow.kompassChatBuild = 'neu';\n`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as { kompassChatBuild?: string }).kompassChatBuild),
    ).toBe('neu');
  } finally {
    await rename(`${entry}.before-test`, entry);
    await rename(`${entry}.br.before-test`, `${entry}.br`);
    await rename(`${entry}.gz.before-test`, `${entry}.gz`);
  }
});

test('signing out offline leaves no personal data in Cache Storage or IndexedDB', async ({
  page,
  context,
  signedInUser: me,
}) => {
  await page.goto(`/profile/${me.userId}`);
  await loadUnderServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: me.name })).toBeVisible();
  const apiAnswers = (urls: Record<string, string[]>) =>
    Object.values(urls)
      .flat()
      .filter((url) => new URL(url).pathname.startsWith('/api/'));
  await expect.poll(async () => apiAnswers(await cachedUrls(page)).length).toBeGreaterThan(0);

  // A write made offline waits in the worker's queue: signing out must drop it too.
  const company = await firstCompany(page.request, me.token);
  await context.setOffline(true);
  await page.evaluate(
    async ({ token, entityId }) => {
      await fetch('/api/bookmarks', {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ entityId, entityType: 'company' }),
      });
    },
    { token: me.token, entityId: company.id },
  );
  await page
    .getByRole('region', { name: 'Konto' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await expect(page).toHaveURL('/login');
  await expect.poll(async () => apiAnswers(await cachedUrls(page))).toEqual([]);
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name),
  );
  expect(databases).not.toContain('kompass-offline');
  // What stays is the app itself: its code and pages, nothing of the user.
  // A read that fails offline after signing out looks into its cache and so may open it again,
  // empty: what counts is that it holds nothing.
  const kept = await cachedUrls(page);
  expect(kept['kompass-api'] ?? []).toEqual([]);
  expect(kept['kompass-images'] ?? []).toEqual([]);
  expect(await queuedWrites(page)).toBe(0);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect(await timesSaved(page, me.token, company.id)).toBe(0);
});

/** How many writes wait in the service worker's queue (Workbox keeps them in IndexedDB). */
function queuedWrites(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('requests')) return resolve(0);
          const count = database.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}
