import type { OnboardingQuestion, User } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnboardingFlow } from './onboarding-flow';

const user: User = {
  id: 'user-1',
  username: 'lena',
  name: 'Lena Berg',
  email: 'lena@example.org',
  role: 'USER',
};

const questions: OnboardingQuestion[] = [
  {
    id: 'q1',
    question: 'Was machst du in deiner Freizeit am liebsten?',
    answers: ['Draußen sein', 'Basteln und Bauen', 'Lesen', 'Zocken'],
    answerDimensions: ['R', 'R', 'I', ''],
    settings_key: 'hobby',
    position: 1,
  },
  {
    id: 'q2',
    question: 'Wie lernst du am besten?',
    answers: ['Durch Ausprobieren', 'Mit Büchern'],
    answerDimensions: ['R', 'I'],
    settings_key: 'learning_style',
    position: 2,
  },
  {
    id: 'q3',
    question: 'Wo möchtest du später arbeiten?',
    answers: ['Im Büro', 'In der Werkstatt', 'Im Freien'],
    answerDimensions: ['C', 'R', 'R'],
    settings_key: 'workplace',
    position: 3,
  },
];

/** A promise whose settling the test decides. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderOnboarding(routes: Record<string, FakeRoute> = {}) {
  const fake = createFakeApi({
    'GET /onboarding': () => json({ content: questions, total: questions.length }),
    'POST /settings': async (request) => json(await request.json()),
    'POST /profiles/create': () => json({ id: 'profile-1', userId: user.id }, 201),
    ...routes,
  });
  const events = userEvent.setup();
  renderWithProviders(<OnboardingFlow />, {
    fetch: fake.fetch,
    user,
    route: '/onboarding',
    otherRoutes: { '/onboarding-completed': <p>done</p> },
  });
  /** Every write so far, as 'METHOD path body'. */
  const writes = () =>
    fake.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path} ${request.body}`);
  return { fake, events, writes };
}

const setting = (key: string, value: string | null) =>
  `POST /settings ${JSON.stringify({ key, value })}`;
const createProfile = 'POST /profiles/create {}';

async function findQuestion(text: string) {
  return screen.findByRole('heading', { level: 1, name: text });
}

describe('OnboardingFlow', () => {
  it('shows a loading state, then the first question as "Frage 1/m" with two-column answer tiles', async () => {
    const gate = deferred();
    const { fake } = renderOnboarding({
      'GET /onboarding': async () => {
        await gate.promise;
        return json({ content: questions, total: questions.length });
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Die Fragen werden geladen …');
    gate.resolve();

    const heading = await findQuestion(questions[0]!.question);
    expect(screen.getByText('Frage 1/3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '3');
    expect(heading).toHaveFocus();

    const tiles = within(screen.getByRole('group', { name: questions[0]!.question })).getAllByRole(
      'button',
    );
    expect(tiles.map((tile) => tile.textContent)).toEqual(questions[0]!.answers);
    expect(screen.getByRole('button', { name: 'Überspringen' })).toBeInTheDocument();
    // No way back from the first question.
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /onboarding?page=0&size=100',
    ]);
  });

  it('advances on an answer and on "Überspringen", focusing each new question', async () => {
    const { events, writes } = renderOnboarding();
    await findQuestion(questions[0]!.question);

    await events.click(screen.getByRole('button', { name: 'Basteln und Bauen' }));
    expect(await findQuestion(questions[1]!.question)).toHaveFocus();
    expect(screen.getByText('Frage 2/3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

    await events.click(screen.getByRole('button', { name: 'Überspringen' }));
    expect(await findQuestion(questions[2]!.question)).toHaveFocus();
    expect(screen.getByText('Frage 3/3')).toBeInTheDocument();

    // Nothing is written before the last question.
    expect(writes()).toEqual([]);
  });

  it('goes back to the previous question and keeps the answer given there', async () => {
    const { events, writes } = renderOnboarding();
    await findQuestion(questions[0]!.question);
    await events.click(screen.getByRole('button', { name: 'Lesen' }));
    await findQuestion(questions[1]!.question);

    await events.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await findQuestion(questions[0]!.question)).toHaveFocus();
    expect(screen.getByText('Frage 1/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lesen' })).toHaveAttribute('aria-current', 'true');

    // A different answer replaces the first one.
    await events.click(screen.getByRole('button', { name: 'Zocken' }));
    await events.click(await screen.findByRole('button', { name: 'Mit Büchern' }));
    await events.click(await screen.findByRole('button', { name: 'Im Büro' }));

    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(writes()).toEqual([
      setting('hobby', '3'),
      setting('learning_style', '1'),
      setting('workplace', '0'),
      setting('onboarding_completed', 'true'),
      createProfile,
    ]);
  });

  it('after the last question saves every answer in order, one at a time, then completes', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const profileGate = deferred();
    const { events, writes } = renderOnboarding({
      'POST /settings': async (request) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return json(await request.json());
      },
      'POST /profiles/create': async () => {
        await profileGate.promise;
        return json({ id: 'profile-1' }, 201);
      },
    });
    await findQuestion(questions[0]!.question);
    await events.click(screen.getByRole('button', { name: 'Basteln und Bauen' }));
    await events.click(await screen.findByRole('button', { name: 'Überspringen' }));
    await findQuestion(questions[2]!.question);
    await events.click(screen.getByRole('button', { name: 'Im Freien' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Deine Antworten werden gespeichert …',
    );
    await waitFor(() => expect(writes()).toContain(createProfile));
    expect(screen.queryByText('done')).not.toBeInTheDocument();
    profileGate.resolve();

    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(writes()).toEqual([
      setting('hobby', '1'),
      setting('learning_style', null),
      setting('workplace', '2'),
      setting('onboarding_completed', 'true'),
      createProfile,
    ]);
    expect(mostInFlight).toBe(1);
  });

  it('keeps the answers when a save fails and resumes at the failed write', async () => {
    let settingsCalls = 0;
    const { events, writes } = renderOnboarding({
      'POST /settings': async (request) => {
        settingsCalls += 1;
        if (settingsCalls === 2) return json({ error: 'Interner Fehler' }, 500);
        return json(await request.json());
      },
    });
    await findQuestion(questions[0]!.question);
    await events.click(screen.getByRole('button', { name: 'Draußen sein' }));
    await events.click(await screen.findByRole('button', { name: 'Durch Ausprobieren' }));
    await events.click(await screen.findByRole('button', { name: 'Überspringen' }));

    // The client's alert (docs/product.md#errors-and-messages) and the page's own message.
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Serverfehler')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Antworten konnten nicht gespeichert werden.',
    );
    expect(screen.queryByText('done')).not.toBeInTheDocument();
    expect(writes()).toEqual([setting('hobby', '0'), setting('learning_style', '0')]);
    await events.click(within(alert).getByRole('button', { name: 'OK' }));

    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(writes()).toEqual([
      setting('hobby', '0'),
      setting('learning_style', '0'),
      setting('learning_style', '0'),
      setting('workplace', null),
      setting('onboarding_completed', 'true'),
      createProfile,
    ]);
  });

  it('resumes at the profile when only creating it failed', async () => {
    let profileCalls = 0;
    const { events, writes } = renderOnboarding({
      'POST /profiles/create': () => {
        profileCalls += 1;
        return profileCalls === 1
          ? json({ error: 'Fehler' }, 503, { 'Retry-After': '0' })
          : json({ id: 'p1' }, 201);
      },
    });
    await findQuestion(questions[0]!.question);
    for (let step = 0; step < questions.length; step++) {
      await events.click(await screen.findByRole('button', { name: 'Überspringen' }));
    }
    await screen.findByText('Deine Antworten konnten nicht gespeichert werden.');
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(writes()).toEqual([
      setting('hobby', null),
      setting('learning_style', null),
      setting('workplace', null),
      setting('onboarding_completed', 'true'),
      createProfile,
      createProfile,
    ]);
  });

  it('shows an error with a retry when the questions cannot be loaded', async () => {
    let calls = 0;
    const { events } = renderOnboarding({
      'GET /onboarding': () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'Fehler' }, 500)
          : json({ content: questions, total: questions.length });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Fragen konnten nicht geladen werden.',
    );
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    await findQuestion(questions[0]!.question);
    expect(screen.getByText('Frage 1/3')).toBeInTheDocument();
  });

  it('completes right away when there are no questions', async () => {
    const { writes } = renderOnboarding({
      'GET /onboarding': () => json({ content: [], total: 0 }),
    });

    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(writes()).toEqual([setting('onboarding_completed', 'true'), createProfile]);
  });

  it('loads every page when there are more questions than fit on one', async () => {
    const many = Array.from({ length: 3 }, (_, index) => ({
      ...questions[0]!,
      id: `q${index}`,
      question: `Frage Nummer ${index + 1}`,
      settings_key: `key_${index}`,
    }));
    renderOnboarding({
      'GET /onboarding?page=0&size=100': () => json({ content: many.slice(0, 2), total: 3 }),
      'GET /onboarding?page=1&size=100': () => json({ content: many.slice(2), total: 3 }),
    });

    await findQuestion('Frage Nummer 1');
    expect(screen.getByText('Frage 1/3')).toBeInTheDocument();
  });
});
