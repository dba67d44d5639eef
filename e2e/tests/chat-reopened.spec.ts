import { expect, newSignedUpUser, test } from '../support/fixtures.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`a chat deleted and opened again at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('„Schreib mir“ puts it back into the chat list at once, without what came before', async ({
      page,
      request,
      signedInUser: me,
    }) => {
      const other = await newSignedUpUser(request);
      const opened = await request.post(`/api/chats?userId=${me.userId}`, {
        headers: { Authorization: other.token },
      });
      const { chatId } = (await opened.json()) as { chatId: string };
      const sent = await request.post(`/api/chats/${chatId}/messages`, {
        headers: { Authorization: other.token, 'Content-Type': 'text/plain' },
        data: 'Hallo von früher',
      });
      expect(sent.status()).toBe(201);

      // Seen in the list, then deleted for oneself: the list is empty.
      await page.goto('/chats');
      await expect(page.getByText('Hallo von früher')).toBeVisible({ timeout: 30_000 });
      const deleted = await request.delete(`/api/chats?chatId=${chatId}`, {
        headers: { Authorization: me.token },
      });
      expect(deleted.status()).toBe(204);
      await page.reload();
      await expect(page.getByText('Keine Chats')).toBeVisible();

      // 'Schreib mir' on the other's profile, then back to the list within the app.
      await page.goto(`/profile/${other.userId}`);
      await page.getByRole('button', { name: 'Schreib mir' }).click();
      await expect(page).toHaveURL(new RegExp(`/chats/${chatId}$`));
      await page.getByRole('link', { name: 'Zu den Chats' }).click();
      await expect(page).toHaveURL(/\/chats$/);
      await expect(page.getByRole('link', { name: new RegExp(other.name) })).toBeVisible();
      await expect(page.getByText('Hallo von früher')).toHaveCount(0);
    });
  });
}
