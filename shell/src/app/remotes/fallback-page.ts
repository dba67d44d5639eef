import type { PageModule } from '@kompass/shared';

/**
 * Runtime plugins run before shared modules such as React are available, so the plugin cannot
 * import the fallback page itself. The app registers it here at boot.
 */
let fallbackModule: PageModule | null = null;

export function registerFallbackPage(module: PageModule): void {
  fallbackModule = module;
}

export function getFallbackPage(): PageModule | null {
  return fallbackModule;
}
