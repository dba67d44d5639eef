import type { Bookmark, EntityType } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBookmark, aCompany, aCourse, aJob, paged, renderPage } from '../testing/fixtures';
import { SaveButton } from './save-button';

const BOOKMARKS = 'GET /bookmarks?page=0&size=100';

const entities = { job: aJob(), company: aCompany(), course: aCourse() };

function renderSaveButton(entityType: EntityType, routes: Record<string, FakeRoute> = {}) {
  return renderPage(<SaveButton entityType={entityType} entityId={entities[entityType].id} />, {
    routes,
  });
}

/** POSTs so far, with their JSON bodies. */
function posts(fake: ReturnType<typeof renderSaveButton>['fake']) {
  return fake.requests
    .filter((request) => request.method === 'POST')
    .map((request) => [request.path, JSON.parse(request.body) as unknown]);
}

describe('SaveButton', () => {
  it('is disabled while the collection loads and for an item saved earlier', async () => {
    renderSaveButton('job', { [BOOKMARKS]: () => json(paged([aBookmark(aJob(), 'job')])) });
    expect(screen.getByRole('button')).toBeDisabled();
    const saved = await screen.findByRole('button', { name: 'Gespeichert' });
    expect(saved).toBeDisabled();
  });

  it('is not fooled by another kind of item with the same id', async () => {
    const sameId = aBookmark(aCompany({ id: 'job-1' }), 'company');
    renderSaveButton('job', { [BOOKMARKS]: () => json(paged([sameId])) });
    const save = await screen.findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
  });

  it.each([
    ['job', 'Der Job wurde zu deinen Favoriten hinzugefügt.'],
    ['company', 'Das Unternehmen wurde zu deinen Favoriten hinzugefügt.'],
    ['course', 'Der Studiengang wurde zu deinen Favoriten hinzugefügt.'],
  ] as const)('saves a %s and confirms it with an alert', async (entityType, message) => {
    const entity = entities[entityType];
    let saved: Bookmark[] = [];
    const { events, fake } = renderSaveButton(entityType, {
      [BOOKMARKS]: () => json(paged(saved)),
      'POST /bookmarks': () => {
        saved = [aBookmark(entity, entityType)];
        return json({ id: `bookmark-${entity.id}` }, 201);
      },
    });
    const save = await screen.findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    const alert = await screen.findByRole('alertdialog', { name: 'Meldung' });
    expect(alert).toHaveTextContent(message);
    expect(posts(fake)).toEqual([['/bookmarks', { entityId: entity.id, entityType }]]);
    await events.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();
  });

  it('after a 409 (saved elsewhere) is disabled, without a success alert', async () => {
    let saved: Bookmark[] = [];
    const { events, fake } = renderSaveButton('job', {
      [BOOKMARKS]: () => json(paged(saved)),
      'POST /bookmarks': () => {
        saved = [aBookmark(aJob(), 'job')];
        return json({ error: 'Bereits gespeichert' }, 409);
      },
    });
    const save = await screen.findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    expect(await screen.findByRole('button', { name: 'Gespeichert' })).toBeDisabled();
    expect(posts(fake)).toHaveLength(1);
    // The collection was reloaded to learn the truth.
    expect(fake.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('can be tried again after a server error', async () => {
    const { events } = renderSaveButton('course', {
      'POST /bookmarks': () => json({ error: 'Interner Fehler' }, 500),
    });
    const save = await screen.findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    const alert = await screen.findByRole('alertdialog', { name: 'Serverfehler' });
    expect(alert).not.toHaveTextContent('Favoriten');
    await events.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  it('repeats a save whose answer was lost with the same Idempotency-Key', async () => {
    let saved: Bookmark[] = [];
    let tries = 0;
    const { events, fake } = renderSaveButton('job', {
      [BOOKMARKS]: () => json(paged(saved)),
      'POST /bookmarks': () => {
        // The first answer never arrives (the server may have stored it all the same).
        if (++tries === 1) throw new TypeError('Failed to fetch');
        saved = [aBookmark(entities.job, 'job')];
        return json({ id: 'bookmark-1' }, 201);
      },
    });
    const save = await screen.findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    const alert = await screen.findByRole('alertdialog', { name: 'Meldung' });
    expect(alert).toHaveTextContent('Der Job wurde zu deinen Favoriten hinzugefügt.');
    const keys = fake.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new key for a new save', async () => {
    const { events, fake } = renderSaveButton('job', {
      [BOOKMARKS]: () => json(paged([])),
      'POST /bookmarks': () => json({ error: 'Interner Fehler' }, 500),
    });
    for (let i = 0; i < 2; i++) {
      const save = await screen.findByRole('button', { name: 'Speichern' });
      await waitFor(() => expect(save).toBeEnabled());
      await events.click(save);
      const alert = await screen.findByRole('alertdialog', { name: 'Serverfehler' });
      await events.click(within(alert).getByRole('button', { name: 'OK' }));
    }
    const keys = fake.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });
});
