import type {
  Bookmark,
  InterestProfile,
  Paged,
  Recommendation,
  Recommendations,
} from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBookmark,
  aCompany,
  aCourse,
  aJob,
  deferred,
  paged,
  renderPage,
} from '../../../testing/fixtures';
import { ForYouRail } from './for-you-rail';

const practical: InterestProfile = {
  dimensions: { R: 1, I: 0.5, A: 0, S: 0, E: 0, C: 0 },
  code: 'RI',
  answered: 10,
  source: 'onboarding',
};
const unanswered: InterestProfile = {
  dimensions: { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 },
  code: '',
  answered: 0,
  source: 'onboarding',
};

const mechatronics = aJob({ id: 'job-1', name: 'Mechatroniker/in', interestCode: 'RI' });
const course = aCourse({ id: 'course-1', name: 'Maschinenbau (B.Eng.)', interestCode: 'RI' });
const design = aJob({ id: 'job-2', name: 'Mediengestalter/in', interestCode: 'A' });

const suggestions: Recommendation[] = [
  {
    entityType: 'job',
    entityId: mechatronics.id,
    item: mechatronics,
    company: null,
    score: 1,
    reasons: [
      'Passt zu deinen Interessen: Praktisch.',
      'Weil du „Etwas bauen oder reparieren“ gewählt hast – das spricht für „Praktisch“.',
    ],
    discover: false,
  },
  {
    entityType: 'course',
    entityId: course.id,
    item: course,
    company: aCompany({ id: 'uni-1', name: 'Universität Kassel', location: 'Kassel' }),
    score: 0.83,
    reasons: ['Passt zu deinen Interessen: Praktisch und Forschend.'],
    discover: false,
  },
  {
    entityType: 'job',
    entityId: design.id,
    item: design,
    company: null,
    score: 0,
    reasons: [
      'Entdecke auch: „Kreativ“ kam in deinen Antworten seltener vor – vielleicht ist hier trotzdem etwas für dich.',
    ],
    discover: true,
  },
];

function renderRail(
  answer: () => Response | Promise<Response>,
  bookmarks: Paged<Bookmark> = paged([]),
) {
  return renderPage(<ForYouRail />, {
    routes: {
      'GET /recommendations': answer,
      'GET /bookmarks': () => json(bookmarks),
    },
    otherRoutes: { '/onboarding': <p>Interessen-Check</p> },
  });
}

/** The rail's cards (the reasons' lists are hidden until 'Warum?'), once loaded. */
async function cards() {
  const rail = screen.getByRole('region', { name: 'Für dich' });
  const [list] = await within(rail).findAllByRole('list');
  return within(list!).getAllByRole('listitem');
}

const answer = (content: Recommendation[], profile: InterestProfile): Recommendations => ({
  occupations: [],
  near: null,
  content,
  profile,
});

describe('ForYouRail', () => {
  it('shows a skeleton while loading, then the suggestions in the order given', async () => {
    const gate = deferred();
    const { calls } = renderRail(async () => {
      await gate.promise;
      return json(answer(suggestions, practical));
    });
    const rail = screen.getByRole('region', { name: 'Für dich' });
    expect(within(rail).getByRole('status')).toHaveTextContent('Vorschläge werden geladen …');
    gate.resolve();

    const items = await cards();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Mechatroniker/in');
    expect(items[1]).toHaveTextContent('Maschinenbau (B.Eng.)');
    // A course card names where it is studied (the town is in this university's name).
    expect(items[1]).toHaveTextContent('Universität Kassel');
    expect(calls()).toContain('GET /recommendations?limit=10');
    // Answered: no invitation, but the note that this is automatic and where people help.
    expect(within(rail).queryByRole('link', { name: 'Interessen-Check machen' })).toBeNull();
    expect(within(rail).getByText(/automatisch/)).toBeInTheDocument();
    expect(
      within(rail).getByRole('link', { name: 'Berufsberatung der Bundesagentur für Arbeit' }),
    ).toHaveAttribute('href', 'https://www.arbeitsagentur.de/bildung/berufsberatung');
  });

  it("'Warum?' shows and hides a card's reasons", async () => {
    const { events } = renderRail(() => json(answer(suggestions, practical)));
    const why = await screen.findByRole('button', { name: 'Warum? Mechatroniker/in' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('list', { name: 'Darum schlagen wir dir „Mechatroniker/in“ vor' }),
    ).toBeNull();

    await events.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const reasons = screen.getByRole('list', {
      name: 'Darum schlagen wir dir „Mechatroniker/in“ vor',
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(suggestions[0]!.reasons);
    // Only this card's reasons opened.
    expect(screen.getByRole('button', { name: 'Warum? Mediengestalter/in' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await events.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('list', { name: 'Darum schlagen wir dir „Mechatroniker/in“ vor' }),
    ).not.toBeInTheDocument();
  });

  it("marks saved items and the 'Entdecke auch' item", async () => {
    renderRail(() => json(answer(suggestions, practical)), paged([aBookmark(course, 'course')]));
    const [first, second, third] = await cards();
    expect(await within(second!).findByText('Gespeichert')).toBeInTheDocument();
    expect(within(first!).queryByText('Gespeichert')).toBeNull();
    expect(within(third!).getByText('Entdecke auch')).toBeInTheDocument();
    expect(within(first!).queryByText('Entdecke auch')).toBeNull();
  });

  it('invites a user without answers to the check, above what others like', async () => {
    const { events } = renderRail(() =>
      json(
        answer(
          [
            {
              ...suggestions[0]!,
              reasons: [
                'Beliebt bei anderen in Kompass. Mach den Interessen-Check, dann passen die Vorschläge zu dir.',
              ],
            },
          ],
          unanswered,
        ),
      ),
    );
    const rail = screen.getByRole('region', { name: 'Für dich' });
    expect(
      await within(rail).findByText(/Mach den Interessen-Check, dann zeigen wir dir/),
    ).toBeInTheDocument();
    expect(within(rail).getAllByRole('listitem')).toHaveLength(1);
    await events.click(within(rail).getByRole('link', { name: 'Interessen-Check machen' }));
    expect(await screen.findByText('Interessen-Check')).toBeInTheDocument();
  });

  it('says so when there is nothing to suggest', async () => {
    renderRail(() => json(answer([], practical)));
    expect(
      await screen.findByText('Gerade gibt es hier keine Vorschläge. Schau später wieder vorbei.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows an error with a retry that loads the suggestions', async () => {
    let fail = true;
    const { events } = renderRail(() =>
      fail
        ? json({ error: 'kaputt', message: 'kaputt' }, 500)
        : json(answer(suggestions, practical)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deine Vorschläge konnten nicht geladen werden.');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('button', { name: 'Warum? Mechatroniker/in' }),
    ).toBeInTheDocument();
  });
});
