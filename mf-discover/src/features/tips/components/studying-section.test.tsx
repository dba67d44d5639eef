import type { LearningTip } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, renderPage } from '../../../testing/fixtures';
import { StudyingSection } from './studying-section';

const tips: LearningTip[] = [
  {
    id: 'learn-1',
    emoji: '⏱️',
    title: 'Pomodoro-Technik',
    description: '25 Minuten konzentriert lernen, dann fünf Minuten Pause.',
  },
  {
    id: 'learn-2',
    emoji: '📵',
    title: 'Handy weg',
    description: 'Leg dein Handy beim Lernen in einen anderen Raum.',
  },
];

/** Home's tips and quotes arrive in one read. */
const LEARNING = 'GET /hints/all';

const allHints = (learning: LearningTip[]) => json({ applications: [], quotes: [], learning });

function renderSection(answer: Record<string, FakeRoute> = {}) {
  return renderPage(<StudyingSection />, {
    routes: { [LEARNING]: () => allHints(tips), ...answer },
  });
}

describe('StudyingSection', () => {
  it('shows skeletons while loading, then each tip as a tile with its emoji hidden from screen readers', async () => {
    const gate = deferred();
    const { calls } = renderSection({
      [LEARNING]: async () => {
        await gate.promise;
        return allHints(tips);
      },
    });

    expect(
      screen.getByRole('heading', { level: 2, name: 'Lerntipps fürs Studium' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    gate.resolve();

    const tile = await screen.findByRole('button', { name: 'Pomodoro-Technik' });
    expect(within(tile).getByText('⏱️')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Handy weg' })).toBeInTheDocument();
    expect(screen.queryByText(tips[0]!.description)).not.toBeInTheDocument();
    expect(calls()).toContain(LEARNING);
  });

  it('opens a tip in a popup with its title and description; closing returns the focus', async () => {
    const { events } = renderSection();
    const tile = await screen.findByRole('button', { name: 'Handy weg' });

    await events.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Handy weg' });
    expect(dialog).toHaveAccessibleDescription(
      /Leg dein Handy beim Lernen in einen anderen Raum\./,
    );
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();

    await events.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();

    // And by keyboard: Enter opens, Escape closes.
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Handy weg' })).toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('says so when there are no tips', async () => {
    renderSection({ [LEARNING]: () => allHints([]) });
    expect(await screen.findByText('Noch keine Lerntipps vorhanden.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { events } = renderSection({
      [LEARNING]: () => (fail ? json({ error: 'weg' }, 404) : allHints(tips)),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Lerntipps konnten nicht geladen werden.');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('button', { name: 'Pomodoro-Technik' })).toBeInTheDocument();
  });
});
