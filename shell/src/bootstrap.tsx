import { adoptEarlySessionCheck, createAppServices, loadAppConfig } from '@kompass/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerAppRemotes } from './app/remotes/remote-registry';
import { RemoteUnavailable } from './app/remotes/remote-unavailable';
import { registerFallbackPage } from './app/remotes/fallback-page';
import { shellTexts } from './texts';

async function boot(): Promise<void> {
  const root = document.getElementById('root')!;
  try {
    const config = await loadAppConfig();
    registerFallbackPage({ default: RemoteUnavailable });
    registerAppRemotes(config.remotes);
    // The page asked /auth/info while this code downloaded: with its answer at hand the first
    // render is the page itself, not a loading state.
    adoptEarlySessionCheck();
    createRoot(root).render(<App services={createAppServices(config)} />);
  } catch (error) {
    console.error(error);
    root.textContent = shellTexts.bootFailed;
  }
}

void boot();
