import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ImagePickerButton } from './image-picker-button';

describe('ImagePickerButton', () => {
  it("shows a German button 'Bild auswählen', never the native control, and hands over the file", async () => {
    const onFile = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <ImagePickerButton label="Logo" onFile={onFile} />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Bild auswählen: Logo' });
    expect(button).toHaveTextContent('Bild auswählen');
    const input = screen.getByLabelText<HTMLInputElement>('Logo');
    expect(input).toHaveClass('visually-hidden');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('accept', 'image/*');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(button);
    expect(click).toHaveBeenCalled();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });
});
