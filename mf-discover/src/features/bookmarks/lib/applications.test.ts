import { describe, expect, it } from 'vitest';
import { aBookmark, aCompany, aCourse, aJob } from '../../../testing/fixtures';
import { groupCollection, nextStatus } from './applications';
import { deadlineLabel, formatDate } from './deadline';
import { durationFrom } from './duration';

describe('groupCollection', () => {
  it('groups jobs and courses by status, nearest deadline first, companies apart', () => {
    const later = aBookmark(aJob({ id: 'j1' }), 'job', { deadline: '2027-03-01' });
    const none = aBookmark(aJob({ id: 'j2' }), 'job');
    const sooner = aBookmark(aCourse({ id: 'c1' }), 'course', { deadline: '2027-01-15' });
    const applied = aBookmark(aJob({ id: 'j3' }), 'job', { status: 'applied' });
    const company = aBookmark(aCompany(), 'company');

    const { groups, companies } = groupCollection([later, none, company, applied, sooner]);
    expect(groups.map((group) => [group.status, group.items.map((item) => item.id)])).toEqual([
      ['saved', [sooner.id, later.id, none.id]],
      ['applied', [applied.id]],
    ]);
    expect(companies.map((item) => item.id)).toEqual([company.id]);
  });

  it('moves an application on one step, and not past an offer or a rejection', () => {
    expect(nextStatus('saved')).toBe('applied');
    expect(nextStatus('applied')).toBe('interview');
    expect(nextStatus('interview')).toBe('offer');
    expect(nextStatus('offer')).toBeUndefined();
    expect(nextStatus('rejected')).toBeUndefined();
  });
});

describe('deadlines', () => {
  it.each([
    ['2027-01-09', 'abgelaufen'],
    ['2027-01-10', 'heute'],
    ['2027-01-11', 'morgen'],
    ['2027-01-13', 'noch 3 Tage'],
    ['2027-02-10', 'noch 31 Tage'],
  ])('labels %s as „%s“ on 2027-01-10', (deadline, label) => {
    expect(deadlineLabel(deadline, '2027-01-10')).toBe(label);
  });

  it('counts across a change to summer time', () => {
    expect(deadlineLabel('2027-03-29', '2027-03-27')).toBe('noch 2 Tage');
  });

  it('writes dates the German way', () => {
    expect(formatDate('2027-03-05')).toBe('05.03.2027');
  });
});

describe('durationFrom', () => {
  it('reads a duration the description states', () => {
    expect(durationFrom('Die Ausbildung dauert dreieinhalb Jahre.')).toBe('dreieinhalb Jahre');
    expect(durationFrom('Die Regelstudienzeit beträgt sechs Semester.')).toBe('sechs Semester');
  });

  it('guesses nothing from other numbers', () => {
    expect(durationFrom('Für Kinder bis zwölf Jahre.')).toBeUndefined();
    expect(durationFrom('')).toBeUndefined();
  });
});
