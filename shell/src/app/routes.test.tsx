import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { preloadPageFor } = await import('./routes');

afterEach(() => {
  runtime.loadRemote.mockReset();
});

describe('preloadPageFor', () => {
  it('starts loading the remote page the URL opens, before anything renders', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => null });

    await preloadPageFor('/');
    await preloadPageFor('/chats/chat-7');
    expect(runtime.loadRemote.mock.calls).toEqual([['mf-discover/Home'], ['mf-chat/Chat']]);
  });

  it('loads nothing for admin (it stays lazy), the login page or an unknown address', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => null });

    await preloadPageFor('/admin');
    await preloadPageFor('/login');
    await preloadPageFor('/gibt-es-nicht');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('resolves when the remote cannot be loaded: its route shows that when it renders', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote unreachable'));

    await expect(preloadPageFor('/bookmarks')).resolves.toBeUndefined();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf-discover/Bookmarks');
  });
});
