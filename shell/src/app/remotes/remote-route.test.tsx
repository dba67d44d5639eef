import type { User } from '@kompass/shared';
import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { createRemoteRoute } = await import('./remote-route');

const user: User = {
  id: 'user-1',
  username: 'mia',
  name: 'Mia Muster',
  email: 'mia@example.org',
  role: 'USER',
};

afterEach(() => {
  vi.restoreAllMocks();
  runtime.loadRemote.mockReset();
});

describe('a remote page that throws while rendering', () => {
  it('is replaced by the fallback, and "Erneut versuchen" loads it afresh', async () => {
    // The first copy of the page is broken; the one loaded on retry works.
    let broken = true;
    runtime.loadRemote.mockImplementation(async () => ({
      default: function ChatsPage() {
        if (broken) throw new Error('Cannot read properties of undefined');
        return <h1>Chats</h1>;
      },
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Chats = createRemoteRoute('mf-chat', './Chats');

    renderWithProviders(<Chats />, { fetch: createFakeApi({}).fetch, user });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Bereich ist gerade nicht erreichbar.',
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf-chat/Chats');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
