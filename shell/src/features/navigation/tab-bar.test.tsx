import { queryClient, type User } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@kompass/shared';
import { describe, expect, it, vi } from 'vitest';
// The page the server sends (its boot frame draws this bar before any script has run).
import bootPage from '../../../../build/index.html?raw';
import { TabLayout } from './tab-layout';

const me: User = {
  id: 'user-1',
  username: 'mia',
  name: 'Mia Muster',
  email: 'mia@example.org',
  role: 'USER',
};

const tree = (
  <Routes>
    <Route element={<TabLayout />}>
      <Route path="/" element={<h1>Startseite</h1>} />
      <Route path="/search" element={<h1>Suchseite</h1>} />
      <Route path="/bookmarks" element={<h1>Merklistenseite</h1>} />
      <Route path="/chats" element={<h1>Chatliste</h1>} />
      <Route path="/chats/:chatId" element={<h1>Ein Chat</h1>} />
      <Route path="/profile/:userId" element={<h1>Profilseite</h1>} />
    </Route>
  </Routes>
);

function openAt(route: string, user: User = me) {
  renderWithProviders(tree, { fetch: createFakeApi({}).fetch, user, route, path: '*' });
  return screen.getByRole('navigation', { name: 'Hauptnavigation' });
}

function currentTabs(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('TabBar', () => {
  it('links the five tabs in order, the profile tab to the own profile', () => {
    const nav = openAt('/');

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Suche', '/search'],
      ['Merkliste', '/bookmarks'],
      ['Chats', '/chats'],
      ['Profil', '/profile/user-1'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/search', 'Suche'],
    ['/bookmarks', 'Merkliste'],
    ['/chats', 'Chats'],
    ['/chats/chat-7', 'Chats'],
    ['/profile/user-1', 'Profil'],
  ])('on %s exactly the %s tab is current', (route, tab) => {
    const nav = openAt(route);
    expect(currentTabs(nav)).toEqual([tab]);
    expect(within(nav).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  });

  it("someone else's profile marks no tab as current", () => {
    const nav = openAt('/profile/someone-else');
    expect(screen.getByRole('heading', { name: 'Profilseite' })).toBeInTheDocument();
    expect(currentTabs(nav)).toEqual([]);
  });

  it('follows the signed-in user', () => {
    const nav = openAt('/', { ...me, id: 'user-2' });
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
  });

  it('navigates and moves the current marker', async () => {
    const events = userEvent.setup();
    const nav = openAt('/');

    await events.click(within(nav).getByRole('link', { name: 'Suche' }));

    expect(screen.getByRole('heading', { name: 'Suchseite' })).toBeInTheDocument();
    expect(currentTabs(nav)).toEqual(['Suche']);

    await events.click(within(nav).getByRole('link', { name: 'Profil' }));

    expect(screen.getByRole('heading', { name: 'Profilseite' })).toBeInTheDocument();
    expect(currentTabs(nav)).toEqual(['Profil']);
  });

  it('shows the unread count on the Chats tab, refreshed every 30 s, none when all is read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      let count = 3;
      const fake = createFakeApi({ 'GET /chats/unread': () => json({ count }) });
      renderWithProviders(tree, { fetch: fake.fetch, user: me, route: '/', path: '*' });
      const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      const chats = within(nav).getByRole('link', { name: /Chats/ });
      expect(chats).toHaveAccessibleName('Chats 3 ungelesen');

      count = 0;
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(chats).toHaveAccessibleName('Chats 3 ungelesen');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(fake.requests.filter((r) => r.path === '/chats/unread')).toHaveLength(2);
      // eslint-disable-next-line testing-library/no-unnecessary-act -- Vitest's waitFor runs on the fake clock, Testing Library's would wait for timers that never fire
      await act(() => vi.waitFor(() => expect(chats).toHaveAccessibleName('Chats')));
      expect(fake.requests.filter((r) => r.path === '/chats/unread')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows on the Merkliste tab how many deadlines fall in the next 7 days', async () => {
    let count = 2;
    const fake = createFakeApi({ 'GET /bookmarks/due': () => json({ count, days: 7 }) });
    renderWithProviders(tree, { fetch: fake.fetch, user: me, route: '/', path: '*' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const bookmarks = within(nav).getByRole('link', { name: /^Merkliste/ });
    await vi.waitFor(() =>
      expect(bookmarks).toHaveAccessibleName('Merkliste 2 Fristen in den nächsten 7 Tagen'),
    );
    expect(within(bookmarks).getByTestId('due-badge')).toHaveTextContent('2');

    // Whatever changes the collection refreshes the badge.
    count = 1;
    await act(() => queryClient.invalidateQueries({ queryKey: ['bookmarks'] }));
    await vi.waitFor(() =>
      expect(bookmarks).toHaveAccessibleName('Merkliste 1 Frist in den nächsten 7 Tagen'),
    );
    count = 0;
    await act(() => queryClient.invalidateQueries({ queryKey: ['bookmarks'] }));
    await vi.waitFor(() => expect(bookmarks).toHaveAccessibleName('Merkliste'));
  });

  it('is drawn by the boot frame with the same icons and labels, in the same order', () => {
    const nav = openAt('/');
    // An icon and a label each: the whole content, compared as markup.
    const drawn = (items: Element[]) =>
      items.map((item) => item.innerHTML.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim());
    // The frame is markup, not a rendered tree: read with the DOM's own parser.
    const frame = new DOMParser().parseFromString(bootPage, 'text/html');
    // eslint-disable-next-line testing-library/no-node-access -- parsed markup, nothing rendered
    const frameTabs = [...frame.querySelectorAll('.boot-frame__tab')];
    expect(frameTabs).toHaveLength(5);
    expect(drawn(frameTabs)).toEqual(drawn(within(nav).getAllByRole('link')));
  });
});
