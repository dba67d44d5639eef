import { describe, expect, it } from 'vitest';
import { websiteUrl } from './website-url';

describe('websiteUrl', () => {
  it('accepts http and https addresses', () => {
    expect(websiteUrl('https://stadtwerke-kassel.example')).toBe(
      'https://stadtwerke-kassel.example/',
    );
    expect(websiteUrl(' http://example.de/karriere?x=1 ')).toBe('http://example.de/karriere?x=1');
  });

  it('takes a bare domain as https', () => {
    expect(websiteUrl('www.example.de')).toBe('https://www.example.de/');
    expect(websiteUrl('example.de/ausbildung')).toBe('https://example.de/ausbildung');
  });

  it('rejects other schemes, text and blanks', () => {
    expect(websiteUrl('javascript:alert(1)')).toBeNull();
    expect(websiteUrl('JavaScript:alert(1)')).toBeNull();
    expect(websiteUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(websiteUrl('mailto:info@example.de')).toBeNull();
    expect(websiteUrl('ftp://example.de')).toBeNull();
    expect(websiteUrl('https://')).toBeNull();
    expect(websiteUrl('Keine Website')).toBeNull();
    expect(websiteUrl('')).toBeNull();
    expect(websiteUrl('   ')).toBeNull();
    expect(websiteUrl(null)).toBeNull();
  });
});
