import { describe, expect, it } from 'vitest';
import { composeContent, splitContent } from './message-content';

describe('message content', () => {
  it('trims the text and ignores blank drafts', () => {
    expect(composeContent('  Hallo du  \n', null)).toBe('Hallo du');
    expect(composeContent(' \n\t ', null)).toBeNull();
    expect(composeContent('', null)).toBeNull();
  });

  it('prefixes a pending image; an image alone may be sent', () => {
    expect(composeContent(' Schau mal ', 'a1b2.png')).toBe('a1b2.png\n\n\nSchau mal');
    expect(composeContent('   ', 'a1b2.png')).toBe('a1b2.png\n\n\n');
  });

  it('splits an image message and leaves other text whole', () => {
    expect(splitContent('a1b2.png\n\n\nSchau mal')).toEqual({
      image: 'a1b2.png',
      text: 'Schau mal',
    });
    expect(splitContent('a1b2.jpg\n\n\n')).toEqual({ image: 'a1b2.jpg', text: '' });
    expect(splitContent('Hallo\n\n\nWelt')).toEqual({ image: null, text: 'Hallo\n\n\nWelt' });
    expect(splitContent('Nur Text')).toEqual({ image: null, text: 'Nur Text' });
  });
});
