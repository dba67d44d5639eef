import { describe, expect, it } from 'vitest';
import { jobFilter, readSearchState, writeSearchState } from './search-state';

describe('search state in the URL', () => {
  it('reads what it writes', () => {
    const url =
      'q=Koch&tab=jobs&workType=Ausbildung&workType=Teilzeit&minSalary=24000&near=34117&radiusKm=10';
    const state = readSearchState(new URLSearchParams(url));
    expect(state).toEqual({
      open: true,
      query: 'Koch',
      tab: 'jobs',
      workType: ['Ausbildung', 'Teilzeit'],
      courseType: [],
      minSalary: 24000,
      near: '34117',
      radiusKm: 10,
    });
    expect(writeSearchState(state).toString()).toBe(url);
    expect(jobFilter(state)).toEqual({
      workType: ['Ausbildung', 'Teilzeit'],
      minSalary: '24000',
      near: '34117',
      radiusKm: '10',
    });
  });

  it('leaves out defaults, and the radius without a place', () => {
    const state = readSearchState(new URLSearchParams('q=&tab=all&radiusKm=50'));
    expect(state).toMatchObject({ open: true, tab: 'all', near: undefined, radiusKm: 50 });
    expect(writeSearchState(state).toString()).toBe('q=');
    expect(jobFilter(state)).toEqual({});
  });

  it('is closed without q, and drops values the app never offers', () => {
    expect(readSearchState(new URLSearchParams('tab=jobs')).open).toBe(false);
    expect(writeSearchState(readSearchState(new URLSearchParams('tab=jobs'))).toString()).toBe('');
    const odd = readSearchState(
      new URLSearchParams('q=x&tab=x&workType=x&minSalary=1&radiusKm=300&near=%20'),
    );
    expect(odd).toMatchObject({
      tab: 'all',
      workType: [],
      minSalary: undefined,
      near: undefined,
      radiusKm: 25,
    });
  });
});
