import type {
  InterestProfile,
  OccupationRecommendation,
  OccupationSummary,
  Recommendations,
} from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/fixtures';
import { OccupationRail } from './occupation-rail';

const profile: InterestProfile = {
  dimensions: { R: 1, I: 0.5, A: 0, S: 0, E: 0, C: 0 },
  code: 'RI',
  answered: 12,
  source: 'onboarding',
};

function anOccupation(overrides: Partial<OccupationSummary>): OccupationSummary {
  return {
    id: 'tierpfleger-in',
    name: 'Tierpfleger/-in',
    kind: 'dual',
    area: 'natur',
    areaName: 'Tiere, Pflanzen, Natur',
    kldb: '11412',
    durationMonths: 36,
    summary: 'Du kümmerst dich um Tiere.',
    riasec: 'RS',
    topics: ['tiere', 'draussen'],
    jobCount: 12,
    ...overrides,
  };
}

const keeper: OccupationRecommendation = {
  occupation: anOccupation({}),
  score: 0.9,
  reasons: [
    'Passt zu deinen Interessen: Praktisch.',
    'Hier geht es um Tiere – du hast „Mit Tieren“ gewählt.',
  ],
  jobsNear: null,
  nearest: [],
  companies: [],
};
const biology: OccupationRecommendation = {
  occupation: anOccupation({
    id: 'biologie',
    name: 'Biologie',
    kind: 'studium',
    area: 'wissenschaft',
    durationMonths: 36,
    jobCount: 0,
  }),
  score: 0.8,
  reasons: ['Passt zu deinen Interessen: Forschend.'],
  jobsNear: null,
  nearest: [],
  companies: [],
};

function renderRail(answer: () => Response | Promise<Response>) {
  return renderPage(<OccupationRail />, {
    routes: { 'GET /recommendations': answer },
    otherRoutes: { '/occupations/:id': <p>Berufsseite</p> },
  });
}

/** 'Für dich' with these occupations and no listings: the rail shows only the occupations. */
const answer = (occupations: OccupationRecommendation[]): Recommendations => ({
  occupations,
  content: [],
  profile,
});

describe('OccupationRail', () => {
  it('lists the fitting occupations in the order given, with kind, duration and listings', async () => {
    const { calls } = renderRail(() => json(answer([keeper, biology])));
    const rail = screen.getByRole('region', { name: 'Berufe für dich' });
    const first = await within(rail).findByRole('article', { name: 'Tierpfleger/-in' });
    const items = within(rail).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Tierpfleger/-in',
      'Biologie',
    ]);
    expect(first).toHaveTextContent('Duale Ausbildung · 3 Jahre');
    expect(first).toHaveTextContent('12 Angebote in Kompass');
    expect(items[1]).toHaveTextContent('Studium · 3 Jahre');
    expect(items[1]).toHaveTextContent('Noch keine Angebote in Kompass');
    expect(calls()).toContain('GET /recommendations?limit=10');
  });

  it("links each occupation to its page, and 'Warum?' shows the reasons", async () => {
    const { events } = renderRail(() => json(answer([keeper, biology])));
    const why = await screen.findByRole('button', { name: 'Warum? Tierpfleger/-in' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await events.click(why);
    const reasons = screen.getByRole('list', {
      name: 'Darum schlagen wir dir „Tierpfleger/-in“ vor',
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(keeper.reasons);
    await events.click(screen.getByRole('link', { name: 'Tierpfleger/-in' }));
    expect(await screen.findByText('Berufsseite')).toBeInTheDocument();
  });

  it('says when nothing is near and names the nearest listings and companies', async () => {
    renderRail(() =>
      json({
        ...answer([
          {
            ...keeper,
            jobsNear: 0,
            nearest: [
              { id: 'job-9', name: 'Tierpfleger/-in', location: 'Hamburg', distanceKm: 42.5 },
            ],
            companies: [{ id: 'company-1', name: 'Tierpark Nord' }],
          },
          { ...biology, jobsNear: 3 },
        ]),
      }),
    );
    const card = await screen.findByRole('article', { name: 'Tierpfleger/-in' });
    expect(card).toHaveTextContent('Noch keine Angebote in deiner Nähe');
    expect(card).toHaveTextContent('Tierpfleger/-in, Hamburg (42,5 km)');
    expect(card).toHaveTextContent('Bilden aus: Tierpark Nord');
    expect(screen.getByRole('article', { name: 'Biologie' })).toHaveTextContent(
      '3 Angebote in deiner Nähe',
    );
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { events } = renderRail(() =>
      fail ? json({ error: 'kaputt', message: 'kaputt' }, 500) : json(answer([keeper])),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die passenden Berufe konnten nicht geladen werden.');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('article', { name: 'Tierpfleger/-in' })).toBeInTheDocument();
  });
});
