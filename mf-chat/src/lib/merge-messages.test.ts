import type { Message } from '@kompass/shared';
import { describe, expect, it } from 'vitest';
import { lastTimestamp, mergeMessages } from './merge-messages';

const message = (id: string, timestamp: number, content = id): Message => ({
  id,
  senderId: 'u1',
  content,
  timestamp,
});

describe('mergeMessages', () => {
  it('merges by id without duplicates and sorts by timestamp', () => {
    const known = [message('a', 10), message('c', 30)];
    const merged = mergeMessages(known, [message('b', 20), message('c', 30), message('d', 5)]);
    expect(merged.map((m) => m.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('answers the same array when nothing is new', () => {
    const known = [message('a', 10)];
    expect(mergeMessages(known, [])).toBe(known);
    expect(mergeMessages(known, [message('a', 10)])).toBe(known);
  });

  it('breaks timestamp ties by id so the order is stable', () => {
    const merged = mergeMessages([message('z', 10)], [message('y', 10)]);
    expect(merged.map((m) => m.id)).toEqual(['y', 'z']);
  });

  it('polls after the newest timestamp, or after 1 at first', () => {
    expect(lastTimestamp([])).toBe(1);
    expect(lastTimestamp([message('a', 10), message('b', 42)])).toBe(42);
  });
});
