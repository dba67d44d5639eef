import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from '../router';
import { createFakeApi, renderWithProviders } from '../testing';
import { NotFoundState } from './not-found-state';

const offline = () => ({ fetch: createFakeApi({}).fetch });

describe('NotFoundState', () => {
  it('names what is missing as the page heading and leads to the start page', async () => {
    renderWithProviders(<NotFoundState title="Das Profil konnte nicht gefunden werden." />, {
      ...offline(),
      route: '/profile/x',
      otherRoutes: { '/': <p>Startseite</p> },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Das Profil konnte nicht gefunden werden.' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(screen.getByText('Startseite')).toBeVisible();
  });

  it('takes a message and another way on', () => {
    renderWithProviders(
      <NotFoundState
        title="Seite nicht gefunden"
        message="Diese Seite gibt es nicht (mehr)."
        action={<Link to="/chats">Zurück zu den Chats</Link>}
      />,
      { ...offline(), route: '/x' },
    );
    expect(screen.getByText('Diese Seite gibt es nicht (mehr).')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zu den Chats' })).toHaveAttribute(
      'href',
      '/chats',
    );
    expect(screen.queryByRole('link', { name: 'Zur Startseite' })).not.toBeInTheDocument();
  });

  it('offers no link of its own where the page has one already', () => {
    renderWithProviders(<NotFoundState title="Weg." action={null} />, {
      ...offline(),
      route: '/x',
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
