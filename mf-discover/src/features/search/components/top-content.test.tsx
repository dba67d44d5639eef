import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aCourse, aJob, deferred, renderPage } from '../../../testing/fixtures';
import { MostSearched } from './most-searched';
import { PopularJobs } from './popular-jobs';
import { TopCompanies } from './top-companies';

const elektroniker = aJob();
const koch = aJob({ id: 'job-2', name: 'Koch/Köchin', company: null, imageUrl: '' });
const pflege = aJob({ id: 'job-3', name: 'Pflegefachmann/-frau' });
const stadtwerke = aCompany();
const volkswagen = aCompany({ id: 'company-2', name: 'Volkswagen', image: '' });
const elektrotechnik = aCourse();

/** GET /jobs/{id}, /companies/{id}, /courses/{id} of the sample content. */
const detailRoutes: Record<string, FakeRoute> = Object.fromEntries([
  ...[elektroniker, koch, pflege].map((job) => [`GET /jobs/${job.id}`, () => json(job)]),
  ...[stadtwerke, volkswagen].map((company) => [
    `GET /companies/${company.id}`,
    () => json({ ...company, jobs: [], courses: [] }),
  ]),
  [`GET /courses/${elektrotechnik.id}`, () => json(elektrotechnik)],
]);

function renderSection(element: React.ReactElement, routes: Record<string, FakeRoute>) {
  return renderPage(element, {
    route: '/search',
    routes: { ...detailRoutes, ...routes },
    otherRoutes: { '/company/:id': <p>Unternehmensseite</p> },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Meistgesucht', () => {
  it('shows skeletons, then up to six mixed tiles, leaving out what no longer exists', async () => {
    const gate = deferred();
    const { calls } = renderSection(<MostSearched />, {
      'GET /search/entities/top/all?limit=6': async () => {
        await gate.promise;
        return json([
          { entityType: 'job', entityId: elektroniker.id },
          { entityType: 'company', entityId: stadtwerke.id },
          { entityType: 'course', entityId: elektrotechnik.id },
          { entityType: 'job', entityId: 'deleted-job' },
          { entityType: 'company', entityId: volkswagen.id },
          { entityType: 'job', entityId: koch.id },
          // Beyond the six tiles.
          { entityType: 'job', entityId: pflege.id },
        ]);
      },
    });
    expect(within(section('Meistgesucht')).getByRole('status')).toHaveTextContent('Wird geladen …');
    gate.resolve();

    const list = await within(section('Meistgesucht')).findByRole('list');
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Elektroniker/in für BetriebstechnikJob',
      'Stadtwerke KasselUnternehmen',
      'Elektrotechnik (B.Eng.)Studiengang',
      'VolkswagenUnternehmen',
      'Koch/KöchinJob',
    ]);
    // The tiles name their items in text; their images are decoration.
    expect(within(list).queryAllByRole('img')).toEqual([]);
    expect(within(list).getByRole('button', { name: /Koch\/Köchin/ })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Volkswagen/ })).toHaveAttribute(
      'href',
      '/company/company-2',
    );
    expect(calls()).toEqual(
      expect.arrayContaining([
        'GET /search/entities/top/all?limit=6',
        'GET /jobs/job-1',
        'GET /companies/company-1',
        'GET /courses/course-1',
        'GET /jobs/deleted-job',
      ]),
    );
    expect(calls()).not.toContain('GET /jobs/job-3');
  });

  it('opens a job or course in the details popup and leads from a company to its page', async () => {
    const { events } = renderSection(<MostSearched />, {
      'GET /search/entities/top/all?limit=6': () =>
        json([
          { entityType: 'course', entityId: elektrotechnik.id },
          { entityType: 'job', entityId: pflege.id },
          { entityType: 'company', entityId: stadtwerke.id },
        ]),
    });

    await events.click(await screen.findByRole('button', { name: /Elektrotechnik \(B\.Eng\.\)/ }));
    const course = await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' });
    expect(within(course).getByText('Sieben Semester, dual mit Praxisphasen.')).toBeVisible();
    await events.click(within(course).getByRole('button', { name: 'Schließen' }));

    // Each entry is read on its own: the job's may arrive after the course's.
    await events.click(await screen.findByRole('button', { name: /Pflegefachmann/ }));
    const job = await screen.findByRole('dialog', { name: 'Pflegefachmann/-frau' });
    await events.click(within(job).getByRole('button', { name: 'Schließen' }));

    const company = await screen.findByRole('link', { name: /Stadtwerke Kassel/ });
    expect(company).toHaveAttribute('href', '/company/company-1');
    await events.click(company);
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('says so when nothing has been searched yet', async () => {
    renderSection(<MostSearched />, { 'GET /search/entities/top/all?limit=6': () => json([]) });
    expect(
      await within(section('Meistgesucht')).findByText('Noch wurde nichts gesucht. Schau dich um!'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the ranking cannot be loaded', async () => {
    let fail = true;
    const { events } = renderSection(<MostSearched />, {
      'GET /search/entities/top/all?limit=6': () =>
        fail
          ? json({ error: 'Nicht gefunden' }, 404)
          : json([{ entityType: 'job', entityId: koch.id }]),
    });
    const error = await within(section('Meistgesucht')).findByRole('alert');
    expect(error).toHaveTextContent('Das konnte nicht geladen werden.');

    fail = false;
    await events.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('button', { name: /Koch\/Köchin/ })).toBeInTheDocument();
  });
});

describe('Beliebte Jobs', () => {
  it('shows the three most viewed jobs as cards that open the details popup', async () => {
    const { events, calls } = renderSection(<PopularJobs />, {
      'GET /search/entities/top?entityType=job&limit=3': () =>
        json([pflege.id, koch.id, elektroniker.id]),
    });
    const list = await within(section('Beliebte Jobs')).findByRole('list');
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Pflegefachmann/-frau');
    expect(cards[1]).toHaveTextContent('Koch/Köchin');
    expect(cards[2]).toHaveTextContent('Elektroniker/in für Betriebstechnik');
    expect(cards[2]).toHaveTextContent('Stadtwerke Kassel · Kassel');

    await events.click(cards[1]!);
    expect(await screen.findByRole('dialog', { name: 'Koch/Köchin' })).toBeInTheDocument();
    expect(calls()).toContain('GET /search/entities/top?entityType=job&limit=3');
  });

  it('says so when there are none', async () => {
    renderSection(<PopularJobs />, {
      'GET /search/entities/top?entityType=job&limit=3': () => json([]),
    });
    expect(await screen.findByText('Noch keine beliebten Jobs.')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    const gate = deferred();
    renderSection(<PopularJobs />, {
      'GET /search/entities/top?entityType=job&limit=3': async () => {
        await gate.promise;
        return json([koch.id]);
      },
    });
    expect(within(section('Beliebte Jobs')).getByRole('status')).toHaveTextContent(
      'Wird geladen …',
    );
    gate.resolve();
    expect(await screen.findByRole('button', { name: /Koch\/Köchin/ })).toBeInTheDocument();
    expect(within(section('Beliebte Jobs')).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Top-Unternehmen', () => {
  const eight = Array.from({ length: 8 }, (_, index) =>
    aCompany({ id: `company-${index + 1}`, name: `Firma ${index + 1}` }),
  );

  it('shows up to eight round logos with names, each leading to the company', async () => {
    const { events, calls } = renderSection(<TopCompanies />, {
      'GET /search/entities/top?entityType=company&limit=8': () =>
        json(eight.map((company) => company.id)),
      ...Object.fromEntries(
        eight.map((company) => [
          `GET /companies/${company.id}`,
          () => json({ ...company, jobs: [], courses: [] }),
        ]),
      ),
    });
    const list = await within(section('Top-Unternehmen')).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', '/company/company-1');
    expect(links[7]).toHaveAttribute('href', '/company/company-8');
    expect(within(links[2]!).getByRole('img', { name: 'Logo von Firma 3' })).toBeInTheDocument();
    expect(links[2]).toHaveTextContent('Firma 3');
    expect(calls()).toContain('GET /search/entities/top?entityType=company&limit=8');

    await events.click(links[4]!);
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('leaves out a company that no longer exists and says so when none is left', async () => {
    renderSection(<TopCompanies />, {
      'GET /search/entities/top?entityType=company&limit=8': () => json(['gone']),
    });
    expect(await screen.findByText('Noch keine Top-Unternehmen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
  });
});
