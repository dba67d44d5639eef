import { json } from '@kompass/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jobs,
  courses,
  renderCatalogue,
  tile,
  openSheet,
  sheetItems,
  FakeIntersectionObserver,
} from './catalogue.testing';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('Catalogue: tiles and sheets', () => {
  it('searches as the user types, once typing pauses, and shows the matches or "Keine Treffer"', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    await sheetItems(sheet);
    const input = within(sheet).getByRole('searchbox', { name: 'Jobs durchsuchen' });

    await events.type(input, 'elek');
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('1 Treffer'));
    expect(await sheetItems(sheet)).toHaveLength(1);
    expect(input).toHaveFocus();
    // One request for the whole word, none per key.
    expect(calls().filter((call) => call.includes('search='))).toEqual([
      'GET /jobs?search=elek&page=0&size=20',
    ]);

    await events.clear(input);
    await events.type(input, 'Astronaut');
    expect(await within(sheet).findByText('Keine Treffer')).toBeInTheDocument();
    expect(within(sheet).getByText('Versuche es mit einem anderen Suchbegriff.')).toBeVisible();
    expect(within(sheet).getByRole('status')).toHaveTextContent('0 Treffer');
    expect(calls()).toContain('GET /jobs?search=Astronaut&page=0&size=20');
  });

  it('"Mehr laden" loads the next page and moves the focus to the first new card', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    await sheetItems(sheet);

    await events.click(within(sheet).getByRole('button', { name: 'Mehr laden' }));
    await waitFor(async () => expect(await sheetItems(sheet)).toHaveLength(25));
    expect(calls()).toContain('GET /jobs?page=1&size=20');
    expect(within(sheet).getByText('Das war alles.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    const items = await sheetItems(sheet);
    expect(within(items[20]!).getByRole('button')).toHaveFocus();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { events, calls } = renderCatalogue();
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    await sheetItems(sheet);
    expect(calls()).not.toContain('GET /jobs?page=1&size=20');

    const observer = FakeIntersectionObserver.instances.find((item) => item.targets.length > 0);
    expect(observer).toBeDefined();
    act(() => observer!.intersect());

    await waitFor(async () => expect(await sheetItems(sheet)).toHaveLength(25));
    expect(calls().filter((call) => call === 'GET /jobs?page=1&size=20')).toHaveLength(1);
    // Everything is loaded: nothing watches the end any more.
    expect(FakeIntersectionObserver.instances.every((item) => item.targets.length === 0)).toBe(
      true,
    );
  });

  it('"Studiengang finden" asks the server for matching courses and shows 20 at a time', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Studiengang finden'));
    const sheet = await openSheet('Studiengang finden');

    expect(await sheetItems(sheet)).toHaveLength(20);
    expect(within(sheet).getByRole('status')).toHaveTextContent('23 Treffer');
    await events.click(within(sheet).getByRole('button', { name: 'Mehr laden' }));
    expect(await sheetItems(sheet)).toHaveLength(23);
    expect(within(sheet).getByText('Das war alles.')).toBeInTheDocument();

    const input = within(sheet).getByRole('searchbox', { name: 'Studiengänge durchsuchen' });
    await events.type(input, 'ELEKTRO');
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('1 Treffer'));
    expect(within(sheet).getByText('Elektrotechnik (B.Eng.)')).toBeInTheDocument();

    await events.clear(input);
    await events.type(input, 'Medizin');
    expect(await within(sheet).findByText('Keine Treffer')).toBeInTheDocument();
    // The search ran on the server, once per pause in typing, not in the browser.
    const searches = calls().filter((call) => call.startsWith('GET /courses?'));
    expect(searches).toContain('GET /courses?search=ELEKTRO');
    expect(searches).toContain('GET /courses?search=Medizin');
  });

  it('opens a job of a sheet in the details popup, whose save button bookmarks it', async () => {
    const { events, fake } = renderCatalogue({
      'GET /jobs/job-1': () => json(jobs[0]),
      'POST /bookmarks': () => json({ id: 'bookmark-1' }, 201),
    });
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    const [first] = await sheetItems(sheet);

    await events.click(within(first!).getByRole('button'));
    const details = await screen.findByRole('dialog', {
      name: 'Elektroniker/in für Betriebstechnik',
    });
    const save = await within(details).findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Der Job wurde zu deinen Favoriten hinzugefügt.');
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/bookmarks');
    expect(JSON.parse(post!.body)).toEqual({ entityType: 'job', entityId: 'job-1' });
  });

  it('opens a course of the sheet in the details popup', async () => {
    const { events } = renderCatalogue({ 'GET /courses/course-1': () => json(courses[0]!.course) });
    await events.click(tile('Studiengang finden'));
    const sheet = await openSheet('Studiengang finden');
    const [first] = await sheetItems(sheet);

    await events.click(within(first!).getByRole('button'));
    const details = await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' });
    expect(within(details).getByRole('link', { name: 'Universität Kassel' })).toHaveAttribute(
      'href',
      '/company/uni-1',
    );
  });
});
