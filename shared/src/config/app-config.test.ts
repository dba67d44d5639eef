import { afterEach, describe, expect, it } from 'vitest';
import { loadAppConfig } from './app-config';

const served = {
  apiBaseUrl: 'https://api.example.org/api',
  objectBaseUrl: 'https://files.example.org/',
  remotes: [{ name: 'mf-discover', entry: 'https://cdn.example.org/mf-discover/remoteEntry.js' }],
};

describe('loadAppConfig', () => {
  afterEach(() => {
    document.getElementById('app-config')?.remove();
  });

  it('reads the configuration the server inlined into the page, without a request', async () => {
    const element = document.createElement('script');
    element.id = 'app-config';
    element.type = 'application/json';
    element.textContent = JSON.stringify(served);
    document.head.append(element);

    // A static host's file would say otherwise: it must not be asked.
    expect(await loadAppConfig('data:application/json,{}')).toEqual(served);
  });

  it('fetches /app-config.json when nothing is inlined (static hosting)', async () => {
    const url = `data:application/json,${encodeURIComponent(JSON.stringify(served))}`;
    expect(await loadAppConfig(url)).toEqual(served);
  });

  it('ignores an inlined configuration that is not valid and fetches instead', async () => {
    const element = document.createElement('script');
    element.id = 'app-config';
    element.type = 'application/json';
    element.textContent = '{"apiBaseUrl": 1}';
    document.head.append(element);
    const url = `data:application/json,${encodeURIComponent(JSON.stringify(served))}`;
    expect(await loadAppConfig(url)).toEqual(served);
  });
});
