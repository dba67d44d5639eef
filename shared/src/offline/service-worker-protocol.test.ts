import { describe, expect, it } from 'vitest';
import { pendingBookmarkId, pendingBookmarkOf } from './service-worker-protocol';

describe('the id of a bookmark whose creation waits in the worker', () => {
  it('names the item, for a job by its uuid and an occupation by its slug', () => {
    const job = '3f2270da-816a-4691-a14b-5016bb2726d9';
    expect(pendingBookmarkOf(pendingBookmarkId('job', job))).toEqual({
      entityType: 'job',
      entityId: job,
    });
    expect(pendingBookmarkOf(pendingBookmarkId('occupation', 'tierpfleger-in'))).toEqual({
      entityType: 'occupation',
      entityId: 'tierpfleger-in',
    });
  });

  it('is never taken for a bookmark id the server gave', () => {
    expect(pendingBookmarkOf('6b419f71-2259-4f0b-9369-739d1d989b5a')).toBeNull();
  });
});
