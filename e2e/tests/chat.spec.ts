import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { admin } from '../support/environment.ts';
import { expect, login, newSignedUpUser, tabBar, test, useSession } from '../support/fixtures.ts';
import { startRestartableServer } from '../support/restartable-server.ts';

type User = Awaited<ReturnType<typeof newSignedUpUser>>;

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const blockedText =
  'Du kannst in diesem Chat keine Nachrichten mehr senden, weil dich die andere Person blockiert hat.';

/** A browser context of its own, signed in as `user`: two people on two devices. */
async function pageFor(
  browser: Browser,
  testInfo: TestInfo,
  user: { token: string; userId: string },
  baseURL?: string,
) {
  const { use } = testInfo.project;
  const context = await browser.newContext({
    baseURL: baseURL ?? use.baseURL,
    viewport: use.viewport,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  const page = await context.newPage();
  await useSession(page, user);
  return page;
}

/** The chat of the two, opened through the API as 'Schreib mir' on a profile does. */
async function openChat(request: APIRequestContext, from: User, to: User, baseURL = '') {
  const response = await request.post(`${baseURL}/api/chats?userId=${to.userId}`, {
    headers: { Authorization: from.token },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { chatId: string }).chatId;
}

const messages = (page: Page) => page.getByRole('list', { name: 'Nachrichten' });
const bubble = (page: Page, text: string) =>
  messages(page).getByRole('listitem').filter({ hasText: text });

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Nachricht' });
  await input.fill(text);
  await input.press('Enter');
}

test('an empty chat list says how to start one; an unknown chat says it cannot be loaded', async ({
  userPage: page,
}) => {
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await expect(page.getByText('Keine Chats')).toBeVisible();
  await expect(page.getByText(/Schreib mir/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/chats/${randomUUID()}`);
  await expect(
    page.getByText(
      'Dieser Chat konnte nicht geladen werden, vielleicht existiert er nicht (mehr)?',
    ),
  ).toBeVisible();
});

test('a partner who deleted their account: shown as such, and nobody can write to them', async ({
  page,
  signedInUser: me,
  request,
}) => {
  const gone = await newSignedUpUser(request);
  const chatId = await openChat(request, gone, me);
  const sent = await request.post(`/api/chats/${chatId}/messages`, {
    headers: { Authorization: gone.token, 'Content-Type': 'text/plain' },
    data: 'Tschüss!',
  });
  expect(sent.status()).toBe(201);
  const deleted = await request.delete('/api/account', { headers: { Authorization: gone.token } });
  expect(deleted.status()).toBe(204);

  await page.goto('/chats');
  const row = page.getByRole('link', { name: /^Gelöschtes Konto/ });
  await expect(row).toContainText('Tschüss!');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gelöschtes Konto' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Profil von/ })).toHaveCount(0);
  await expect(bubble(page, 'Tschüss!')).toHaveAttribute('data-own', 'false');
  await expect(
    page.getByText('Dieses Konto wurde gelöscht. Du kannst hier nicht mehr schreiben.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nachricht' })).toHaveCount(0);
});

test('two people chat: live updates, images, unread badge, block, report, delete', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const anna = await newSignedUpUser(request);
  const ben = await newSignedUpUser(request);
  const pageA = await pageFor(browser, testInfo, anna);
  const pageB = await pageFor(browser, testInfo, ben);

  // Anna opens the chat from Ben's profile.
  await pageA.goto(`/profile/${ben.userId}`);
  await pageA.getByRole('button', { name: 'Schreib mir' }).click();
  await expect(pageA).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  const chatId = pageA.url().split('/').at(-1)!;
  await expect(pageA.getByRole('link', { name: `Profil von ${ben.name}` })).toBeVisible();
  const input = pageA.getByRole('textbox', { name: 'Nachricht' });
  await input.fill('   ');
  await input.press('Enter');
  await expect(messages(pageA).getByRole('listitem')).toHaveCount(0);
  // 'Schreib mir' alone puts nothing into Ben's list; the first message will.
  await pageB.goto('/chats');
  await expect(pageB.getByText('Keine Chats')).toBeVisible();
  await send(pageA, '   Hallo Ben!   ');
  await expect(bubble(pageA, 'Hallo Ben!')).toHaveAttribute('data-own', 'true');
  const stored = await request.get(`/api/chats/${chatId}/messages?after=1&limit=2147483647`, {
    headers: { Authorization: anna.token },
  });
  expect(((await stored.json()) as { content: string }[]).map((m) => m.content)).toEqual([
    'Hallo Ben!',
  ]);

  // Ben sees the unread badge on his tab bar, then the message on the left; the badge clears.
  await pageB.goto('/');
  const chatsTab = tabBar(pageB).getByRole('link', { name: /^Chats/ });
  await expect(chatsTab).toHaveAccessibleName('Chats 1 ungelesen');
  await chatsTab.click();
  // The display name first, the username below it.
  const row = pageB.getByRole('link', { name: new RegExp(`^${anna.name}`) });
  await expect(row).toContainText(`@${anna.username}`);
  await expect(row).toContainText('Hallo Ben!');
  await expect(row).toHaveAccessibleName(/Hallo Ben! 1 ungelesene Nachricht$/);
  await expectNoSeriousA11yViolations(pageB);
  await row.click();
  await expect(bubble(pageB, 'Hallo Ben!')).toHaveAttribute('data-own', 'false');
  await expect(chatsTab).toHaveAccessibleName('Chats', { timeout: 6_000 });

  // Ben answers; Anna sees it within 6 s without reloading.
  await send(pageB, 'Hallo Anna, wie geht es dir?');
  await expect(bubble(pageA, 'Hallo Anna, wie geht es dir?')).toHaveAttribute('data-own', 'false', {
    timeout: 6_000,
  });

  // An image with text, seen on both sides.
  await pageA.getByTestId('chat-image-input').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(pageA.getByRole('img', { name: 'Angehängtes Bild' })).toBeVisible();
  await send(pageA, 'Mein Foto');
  await expect(bubble(pageA, 'Mein Foto').getByRole('img', { name: 'Bild von Du' })).toBeVisible();
  await expect(
    bubble(pageB, 'Mein Foto').getByRole('img', { name: `Bild von ${anna.name}` }),
  ).toBeVisible({ timeout: 6_000 });
  await expectNoSeriousA11yViolations(pageB);

  // Ben blocks Anna: her next message is refused with the German reason.
  await pageB.getByRole('button', { name: 'Chat-Menü' }).click();
  await pageB.getByRole('button', { name: 'Blockieren' }).click();
  await pageB
    .getByRole('dialog', { name: 'Person blockieren?' })
    .getByRole('button', { name: 'Blockieren' })
    .click();
  await expect(pageB.getByText(`Du hast ${anna.name} blockiert.`, { exact: false })).toBeVisible();
  await send(pageA, 'Bist du noch da?');
  await expect(bubble(pageA, 'Bist du noch da?')).toContainText(blockedText);

  // Ben reports the chat; the report is stored with the evidence.
  await pageB.getByRole('button', { name: 'Chat-Menü' }).click();
  await pageB.getByRole('button', { name: 'Melden' }).click();
  const report = pageB.getByRole('dialog', { name: 'Chat melden' });
  await report.getByRole('radio', { name: 'Belästigung oder Mobbing' }).check();
  await report.getByRole('textbox', { name: 'Was ist passiert? (freiwillig)' }).fill('Test');
  await report.getByRole('button', { name: 'Meldung senden' }).click();
  const thanks = pageB.getByRole('alertdialog');
  await expect(thanks).toContainText('Danke! Deine Meldung ist bei uns eingegangen.');
  await thanks.getByRole('button', { name: 'OK' }).click();
  const adminSession = await login(request, admin.username, admin.password);
  const { token } = adminSession;
  const reports = (await (
    await request.get('/api/reports', { headers: { Authorization: token } })
  ).json()) as {
    content: {
      chatId: string;
      reporter: { username: string };
      reason: string;
      messages: unknown[];
    }[];
  };
  const mine = reports.content.find((item) => item.chatId === chatId);
  expect(mine).toMatchObject({ reporter: { username: ben.username }, reason: 'harassment' });
  expect(mine?.messages).toHaveLength(3);

  // An admin reads it on /admin/reports, with the evidence, and closes it.
  const adminPage = await pageFor(browser, testInfo, adminSession);
  await adminPage.goto('/admin/reports');
  const card = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { name: `Gemeldet von ${ben.username}` }) });
  await expect(card).toContainText(`Gemeldete Person: ${anna.username}`);
  await expect(card).toContainText('Grund: Belästigung oder Mobbing');
  await expect(card.getByRole('list', { name: 'Gemeldete Nachrichten' })).toContainText(
    'Hallo Anna, wie geht es dir?',
  );
  await card.getByRole('button', { name: `Erledigt: Meldung von ${ben.username}` }).click();
  await expect(card).toHaveCount(0);
  await adminPage.context().close();

  // Ben deletes the chat from his list.
  await tabBar(pageB)
    .getByRole('link', { name: /^Chats/ })
    .click();
  await pageB.getByRole('button', { name: `Aktionen für den Chat mit ${anna.name}` }).click();
  await pageB
    .getByRole('dialog', { name: 'Chat löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(pageB.getByText('Keine Chats')).toBeVisible();
  // Only for Ben: Anna keeps the chat with every message.
  await pageA.goto('/chats');
  await expect(pageA.getByRole('link', { name: new RegExp(`^${ben.name}`) })).toBeVisible();

  // The block outlives the chat: Anna cannot start a new one, and is told why.
  await pageA.goto(`/profile/${ben.userId}`);
  await pageA.getByRole('button', { name: 'Schreib mir' }).click();
  await expect(pageA.getByRole('alertdialog')).toContainText(
    'Du kannst mit dieser Person keinen Chat beginnen, weil sie dich blockiert hat.',
  );

  await pageA.context().close();
  await pageB.context().close();
});

test('new messages keep a reader at the bottom there, and show a pill to one who scrolled up', async ({
  browser,
  request,
}, testInfo) => {
  const anna = await newSignedUpUser(request);
  const ben = await newSignedUpUser(request);
  const chatId = await openChat(request, anna, ben);
  const post = async (text: string) => {
    const response = await request.post(`/api/chats/${chatId}/messages`, {
      headers: { Authorization: anna.token, 'Content-Type': 'text/plain' },
      data: text,
    });
    expect(response.status()).toBe(201);
  };
  for (let i = 1; i <= 30; i++) await post(`Nachricht ${i}.`);
  const page = await pageFor(browser, testInfo, ben);
  await page.goto(`/chats/${chatId}`);
  await expect(bubble(page, 'Nachricht 30.')).toBeInViewport();

  // At the bottom: a new message scrolls into view by itself.
  await post('Nachricht 31.');
  await expect(bubble(page, 'Nachricht 31.')).toBeInViewport({ timeout: 6_000 });

  // Scrolled up to read: the page stays put and offers a pill instead.
  await page.mouse.wheel(0, -5000);
  await expect(bubble(page, 'Nachricht 1.')).toBeInViewport();
  await post('Nachricht 32.');
  const pill = page.getByRole('button', { name: 'Neue Nachrichten' });
  await expect(pill).toBeVisible({ timeout: 6_000 });
  await expect(bubble(page, 'Nachricht 1.')).toBeInViewport();
  await pill.click();
  await expect(bubble(page, 'Nachricht 32.')).toBeInViewport();
  await expect(pill).toHaveCount(0);
  await page.context().close();
});

test('messages sent before and after a server restart each appear exactly once', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  const server = await startRestartableServer();
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const anna = await newSignedUpUser(request);
    const ben = await newSignedUpUser(request);
    const chatId = await openChat(request, anna, ben);
    const pageA = await pageFor(browser, testInfo, anna, server.baseURL);
    const pageB = await pageFor(browser, testInfo, ben, server.baseURL);
    await pageA.goto(`/chats/${chatId}`);
    await pageB.goto(`/chats/${chatId}`);

    await send(pageA, 'Vor dem Neustart');
    await expect(bubble(pageB, 'Vor dem Neustart')).toHaveCount(1, { timeout: 6_000 });

    await server.stop('SIGTERM');
    await expect(pageB.getByText(/Nachrichten konnten nicht geladen werden: /)).toBeVisible({
      timeout: 10_000,
    });
    await server.start();

    await send(pageA, 'Nach dem Neustart');
    await expect(bubble(pageA, 'Nach dem Neustart')).not.toContainText('Wird gesendet', {
      timeout: 30_000,
    });
    // The poll backs off while the server is away (up to ~30 s) and catches up on its own.
    await expect(bubble(pageB, 'Nach dem Neustart')).toHaveCount(1, { timeout: 40_000 });
    await expect(pageB.getByText(/Nachrichten konnten nicht geladen werden: /)).toHaveCount(0);
    for (const page of [pageA, pageB]) {
      await expect(bubble(page, 'Vor dem Neustart')).toHaveCount(1);
      await expect(bubble(page, 'Nach dem Neustart')).toHaveCount(1);
      await expect(
        messages(page).getByRole('listitem').filter({ hasNotText: 'Heute' }),
      ).toHaveCount(2);
    }
    await pageA.context().close();
    await pageB.context().close();
  } finally {
    await request.dispose();
    await server.stop('SIGTERM');
  }
});

test('pictures that load late keep the reader at the newest message, without a pill', async ({
  browser,
  request,
}, testInfo) => {
  const anna = await newSignedUpUser(request);
  const ben = await newSignedUpUser(request);
  const chatId = await openChat(request, anna, ben);
  const upload = await request.post('/api/files/upload', {
    headers: { Authorization: anna.token },
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: tinyPng } },
  });
  expect(upload.status()).toBe(201);
  const { objectName } = (await upload.json()) as { objectName: string };
  const post = async (text: string) => {
    const response = await request.post(`/api/chats/${chatId}/messages`, {
      headers: { Authorization: anna.token, 'Content-Type': 'text/plain' },
      data: text,
    });
    expect(response.status()).toBe(201);
  };
  for (let i = 1; i <= 12; i++) await post(`Nachricht ${i}.`);
  for (let i = 1; i <= 3; i++) await post(`${objectName}\n\n\nFoto ${i}`);
  await post('Schau: https://www.arbeitsagentur.de/bildung');

  const page = await pageFor(browser, testInfo, ben);
  // The pictures arrive only when the test lets them, and tall: the page grows after the text.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/files/${objectName}`, async (route) => {
    await released;
    await route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="400"><rect width="200" height="400" fill="#0f766e"/></svg>',
    });
  });
  await page.goto(`/chats/${chatId}`);
  const last = bubble(page, 'Schau:');
  await expect(last).toBeInViewport();
  release();
  const pictures = messages(page).getByRole('img');
  await expect(pictures).toHaveCount(3);
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalHeight === 400),
      ),
    )
    .toBe(true);
  await expect(last).toBeInViewport();
  const pill = page.getByRole('button', { name: 'Neue Nachrichten' });
  await post('Noch eine.');
  await expect(bubble(page, 'Noch eine.')).toBeInViewport({ timeout: 6_000 });
  await expect(pill).toHaveCount(0);

  // The link is a link, opened apart from the app.
  const link = last.getByRole('link', { name: 'https://www.arbeitsagentur.de/bildung' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await page.context().close();
});

test('the input line shows its whole placeholder, has no grip and grows to a few lines', async ({
  browser,
  request,
}, testInfo) => {
  const anna = await newSignedUpUser(request);
  const ben = await newSignedUpUser(request);
  const chatId = await openChat(request, anna, ben);
  const page = await pageFor(browser, testInfo, anna);
  await page.goto(`/chats/${chatId}`);
  const input = page.getByRole('textbox', { name: 'Nachricht' });
  await expect(input).toBeVisible();
  expect(await input.evaluate((element) => getComputedStyle(element).resize)).toBe('none');

  // The placeholder, laid out like the text would be, fits into the empty field.
  const placeholderFits = () =>
    input.evaluate((element) => {
      const field = element as HTMLTextAreaElement;
      const style = getComputedStyle(field);
      const probe = document.createElement('div');
      probe.textContent = field.placeholder;
      Object.assign(probe.style, {
        position: 'absolute',
        visibility: 'hidden',
        boxSizing: 'border-box',
        width: `${field.offsetWidth}px`,
        font: style.font,
        lineHeight: style.lineHeight,
        padding: style.padding,
        border: style.border,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
      });
      document.body.append(probe);
      const needed = probe.offsetHeight;
      probe.remove();
      return needed <= field.offsetHeight;
    });
  expect(await placeholderFits()).toBe(true);

  const emptyHeight = (await input.boundingBox())!.height;
  await input.fill('Eins\nZwei\nDrei');
  await expect.poll(async () => (await input.boundingBox())!.height).toBeGreaterThan(emptyHeight);
  const threeLines = (await input.boundingBox())!.height;
  expect(await input.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(
    true,
  );
  // Beyond a few lines it stops growing and scrolls.
  await input.fill(Array.from({ length: 20 }, (_, i) => `Zeile ${i + 1}`).join('\n'));
  await expect.poll(async () => (await input.boundingBox())!.height).toBeGreaterThan(threeLines);
  const capped = (await input.boundingBox())!.height;
  expect(capped).toBeLessThan(200);
  expect(await input.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await page.context().close();
});
