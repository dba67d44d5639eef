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
});
