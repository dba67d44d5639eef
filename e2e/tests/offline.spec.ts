import { expect, newSignedUpUser, test } from '../support/fixtures.ts';

test('offline: a calm banner, a chat message that waits and says why, all gone once back', async ({
  page,
  context,
  request,
  signedInUser: me,
}) => {
  const other = await newSignedUpUser(request);
  const opened = await request.post(`/api/chats?userId=${other.userId}`, {
    headers: { Authorization: me.token },
  });
  expect(opened.status()).toBe(201);
  const { chatId } = (await opened.json()) as { chatId: string };

  await page.goto(`/chats/${chatId}`);
  const input = page.getByRole('textbox', { name: 'Nachricht' });
  await expect(input).toBeVisible();
  const banner = page.getByText(/^Du bist offline\./);
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    'Nachrichten und Änderungen an deiner Merkliste werden gesendet',
  );

  await input.fill('Bin gleich wieder online');
  await input.press('Enter');
  const bubble = page
    .getByRole('list', { name: 'Nachrichten' })
    .getByRole('listitem')
    .filter({ hasText: 'Bin gleich wieder online' });
  await expect(bubble).toContainText('Wird gesendet, sobald du online bist');
  await expect(bubble).not.toContainText('Nicht gesendet');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(bubble).not.toContainText('Wird gesendet');
  await expect(bubble).toHaveAttribute('data-own', 'true');
  await expect
    .poll(async () => {
      const stored = await request.get(`/api/chats/${chatId}/messages`, {
        headers: { Authorization: other.token },
      });
      return ((await stored.json()) as { content: string }[]).map((m) => m.content);
    })
    .toEqual(['Bin gleich wieder online']);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`offline at ${viewport.width} px: the notice leaves the chat's back arrow and menu reachable`, async ({
    page,
    context,
    request,
    signedInUser: me,
  }) => {
    await page.setViewportSize(viewport);
    const other = await newSignedUpUser(request);
    const opened = await request.post(`/api/chats?userId=${other.userId}`, {
      headers: { Authorization: me.token },
    });
    const { chatId } = (await opened.json()) as { chatId: string };
    await page.goto(`/chats/${chatId}`);
    const back = page.getByRole('link', { name: 'Zu den Chats' });
    const menu = page.getByRole('button', { name: 'Chat-Menü' });
    await expect(menu).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByText(/^Du bist offline\./);
    await expect(banner).toBeVisible();
    const notice = (await banner.boundingBox())!;
    for (const control of [back, menu]) {
      // Nothing lies on top of the control: a tap at its centre reaches it.
      await expect
        .poll(() =>
          control.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return hit !== null && element.contains(hit);
          }),
        )
        .toBe(true);
      expect((await control.boundingBox())!.y).toBeGreaterThanOrEqual(notice.y + notice.height - 1);
    }
    await menu.click();
    await expect(page.getByRole('button', { name: 'Blockieren' })).toBeVisible();
    await context.setOffline(false);
  });
}
