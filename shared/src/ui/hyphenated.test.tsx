import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hyphenated, setHyphenation } from './hyphenated';

describe('Hyphenated', () => {
  afterEach(() => setHyphenation(true));

  it('adds soft hyphens at syllables and a break chance after a slash', () => {
    setHyphenation(true);
    render(
      <button type="button">
        <Hyphenated text="Betriebswirtschaftslehre/Recht" />
      </button>,
    );
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
