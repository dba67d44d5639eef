import { loadAppConfig } from '@kompass/shared';
import { registerAppRemotes } from './app/remotes/remote-registry';
import { watchForInstall } from './features/app-install/install-prompt-state';
import { registerServiceWorker } from './features/app-install/service-worker';
import { RemoteUnavailable } from './app/remotes/remote-unavailable';
import { registerFallbackPage } from './app/remotes/fallback-page';
import { shellTexts } from './texts';

/** Lets the browser run a task of its own (a tap, a paint) before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const root = document.getElementById('root')!;
  watchForInstall();
  try {
    const config = await loadAppConfig();
    registerFallbackPage({ default: RemoteUnavailable });
    registerAppRemotes(config.remotes);
    await nextTask();
    // React's renderer and the shell's pages are evaluated in this later task: together with
    // `@kompass/shared` they held a phone's main thread for 105–124 ms at once. "eager" keeps
    // them in the chunks already loaded (no request of their own).
    const { startApp } = await import(/* webpackMode: "eager" */ './app/start-app');
    await startApp(root, config);
    registerServiceWorker();
  } catch (error) {
    console.error(error);
    root.textContent = shellTexts.bootFailed;
  }
}

void boot();
