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

type Card =
  | { entityType: 'job'; entity: ReturnType<typeof aJob> }
  | { entityType: 'company'; entity: ReturnType<typeof aCompany> }
  | { entityType: 'course'; entity: ReturnType<typeof aCourse> };

const job = (entity: ReturnType<typeof aJob>): Card => ({ entityType: 'job', entity });
const company = (entity: ReturnType<typeof aCompany>): Card => ({ entityType: 'company', entity });
const course = (entity: ReturnType<typeof aCourse>): Card => ({ entityType: 'course', entity });

const topCards = 'GET /search/entities/top/cards?all=6&job=3&company=8';

/** The ranked lists as the server answers them: each item with its card. */
function cards(lists: { all?: Card[]; job?: Card[]; company?: Card[] }) {
  const withIds = (list: Card[] = []) =>
    list.map((card) => ({ ...card, entityId: card.entity.id }));
  return json({
    all: withIds(lists.all),
    job: withIds(lists.job),
    company: withIds(lists.company),
    course: [],
  });
}

function renderSection(element: React.ReactElement, routes: Record<string, FakeRoute>) {
  return renderPage(element, {
    route: '/search',
    routes,
    otherRoutes: { '/company/:id': <p>Unternehmensseite</p> },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Meistgesucht', () => {
  it('shows skeletons, then up to six mixed tiles from the one read, each item with it', async () => {
    const gate = deferred();
    const { calls } = renderSection(<MostSearched />, {
      [topCards]: async () => {
        await gate.promise;
        return cards({
          all: [
            job(elektroniker),
            company(stadtwerke),
            course(elektrotechnik),
            company(volkswagen),
            job(koch),
            job(koch),
            // Beyond the six tiles.
            job(pflege),
          ],
        });
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
      'Koch/KöchinJob',
    ]);
    // The tiles name their items in text; their images are decoration.
    expect(within(list).queryAllByRole('img')).toEqual([]);
    expect(within(list).getByRole('link', { name: /Volkswagen/ })).toHaveAttribute(
      'href',
      '/company/company-2',
    );
    // No request per item.
    expect(calls()).toEqual([topCards]);
  });

  it('opens a job or course in the details popup without asking again, and leads from a company to its page', async () => {
    const { events, calls } = renderSection(<MostSearched />, {
      [topCards]: () => cards({ all: [course(elektrotechnik), job(pflege), company(stadtwerke)] }),
    });

    await events.click(await screen.findByRole('button', { name: /Elektrotechnik \(B\.Eng\.\)/ }));
    const courseDialog = await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' });
    expect(within(courseDialog).getByText('Sieben Semester, dual mit Praxisphasen.')).toBeVisible();
    await events.click(within(courseDialog).getByRole('button', { name: 'Schließen' }));

    await events.click(await screen.findByRole('button', { name: /Pflegefachmann/ }));
    const jobDialog = await screen.findByRole('dialog', { name: 'Pflegefachmann/-frau' });
    await events.click(within(jobDialog).getByRole('button', { name: 'Schließen' }));
    // The cards came with the list: the popups read none of them again.
    expect(calls().filter((call) => /\/(jobs|courses)\//.test(call))).toEqual([]);

    const link = await screen.findByRole('link', { name: /Stadtwerke Kassel/ });
    expect(link).toHaveAttribute('href', '/company/company-1');
    await events.click(link);
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('says so when nothing has been searched yet', async () => {
    renderSection(<MostSearched />, { [topCards]: () => cards({}) });
    expect(
      await within(section('Meistgesucht')).findByText('Noch wurde nichts gesucht. Schau dich um!'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the ranking cannot be loaded', async () => {
    let fail = true;
    const { events } = renderSection(<MostSearched />, {
      [topCards]: () =>
        fail ? json({ error: 'Nicht gefunden' }, 404) : cards({ all: [job(koch)] }),
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
      [topCards]: () => cards({ job: [job(pflege), job(koch), job(elektroniker)] }),
    });
    const list = await within(section('Beliebte Jobs')).findByRole('list');
    const jobCards = within(list).getAllByRole('button');
    expect(jobCards).toHaveLength(3);
    expect(jobCards[0]).toHaveTextContent('Pflegefachmann/-frau');
    expect(jobCards[1]).toHaveTextContent('Koch/Köchin');
    expect(jobCards[2]).toHaveTextContent('Elektroniker/in für Betriebstechnik');
    expect(jobCards[2]).toHaveTextContent('Stadtwerke Kassel · Kassel');

    await events.click(jobCards[1]!);
    expect(await screen.findByRole('dialog', { name: 'Koch/Köchin' })).toBeInTheDocument();
    // The job came with the list: the popup does not read it again (only its save button's
    // bookmarks).
    expect(calls().filter((call) => call !== 'GET /bookmarks?page=0&size=100')).toEqual([topCards]);
  });

  it('says so when there are none', async () => {
    renderSection(<PopularJobs />, { [topCards]: () => cards({}) });
    expect(await screen.findByText('Noch keine beliebten Jobs.')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    const gate = deferred();
    renderSection(<PopularJobs />, {
      [topCards]: async () => {
        await gate.promise;
        return cards({ job: [job(koch)] });
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
      [topCards]: () => cards({ company: eight.map(company) }),
    });
    const list = await within(section('Top-Unternehmen')).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', '/company/company-1');
    expect(links[7]).toHaveAttribute('href', '/company/company-8');
    expect(within(links[2]!).getByRole('img', { name: 'Logo von Firma 3' })).toBeInTheDocument();
    expect(links[2]).toHaveTextContent('Firma 3');
    expect(calls()).toEqual([topCards]);

    await events.click(links[4]!);
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    renderSection(<TopCompanies />, { [topCards]: () => cards({}) });
    expect(await screen.findByText('Noch keine Top-Unternehmen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
  });
});
