import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, renderWithProviders } from '../testing';
import { Avatar, avatarUrl, initialsOf } from './avatar';

/** No call is expected: the picture is an <img>, not a fetch. */
const offline = () => ({ fetch: createFakeApi({}).fetch });

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Lena Marie Schulz')).toBe('LS');
    expect(initialsOf(' tom ')).toBe('T');
    expect(initialsOf('')).toBe('?');
  });
});

describe('avatarUrl', () => {
  it('names the user and, after an upload, the version', () => {
    expect(avatarUrl('/api', 'u 1')).toBe('/api/avatars/u%201');
    expect(avatarUrl('/api/', 'u1', 7)).toBe('/api/avatars/u1?v=7');
  });
});

describe('Avatar', () => {
  it('shows /avatars/{userId} and the initials with the same name when it fails', () => {
    renderWithProviders(<Avatar userId="user-2" name="Tom Becker" />, offline());
    const picture = screen.getByRole('img', { name: 'Profilbild von Tom Becker' });
    expect(picture).toHaveAttribute('src', 'http://localhost/api/avatars/user-2');
    fireEvent.error(picture);
    const placeholder = screen.getByRole('img', { name: 'Profilbild von Tom Becker' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent('TB');
  });

  it('shows the initials without asking for a picture the payload says is not there', () => {
    renderWithProviders(<Avatar userId="user-2" name="Tom Becker" hasAvatar={false} />, offline());
    const placeholder = screen.getByRole('img', { name: 'Profilbild von Tom Becker' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent('TB');
  });

  it('asks again once a picture was uploaded on the page (a version), whatever the payload said', () => {
    renderWithProviders(
      <Avatar userId="user-2" name="Tom Becker" hasAvatar={false} version={5} />,
      offline(),
    );
    expect(screen.getByRole('img', { name: 'Profilbild von Tom Becker' })).toHaveAttribute(
      'src',
      'http://localhost/api/avatars/user-2?v=5',
    );
  });

  it('stays out of the accessibility tree when decorative', () => {
    const { container } = renderWithProviders(
      <Avatar userId="user-2" name="Tom" decorative />,
      offline(),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('T');
  });
});
