import type { RemoteName } from '@kompass/contracts/apps';

/** `/app-config.json`: everything that differs between deployments. Nothing is baked into bundles. */
export interface AppConfig {
  apiBaseUrl: string;
  objectBaseUrl: string;
  remotes: { name: RemoteName; entry: string }[];
}

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.apiBaseUrl === 'string' &&
    typeof config.objectBaseUrl === 'string' &&
    Array.isArray(config.remotes)
  );
}

/** The configuration `npm start` inlines into index.html (`<script id="app-config">`), if any. */
function inlinedAppConfig(): AppConfig | null {
  const element = globalThis.document?.getElementById('app-config');
  if (!element?.textContent) return null;
  try {
    const config: unknown = JSON.parse(element.textContent);
    return isAppConfig(config) ? config : null;
  } catch {
    return null;
  }
}

/**
 * The runtime configuration: inlined by the server when there is one (no extra round trip),
 * else fetched from the static `/app-config.json` (static hosts).
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const inlined = inlinedAppConfig();
  if (inlined) return inlined;
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isAppConfig(config)) throw new Error(`${url} is not a valid app configuration`);
  return config;
}

/** URL of an uploaded object (docs/product.md#data: object base address + objectName). */
export function objectUrl(config: Pick<AppConfig, 'objectBaseUrl'>, objectName: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(objectName)) return objectName;
  return config.objectBaseUrl.replace(/\/?$/, '/') + encodeURIComponent(objectName);
}
