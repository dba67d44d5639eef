import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, tabBar, test } from '../support/fixtures.ts';

/** `YYYY-MM-DD`, `days` after today in Germany (the browser runs in Europe/Berlin). */
function germanDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('save, move to "Beworben", set a deadline, subscribe, compare', async ({
  page,
  signedInUser,
}) => {
  const headers = { Authorization: signedInUser.token };
  // A job the 'Für dich' rail on home shows (in the order the API gives it).
  const suggestions = (await (
    await page.request.get('/api/recommendations', { headers })
  ).json()) as {
    content: { entityType: string; item: { name: string } }[];
  };
  const jobName = suggestions.content.find((entry) => entry.entityType === 'job')!.item.name;

  // A second item to compare with: a course, saved through the API first.
  const courses = (await (await page.request.get('/api/courses', { headers })).json()) as {
    course: { id: string; name: string };
  }[];
  const course = courses[0]!.course;
  const saved = await page.request.post('/api/bookmarks', {
    headers,
    data: { entityType: 'course', entityId: course.id },
  });
  expect(saved.status()).toBe(201);

  // Save: a job from the home rail, in the browser.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Für dich', exact: true })
    .getByRole('button', {
      name: new RegExp(`^${jobName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    })
    .click();
  const details = page.getByRole('dialog', { name: jobName });
  await details.getByRole('button', { name: 'Speichern' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Meldung' });
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await tabBar(page).getByRole('link', { name: 'Merkliste' }).click();
  await expect(page.getByRole('region', { name: 'Gemerkt (2)' })).toBeVisible();

  // Move to 'Beworben' with one tap.
  await page.getByRole('button', { name: `Weiter: Beworben – ${jobName}` }).click();
  const applied = page.getByRole('region', { name: 'Beworben (1)' });
  await expect(applied.getByText(jobName)).toBeVisible();

  // Set a deadline three days ahead, and a note.
  await applied.getByRole('button', { name: `Bearbeiten: ${jobName}` }).click();
  const deadline = germanDate(3);
  await applied.getByLabel('Frist').fill(deadline);
  await applied.getByLabel('Notiz (nur für dich)').fill('Mappe per Post geschickt');
  await applied.getByRole('button', { name: 'Speichern' }).click();
  // The saved values show at once; the form closes when the server has answered.
  await expect(applied.getByLabel('Notiz (nur für dich)')).toBeHidden();
  const german = deadline.split('-').reverse().join('.');
  await expect(applied.getByText(`Frist: ${german} · noch 3 Tage`)).toBeVisible();
  await expect(applied.getByText('Mappe per Post geschickt')).toBeVisible();
  // The tab reminds of it.
  await expect(tabBar(page).getByRole('link', { name: /^Merkliste/ })).toHaveAccessibleName(
    'Merkliste 1 Frist in den nächsten 7 Tagen',
  );
  // Kept on the server.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Beworben (1)' }).getByText(`Frist: ${german} · noch 3 Tage`),
  ).toBeVisible();

  // Subscribe: a webcal:// address whose feed a calendar app can read without a token.
  const calendar = page.getByRole('region', { name: 'Fristen im Kalender' });
  await calendar.getByRole('button', { name: 'Im Kalender abonnieren' }).click();
  const link = calendar.getByRole('link', { name: 'Im Kalender abonnieren' });
  const webcal = await link.getAttribute('href');
  expect(webcal).toMatch(/^webcal:\/\/localhost:\d+\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
  const feedUrl = webcal!.replace(/^webcal:/, 'http:');
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain(`DTSTART;VALUE=DATE:${deadline.replaceAll('-', '')}`);
  expect(body.replace(/\r\n /g, '')).toContain(
    `SUMMARY:Frist: ${jobName.replace(/[,;]/g, '\\$&')}`,
  );
  expect(body).toContain('BEGIN:VALARM');
  await calendar.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(calendar.getByRole('status')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);

  // Compare side by side, readable on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('checkbox', { name: `Vergleichen: ${jobName}` }).check();
  await page.getByRole('checkbox', { name: `Vergleichen: ${course.name}` }).check();
  await page.getByRole('button', { name: 'Nebeneinander vergleichen (2)' }).click();
  const comparison = page.getByRole('dialog', { name: 'Nebeneinander' });
  const table = comparison.getByRole('table');
  // Long words carry soft hyphens: compare what a screen reader reads (the accessible names).
  const columns = table.getByRole('columnheader');
  await expect(columns.nth(0)).toHaveAccessibleName(jobName);
  await expect(columns.nth(1)).toHaveAccessibleName(course.name);
  const cells = (label: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label }) })
      .getByRole('cell');
  await expect(cells('Status').nth(0)).toHaveAccessibleName('Beworben');
  await expect(cells('Status').nth(1)).toHaveAccessibleName('Gemerkt');
  await expect(cells('Bezahlung pro Monat').nth(0)).toHaveAccessibleName(
    /^[\d.]+\s€ (Ausbildungsvergütung|Gehalt)$/,
  );
  await expect(cells('Frist').nth(0)).toHaveAccessibleName(
    `${deadline.split('-').reverse().join('.')} (noch 3 Tage)`,
  );
  // Nothing sticks out sideways.
  const overflow = await comparison.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await comparison.getByRole('button', { name: 'Schließen' }).click();

  // Withdrawing the link ends the feed.
  await calendar.getByRole('button', { name: 'Link zurückziehen' }).click();
  await expect(calendar.getByRole('status')).toHaveText('Der Link funktioniert nicht mehr.');
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});

test('removing offers "Rückgängig", which keeps the item with its status', async ({
  page,
  signedInUser,
}) => {
  const headers = { Authorization: signedInUser.token };
  const courses = (await (await page.request.get('/api/courses', { headers })).json()) as {
    course: { id: string; name: string };
  }[];
  const course = courses[0]!.course;
  const created = await page.request.post('/api/bookmarks', {
    headers,
    data: { entityType: 'course', entityId: course.id },
  });
  const { id } = (await created.json()) as { id: string };
  await page.request.patch(`/api/bookmarks/${id}`, { headers, data: { status: 'interview' } });

  await page.goto('/bookmarks');
  const group = page.getByRole('region', { name: 'Vorstellungsgespräch (1)' });
  await group.getByRole('button', { name: `Entfernen: ${course.name}` }).click();
  await expect(group).toHaveCount(0);
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(group.getByRole('button', { name: `Entfernen: ${course.name}` })).toBeFocused();
  await page.reload();
  await expect(group.getByText(course.name)).toBeVisible();
});
