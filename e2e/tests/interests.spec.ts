import type { Page } from '@playwright/test';
import { expect, newAccount, register, tabBar, test } from '../support/fixtures.ts';

/** Which answer of each demo question speaks for a dimension: its words on the tiles. */
const tiles = {
  practical:
    /bauen oder reparieren|Technik oder Werken|Mit den Händen|Werkstatt|Technik auf|Fahrrad|Heimwerken|Maschinen und Werkzeug|geschafft habe|Praktikum in einer Werkstatt/,
  social:
    /Für andere da sein|Deutsch oder Fremdsprachen|beraten, helfen, pflegen|Schule, Kita oder Klinik|alle mitkommen|etwas beigebracht|Menschen und ihre Geschichten|Menschen, die Hilfe brauchen|Sinnvolles für andere|Ehrenamt/,
};

/** Signs a new user in and answers the whole check with the tiles `choose` matches. */
async function answerTheCheck(page: Page, request: Page['request'], choose: RegExp) {
  const account = newAccount();
  await register(request, account);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  const progress = page.getByText(/^Frage \d+\/\d+$/);
  await expect(progress).toHaveText(/^Frage 1\/\d+$/);
  const total = Number((await progress.textContent())!.split('/')[1]);
  const answers = page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasNotText: /Überspringen|Zurück/ });
  for (let question = 1; question <= total; question++) {
    await expect(progress).toHaveText(`Frage ${question}/${total}`);
    // The tiles' text, read without the soft hyphens German hyphenation adds once its patterns
    // have loaded (maybe between reading and clicking): the tile is then clicked by position.
    const texts = await answers.evaluateAll((buttons) =>
      buttons.map((button) => (button.textContent ?? '').replaceAll('\u00ad', '')),
    );
    const fitting = texts.findIndex((text) => choose.test(text));
    // A question without a fitting tile (how big a team) is skipped.
    if (fitting >= 0) await answers.nth(fitting).click();
    else await page.getByRole('button', { name: 'Überspringen' }).click();
  }
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

/** The names of the 'Für dich' cards, in order, and the reasons of the first one. */
async function forYou(page: Page) {
  const rail = page.getByRole('region', { name: 'Für dich', exact: true });
  const why = rail.getByRole('button', { name: /^Warum\? / });
  await expect(why.first()).toBeVisible();
  const names = (await why.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label')!.replace(/^Warum\? /, '')),
  )) as string[];
  await why.first().click();
  await expect(why.first()).toHaveAttribute('aria-expanded', 'true');
  const reasons = rail.getByRole('list', { name: `Darum schlagen wir dir „${names[0]}“ vor` });
  await expect(reasons).toBeVisible();
  return { names, reasons: (await reasons.innerText()).trim() };
}

test('two users who answer the check differently see different suggestions, with fitting reasons', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const practicalContext = await browser.newContext();
  const socialContext = await browser.newContext();
  const practicalPage = await practicalContext.newPage();
  const socialPage = await socialContext.newPage();

  await answerTheCheck(practicalPage, practicalPage.request, tiles.practical);
  await answerTheCheck(socialPage, socialPage.request, tiles.social);

  const practical = await forYou(practicalPage);
  const social = await forYou(socialPage);
  expect(practical.names).toHaveLength(10);
  expect(social.names).toHaveLength(10);
  expect(practical.names).not.toEqual(social.names);
  expect(practical.names.slice(0, 3)).not.toEqual(social.names.slice(0, 3));
  // The reasons name the dimension and an answer the user chose.
  expect(practical.reasons).toContain('Praktisch');
  expect(practical.reasons).toContain('„Etwas bauen oder reparieren“');
  expect(social.reasons).toContain('Sozial');
  expect(social.reasons).toMatch(/„Für andere da sein, zum Beispiel im Verein“/);
  // Said to be automatic, with the human route beside it.
  await expect(
    practicalPage.getByRole('link', { name: 'Berufsberatung der Bundesagentur für Arbeit' }),
  ).toBeVisible();

  // The own profile shows the profile in words; the other user's profile does not.
  await tabBar(practicalPage).getByRole('link', { name: 'Profil' }).click();
  const mine = practicalPage.getByRole('region', { name: 'Meine Interessen' });
  await expect(mine.getByRole('listitem').first()).toHaveAccessibleName('Praktisch: stark');

  await practicalContext.close();
  await socialContext.close();
});
