import {
  adoptEarlySessionCheck,
  createAppServices,
  earlySessionCheckSettled,
  getToken,
  loadAppConfig,
  prepareNumberFormats,
} from '@kompass/shared';
import { startTransition } from 'react';
import { registerAppRemotes } from './app/remotes/remote-registry';
import { RemoteUnavailable } from './app/remotes/remote-unavailable';
import { registerFallbackPage } from './app/remotes/fallback-page';
import { shellTexts } from './texts';

/**
 * How long the first render waits for what it needs: the answer to the session check the page
 * started and the code of the page the URL opens. Both are under way while main.js downloads
 * (the server starts the one and hints the other), so they are usually there already; a slow
 * API or remote delays the shell by this much at most, then the loading states show as usual.
 */
const firstRenderWaitMs = 1000;

/** Lets the browser run a task of its own (a tap, a paint) before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React's renderer and the shell's pages, evaluated in a task after the one that evaluated
 * `@kompass/shared`: together they held a phone's main thread for 110–125 ms at once. "eager"
 * keeps them in the chunks already loaded (no request of their own).
 */
const loadRenderer = () =>
  Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/routes'),
  ]);

async function boot(): Promise<void> {
  const root = document.getElementById('root')!;
  try {
    const config = await loadAppConfig();
    registerFallbackPage({ default: RemoteUnavailable });
    registerAppRemotes(config.remotes);
    await nextTask();
    const [{ createRoot }, { App }, { preloadPageFor }] = await loadRenderer();
    const services = createAppServices(config);
    // So that the first render is the page itself, not loading states replaced a moment later
    // (React also holds a revealed page back until 300 ms after its loading state appeared).
    // Signed out, every URL but /login redirects there: nothing to preload or wait for.
    const pageReady = getToken()
      ? Promise.all([
          earlySessionCheckSettled(),
          preloadPageFor(window.location.pathname, services),
        ])
      : undefined;
    // While the page's code and data download, not inside its first render.
    prepareNumberFormats();
    if (pageReady) {
      await Promise.race([
        pageReady,
        new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs)),
      ]);
    }
    // If the session check has answered, the session starts now rather than after a first render.
    adoptEarlySessionCheck();
    const reactRoot = createRoot(root);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a phone's input stays responsive meanwhile);
    // the boot frame stays on screen until the page is ready to replace it.
    startTransition(() => reactRoot.render(<App services={services} />));
  } catch (error) {
    console.error(error);
    root.textContent = shellTexts.bootFailed;
  }
}

void boot();
