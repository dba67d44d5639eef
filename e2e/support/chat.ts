// Two signed-in people and their chat, shared by the chat specs.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import type { newSignedUpUser } from './fixtures.ts';
import { expect, useSession } from './fixtures.ts';

type User = Awaited<ReturnType<typeof newSignedUpUser>>;

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const blockedText =
  'Du kannst in diesem Chat keine Nachrichten mehr senden, weil dich die andere Person blockiert hat.';

/** A browser context of its own, signed in as `user`: two people on two devices. */
export async function pageFor(
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
export async function openChat(request: APIRequestContext, from: User, to: User, baseURL = '') {
  const response = await request.post(`${baseURL}/api/chats?userId=${to.userId}`, {
    headers: { Authorization: from.token },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { chatId: string }).chatId;
}

export const messages = (page: Page) => page.getByRole('list', { name: 'Nachrichten' });
export const bubble = (page: Page, text: string) =>
  messages(page).getByRole('listitem').filter({ hasText: text });

export async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Nachricht' });
  await input.fill(text);
  await input.press('Enter');
}
