import { useLocation } from '@kompass/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/fixtures';
import { SearchLauncher } from './search-launcher';
import { searchRoutes, openSearch, tab, panel } from './search-dialog.testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('search dialog', () => {
  it('opens from the search box with the input focused, the Alle tab selected and a hint', async () => {
    const { events, input, searches } = await openSearch();

    expect(input).toHaveFocus();
    expect(screen.getByRole('tablist', { name: 'Was möchtest du suchen?' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'Alle',
      'Berufe',
      'Jobs',
      'Studium',
      'Unternehmen',
      'Benutzer',
    ]);
    expect(tab('Alle')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Alle')).toHaveAttribute('tabindex', '0');
    expect(tab('Unternehmen')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Unternehmen')).toHaveAttribute('tabindex', '-1');
    expect(panel()).toHaveAttribute('id', tab('Alle').getAttribute('aria-controls'));
    expect(panel()).toHaveAccessibleName('Alle');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Gib einen Suchbegriff ein.');
    expect(searches()).toEqual([]);

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Suche öffnen/ })).toHaveFocus();
  });

  it('sends one request once the typing pauses for 300 ms, and shows and announces the hits', async () => {
    const { input, searches } = await openSearch();
    vi.useFakeTimers();

    // Key by key, with no time passing in between (user-event's async wrapper waits for a real
    // timer, which fake timers never fire). A typo: the API still finds 'Mechatroniker/in'.
    const term = 'Mechatronker';
    for (let length = 1; length <= term.length; length++) {
      fireEvent.change(input, { target: { value: term.slice(0, length) } });
    }
    expect(within(panel()).getByRole('status')).toHaveTextContent('Suche läuft …');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    // Every kind at once, so that each tab can show its number of hits (one word names no place,
    // so there is nothing to ask first).
    expect(searches().sort()).toEqual([
      'GET /companies?search=Mechatronker&page=0&size=20',
      'GET /courses?search=Mechatronker',
      'GET /jobs?search=Mechatronker&page=0&size=20',
      'GET /occupations?search=Mechatronker&page=0&size=20',
      'GET /userdiscovery?name=Mechatronker',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    expect(
      await within(panel()).findByRole('button', { name: /Mechatroniker\/in/ }),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 Treffer');
    expect(searches()).toHaveLength(5);
  });

  it('switches tabs by click and by arrow keys, each tab answered by the one search', async () => {
    const { events, input, searches } = await openSearch();
    await events.type(input, 'Kassel');
    expect(
      await within(panel()).findByRole('button', { name: /Mechatroniker\/in/ }),
    ).toBeInTheDocument();
    expect(searches()).toHaveLength(5);

    await events.click(tab('Unternehmen'));
    expect(tab('Unternehmen')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Alle')).toHaveAttribute('aria-selected', 'false');
    expect(
      await within(panel()).findByRole('link', { name: /Stadtwerke Kassel/ }),
    ).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName('Unternehmen 1 Treffer');
    expect(searches()).toHaveLength(5);

    await events.keyboard('{ArrowRight}');
    expect(tab('Benutzer')).toHaveFocus();
    expect(tab('Benutzer')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Benutzer')).toHaveAttribute('tabindex', '0');
    expect(tab('Unternehmen')).toHaveAttribute('tabindex', '-1');
    expect(await within(panel()).findByRole('link', { name: /Tom Becker/ })).toBeInTheDocument();
    expect(searches('userdiscovery')).toEqual(['GET /userdiscovery?name=Kassel']);

    // Wraps around, and Home / End jump to the ends.
    await events.keyboard('{ArrowRight}');
    expect(tab('Alle')).toHaveFocus();
    expect(tab('Alle')).toHaveAttribute('aria-selected', 'true');
    await events.keyboard('{ArrowRight}');
    expect(tab('Berufe')).toHaveFocus();
    await events.keyboard('{ArrowLeft}');
    await events.keyboard('{ArrowLeft}');
    expect(tab('Benutzer')).toHaveFocus();
    await events.keyboard('{Home}');
    expect(tab('Alle')).toHaveFocus();
    await events.keyboard('{End}');
    expect(tab('Benutzer')).toHaveFocus();
    await events.keyboard('{ArrowLeft}');
    expect(tab('Unternehmen')).toHaveFocus();
    expect(tab('Unternehmen')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);

    // The keys move on from the tab that has the focus, even if it is not the selected one.
    act(() => tab('Jobs').focus());
    await events.keyboard('{ArrowRight}');
    expect(tab('Studium')).toHaveFocus();
    expect(tab('Studium')).toHaveAttribute('aria-selected', 'true');
  });

  it('finds occupations on their own tab and in Alle; one opens its page', async () => {
    const { events, input, searches } = await openSearch();
    await events.type(input, 'Tierpfleger');
    const best = await within(panel()).findByRole('region', { name: 'Berufe' });
    expect(within(best).getByRole('link', { name: /Tierpfleger\/in/ })).toBeInTheDocument();
    await events.click(tab('Berufe'));
    expect(panel()).toHaveAccessibleName('Berufe 1 Treffer');
    expect(searches('occupations')).toEqual(['GET /occupations?search=Tierpfleger&page=0&size=20']);
    await events.click(await within(panel()).findByRole('link', { name: /Tierpfleger\/in/ }));
    expect(await screen.findByText('Berufsseite')).toBeInTheDocument();
  });

  it('shows every tab’s number of hits once a search has run', async () => {
    const { events, input } = await openSearch();
    expect(tab('Jobs')).toHaveAccessibleName('Jobs');
    await events.type(input, 'Kassel');
    await waitFor(() => expect(tab('Benutzer')).toHaveAccessibleName('Benutzer 1 Treffer'));
    expect(tab('Jobs')).toHaveAccessibleName('Jobs 1 Treffer');
    expect(tab('Studium')).toHaveAccessibleName('Studium 1 Treffer');
    expect(tab('Unternehmen')).toHaveAccessibleName('Unternehmen 1 Treffer');
    expect(tab('Berufe')).toHaveAccessibleName('Berufe 1 Treffer');
    // 'Alle' counts every kind's hits.
    expect(tab('Alle')).toHaveAccessibleName('Alle 5 Treffer');
    expect(tab('Jobs')).toHaveTextContent('Jobs 1 Treffer');
  });

  it('says where the hits are when the open tab has none, and switches there', async () => {
    const { events, input } = await openSearch();
    await events.click(tab('Jobs'));
    await events.type(input, 'Informatik Studium');
    expect(
      await within(panel()).findByText('Dafür gibt es 1 Treffer bei den Studiengängen.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Keine Treffer für „Informatik Studium“.',
    );
    expect(tab('Jobs')).toHaveAccessibleName('Jobs 0 Treffer');
    await events.click(within(panel()).getByRole('button', { name: 'Studiengänge anzeigen' }));
    expect(tab('Studium')).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(panel()).findByRole('button', { name: /Informatik \(B\.Sc\.\)/ }),
    ).toBeInTheDocument();
  });

  it('offers no other tab when no tab has hits, on Alle as on each kind’s tab', async () => {
    const { events, input } = await openSearch();
    await events.type(input, 'Astronaut');
    expect(await within(panel()).findByText('Keine Treffer für „Astronaut“.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(tab('Alle')).toHaveAccessibleName('Alle 0 Treffer');
    expect(within(panel()).queryByRole('button', { name: /anzeigen$/ })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('region', { name: /Jobs|Studiengänge/ })).toBeNull();

    await events.click(tab('Benutzer'));
    expect(tab('Benutzer')).toHaveAccessibleName('Benutzer 0 Treffer');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Keine Treffer für „Astronaut“.');
    expect(within(panel()).queryByRole('button', { name: /anzeigen$/ })).not.toBeInTheDocument();
  });

  it('keeps the text and the tab in the URL while open, and nothing once closed', async () => {
    function CurrentUrl() {
      const location = useLocation();
      return <output data-testid="url">{location.pathname + location.search}</output>;
    }
    const page = renderPage(
      <>
        <SearchLauncher />
        <CurrentUrl />
      </>,
      { route: '/search', routes: searchRoutes },
    );
    const url = () => screen.getByTestId('url').textContent;
    await page.events.click(screen.getByRole('button', { name: /Suche öffnen/ }));
    const input = await screen.findByRole('searchbox', { name: 'Suchbegriff' });
    expect(url()).toBe('/search?q=');
    await page.events.type(input, 'Kassel');
    await waitFor(() => expect(url()).toBe('/search?q=Kassel'));
    await page.events.click(tab('Unternehmen'));
    expect(url()).toBe('/search?q=Kassel&tab=companies');

    await page.events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/search');
  });
});
