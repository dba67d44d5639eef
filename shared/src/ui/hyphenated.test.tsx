import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHyphenation } from '../text/hyphenate';
import { Hyphenated, setHyphenation } from './hyphenated';

describe('Hyphenated', () => {
  afterEach(() => setHyphenation(true));

  it('shows the text as written first, then with soft hyphens once the patterns are there', async () => {
    setHyphenation(true);
    render(
      <button type="button">
        <Hyphenated text="Betriebswirtschaftslehre/Recht" />
      </button>,
    );
    expect(screen.getByRole('button').textContent).toBe('Betriebswirtschaftslehre/\u200bRecht');
    await act(() => loadHyphenation());
    expect(screen.getByRole('button').textContent).toBe(
      'Be\u00adtriebs\u00adwirt\u00adschafts\u00adleh\u00adre/\u200bRecht',
    );
  });

  it('renders the text as written when turned off', () => {
    setHyphenation(false);
    render(<Hyphenated text="Betriebswirtschaftslehre" />);
    expect(screen.getByText('Betriebswirtschaftslehre')).toBeInTheDocument();
  });
});
