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
