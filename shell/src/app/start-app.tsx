import {
  adoptEarlySessionCheck,
  createAppServices,
  earlySessionCheckSettled,
  getToken,
  prepareNumberFormats,
  type AppConfig,
} from '@kompass/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPageFor, preloadShellPageFor } from './routes';

/**
 * How long the first render waits for what it needs: the answer to the session check the page
 * started and the code (and prefetch) of the page the URL opens. Both are under way while
 * main.js downloads (the server starts the one and hints the other), so they are usually there
 * already; a slow API or remote delays the shell by this much at most, then the loading states
 * show as usual.
 */
const firstRenderWaitMs = 1000;

/** Starts what the URL's page needs, waits for it (within the limit above), then renders the app. */
export async function startApp(root: HTMLElement, config: AppConfig): Promise<void> {
  const services = createAppServices(config);
  // So that the first render is the page itself, not loading states replaced a moment later
  // (React also holds a revealed page back until 300 ms after its loading state appeared).
  // Signed out, every URL but /login (and the public pages) redirects there: /login's code is
  // awaited, so the boot frame's splash is replaced by the page, not by a loading state.
  const { pathname } = window.location;
  const pageReady = getToken()
    ? Promise.all([
        earlySessionCheckSettled(),
        preloadPageFor(pathname, services),
        preloadShellPageFor(pathname, true),
      ])
    : preloadShellPageFor(pathname, false);
  // While the page's code and data download, not inside its first render.
  prepareNumberFormats();
  await Promise.race([pageReady, new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs))]);
  // If the session check has answered, the session starts now rather than after a first render.
  adoptEarlySessionCheck();
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's input stays responsive meanwhile);
  // the boot frame stays on screen until the page is ready to replace it.
  startTransition(() => reactRoot.render(<App services={services} />));
}
