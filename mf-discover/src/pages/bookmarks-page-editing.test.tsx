import { json } from '@kompass/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from '../features/bookmarks/hooks/use-pending-removal';
import { paged } from '../testing/fixtures';
import {
  BOOKMARKS,
  inDays,
  german,
  job,
  job2,
  company,
  renderBookmarks,
  collection,
  title,
} from './bookmarks-page.testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('BookmarksPage', () => {
  it('moves an item on to "Beworben" with one tap', async () => {
    const store = collection([job, job2]);
    const { events } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Weiter: Beworben – Elektroniker/in für Betriebstechnik',
      }),
    );
    const applied = await screen.findByRole('region', { name: 'Beworben (1)' });
    // Focus follows the item into its new group, ready for the next step.
    await waitFor(() =>
      expect(
        within(applied).getByRole('button', {
          name: 'Weiter: Vorstellungsgespräch – Elektroniker/in für Betriebstechnik',
        }),
      ).toHaveFocus(),
    );
    expect(screen.getByRole('region', { name: 'Gemerkt (1)' })).toBeInTheDocument();
    expect(store.patches).toEqual([{ status: 'applied' }]);
  });

  it('takes a one-tap move back with "Rückgängig"', async () => {
    const store = collection([job, job2]);
    const { events } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Weiter: Beworben – Elektroniker/in für Betriebstechnik',
      }),
    );
    expect(
      await screen.findByText('„Elektroniker/in für Betriebstechnik“ steht jetzt bei „Beworben“.'),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByRole('region', { name: 'Gemerkt (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Beworben/ })).toBeNull();
    expect(store.patches).toEqual([{ status: 'applied' }, { status: 'saved' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rückgängig' })).toBeNull());
  });

  it('edits status, deadline and note, sending only what changed', async () => {
    const store = collection([job]);
    const { events } = renderBookmarks(store.routes);
    const edit = await screen.findByRole('button', {
      name: 'Bearbeiten: Elektroniker/in für Betriebstechnik',
    });
    await events.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', {
      name: 'Bearbeiten: Elektroniker/in für Betriebstechnik',
    });
    const deadline = inDays(5);
    await events.type(within(form).getByLabelText('Frist'), deadline);
    await events.type(within(form).getByLabelText('Notiz (nur für dich)'), 'Mappe per Post');
    expect(within(form).getByText('Noch 1.986 Zeichen')).toBeInTheDocument();
    await events.click(within(form).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(`Frist: ${german(deadline)} · noch 5 Tage`)).toBeVisible();
    expect(screen.getByText('Mappe per Post')).toBeInTheDocument();
    expect(store.patches).toEqual([{ deadline, note: 'Mappe per Post' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await events.click(edit);
    await events.selectOptions(screen.getByLabelText('Status'), 'Absage');
    await events.click(screen.getByRole('button', { name: 'Frist löschen' }));
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    const rejected = await screen.findByRole('region', { name: 'Absage (1)' });
    await waitFor(() =>
      expect(within(rejected).getByRole('button', { name: /^Bearbeiten/ })).toHaveFocus(),
    );
    expect(store.patches[1]).toEqual({ status: 'rejected', deadline: null });
  });

  it('keeps what was typed when the server refuses it, and says why', async () => {
    const { events } = renderBookmarks({
      [BOOKMARKS]: () => json(paged([job])),
      [`PATCH /bookmarks/${job.id}`]: () =>
        json(
          {
            error: 'Ungültige Eingabe',
            message: 'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
          },
          400,
        ),
    });
    await events.click(await screen.findByRole('button', { name: /^Bearbeiten/ }));
    await events.type(screen.getByLabelText('Notiz (nur für dich)'), 'Nicht verlieren');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
    );
    expect(screen.getByLabelText('Notiz (nur für dich)')).toHaveValue('Nicht verlieren');
  });

  it('removes an item at once, offers "Rückgängig" and deletes only after the undo window', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const store = collection([job, job2, company]);
    const { events, calls } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Entfernen: Elektroniker/in für Betriebstechnik',
      }),
    );
    expect(
      screen.queryByRole('button', { name: 'Entfernen: Elektroniker/in für Betriebstechnik' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Entfernen: Industriekaufmann/-frau' }),
    ).toHaveFocus();
    expect(screen.getByText('„Elektroniker/in für Betriebstechnik“ entfernt.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeInTheDocument();
    expect(calls()).not.toContain('DELETE /bookmarks/bookmark-job-1');

    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS));
    await waitFor(() => expect(calls()).toContain('DELETE /bookmarks/bookmark-job-1'));
    await waitFor(() => expect(calls().filter((call) => call === BOOKMARKS)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Rückgängig' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Entfernen: Elektroniker/in für Betriebstechnik' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entfernen: Stadtwerke Kassel' })).toBeVisible();
  });

  it('brings the item back with "Rückgängig" without asking the server', async () => {
    const store = collection([job, company]);
    const { events, calls } = renderBookmarks(store.routes);
    await events.click(await screen.findByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }));
    expect(screen.queryByRole('region', { name: 'Unternehmen (1)' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(
      await screen.findByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Rückgängig' })).not.toBeInTheDocument();
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('sends a pending removal when another item is removed', async () => {
    const store = collection([job, job2]);
    const { events, calls } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Entfernen: Elektroniker/in für Betriebstechnik',
      }),
    );
    await events.click(screen.getByRole('button', { name: 'Entfernen: Industriekaufmann/-frau' }));
    await waitFor(() => expect(calls()).toContain('DELETE /bookmarks/bookmark-job-1'));
    expect(calls()).not.toContain('DELETE /bookmarks/bookmark-job-2');
    expect(screen.getByText('„Industriekaufmann/-frau“ entfernt.')).toBeVisible();
  });

  it('shows the empty state when the last item is removed, focusing the title', async () => {
    const store = collection([company]);
    const { events } = renderBookmarks(store.routes);
    await events.click(await screen.findByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }));
    expect(await screen.findByText('Noch nichts gespeichert')).toBeInTheDocument();
    expect(title()).toHaveFocus();
  });
});
