import { expect, newSignedUpUser, test } from '../support/fixtures.ts';
import { tinyPng, pageFor, openChat, messages, bubble } from '../support/chat.ts';

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
