import { apps, exposedPages, remoteNames, routeRows } from '@kompass/contracts/apps';
import { describe, expect, it } from 'vitest';

describe('the app manifest', () => {
  it.each(remoteNames)("matches what %s's rspack config exposes", async (remote) => {
    const config = (await import(`../${remote}/rspack.config.ts`)) as {
      exposes: Record<string, string>;
    };
    expect(Object.keys(config.exposes).sort()).toEqual(exposedPages(remote).sort());
  });

  it('gives every app its own dev port', () => {
    const ports = Object.values(apps).map((app) => app.devPort);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('gives every route its own pattern, and names a route for every page inside another', () => {
    const patterns = routeRows.map(([, row]) => row.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    const names = new Set(routeRows.map(([name]) => name));
    for (const [, row] of routeRows.filter(([, row]) => row.within)) {
      expect(names.has(row.within as never), row.pattern).toBe(true);
    }
  });
});
