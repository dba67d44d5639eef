import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { companyIdByName } from '../support/seeded-companies.ts';
import { expect, tabBar, test } from '../support/fixtures.ts';

const company = 'Rheinwerk Mechatronik GmbH';

/** A text as a literal part of a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test.describe('home', () => {
  test('each tile opens its category in a sheet with its own search and more on demand', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/');
    const firstName = signedInUser.name.split(' ')[0];
    await expect(page.getByText(`Hallo ${firstName}!`)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Was kommt als Nächstes?' }),
    ).toBeVisible();
    // Only admins see the Admin button.
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    // Jobs: 20 at first, more on demand, and a search that forgives a typo.
    const jobsTile = page.getByRole('button', { name: 'Jobs', exact: true });
    await jobsTile.click();
    const jobs = page.getByRole('dialog', { name: 'Jobs' });
    await expect(jobs.getByRole('listitem')).toHaveCount(20);
    // Scrolling near the end loads more. (Clicking "Mehr laden" would race with it: scrolling
    // to the button loads the next page, which moves the button or removes it at the end.)
    await jobs.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect.poll(() => jobs.getByRole('listitem').count()).toBeGreaterThan(20);
    await jobs.getByLabel('Jobs durchsuchen').fill('Mechatronker');
    // The full list holds the job too: wait until the search has replaced it.
    await expect.poll(() => jobs.getByRole('listitem').count()).toBeLessThan(5);
    const mechatronics = jobs.getByRole('button', { name: /^Mechatroniker\/in/ });
    await expect(mechatronics).toBeVisible();
    await mechatronics.click();
    const details = page.getByRole('dialog', { name: 'Mechatroniker/in' });
    // An apprenticeship pays a training allowance, not a salary.
    await expect(details.getByText('Ausbildungsvergütung')).toBeVisible();
    await expect(details.getByText(/^\d{1,3}(\.\d{3})*\s€ im Monat$/)).toBeVisible();
    await expect(details.getByRole('link', { name: company })).toBeVisible();
    await details.getByRole('button', { name: 'Schließen' }).click();
    await page.keyboard.press('Escape');
    await expect(jobs).toBeHidden();
    await expect(jobsTile).toBeFocused();

    // Uni/Hochschule lists universities and colleges only.
    await page.getByRole('button', { name: 'Uni/Hochschule' }).click();
    const universities = page.getByRole('dialog', { name: 'Uni/Hochschule' });
    await expect(universities.getByRole('link', { name: /Universität Auenstadt/ })).toBeVisible();
    await expect(
      universities.getByRole('link', { name: /Technische Hochschule Birkental/ }),
    ).toBeVisible();
    await expect(universities.getByRole('link', { name: new RegExp(company) })).toHaveCount(0);
    await universities.getByRole('button', { name: 'Schließen' }).click();

    // Companies lead to their page.
    await page.getByRole('button', { name: 'Unternehmen', exact: true }).click();
    const companies = page.getByRole('dialog', { name: 'Unternehmen' });
    await companies.getByLabel('Unternehmen durchsuchen').fill('Rheinwerk');
    await companies.getByRole('link', { name: new RegExp(company) }).click();
    await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();

    // Courses: the list filters as you type.
    await page.goBack();
    await page.getByRole('button', { name: 'Studiengang finden' }).click();
    const courses = page.getByRole('dialog', { name: 'Studiengang finden' });
    await courses.getByLabel('Studiengänge durchsuchen').fill('mechatronik');
    // Matches by course name and by company name ("Rheinwerk Mechatronik GmbH").
    await expect.poll(() => courses.getByRole('listitem').count()).toBeLessThan(5);
    await courses.getByRole('button', { name: /^Mechatronik \(B\.Eng\.\)/ }).click();
    await expect(page.getByRole('dialog', { name: 'Mechatronik (B.Eng.)' })).toBeVisible();
  });

  test('tips open their long text, learning tips a popup, quotes run in a strip', async ({
    userPage: page,
  }) => {
    await page.goto('/');
    const applying = page.getByRole('region', { name: 'Bewerbungstipps' });
    const tip = applying.getByRole('button', { name: 'Früh anfangen' });
    await expect(tip).toHaveAttribute('aria-expanded', 'false');
    await tip.click();
    await expect(tip).toHaveAttribute('aria-expanded', 'true');
    const longTip = page.locator(`#${await tip.getAttribute('aria-controls')}`);
    await expect(longTip).toBeVisible();
    expect((await longTip.textContent())!.length).toBeGreaterThan(40);

    const quotes = page.getByRole('region', { name: 'Zitate, die Mut machen' });
    await expect(quotes.getByRole('listitem').first()).toBeVisible();

    const studying = page.getByRole('region', { name: 'Lerntipps fürs Studium' });
    await studying.getByRole('button', { name: 'In kurzen Blöcken lernen' }).click();
    const popup = page.getByRole('dialog', { name: 'In kurzen Blöcken lernen' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Schließen' }).click();
    await expect(popup).toBeHidden();

    await expectNoSeriousA11yViolations(page);
  });

  test('admins see the Admin button', async ({ adminPage: page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('company page', () => {
  test('follow, contact, website; an unknown id says so', async ({ page, signedInUser }) => {
    const id = await companyIdByName(page.request, signedInUser.token, company);
    await page.goto(`/company/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText('Maschinen- und Anlagenbau')).toBeVisible();
    await expect(page.getByRole('img', { name: `Logo von ${company}` })).toBeVisible();

    // Following is the server's state: it survives a reload, and toggles back.
    const follow = page.getByRole('button', { name: 'Folgen' });
    await follow.click();
    await expect(page.getByRole('button', { name: 'Entfolgen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await page.getByRole('button', { name: 'Entfolgen' }).click();
    await expect(page.getByRole('button', { name: 'Folgen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.getByRole('button', { name: 'Kontakt aufnehmen' }).click();
    const contact = page.getByRole('dialog', { name: 'Kontakt' });
    await expect(contact.getByRole('link', { name: /0221 4710 120/ })).toHaveAttribute(
      'href',
      'tel:02214710120',
    );
    await expect(
      contact.getByRole('link', { name: /ausbildung@rheinwerk-mechatronik\.example/ }),
    ).toHaveAttribute('href', 'mailto:ausbildung@rheinwerk-mechatronik.example');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Website aufrufen' }).click();
    const website = page.getByRole('dialog', { name: /rheinwerk-mechatronik|Website/ });
    const site = /^https:\/\/www\.rheinwerk-mechatronik\.example\/?$/;
    await expect(website.locator('iframe')).toHaveAttribute('src', site);
    await expect(website.getByRole('link', { name: 'Im Browser öffnen' })).toHaveAttribute(
      'href',
      site,
    );
    await page.keyboard.press('Escape');

    // Jobs and courses open their details.
    await page.getByRole('button', { name: /^Industriemechaniker\/in/ }).click();
    await expect(page.getByRole('dialog', { name: 'Industriemechaniker/in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Mechatronik \(B\.Eng\.\)/ }).click();
    await expect(page.getByRole('dialog', { name: 'Mechatronik (B.Eng.)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/company/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Dieses Unternehmen konnte nicht gefunden werden.')).toBeVisible();
    await expect(tabBar(page)).toBeVisible();
  });
});

test.describe('bookmarks', () => {
  test('save → alert → disabled → listed in the collection → removed', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/bookmarks');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meine Sammlung auf einen Blick' }),
    ).toBeVisible();
    await expect(page.getByText('Noch nichts gespeichert')).toBeVisible();

    // A job, from the 'Für dich' rail on home.
    await tabBar(page).getByRole('link', { name: 'Home' }).click();
    const rail = page.getByRole('region', { name: 'Für dich', exact: true });
    await expect(rail.getByRole('button', { name: /^Warum\? / }).first()).toBeVisible();
    // The rail shows the suggestions in the order the API gives them.
    const listed = (await (
      await page.request.get('/api/recommendations', {
        headers: { Authorization: signedInUser.token },
      })
    ).json()) as { content: { entityType: string; item: { name: string } }[] };
    const jobName = listed.content.find((entry) => entry.entityType === 'job')!.item.name;
    const firstJob = rail.getByRole('button', { name: new RegExp(`^${escape(jobName)}`) });
    await firstJob.click();
    const jobDetails = page.getByRole('dialog', { name: jobName });
    await jobDetails.getByRole('button', { name: 'Speichern' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Meldung' });
    await expect(alert).toContainText('Der Job wurde zu deinen Favoriten hinzugefügt.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(jobDetails.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();
    await jobDetails.getByRole('button', { name: 'Schließen' }).click();
    // Saved earlier is saved still: opened again, the button stays disabled.
    await firstJob.click();
    await expect(jobDetails.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();
    await page.keyboard.press('Escape');

    // A company, on its page.
    const id = await companyIdByName(page.request, signedInUser.token, company);
    await page.goto(`/company/${id}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(alert).toContainText('Das Unternehmen wurde zu deinen Favoriten hinzugefügt.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();

    // A course, from the company's course list.
    await page.getByRole('button', { name: /^Mechatronik \(B\.Eng\.\)/ }).click();
    const courseDetails = page.getByRole('dialog', { name: 'Mechatronik (B.Eng.)' });
    await courseDetails.getByRole('button', { name: 'Speichern' }).click();
    await expect(alert).toContainText('Der Studiengang wurde zu deinen Favoriten hinzugefügt.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(courseDetails.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await tabBar(page).getByRole('link', { name: 'Merkliste' }).click();
    const group = (name: string) => page.getByRole('region', { name });
    // Jobs and courses are applications, grouped by status; companies stay apart.
    await expect(group('Gemerkt (2)').getByText(jobName)).toBeVisible();
    await expect(group('Gemerkt (2)').getByText('Mechatronik (B.Eng.)')).toBeVisible();
    await expect(group('Unternehmen (1)').getByText(company)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The removal is sent once 'Rückgängig' is no longer offered.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.status() === 204,
    );
    await group('Unternehmen (1)')
      .getByRole('button', { name: `Entfernen: ${company}` })
      .click();
    await expect(group('Unternehmen (1)')).toHaveCount(0);
    await deleted;
    await page.reload();
    await expect(group('Gemerkt (2)').getByText(jobName)).toBeVisible();
    // The company is no longer saved (its name may still show as who offers the course).
    await expect(group('Unternehmen (1)')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Entfernen: ${company}` })).toHaveCount(0);
    await group('Gemerkt (2)')
      .getByRole('button', { name: /^Entfernen/ })
      .first()
      .click();
    await group('Gemerkt (1)')
      .getByRole('button', { name: /^Entfernen/ })
      .click();
    await expect(page.getByText('Noch nichts gespeichert')).toBeVisible();
  });

  test('a popup closed right after its alert leaves the tab bar tappable, on a slow CPU too', async ({
    page,
    signedInUser,
  }) => {
    const id = await companyIdByName(page.request, signedInUser.token, company);
    await page.goto(`/company/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    // A busy phone: the page's scheduled work runs late, while taps and keys come at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.getByRole('button', { name: /^Mechatronik \(B\.Eng\.\)/ }).click();
    const course = page.getByRole('dialog', { name: 'Mechatronik (B.Eng.)' });
    await course.getByRole('button', { name: 'Speichern' }).click();
    // OK as soon as the alert can be tapped, Escape right after: the popup closes either way.
    await page
      .getByRole('alertdialog', { name: 'Meldung' })
      .getByRole('button', { name: 'OK' })
      .click();
    await page.keyboard.press('Escape');
    await expect(course).toBeHidden();

    await tabBar(page).getByRole('link', { name: 'Merkliste' }).click();
    await expect(
      page.getByRole('region', { name: 'Gemerkt (1)' }).getByText('Mechatronik (B.Eng.)'),
    ).toBeVisible();
  });
});
