import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aJob, renderPage, testUser } from '../testing/fixtures';
import SearchPage from './search-page';

const job = aJob();
const company = aCompany();

const jobCard = { entityType: 'job', entityId: job.id, entity: job };
const companyCard = { entityType: 'company', entityId: company.id, entity: company };

const routes = {
  'GET /search/entities/top/cards?all=6&job=3&company=8': () =>
    json({ all: [jobCard, companyCard], job: [jobCard], company: [companyCard], course: [] }),
};

function renderSearchPage(user = testUser) {
  return renderPage(<SearchPage />, { route: '/search', routes, user });
}

/** The exposed page `./Search` (docs/product.md#search). */
describe('SearchPage', () => {
  it('welcomes the user by name and shows the search box, the top content and the AI banner', async () => {
    const { calls } = renderSearchPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Willkommen, Lena!');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Suche öffnen/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // One loading state for the three top regions, then all three at once, complete.
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Meistgesucht', 'Beliebte Jobs', 'Top-Unternehmen']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const mostSearched = screen.getByRole('region', { name: 'Meistgesucht' });
    expect(within(mostSearched).getAllByRole('listitem')).toHaveLength(2);
    const popular = screen.getByRole('region', { name: 'Beliebte Jobs' });
    expect(within(popular).getByRole('button', { name: /Elektroniker\/in/ })).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top-Unternehmen' });
    expect(
      within(top).getByRole('img', { name: 'Logo von Stadtwerke Kassel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Frag unsere KI/ })).toHaveAttribute(
      'href',
      '/assistant',
    );
    // One read for the three regions, their items with it.
    expect(calls()).toEqual(['GET /search/entities/top/cards?all=6&job=3&company=8']);
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
