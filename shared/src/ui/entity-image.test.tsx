import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, renderWithProviders } from '../testing';
import { EntityImage } from './entity-image';

/** No call is expected: the picture is an <img>, not a fetch. */
const offline = () => ({ fetch: createFakeApi({}).fetch });

describe('EntityImage', () => {
  it('shows the object from the object store, and the placeholder with the same name when it fails', () => {
    renderWithProviders(<EntityImage src="logo.png" alt="Logo von Muster GmbH" />, offline());
    const picture = screen.getByRole('img', { name: 'Logo von Muster GmbH' });
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('src')).toMatch(/logo\.png$/);

    fireEvent.error(picture);

    const placeholder = screen.getByRole('img', { name: 'Logo von Muster GmbH' });
    expect(placeholder.tagName).not.toBe('IMG');
  });

  it('shows the placeholder without a picture, hidden from screen readers when decorative', () => {
    renderWithProviders(
      <>
        <EntityImage src="" alt="Bild zum Job" />
        <EntityImage src="" alt="" />
      </>,
      offline(),
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Bild zum Job' }).tagName).not.toBe('IMG');
  });
});
