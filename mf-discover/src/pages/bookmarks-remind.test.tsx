import { fakePushBrowser, json, pushRoutes, removeFakePushBrowser } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localToday } from '../features/bookmarks/lib/deadline';
import { aBookmark, aJob, paged, renderPage } from '../testing/fixtures';
import BookmarksPage from './bookmarks-page';

function inDays(days: number): string {
  const date = new Date(`${localToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("'Erinnern' on a deadline of the Merkliste", () => {
  afterEach(() => removeFakePushBrowser());

  it('asks for permission only after the tap and switches deadline reminders on', async () => {
    const browser = fakePushBrowser('granted');
    const { events, fake } = renderPage(<BookmarksPage />, {
      route: '/bookmarks',
      routes: {
        'GET /calendar': () => json({ active: false }),
        'GET /bookmarks?page=0&size=100': () =>
          json(
            paged([
              aBookmark(aJob({ id: 'soon', name: 'Bald' }), 'job', { deadline: inDays(3) }),
              aBookmark(aJob({ id: 'past', name: 'Vorbei' }), 'job', { deadline: inDays(-1) }),
            ]),
          ),
        ...pushRoutes,
      },
    });
    const remind = await screen.findByRole('button', { name: 'An die Frist von Bald erinnern' });
    // A deadline that has passed has nothing to remind of.
    expect(
      screen.queryByRole('button', { name: 'An die Frist von Vorbei erinnern' }),
    ).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await events.click(remind);
    expect(
      await screen.findByText('Wir erinnern dich am Tag vor jeder Frist auf deiner Merkliste.'),
    ).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const posted = fake.requests.filter((request) => request.path === '/push/subscriptions');
    expect(
      posted.map((request) => (JSON.parse(request.body) as { kinds: string[] }).kinds),
    ).toEqual([['deadline']]);
  });
});
