import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me, other } from '../../../testing/fixtures';
import { RatingSummary } from './rating-summary';

function renderRating(rateStatus = 200) {
  let rating: { rating: number | null; count: number; mine: number | null } = {
    rating: null,
    count: 0,
    mine: null,
  };
  const fake = createFakeApi({
    [`GET /profiles/${other.id}/rating`]: () => json(rating),
    [`POST /profiles/${other.id}/rate`]: (request) => {
      if (rateStatus !== 200) return json({ error: 'x' }, rateStatus);
      const value = Number(new URL(request.url).searchParams.get('rating'));
      rating = { rating: value, count: 1, mine: value };
      return json(rating);
    },
  });
  renderWithProviders(<RatingSummary userId={other.id} isOwn={false} />, {
    fetch: fake.fetch,
    user: me,
    route: '/',
  });
  return fake;
}

describe('RatingSummary', () => {
  it('rates with a keyboard-usable radio group and shows the new average', async () => {
    const events = userEvent.setup();
    const fake = renderRating();
    expect(await screen.findByText('–/5')).toBeInTheDocument();
    expect(screen.getByText('0 Bewertungen')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'bewerte mich' }));

    const group = await screen.findByRole('group', { name: 'Deine Bewertung' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await events.click(screen.getByRole('radio', { name: '2 von 5 Sternen' }));
    // Arrow keys move within the group, as for any radio group.
    await events.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Bewerten' }));

    expect(await screen.findByText('4,0/5')).toBeInTheDocument();
    expect(screen.getByText('1 Bewertung')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requests.at(-1)?.path).toBe(`/profiles/${other.id}/rate?rating=4`);
  });

  it('shows the stars the user gave when they rate again', async () => {
    const events = userEvent.setup();
    renderRating();
    await events.click(await screen.findByRole('button', { name: 'bewerte mich' }));
    for (const radio of await screen.findAllByRole('radio')) expect(radio).not.toBeChecked();
    await events.click(screen.getByRole('radio', { name: '3 von 5 Sternen' }));
    await events.click(screen.getByRole('button', { name: 'Bewerten' }));
    expect(await screen.findByText('3,0/5')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'bewerte mich' }));
    expect(await screen.findByRole('radio', { name: '3 von 5 Sternen' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Bewerten' })).toBeEnabled();
  });

  it('keeps the dialog open and says so when the rating fails', async () => {
    const events = userEvent.setup();
    renderRating(404);
    await events.click(await screen.findByRole('button', { name: 'bewerte mich' }));
    await events.click(await screen.findByRole('radio', { name: '5 von 5 Sternen' }));
    await events.click(screen.getByRole('button', { name: 'Bewerten' }));
    expect(
      await screen.findByText('Deine Bewertung konnte nicht gespeichert werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 von 5 Sternen' })).toBeChecked();
  });
});
