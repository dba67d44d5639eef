import type { Setting } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me } from '../../../testing/fixtures';
import { MyQualification } from './my-qualification';

describe('MyQualification', () => {
  it('counts a user without the setting as a school leaver and saves what they finished', async () => {
    let stored: Setting[] = [{ key: 'onboarding_completed', value: 'true' }];
    const saved: unknown[] = [];
    const fake = createFakeApi({
      'GET /settings': () => json(stored),
      'POST /settings': async (request) => {
        const body = (await request.json()) as Setting;
        saved.push(body);
        stored = [...stored, body];
        return json(body, 201);
      },
    });
    renderWithProviders(<MyQualification />, { fetch: fake.fetch, user: me });
    const group = screen.getByRole('group', { name: 'Was hast du schon abgeschlossen?' });
    expect(group).toBeInTheDocument();
    const none = screen.getByRole('radio', { name: 'Noch keine Ausbildung und kein Studium' });
    await waitFor(() => expect(none).toBeChecked());

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Eine Ausbildung' }));
    expect(saved).toEqual([{ key: 'qualification', value: 'ausbildung' }]);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Eine Ausbildung' })).toBeChecked(),
    );
  });
});
