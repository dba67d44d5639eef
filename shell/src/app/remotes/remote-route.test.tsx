import type { User } from '@kompass/shared';
import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { createRemoteRoute } = await import('./remote-route');

/**
 * Rendered inside an awaited act: the route reads its module with `use`, and React runs the
 * render that follows a settled promise within the act scope that awaits it.
 */
async function renderRoute(element: React.ReactElement) {
  // eslint-disable-next-line testing-library/no-unnecessary-act -- see above: the render after `use` settles must happen inside this act
  await act(async () => {
    renderWithProviders(element, { fetch: createFakeApi({}).fetch, user });
  });
}

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

    await renderRoute(<Chats />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Bereich ist gerade nicht erreichbar.',
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf-chat/Chats');

    broken = false;
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the retry renders through `use` again, like the first render
    await act(async () => {
      await userEvent.click(retry);
    });

    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('a remote page loaded before it renders', () => {
  it('loads its module once: the render uses what preload fetched', async () => {
    runtime.loadRemote.mockImplementation(async () => ({
      default: function ChatsPage() {
        return <h1>Chats</h1>;
      },
    }));
    const Chats = createRemoteRoute('mf-chat', './Chats');

    await Chats.preload();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf-chat/Chats');
    await renderRoute(<Chats />);

    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeVisible();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows a failed preload as the fallback when it renders', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote unreachable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Chats = createRemoteRoute('mf-chat', './Chats');

    await expect(Chats.preload()).rejects.toThrow('remote unreachable');
    await renderRoute(<Chats />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Bereich ist gerade nicht erreichbar.',
    );
  });
});
