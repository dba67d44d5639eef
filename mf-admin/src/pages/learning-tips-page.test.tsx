import type { LearningTip } from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged, readAlert, refused, renderPage } from '../testing/fixtures';
import { LearningTipsPage } from './learning-tips-page';

const LIST = 'GET /hints/learning?page=0&size=100';
const pomodoro: LearningTip = {
  id: 'l1',
  emoji: '🍅',
  title: 'Pomodoro',
  description: '25 Minuten lernen, 5 Minuten Pause.',
};

const second: LearningTip = {
  id: 'l9',
  emoji: '🗂️',
  title: 'Karteikarten',
  description: 'Vokabeln auf Karten schreiben.',
};

/** A fake store of learning tips; `failCreate` refuses writes whose title matches. */
function render(failCreate?: RegExp) {
  let stored = [pomodoro, second];
  let next = 2;
  const view = renderPage(<LearningTipsPage />, {
    routes: {
      [LIST]: () => json(paged(stored)),
      'POST /hints/learning': async (request) => {
        const body = (await request.json()) as Omit<LearningTip, 'id'>;
        if (failCreate?.test(body.title)) return refused('Titel zu lang.');
        const id = `l${next++}`;
        stored = [...stored, { id, ...body }];
        return json({ id }, 201);
      },
      'PUT /hints/learning/l1': async (request) => {
        const body = (await request.json()) as Omit<LearningTip, 'id'>;
        if (failCreate?.test(body.title)) return refused('Titel zu lang.');
        stored = stored.map((tip) => (tip.id === 'l1' ? { id: 'l1', ...body } : tip));
        return json({ id: 'l1', ...body });
      },
      'DELETE /hints/learning/l1': () => {
        stored = stored.filter((tip) => tip.id !== 'l1');
        return new Response(null, { status: 204 });
      },
    },
  });
  return { ...view, stored: () => stored };
}

describe('LearningTipsPage', () => {
  it('lists emoji, title and description', async () => {
    render();
    expect(await screen.findByRole('heading', { name: /Pomodoro/ })).toHaveTextContent('🍅');
    expect(screen.getByText(pomodoro.description)).toBeVisible();
  });

  it("edit with a blank field says 'Bitte alle Felder ausfüllen.' and changes nothing", async () => {
    const { events, calls } = render();
    await events.click(await screen.findByRole('button', { name: 'Bearbeiten: Pomodoro' }));
    const dialog = screen.getByRole('dialog', { name: 'Lerntipp bearbeiten' });
    expect(within(dialog).getByLabelText('Emoji')).toHaveValue('🍅');
    await events.clear(within(dialog).getByLabelText('Titel'));
    await events.type(within(dialog).getByLabelText('Titel'), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bitte alle Felder ausfüllen. Es fehlt: Titel.',
    );
    expect(within(dialog).getByLabelText('Titel')).toHaveAttribute('aria-invalid', 'true');
    await events.clear(within(dialog).getByLabelText('Emoji'));
    await events.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bitte alle Felder ausfüllen. Es fehlen: Emoji und Titel.',
    );
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('edits the tip in its place: it stays first', async () => {
    const { events, calls, stored } = render();
    await events.click(await screen.findByRole('button', { name: 'Bearbeiten: Pomodoro' }));
    const title = screen.getByLabelText('Titel');
    await events.clear(title);
    await events.type(title, 'Pomodoro-Technik');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: /Pomodoro-Technik/ })).toBeVisible();
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual(['PUT /hints/learning/l1']);
    expect(stored()).toEqual([{ ...pomodoro, title: 'Pomodoro-Technik' }, second]);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '🍅Pomodoro-Technik',
      '🗂️Karteikarten',
    ]);
  });

  it('keeps the old tip when the edit is refused', async () => {
    const { events, stored } = render(/kaputt/);
    await events.click(await screen.findByRole('button', { name: 'Bearbeiten: Pomodoro' }));
    await events.type(screen.getByLabelText('Titel'), ' kaputt');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await readAlert(events)).toContain(
      'Der Tipp konnte nicht geändert werden. Der bisherige Tipp ist erhalten. Titel zu lang.',
    );
    expect(stored()).toEqual([pomodoro, second]);
    expect(await screen.findByRole('heading', { name: /Pomodoro/ })).toBeVisible();
  });

  it('creates with all three fields', async () => {
    const { events, stored } = render();
    await events.click(await screen.findByRole('button', { name: 'Neuer Lerntipp' }));
    await events.type(screen.getByLabelText('Emoji'), '📅');
    await events.type(screen.getByLabelText('Titel'), 'Lernplan');
    await events.type(screen.getByLabelText('Beschreibung'), 'Plane die Woche.');
    await events.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByRole('heading', { name: /Lernplan/ })).toBeVisible();
    expect(stored()[2]).toEqual({
      id: 'l2',
      emoji: '📅',
      title: 'Lernplan',
      description: 'Plane die Woche.',
    });
  });
});
