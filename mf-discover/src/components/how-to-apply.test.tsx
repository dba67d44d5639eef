import { json } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBookmark, aCompany, aJob, paged, renderPage } from '../testing/fixtures';
import DetailsDialog from './details-dialog';

const BOOKMARKS = 'GET /bookmarks?page=0&size=100';

function renderJobWithCompany(bookmarks: ReturnType<typeof aBookmark>[] = []) {
  const job = aJob();
  return renderPage(<DetailsDialog target={{ type: 'job', job }} onClose={() => {}} />, {
    routes: {
      'GET /jobs/job-1': () => json(job),
      'GET /companies/company-1': () => json({ ...aCompany(), jobs: [job], courses: [] }),
      [BOOKMARKS]: () => json(paged(bookmarks)),
      'POST /bookmarks': () => json({ id: 'bookmark-new' }, 201),
      'PATCH /bookmarks/bookmark-new': () =>
        json(aBookmark(job, 'job', { id: 'bookmark-new', status: 'applied' })),
    },
  });
}

describe('So bewirbst du dich', () => {
  it("shows the company's contact methods, website and the user's deadline", async () => {
    renderJobWithCompany([aBookmark(aJob(), 'job', { deadline: '2026-05-31' })]);
    const dialog = screen.getByRole('dialog', { name: 'Elektroniker/in für Betriebstechnik' });
    const section = await within(dialog).findByRole('region', { name: 'So bewirbst du dich' });
    expect(
      within(section).getByRole('link', {
        name: 'E-Mail schreiben: ausbildung@stadtwerke-kassel.example',
      }),
    ).toHaveAttribute('href', 'mailto:ausbildung@stadtwerke-kassel.example');
    expect(within(section).getByRole('link', { name: 'Anrufen: 0561 123456' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Website des Unternehmens' })).toHaveAttribute(
      'href',
      'https://stadtwerke-kassel.example/',
    );
    expect(await within(section).findByText('Deine Frist: 31.05.2026')).toBeInTheDocument();
  });

  it("'Bewerben' opens an e-mail to the company, then sets the Merkliste status to 'Beworben'", async () => {
    const { events, fake } = renderJobWithCompany();
    const dialog = screen.getByRole('dialog', { name: 'Elektroniker/in für Betriebstechnik' });
    const apply = await within(dialog).findByRole('link', { name: 'Bewerben' });
    expect(apply).toHaveAttribute(
      'href',
      'mailto:ausbildung@stadtwerke-kassel.example?subject=Bewerbung%3A%20Elektroniker%2Fin%20f%C3%BCr%20Betriebstechnik',
    );
    // jsdom does not follow a mailto: link; the click still offers the next step.
    apply.addEventListener('click', (event) => event.preventDefault());
    await events.click(apply);

    const offer = within(dialog).getByRole('form', {
      name: 'Hast du dich beworben? Trag es in deine Merkliste ein.',
    });
    await events.type(within(offer).getByLabelText('Frist (optional)'), '2026-06-15');
    await events.click(within(offer).getByRole('button', { name: 'Als „Beworben“ eintragen' }));

    await waitFor(() =>
      expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toContain(
        'PATCH /bookmarks/bookmark-new',
      ),
    );
    const created = fake.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(created!.body)).toEqual({ entityType: 'job', entityId: 'job-1' });
    const patch = fake.requests.find((request) => request.method === 'PATCH');
    expect(JSON.parse(patch!.body)).toEqual({ status: 'applied', deadline: '2026-06-15' });
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('form', {
          name: 'Hast du dich beworben? Trag es in deine Merkliste ein.',
        }),
      ).toBeNull(),
    );
  });
});
