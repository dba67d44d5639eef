import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../api/types';
import { appStore } from '../store';
import {
  currentUserAtom,
  endSession,
  isAdminAtom,
  startSession,
  tokenAtom,
  userIdAtom,
} from './session';

const admin: User = {
  id: 'user-7',
  username: 'ada',
  name: 'Ada Admin',
  email: 'ada@example.org',
  role: 'admin',
};

afterEach(() => endSession());

describe('startSession', () => {
  it('sets the token, the user and their id in one call, and stores what a reload needs', () => {
    startSession({ token: 'token-7', user: admin });

    expect(appStore.get(tokenAtom)).toBe('token-7');
    expect(appStore.get(userIdAtom)).toBe('user-7');
    expect(appStore.get(currentUserAtom)).toEqual(admin);
    expect(appStore.get(isAdminAtom)).toBe(true);
    expect(localStorage.getItem('token')).toBe('token-7');
    expect(localStorage.getItem('userId')).toBe('user-7');
  });

  it('is undone by endSession', () => {
    startSession({ token: 'token-7', user: admin });
    endSession();

    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(currentUserAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
