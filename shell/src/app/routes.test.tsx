import { createAppServices } from '@kompass/shared';
import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { AppRoutes, preloadPageFor, preloadShellPageFor } = await import('./routes');

const services = createAppServices({ apiBaseUrl: '/api', objectBaseUrl: '/files', remotes: [] });

afterEach(() => {
  runtime.loadRemote.mockReset();
});

describe('preloadPageFor', () => {
  it('starts loading the remote page the URL opens, before anything renders', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => null });

    await preloadPageFor('/', services);
    await preloadPageFor('/chats/chat-7', services);
    expect(runtime.loadRemote.mock.calls).toEqual([['mf-discover/Home'], ['mf-chat/Chat']]);
  });

  it('loads nothing for admin (it stays lazy), the login page or an unknown address', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => null });

    await preloadPageFor('/admin', services);
    await preloadPageFor('/login', services);
    await preloadPageFor('/gibt-es-nicht', services);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('resolves when the remote cannot be loaded: its route shows that when it renders', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote unreachable'));

    await expect(preloadPageFor('/bookmarks', services)).resolves.toBeUndefined();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf-discover/Bookmarks');
  });

  // Each route loads its page once: these use pages the tests above have not loaded.
  it('then starts what the page prefetches for its first screen, and waits for it', async () => {
    let finishPrefetch = () => {};
    const prefetch = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishPrefetch = resolve;
        }),
    );
    runtime.loadRemote.mockResolvedValue({ default: () => null, prefetch });

    let settled = false;
    const preloading = preloadPageFor('/search', services).then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(services));
    expect(settled).toBe(false);
    finishPrefetch();
    await preloading;
    expect(settled).toBe(true);
  });

  it('resolves when the prefetch fails: the page asks again and reports it', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => null,
      prefetch: () => Promise.reject(new Error('500')),
    });

    await expect(preloadPageFor('/chats', services)).resolves.toBeUndefined();
  });
});

describe('preloadShellPageFor', () => {
  it("loads the login page's code for a signed-out visitor: /login's first render is the page", async () => {
    await preloadShellPageFor('/login', false);
    renderWithProviders(<AppRoutes />, {
      fetch: createFakeApi({}).fetch,
      route: '/login',
      path: '*',
    });
    // Not awaited: a loading state in its place would replace the boot frame's splash.
    expect(screen.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeInTheDocument();
    expect(screen.queryByText('Wird geladen …')).not.toBeInTheDocument();
  });
});
