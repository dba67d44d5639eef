import { isInaccessible, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { Skeleton, SkeletonBlock } from './skeleton';

describe('Skeleton', () => {
  it('is one status with one label; the shapes are hidden from screen readers', () => {
    render(
      <ThemeProvider theme={theme}>
        <Skeleton>
          <SkeletonBlock data-testid="shape" />
          <SkeletonBlock data-testid="shape" $round />
        </Skeleton>
      </ThemeProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Wird geladen …');
    expect(status).toHaveAttribute('aria-live', 'polite');
    for (const shape of screen.getAllByTestId('shape')) {
      expect(isInaccessible(shape)).toBe(true);
    }
  });

  it('takes a label that says what is loading', () => {
    render(
      <ThemeProvider theme={theme}>
        <Skeleton label="Unternehmen wird geladen …">
          <SkeletonBlock />
        </Skeleton>
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Unternehmen wird geladen …');
  });
});
