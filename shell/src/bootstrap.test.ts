import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Which of the lazily evaluated modules have run, in order. */
const evaluated: string[] = [];
const render = vi.fn();

vi.mock('react-dom/client', () => {
  evaluated.push('react-dom/client');
  return { createRoot: () => ({ render }) };
});
vi.mock('./app/app', () => {
  evaluated.push('app');
  return { App: () => null };
});
// The federation runtime needs a host instance, which a unit test has not got.
vi.mock('./app/remotes/remote-registry', () => ({ registerAppRemotes: vi.fn() }));

describe('boot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<script id="app-config" type="application/json">${JSON.stringify({
      apiBaseUrl: '/api',
      objectBaseUrl: '/files',
      remotes: [],
    })}</script><div id="root"></div>`;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('evaluates React’s renderer and the pages in a task after the one that read the configuration', async () => {
    await import('./bootstrap');
    // Everything the first task does, promises included, but no timer.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(evaluated).toEqual([]);
    expect(render).not.toHaveBeenCalled();

    await vi.runOnlyPendingTimersAsync();
    await vi.waitFor(() => expect(render).toHaveBeenCalledOnce());
    expect(evaluated).toEqual(expect.arrayContaining(['react-dom/client', 'app']));
    expect(document.getElementById('root')!.textContent).toBe('');
  });
});
