import type { OnboardingQuestion } from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged, readAlert, refused, renderPage } from '../testing/fixtures';
import { OnboardingQuestionsPage } from './onboarding-questions-page';

const LIST = 'GET /onboarding?page=0&size=100';
const first: OnboardingQuestion = {
  id: 'o1',
  question: 'Was machst du am liebsten?',
  answers: ['Basteln', 'Lesen'],
  answerDimensions: ['R', 'IA'],
  settings_key: 'interest_area',
  position: 1,
};
const second: OnboardingQuestion = {
  id: 'o2',
  question: 'Drinnen oder draußen?',
  answers: ['Drinnen', 'Draußen'],
  answerDimensions: ['', ''],
  settings_key: 'work_place',
  position: 2,
};

function render({ failKey }: { failKey?: string } = {}) {
  let stored = [first, second];
  let next = 3;
  const view = renderPage(<OnboardingQuestionsPage />, {
    routes: {
      [LIST]: () => json(paged([...stored].sort((a, b) => a.position! - b.position!))),
      'POST /onboarding': async (request) => {
        const body = (await request.json()) as Omit<OnboardingQuestion, 'id'>;
        if (body.settings_key === failKey) return refused('Schlüssel vergeben.');
        const id = `o${next++}`;
        stored = [...stored, { id, ...body, position: body.position ?? next + 10 }];
        return json({ id }, 201);
      },
      'DELETE /onboarding/o1': () => {
        stored = stored.filter((question) => question.id !== 'o1');
        return new Response(null, { status: 204 });
      },
    },
  });
  return { ...view, stored: () => stored };
}

const openNew = async (events: ReturnType<typeof render>['events']) => {
  await screen.findByRole('heading', { name: first.question });
  await events.click(screen.getByRole('button', { name: 'Neue Frage' }));
  return screen.getByRole('dialog', { name: 'Neue Frage' });
};

describe('OnboardingQuestionsPage', () => {
  it('lists questions in order with answers and settings key', async () => {
    render();
    const cards = within(await screen.findByRole('list', { name: 'Onboarding-Fragen' }));
    const items = cards
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading', { level: 2 }));
    expect(items[0]).toHaveTextContent('Frage 1/2');
    expect(items[0]).toHaveTextContent('Basteln');
    expect(items[0]).toHaveTextContent('interest_area');
    expect(items[1]).toHaveTextContent('Drinnen oder draußen?');
  });

  it('requires two answers and a snake_case key, then creates the question', async () => {
    const { events, bodies } = render();
    const dialog = await openNew(events);
    await events.type(within(dialog).getByLabelText(/^Frage/), 'Team oder allein?');
    await events.type(within(dialog).getByLabelText(/^Antworten/), 'Team');
    await events.type(within(dialog).getByLabelText(/^Einstellungsschlüssel/), 'TeamWork');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bitte mindestens zwei Antworten angeben, eine pro Zeile.',
    );
    await events.type(within(dialog).getByLabelText(/^Antworten/), '{Enter}Allein');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/snake_case/);
    await events.clear(within(dialog).getByLabelText(/^Einstellungsschlüssel/));
    await events.type(within(dialog).getByLabelText(/^Einstellungsschlüssel/), 'team_work');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByRole('heading', { name: 'Team oder allein?' })).toBeVisible();
    expect(bodies('POST /onboarding')).toEqual([
      {
        question: 'Team oder allein?',
        answers: ['Team', 'Allein'],
        answerDimensions: ['', ''],
        settings_key: 'team_work',
      },
    ]);
  });

  it('shows what each answer speaks for in words, and takes them in words', async () => {
    const { events, bodies } = render();
    const answers = await screen.findAllByRole('list', { name: 'Antworten' });
    expect(
      within(answers[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Basteln – Praktisch', 'Lesen – Forschend, Kreativ']);
    const dialog = await openNew(events);
    await events.type(within(dialog).getByLabelText(/^Frage/), 'Team oder allein?');
    await events.type(
      within(dialog).getByLabelText(/^Antworten/),
      'Im Team | Sozial, Sportlich{Enter}Allein',
    );
    await events.type(within(dialog).getByLabelText(/^Einstellungsschlüssel/), 'team_work');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '„sportlich“ kennen wir nicht. Erlaubt sind Praktisch, Forschend, Kreativ, Sozial, Unternehmerisch und Ordnend.',
    );
    expect(bodies('POST /onboarding')).toEqual([]);

    const field = within(dialog).getByLabelText(/^Antworten/);
    await events.clear(field);
    await events.type(field, 'Im Team | sozial, unternehmerisch{Enter}Allein | Forschend');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Im Team – Sozial, Unternehmerisch')).toBeVisible();
    expect(bodies('POST /onboarding')).toEqual([
      {
        question: 'Team oder allein?',
        answers: ['Im Team', 'Allein'],
        answerDimensions: ['SE', 'I'],
        settings_key: 'team_work',
      },
    ]);
  });

  it("says 'Die Frage konnte nicht erstellt werden.' when the server refuses", async () => {
    const { events } = render({ failKey: 'taken' });
    const dialog = await openNew(events);
    await events.type(within(dialog).getByLabelText(/^Frage/), 'x');
    await events.type(within(dialog).getByLabelText(/^Antworten/), 'a{Enter}b');
    await events.type(within(dialog).getByLabelText(/^Einstellungsschlüssel/), 'taken');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await readAlert(events)).toContain(
      'Die Frage konnte nicht erstellt werden. Schlüssel vergeben.',
    );
  });

  it('edits as delete and re-create at the same position', async () => {
    const { events, bodies, stored } = render();
    await events.click(
      await screen.findByRole('button', { name: `Bearbeiten: ${first.question}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Frage bearbeiten' });
    expect(within(dialog).getByLabelText(/^Antworten/)).toHaveValue(
      'Basteln | Praktisch\nLesen | Forschend, Kreativ',
    );
    await events.type(within(dialog).getByLabelText(/^Antworten/), '{Enter}Sport');
    await events.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Sport')).toBeVisible();
    expect(bodies('POST /onboarding')).toEqual([
      {
        question: first.question,
        answers: ['Basteln', 'Lesen', 'Sport'],
        answerDimensions: ['R', 'IA', ''],
        settings_key: 'interest_area',
        position: 1,
      },
    ]);
    expect(stored().find((question) => question.settings_key === 'interest_area')?.position).toBe(
      1,
    );
    const items = screen.getAllByRole('heading', { level: 2 });
    expect(items[0]).toHaveTextContent(first.question);
  });

  it('puts the old question back when the re-create fails', async () => {
    const { events, stored } = render({ failKey: 'broken_key' });
    await events.click(
      await screen.findByRole('button', { name: `Bearbeiten: ${first.question}` }),
    );
    const key = screen.getByLabelText(/^Einstellungsschlüssel/);
    await events.clear(key);
    await events.type(key, 'broken_key');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await readAlert(events)).toContain(
      'Die Frage konnte nicht geändert werden. Die bisherige Frage ist erhalten. Schlüssel vergeben.',
    );
    expect(stored().map(({ id: _id, ...rest }) => rest)).toEqual(
      [second, first].map(({ id: _id, ...rest }) => rest),
    );
  });

  it('deletes after confirmation', async () => {
    const { events, calls } = render();
    await events.click(await screen.findByRole('button', { name: `Löschen: ${first.question}` }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      `Die Frage „${first.question}“ wird gelöscht.`,
    );
    await events.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Frage 1/1')).toBeVisible();
    expect(calls()).toContain('DELETE /onboarding/o1');
  });
});
