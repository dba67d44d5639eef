import type { User } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OnboardingCompletedPage from './onboarding-completed-page';
import OnboardingPage from './onboarding-page';

const user: User = {
  id: 'u1',
  username: 'tom',
  name: 'Tom',
  email: 'tom@example.org',
  role: 'user',
};

/** The exposed pages (rspack `exposes`) render their feature without props. */
describe('exposed onboarding pages', () => {
  it('./Onboarding walks through the questions to /onboarding-completed', async () => {
    const fake = createFakeApi({
      'GET /onboarding': () =>
        json({
          content: [
            {
              id: 'q',
              question: 'Magst du Technik?',
              answers: ['Ja', 'Nein'],
              settings_key: 'tech',
            },
          ],
          total: 1,
        }),
      'POST /settings': () => json({}),
      'POST /profiles/create': () => json({}, 201),
    });
    const events = userEvent.setup();
    renderWithProviders(<OnboardingPage />, {
      fetch: fake.fetch,
      user,
      route: '/onboarding',
      otherRoutes: { '/onboarding-completed': <p>done</p> },
    });

    expect(await screen.findByText('Frage 1/1')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Nein' }));
    expect(await screen.findByText('done')).toBeInTheDocument();
  });

  it('./OnboardingCompleted shows the closing screen', () => {
    renderWithProviders(<OnboardingCompletedPage />, {
      fetch: createFakeApi({}).fetch,
      user,
      route: '/onboarding-completed',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gestalte deine Zukunft' }),
    ).toBeInTheDocument();
  });
});
