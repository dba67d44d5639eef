import type {
  InterestProfile,
  OccupationRecommendation,
  OccupationSummary,
  Recommendations,
} from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
  nearestKm: null,
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
  nearestKm: null,
  nearest: [],
  companies: [],
};

function renderRail(answer: (request: Request) => Response | Promise<Response>) {
  return renderPage(<OccupationRail />, {
    routes: { 'GET /recommendations': answer },
    otherRoutes: { '/occupations/:id': <p>Berufsseite</p> },
  });
}

/** 'Für dich' with these occupations and no listings: the rail shows only the occupations. */
const answer = (occupations: OccupationRecommendation[]): Recommendations => ({
  occupations,
  near: null,
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

  describe('near the last place chosen', () => {
    afterEach(() => localStorage.clear());

    it('asks near the place kept in the browser; each card says what is near and links there', async () => {
      localStorage.setItem('lastPlace', 'near=Kassel&radiusKm=50');
      const { calls } = renderRail(() =>
        json({
          ...answer([
            { ...keeper, jobsNear: 3, nearestKm: 4.2 },
            {
              ...biology,
              jobsNear: 0,
              nearestKm: 61,
              nearest: [{ id: 'job-2', name: 'Biologie', location: 'Göttingen', distanceKm: 61 }],
            },
          ]),
          near: 'Kassel',
        }),
      );
      const card = await screen.findByRole('article', { name: 'Tierpfleger/-in' });
      expect(calls()).toContain('GET /recommendations?limit=10&near=Kassel&radiusKm=50');
      expect(calls()).not.toContain('GET /recommendations?limit=10');
      expect(card).toHaveTextContent('3 Angebote in deiner Nähe');
      expect(card).toHaveTextContent('Das nächste 4,2 km entfernt');
      expect(within(card).getByRole('link', { name: 'Tierpfleger/-in' })).toHaveAttribute(
        'href',
        '/occupations/tierpfleger-in?near=Kassel&radiusKm=50',
      );
      const other = screen.getByRole('article', { name: 'Biologie' });
      expect(other).toHaveTextContent('Noch keine Angebote in deiner Nähe');
      expect(other).toHaveTextContent('Biologie, Göttingen (61 km)');
      expect(screen.getByRole('button', { name: 'Ort ändern, jetzt: Kassel' })).toHaveTextContent(
        'In der Nähe von Kassel',
      );
    });

    it('lets the user choose a place with the keyboard, keeps it, and can remove it', async () => {
      const { calls, events } = renderRail((request) => {
        const near = new URL(request.url).searchParams.get('near');
        return json({ ...answer([{ ...keeper, jobsNear: near ? 2 : null }]), near });
      });
      const choose = await screen.findByRole('button', { name: 'Ort wählen' });
      choose.focus();
      await events.keyboard('{Enter}');
      const field = await screen.findByRole('combobox', { name: 'Stadt oder Postleitzahl' });
      expect(field).toHaveFocus();
      await events.type(field, 'Kassel{Enter}');
      expect(await screen.findByText('2 Angebote in deiner Nähe')).toBeInTheDocument();
      expect(calls()).toContain('GET /recommendations?limit=10&near=Kassel&radiusKm=25');
      expect(localStorage.getItem('lastPlace')).toBe('near=Kassel&radiusKm=25');

      await events.click(screen.getByRole('button', { name: 'Ort Kassel entfernen' }));
      expect(await screen.findByText('12 Angebote in Kompass')).toBeInTheDocument();
      expect(localStorage.getItem('lastPlace')).toBeNull();
      expect(screen.getByRole('button', { name: 'Ort wählen' })).toBeInTheDocument();
    });

    it('forgets a place the server no longer knows and asks without it, telling no error', async () => {
      localStorage.setItem('lastPlace', 'near=Atlantis&radiusKm=25');
      renderRail((request) =>
        new URL(request.url).searchParams.has('near')
          ? json({ error: 'Bad Request', message: 'Den Ort „Atlantis“ kennen wir nicht.' }, 400)
          : json(answer([keeper])),
      );
      expect(await screen.findByText('12 Angebote in Kompass')).toBeInTheDocument();
      expect(localStorage.getItem('lastPlace')).toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
