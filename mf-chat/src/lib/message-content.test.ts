import { describe, expect, it } from 'vitest';
import { composeContent, linkParts, splitContent } from './message-content';

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

  it('reads the server’s own SVG pictures as images too (the demo chat)', () => {
    expect(
      splitContent('1f41d875-0c4b-4d2e-9a53-5b8f0e4f2a11.svg\n\n\nSo sieht mein Platz aus'),
    ).toEqual({
      image: '1f41d875-0c4b-4d2e-9a53-5b8f0e4f2a11.svg',
      text: 'So sieht mein Platz aus',
    });
  });

  it('finds http and https links, without the sentence’s punctuation', () => {
    expect(
      linkParts('Schau: https://www.arbeitsagentur.de/bildung. Oder http://example.org/a?b=1!'),
    ).toEqual([
      { kind: 'text', text: 'Schau: ' },
      {
        kind: 'link',
        href: 'https://www.arbeitsagentur.de/bildung',
        text: 'https://www.arbeitsagentur.de/bildung',
      },
      { kind: 'text', text: '. Oder ' },
      { kind: 'link', href: 'http://example.org/a?b=1', text: 'http://example.org/a?b=1' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('links nothing but http and https, and keeps markup as text', () => {
    const text = 'javascript:alert(1) ftp://x.de www.example.org <a href="https://x.de">x</a>';
    const parts = linkParts(text);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', href: 'https://x.de/', text: 'https://x.de' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });
});
