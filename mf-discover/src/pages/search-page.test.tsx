import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aJob, renderPage, testUser } from '../testing/fixtures';
import SearchPage from './search-page';

const job = aJob();
const company = aCompany();

const routes = {
  'GET /search/entities/top/all?limit=6': () =>
    json([
      { entityType: 'job', entityId: job.id },
      { entityType: 'company', entityId: company.id },
    ]),
  'GET /search/entities/top?entityType=job&limit=3': () => json([job.id]),
  'GET /search/entities/top?entityType=company&limit=8': () => json([company.id]),
  [`GET /jobs/${job.id}`]: () => json(job),
  [`GET /companies/${company.id}`]: () => json({ ...company, jobs: [], courses: [] }),
};

function renderSearchPage(user = testUser) {
  return renderPage(<SearchPage />, { route: '/search', routes, user });
}

/** The exposed page `./Search` (spec §2). */
describe('SearchPage', () => {
  it('welcomes the user by name and shows the search box, the top content and the AI banner', async () => {
    const { calls } = renderSearchPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Willkommen, Lena!');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Suche öffnen/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Meistgesucht', 'Beliebte Jobs', 'Top-Unternehmen']);

    const mostSearched = screen.getByRole('region', { name: 'Meistgesucht' });
    expect(await within(mostSearched).findAllByRole('listitem')).toHaveLength(2);
    const popular = screen.getByRole('region', { name: 'Beliebte Jobs' });
    expect(
      await within(popular).findByRole('button', { name: /Elektroniker\/in/ }),
    ).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top-Unternehmen' });
    expect(
      await within(top).findByRole('img', { name: 'Logo von Stadtwerke Kassel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Frag unsere KI/ })).toHaveAttribute(
      'href',
      '/assistant',
    );
    // Nothing is searched before the user asks.
    expect(calls().filter((call) => /\/(jobs|companies|userdiscovery)\?/.test(call))).toEqual([]);
  });

  it('falls back to a plain welcome without a name', () => {
    renderSearchPage({ ...testUser, name: '  ' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Willkommen!$/);
  });

  it('opens the assistant from the AI banner', async () => {
    const { events } = renderPage(<SearchPage />, {
      route: '/search',
      routes,
      otherRoutes: { '/assistant': <p>Assistent geöffnet</p> },
    });
    await events.click(screen.getByRole('link', { name: /Frag unsere KI/ }));
    expect(await screen.findByText('Assistent geöffnet')).toBeInTheDocument();
  });

  it('opens the search dialog from the search box', async () => {
    const { events } = renderSearchPage();
    await events.click(screen.getByRole('button', { name: /Suche öffnen/ }));
    expect(await screen.findByRole('searchbox', { name: 'Suchbegriff' })).toHaveFocus();
  });
});
