/**
 * Helpers for this remote's component tests: pages render signed in as an admin, with the real
 * providers (`@kompass/shared/testing`); only the network is replaced.
 */
import type { User } from '@kompass/shared';
import {
  createFakeApi,
  deferred,
  json,
  paged,
  renderWithProviders,
  type FakeRoute,
} from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

export const testAdmin: User = {
  id: 'admin-1',
  username: 'chefin',
  name: 'Clara Chef',
  email: 'chefin@example.org',
  role: 'ADMIN',
};

export { deferred, paged };

/** A 400 as the API sends it. */
export const refused = (message: string) => json({ error: 'Ungültige Eingabe', message }, 400);

export function renderPage(
  element: ReactElement,
  {
    routes = {},
    route = '/',
    path,
    otherRoutes,
  }: {
    routes?: Record<string, FakeRoute>;
    route?: string;
    path?: string;
    /** Targets of navigation, as pattern → element. */
    otherRoutes?: Record<string, ReactElement>;
  } = {},
) {
  const fake = createFakeApi(routes);
  // No timer between keystrokes: typing stays quick on a busy machine.
  const events = userEvent.setup({ delay: null });
  const result = renderWithProviders(element, {
    fetch: fake.fetch,
    user: testAdmin,
    route,
    path,
    otherRoutes,
  });
  /** Requests so far, as 'METHOD /path?query'. */
  const calls = () => fake.requests.map((request) => `${request.method} ${request.path}`);
  /** JSON bodies sent to 'METHOD /path'. */
  const bodies = (call: string) =>
    fake.requests
      .filter((request) => `${request.method} ${request.path}` === call)
      .map((request) => JSON.parse(request.body) as unknown);
  return { ...result, fake, events, calls, bodies };
}

/** The alert dialog on screen ('Meldung'), its text, and dismisses it. */
export async function readAlert(events: ReturnType<typeof userEvent.setup>) {
  const alert = await screen.findByRole('alertdialog', { name: 'Meldung' });
  const text = alert.textContent ?? '';
  await events.click(within(alert).getByRole('button', { name: 'OK' }));
  return text;
}
