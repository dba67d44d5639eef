import type { User } from '@kompass/shared';
import { Route, Routes } from '@kompass/shared';
import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabLayout } from './tab-layout';

const me: User = {
  id: 'user-1',
  username: 'mia',
  name: 'Mia Muster',
  email: 'mia@example.org',
  role: 'USER',
};

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route element={<TabLayout />}>
        <Route
          path="/search"
          element={
            <main>
              <h1>Suchseite</h1>
              <button type="button">Etwas auf der Seite</button>
            </main>
          }
        />
      </Route>
    </Routes>,
    { fetch: createFakeApi({}).fetch, user: me, route: '/search', path: '*' },
  );
}

describe('skip links', () => {
  it('are the first keyboard stops and jump to the content or the current tab', async () => {
    const events = userEvent.setup();
    renderPage();

    await events.tab();
    const toContent = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(toContent).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab continues in the content.
    await events.tab();
    expect(screen.getByRole('button', { name: 'Etwas auf der Seite' })).toHaveFocus();

    // The targets of both links exist, whatever page is shown.
    // eslint-disable-next-line testing-library/no-node-access -- the links point at these ids; that they exist is what is checked
    const target = (id: string) => document.getElementById(id);
    expect(target('main-content')).toContainElement(screen.getByRole('main'));
    expect(target('tab-bar')).toBe(screen.getByRole('navigation', { name: 'Hauptnavigation' }));

    screen.getByRole('link', { name: 'Zur Navigation springen' }).focus();
    await events.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Suche' })).toHaveFocus();
  });
});
