import type { Bookmark, InterestProfile } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBookmark,
  anOccupation,
  anOccupationSummary,
  deferred,
  paged,
  renderPage,
} from '../testing/fixtures';
import OccupationPage from './occupation-page';

const OCCUPATION = 'GET /occupations/tierpfleger-in';

const animalLover: InterestProfile = {
  dimensions: { R: 0.9, I: 0.2, A: 0.1, S: 0.7, E: 0, C: 0.1 },
  code: 'RS',
  answered: 11,
  source: 'onboarding',
};

function renderOccupation(
  routes: Record<string, FakeRoute> = {},
  route = '/occupations/tierpfleger-in',
) {
  return renderPage(<OccupationPage />, {
    route,
    path: '/occupations/:id',
    otherRoutes: {
      '/occupations/tiermedizinische-r-fachangestellte-r': <p>Seite des ähnlichen Berufs</p>,
      '/company/company-9': <p>Seite des Tierparks</p>,
      '/about': <p>Über Kompass</p>,
    },
    routes: {
      [OCCUPATION]: () => json(anOccupation()),
      'GET /interests': () => json(animalLover),
      ...routes,
    },
  });
}

const findName = () => screen.findByRole('heading', { level: 1, name: 'Tierpfleger/in' });
const region = (name: string) => screen.getByRole('region', { name });

describe('OccupationPage', () => {
  it('shows a skeleton while the occupation loads', async () => {
    const gate = deferred();
    renderOccupation({
      [OCCUPATION]: async () => {
        await gate.promise;
        return json(anOccupation());
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Der Beruf wird geladen …');
    gate.resolve();
    await findName();
  });

  it('shows what you do, the facts, the specialisations and how it is learnt', async () => {
    renderOccupation();
    await findName();
    expect(screen.getByText('Duale Ausbildung · Tiere, Pflanzen, Natur')).toBeInTheDocument();
    expect(region('Was du machst')).toHaveTextContent('Du fütterst und pflegst Tiere');
    const facts = region('Auf einen Blick');
    expect(facts).toHaveTextContent('Dauer3 Jahre');
    expect(facts).toHaveTextContent('Schulabschlussmeist mit Hauptschulabschluss');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Forschung und Klinik', 'Tierheim und Tierpension', 'Zoo']);
  });

  it('shows the minimum pay per year with its source and the range of the listings', async () => {
    const { events } = renderOccupation();
    await findName();
    const pay = region('Vergütung');
    const rows = within(pay).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. Jahr724\u00a0€',
      '2. Jahr854\u00a0€',
      '3. Jahr977\u00a0€',
    ]);
    expect(pay).toHaveTextContent(
      'Quelle: BBiG § 17 (Mindestvergütung für Ausbildungsbeginn 2026)',
    );
    expect(pay).toHaveTextContent('in Kompass: 1.050–1.240 € im 1. Jahr, aus 12 Angeboten');
    await events.click(within(pay).getByRole('link', { name: 'Woher die Angaben kommen' }));
    expect(await screen.findByText('Über Kompass')).toBeInTheDocument();
  });

  it('says how long the last training year of a 3.5-year training is', async () => {
    renderOccupation({
      [OCCUPATION]: () =>
        json(
          anOccupation({
            durationMonths: 42,
            pay: {
              statutoryMinimum: {
                monthlyByYear: [724, 854, 977, 1014],
                lastYearMonths: 6,
                startYear: 2026,
                source: 'BBiG § 17',
              },
              listings: null,
            },
          }),
        ),
    });
    await findName();
    const rows = within(region('Vergütung')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. Jahr724\u00a0€',
      '2. Jahr854\u00a0€',
      '3. Jahr977\u00a0€',
      '4. Jahr (6 Monate)1.014\u00a0€',
    ]);
  });

  it('says "Keine Angabe" where there is no figure, and never makes one up', async () => {
    renderOccupation({
      [OCCUPATION]: () =>
        json(
          anOccupation({
            kind: 'studium',
            durationMonths: null,
            school: null,
            specialisations: [],
            pay: { statutoryMinimum: null, listings: null },
            jobs: [],
            jobsTotal: 0,
            companies: [],
            courses: [],
          }),
        ),
    });
    await findName();
    expect(region('Auf einen Blick')).toHaveTextContent('DauerKeine Angabe');
    expect(region('Auf einen Blick')).toHaveTextContent('SchulabschlussKeine Angabe');
    const pay = region('Vergütung');
    expect(within(pay).queryByRole('table')).not.toBeInTheDocument();
    expect(pay).toHaveTextContent('keine gesetzliche Mindestvergütung');
    expect(pay).toHaveTextContent('In Kompass nennt noch kein Angebot eine Vergütung.');
    expect(pay).not.toHaveTextContent('€');
    expect(region('Angebote in Kompass')).toHaveTextContent('Noch keine Angebote');
    expect(region('Studiengänge')).toHaveTextContent('Noch keine passenden Studiengänge');
  });

  it('explains why it fits from the interest profile', async () => {
    renderOccupation();
    await findName();
    const fit = region('Warum es zu dir passt');
    expect(
      await within(fit).findByText('Passt zu deinen Interessen: Praktisch, Sozial.'),
    ).toBeVisible();
  });

  it('invites to the interest check when there are no answers', async () => {
    renderOccupation({ 'GET /interests': () => json({ ...animalLover, code: '', answered: 0 }) });
    await findName();
    expect(
      await within(region('Warum es zu dir passt')).findByText(/Mach den Interessen-Check/),
    ).toBeVisible();
  });

  it('lists the listings, the companies and related occupations, each leading on', async () => {
    const { events } = renderOccupation();
    await findName();
    expect(
      within(region('Angebote in Kompass')).getByRole('button', {
        name: /^Ausbildung Tierpfleger\/in/,
      }),
    ).toBeInTheDocument();
    expect(
      within(region('Unternehmen, die das anbieten')).getByRole('link', {
        name: /Tierpark Sababurg/,
      }),
    ).toHaveAttribute('href', '/company/company-9');
    await events.click(
      within(region('Ähnliche Berufe')).getByRole('link', {
        name: /Tiermedizinische\/r Fachangestellte\/r/,
      }),
    );
    expect(await screen.findByText('Seite des ähnlichen Berufs')).toBeInTheDocument();
  });

  it('asks for the listings near the place of the last search, and says when none is near', async () => {
    const { calls, events } = renderOccupation(
      {
        'GET /occupations/tierpfleger-in?near=Kassel&radiusKm=25': () =>
          json(anOccupation({ jobs: [], jobsTotal: 0 })),
      },
      '/occupations/tierpfleger-in?near=Kassel&radiusKm=25',
    );
    await findName();
    expect(calls()).toContain('GET /occupations/tierpfleger-in?near=Kassel&radiusKm=25');
    const near = region('Angebote in der Nähe von Kassel');
    expect(near).toHaveTextContent('Noch keine Angebote in deiner Nähe.');
    expect(
      within(region('Ähnliche Berufe')).getByRole('link', { name: /Tiermedizinische/ }),
    ).toBeInTheDocument();
    await events.click(within(near).getByRole('link', { name: 'Angebote überall anzeigen' }));
    expect(await region('Angebote in Kompass')).toHaveTextContent('Ausbildung Tierpfleger/in');
  });

  it('says when the place of the link is unknown, and offers the occupation without it', async () => {
    renderOccupation(
      {
        'GET /occupations/tierpfleger-in?near=Atlantis': () =>
          json({ message: 'Den Ort „Atlantis“ kennen wir nicht.' }, 400),
      },
      '/occupations/tierpfleger-in?near=Atlantis',
    );
    expect(
      await screen.findByText('Den Ort „Atlantis“ kennen wir leider nicht.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beruf ohne Ort ansehen' })).toHaveAttribute(
      'href',
      '/occupations/tierpfleger-in',
    );
  });

  it("puts it on the Merkliste with 'Merken' and takes it off with a second press", async () => {
    let saved: Bookmark[] = [];
    const { events, fake } = renderOccupation({
      'GET /bookmarks': () => json(paged(saved)),
      'POST /bookmarks': () => {
        saved = [aBookmark(anOccupationSummary(), 'occupation', { id: 'bookmark-9' })];
        return json({ id: 'bookmark-9' }, 201);
      },
      'DELETE /bookmarks/bookmark-9': () => {
        saved = [];
        return new Response(null, { status: 204 });
      },
    });
    await findName();
    const button = await screen.findByRole('button', { name: 'Merken', pressed: false });
    await events.click(button);
    expect(await screen.findByRole('button', { name: 'Gemerkt', pressed: true })).toBeVisible();
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toBe(
      JSON.stringify({ entityType: 'occupation', entityId: 'tierpfleger-in' }),
    );
    await events.click(screen.getByRole('button', { name: 'Gemerkt' }));
    expect(await screen.findByRole('button', { name: 'Merken', pressed: false })).toBeVisible();
  });

  it('says so when the occupation does not exist', async () => {
    renderOccupation({ [OCCUPATION]: () => json({ message: 'Nicht gefunden' }, 404) });
    expect(await screen.findByText('Diesen Beruf gibt es in Kompass nicht.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    const { events } = renderOccupation({
      [OCCUPATION]: () => (fail ? json({ message: 'Fehler' }, 500) : json(anOccupation())),
    });
    expect(await screen.findByText('Der Beruf konnte nicht geladen werden.')).toBeInTheDocument();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await findName();
  });
});
