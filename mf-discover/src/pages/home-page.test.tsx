import {
  alertQueueAtom,
  appStore,
  createAppServices,
  endSession,
  getToken,
  queryClient,
  recommendationsQueryKey,
  startSession,
} from '@kompass/shared';
import { createFakeApi, json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCourseListItem, aJob, paged, renderPage, testAdmin, testUser } from '../testing/fixtures';
import HomePage, { prefetch } from './home-page';

const routes = {
  'GET /recommendations': () =>
    json({
      occupations: [],
      content: [
        {
          entityType: 'job',
          entityId: 'job-1',
          item: aJob(),
          score: 1,
          reasons: ['Passt zu deinen Interessen: Praktisch.'],
          discover: false,
        },
      ],
      profile: {
        dimensions: { R: 1, I: 0, A: 0, S: 0, E: 0, C: 0 },
        code: 'R',
        answered: 10,
        source: 'onboarding',
      },
    }),
  'GET /bookmarks': () => json(paged([])),
  'GET /jobs': () => json(paged([aJob()])),
  'GET /companies': () => json(paged([])),
  'GET /courses': () => json([aCourseListItem()]),
  'GET /hints/all': () =>
    json({
      applications: [{ id: 'tip-1', shortTip: 'Früh anfangen', longTip: 'Ein Jahr vorher.' }],
      quotes: [{ id: 'quote-1', quote: 'Jeder Profi war einmal Azubi.' }],
      learning: [{ id: 'learn-1', emoji: '📵', title: 'Handy weg', description: 'Weg damit.' }],
    }),
};

describe('HomePage', () => {
  it('has the tagline as its one h1 and greets the user by first name', () => {
    renderPage(<HomePage />, { routes });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(/^Was kommt als Nächstes\?$/);
    expect(screen.getByText('Hallo Lena!')).toBeInTheDocument();
  });

  it('shows no Admin button to a user', () => {
    renderPage(<HomePage />, { routes });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the Admin button, linking to /admin, to an admin', async () => {
    const { events } = renderPage(<HomePage />, {
      routes,
      user: testAdmin,
      otherRoutes: { '/admin/*': <p>Verwaltung</p> },
    });
    const admin = screen.getByRole('link', { name: 'Admin' });
    expect(admin).toHaveAttribute('href', '/admin');

    await events.click(admin);
    expect(await screen.findByText('Verwaltung')).toBeInTheDocument();
  });

  it('puts the tiles, the rails, the application tips and the learning tips below the header', async () => {
    renderPage(<HomePage />, { routes });

    const tiles = screen.getByRole('region', { name: 'Entdecken' });
    expect(within(tiles).getAllByRole('button')).toHaveLength(4);
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // What is above the fold comes with the first render; the rest follows once it is painted.
    expect(headings()).toEqual(['Entdecken', 'Berufe für dich', 'Für dich']);
    expect(await screen.findByRole('heading', { name: 'Bewerbungstipps' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Studiengänge' })).toBeInTheDocument();
    expect(headings()).toEqual([
      'Entdecken',
      'Berufe für dich',
      'Für dich',
      'Unternehmen',
      'Studiengänge',
      'Bewerbungstipps',
      'Lerntipps fürs Studium',
    ]);
    expect(await screen.findByRole('button', { name: 'Früh anfangen' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Handy weg' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Zitate, die Mut machen' }),
    ).toBeInTheDocument();
  });
});

describe('prefetch, before the first render', () => {
  const config = { apiBaseUrl: 'http://localhost/api', objectBaseUrl: '/files/', remotes: [] };
  const suggestion = (id: string, imageUrl: string) => ({
    entityType: 'job',
    entityId: id,
    item: aJob({ id, imageUrl }),
    score: 1,
    reasons: [],
    discover: false,
  });
  const profile = { dimensions: {}, code: 'R', answered: 10, source: 'onboarding' };

  /** The pictures asked for through `new Image()`, with the priority they were asked at. */
  function recordPictures() {
    const pictures: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(src: string) {
          pictures.push({ src, fetchPriority: this.fetchPriority });
        }
      },
    );
    return pictures;
  }

  // The cache is the page's one cache: the tests above filled it.
  beforeEach(() => queryClient.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    endSession();
    appStore.set(alertQueueAtom, []);
  });

  it('puts "Für dich" into the query cache and asks for its first two pictures at high priority', async () => {
    const pictures = recordPictures();
    const body = {
      content: [
        suggestion('job-1', 'eins.svg'),
        suggestion('job-2', ''),
        suggestion('job-3', 'drei.svg'),
      ],
      profile,
    };
    const fake = createFakeApi({ 'GET /recommendations': () => json(body) });

    await prefetch(createAppServices(config, fake.fetch));

    expect(queryClient.getQueryData(recommendationsQueryKey)).toEqual(body);
    // The second card has no picture; the third is not on the first screen.
    expect(pictures).toEqual([{ src: '/files/eins.svg', fetchPriority: 'high' }]);
  });

  it('resolves without a picture when the suggestions cannot be read', async () => {
    const pictures = recordPictures();
    const fake = createFakeApi({ 'GET /recommendations': () => json({ error: 'Fehler' }, 500) });

    await expect(prefetch(createAppServices(config, fake.fetch))).resolves.toBeUndefined();
    expect(pictures).toEqual([]);
    expect(queryClient.getQueryData(recommendationsQueryKey)).toBeUndefined();
  });

  it('tells nothing when the session has expired, and ends it: the rail tells when it asks', async () => {
    startSession({ token: 'abgelaufen', user: testUser });
    const fake = createFakeApi({
      'GET /recommendations': () => json({ error: 'Nicht autorisiert' }, 401),
    });

    await prefetch(createAppServices(config, fake.fetch));

    expect(appStore.get(alertQueueAtom)).toEqual([]);
    expect(getToken()).toBeNull();
  });
});
