import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/fixtures';
import { AdminMenu } from './admin-menu';

describe('AdminMenu', () => {
  it('has a tile for every admin page', () => {
    renderPage(<AdminMenu />);
    const tiles = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(tiles).toEqual([
      ['📝Bewerbungstipps', '/admin/tips/applications'],
      ['📚Lerntipps', '/admin/tips/learning'],
      ['💬Zitate', '/admin/quotes'],
      ['👥Benutzer', '/admin/users'],
      ['🧭Onboarding-Fragen', '/admin/onboarding'],
      ['🏢Unternehmen', '/admin/companies'],
      ['🧾Protokoll', '/admin/audit'],
      ['🚩Meldungen', '/admin/reports'],
    ]);
  });
});
