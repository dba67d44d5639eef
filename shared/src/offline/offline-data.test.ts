import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../store';
import { forgetOfflineData } from './forget-offline-data';
import { formatStand, noteOfflineAnswer, offlineStandAtom } from './offline-data';
import { offlineAnswerHeader, serviceWorkerMessages } from './service-worker-protocol';

const keptAt = (date: string) =>
  new Response('{}', { headers: { [offlineAnswerHeader]: new Date(date).toUTCString() } });

describe('formatStand', () => {
  const now = new Date(2026, 10, 28, 16, 30);

  it('says today, yesterday or the date, with the time', () => {
    expect(formatStand(new Date(2026, 10, 28, 14, 5), now)).toBe('Stand: heute, 14:05');
    expect(formatStand(new Date(2026, 10, 27, 9, 30), now)).toBe('Stand: gestern, 09:30');
    expect(formatStand(new Date(2026, 10, 3, 18, 0), now)).toBe('Stand: 03.11., 18:00');
  });
});

describe('noteOfflineAnswer', () => {
  afterEach(() => appStore.set(offlineStandAtom, null));

  it('keeps the age of the oldest answer from the cache, and ignores fresh ones', () => {
    noteOfflineAnswer(new Response('{}'));
    expect(appStore.get(offlineStandAtom)).toBeNull();
    noteOfflineAnswer(keptAt('2026-11-28T13:05:00Z'));
    noteOfflineAnswer(keptAt('2026-11-28T12:00:00Z'));
    noteOfflineAnswer(keptAt('2026-11-28T14:00:00Z'));
    expect(appStore.get(offlineStandAtom)).toEqual(new Date('2026-11-28T12:00:00Z'));
  });
});

describe('forgetOfflineData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('deletes the personal caches and tells the worker, which empties its write queue', async () => {
    const deleted: string[] = [];
    const postMessage = vi.fn();
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage } },
    });
    appStore.set(offlineStandAtom, new Date());

    await forgetOfflineData();

    expect(deleted.sort()).toEqual(['kompass-api', 'kompass-images']);
    expect(postMessage).toHaveBeenCalledWith({ type: serviceWorkerMessages.forgetPersonalData });
    expect(appStore.get(offlineStandAtom)).toBeNull();
  });
});
