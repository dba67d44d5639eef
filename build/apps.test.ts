import { apps, remoteNames } from '@kompass/shared/apps';
import { describe, expect, it } from 'vitest';

describe('the app manifest', () => {
  it.each(remoteNames)("matches what %s's rspack config exposes", async (remote) => {
    const config = (await import(`../${remote}/rspack.config.ts`)) as {
      exposes: Record<string, string>;
    };
    expect(Object.keys(config.exposes).sort()).toEqual([...apps[remote].exposes].sort());
  });

  it('gives every app its own dev port', () => {
    const ports = Object.values(apps).map((app) => app.devPort);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
