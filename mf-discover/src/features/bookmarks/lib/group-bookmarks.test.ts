import type { Bookmark } from '@kompass/shared';
import { describe, expect, it } from 'vitest';
import { aBookmark, aCompany, aCourse, aJob } from '../../../testing/fixtures';
import { groupBookmarks } from './group-bookmarks';

describe('groupBookmarks', () => {
  it('groups jobs, companies and courses in that order, keeping the order inside a group', () => {
    const course = aBookmark(aCourse(), 'course');
    const job2 = aBookmark(aJob({ id: 'job-2', name: 'Anlagenmechaniker/in' }), 'job');
    const company = aBookmark(aCompany(), 'company');
    const job1 = aBookmark(aJob(), 'job');

    expect(groupBookmarks([course, job2, company, job1])).toEqual([
      {
        entityType: 'job',
        items: [
          { id: job2.id, entityType: 'job', entity: job2.entity },
          { id: job1.id, entityType: 'job', entity: job1.entity },
        ],
      },
      {
        entityType: 'company',
        items: [{ id: company.id, entityType: 'company', entity: company.entity }],
      },
      {
        entityType: 'course',
        items: [{ id: course.id, entityType: 'course', entity: course.entity }],
      },
    ]);
  });

  it('leaves out empty groups and bookmarks without their item', () => {
    const company = aBookmark(aCompany(), 'company');
    const orphan = { ...aBookmark(aJob(), 'job'), entity: null } as unknown as Bookmark;
    expect(groupBookmarks([orphan, company]).map((group) => group.entityType)).toEqual(['company']);
    expect(groupBookmarks([])).toEqual([]);
  });
});
