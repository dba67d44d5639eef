import type { InterestProfile } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me } from '../../../testing/fixtures';
import { MyInterests } from './my-interests';

const fromAnswers: InterestProfile = {
  dimensions: { R: 0.2, I: 1, A: 0.5, S: 0, E: 0, C: 0.75 },
  code: 'ICA',
  answered: 10,
  source: 'onboarding',
};
const none: InterestProfile = {
  dimensions: { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 },
  code: '',
  answered: 0,
  source: 'onboarding',
};

function render(initial: InterestProfile) {
  let stored = initial;
  const fake = createFakeApi({
    'GET /interests': () => json(stored),
    'PUT /interests': async (request) => {
      const body = (await request.json()) as { dimensions: InterestProfile['dimensions'] };
      stored = { ...stored, dimensions: body.dimensions, code: 'SIC', source: 'edited' };
      return json(stored);
    },
    'DELETE /interests': () => {
      stored = fromAnswers;
      return json(stored);
    },
  });
  renderWithProviders(<MyInterests />, {
    fetch: fake.fetch,
    user: me,
    otherRoutes: { '/onboarding': <p>Interessen-Check</p> },
  });
  return { fake, events: userEvent.setup() };
}

const levels = () =>
  within(screen.getByRole('region', { name: 'Meine Interessen' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('MyInterests', () => {
  it('shows the profile in words, strongest first, and says it is automatic', async () => {
    render(fromAnswers);
    expect(await screen.findByRole('listitem', { name: 'Forschend: stark' })).toBeInTheDocument();
    expect(levels()).toEqual([
      'Forschend: stark',
      'Ordnend: stark',
      'Kreativ: mittel',
      'Praktisch: etwas',
      'Sozial: kaum',
      'Unternehmerisch: kaum',
    ]);
    const region = screen.getByRole('region', { name: 'Meine Interessen' });
    // Words, never the letters.
    expect(region).not.toHaveTextContent(/\bICA\b|\bR\b/);
    expect(
      within(region).getByText('Automatisch berechnet aus 10 Antworten im Interessen-Check.'),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('link', { name: 'Berufsberatung der Bundesagentur für Arbeit' }),
    ).toHaveAttribute('href', 'https://www.arbeitsagentur.de/bildung/berufsberatung');
  });

  it('adjusts the profile with one slider per dimension', async () => {
    const { events, fake } = render(fromAnswers);
    await events.click(await screen.findByRole('button', { name: 'Anpassen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Interessen anpassen' });
    const social = within(sheet).getByRole('slider', { name: 'Sozial' });
    expect(social).toHaveAttribute('aria-valuetext', 'kaum');
    // jsdom does not move a range input by keyboard or pointer: set the value as they would.
    fireEvent.change(social, { target: { value: '100' } });
    expect(social).toHaveAttribute('aria-valuetext', 'stark');
    await events.click(within(sheet).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Von dir angepasst.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = fake.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({
      dimensions: { R: 0.2, I: 1, A: 0.5, S: 1, E: 0, C: 0.75 },
    });
    expect(levels()[0]).toBe('Forschend: stark');
    expect(levels()).toContain('Sozial: stark');
  });

  it('goes back to the answers, and redoing the check drops the adjustment first', async () => {
    const { events, fake } = render({ ...fromAnswers, source: 'edited', code: 'SIC' });
    await events.click(
      await screen.findByRole('button', { name: 'Auf meine Antworten zurücksetzen' }),
    );
    expect(
      await screen.findByText('Automatisch berechnet aus 10 Antworten im Interessen-Check.'),
    ).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);

    await events.click(screen.getByRole('button', { name: 'Check neu machen' }));
    expect(await screen.findByText('Interessen-Check')).toBeInTheDocument();
  });

  it('invites to the check before any answer', async () => {
    const { events } = render(none);
    expect(await screen.findByText(/noch nicht gemacht/)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await events.click(screen.getByRole('link', { name: 'Interessen-Check machen' }));
    expect(await screen.findByText('Interessen-Check')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const fake = createFakeApi({
      'GET /interests': () => (fail ? json({ error: 'x', message: 'x' }, 500) : json(fromAnswers)),
    });
    renderWithProviders(<MyInterests />, { fetch: fake.fetch, user: me });
    const events = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deine Interessen konnten nicht geladen werden.');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem', { name: 'Forschend: stark' })).toBeInTheDocument();
  });
});
