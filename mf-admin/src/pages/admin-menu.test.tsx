import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/fixtures';
import { AdminMenu } from './admin-menu';

describe('AdminMenu', () => {
  it('has a tile for every admin page', () => {
    renderPage(<AdminMenu />);
    const tiles = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(tiles).toEqual([
      ['Bewerbungstipps', '/admin/tips/applications'],
      ['Lerntipps', '/admin/tips/learning'],
      ['Zitate', '/admin/quotes'],
      ['Benutzer', '/admin/users'],
      ['Onboarding-Fragen', '/admin/onboarding'],
      ['Unternehmen', '/admin/companies'],
      ['Berufe', '/admin/occupations'],
      ['Protokoll', '/admin/audit'],
      ['Meldungen', '/admin/reports'],
    ]);
  });

  it('shows an SVG pictogram on every tile, never an emoji alone', () => {
    renderPage(<AdminMenu />);
    for (const link of screen.getAllByRole('link')) {
      // eslint-disable-next-line testing-library/no-node-access -- a decorative icon has no role to find it by; its aria-hidden is what is checked
      expect(link.querySelector('svg'), link.textContent ?? '').toHaveAttribute(
        'aria-hidden',
        'true',
      );
      expect(link.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
