import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { admin } from '../support/environment.ts';
import { expect, login, newSignedUpUser, tabBar, test } from '../support/fixtures.ts';
import { startRestartableServer } from '../support/restartable-server.ts';
import {
  tinyPng,
  blockedText,
  pageFor,
  openChat,
  messages,
  bubble,
  send,
} from '../support/chat.ts';

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
