import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('/assistant', () => {
  test('from the banner to a streamed answer whose source card opens the item', async ({
    userPage: page,
  }) => {
    await page.goto('/search');
    await page.getByRole('link', { name: /Frag unsere KI/ }).click();
    await expect(page).toHaveURL(/\/assistant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frag unsere KI' })).toBeVisible();
    const notice = page.getByRole('complementary', { name: 'Frag unsere KI' });
    await expect(notice).toContainText('kann sich irren');
    await expect(notice).toContainText('nicht auf dem Server gespeichert');
    await expectNoSeriousA11yViolations(page);

    const streamed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/assistant/ask') &&
        response.request().headers()['accept'] === 'text/event-stream',
    );
    await page.getByRole('button', { name: 'Was ist ein duales Studium?' }).click();
    const response = await streamed;
    expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);

    const log = page.getByRole('log', { name: 'Gespräch mit der KI' });
    await expect(log).toContainText('Ein duales Studium verbindet');
    await expect(log).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('#main-content').getByRole('status')).toHaveText(
      'Antwort der KI ist da.',
    );
    await expectNoSeriousA11yViolations(page);

    // Keyboard: the first source card opens the job's details.
    const card = log.getByRole('button', { name: /^\[1\] Duales Studium.* Job$/ });
    const name = ((await card.textContent()) ?? '').replace(/^\[1\] /, '').replace(/ Job$/, '');
    await card.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name });
    await expect(details).toBeVisible();
    await expect(details.getByText(/€/).first()).toBeVisible();
    await details.getByRole('button', { name: 'Schließen' }).click();

    // A follow-up with the keyboard; a company source opens the company's page.
    const field = page.getByRole('textbox', { name: 'Deine Frage' });
    await field.fill('Wer bietet Bäcker/in an?');
    await field.press('Enter');
    const company = log.getByRole('button', {
      name: '[2] Backhaus Sonnenkorn Unternehmen',
    });
    await company.click();
    await expect(page).toHaveURL(/\/company\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Backhaus Sonnenkorn' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a message in distress gets the help lines as links to tap, and no careers', async ({
      userPage: page,
    }) => {
      // Two answers and an accessibility scan: more than one default budget on a busy runner.
      test.setTimeout(90_000);
      await page.goto('/assistant');
      const field = page.getByRole('textbox', { name: 'Deine Frage' });
      await field.fill('ich will nich mehr leben');
      await field.press('Enter');

      const log = page.getByRole('log', { name: 'Gespräch mit der KI' });
      const help = log.getByRole('list', { name: 'Hier bekommst du Hilfe' });
      await expect(help).toBeVisible();
      await expect(
        help.getByRole('link', { name: /Nummer gegen Kummer anrufen: 116 111/ }),
      ).toHaveAttribute('href', 'tel:116111');
      await expect(
        help.getByRole('link', { name: /TelefonSeelsorge anrufen: 0800 111 0 111/ }),
      ).toHaveAttribute('href', 'tel:08001110111');
      await expect(help.getByRole('link', { name: /Notruf anrufen: 112/ })).toHaveAttribute(
        'href',
        'tel:112',
      );
      await expect(help.getByRole('link', { name: /krisenchat/ })).toHaveAttribute(
        'href',
        'https://krisenchat.de',
      );
      // Each link fits the phone's width and is big enough to tap.
      for (const link of await help.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await expect(log.getByRole('list', { name: 'Quellen' })).toHaveCount(0);
      await expect(log).not.toContainText('Lebensmittel');
      await expect(log).not.toContainText('Zusammengestellt aus den Einträgen');
      await expectNoSeriousA11yViolations(page);

      // Afterwards, a career question is answered as one.
      await log.getByRole('button', { name: 'Weiter mit einer Frage zu Berufen' }).click();
      await expect(field).toBeFocused();
      await field.fill('Wer bietet Bäcker/in an?');
      await field.press('Enter');
      await expect(
        log.getByRole('button', { name: '[2] Backhaus Sonnenkorn Unternehmen' }),
      ).toBeVisible();
    });
  });
});
