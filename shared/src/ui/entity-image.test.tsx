import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, renderWithProviders } from '../testing';
import { EntityImage, initialsOf } from './entity-image';

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

  it('shows a company’s initials when its logo fails to load or is missing, not an empty box', () => {
    renderWithProviders(
      <>
        <EntityImage
          src="broken.svg"
          alt="Logo von Stadtwerke Kassel GmbH"
          initialsFrom="Stadtwerke Kassel GmbH"
        />
        <EntityImage src="" alt="" initialsFrom="Bäckerei Sonnenschein" />
      </>,
      offline(),
    );
    fireEvent.error(screen.getByRole('img', { name: 'Logo von Stadtwerke Kassel GmbH' }));

    const placeholder = screen.getByRole('img', { name: 'Logo von Stadtwerke Kassel GmbH' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveTextContent('SK');
    expect(screen.getByText('BS')).toBeInTheDocument();
  });

  it('takes the first letters of the first two words, leaving out legal forms', () => {
    expect(initialsOf('Stadtwerke Kassel GmbH')).toBe('SK');
    expect(initialsOf('Universität Leipzig')).toBe('UL');
    expect(initialsOf('Ökostrom AG')).toBe('Ö');
    expect(initialsOf('„Die Tafel“ e.V.')).toBe('DT');
    expect(initialsOf('')).toBe('');
  });
});
