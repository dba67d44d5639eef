import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, renderWithProviders } from '../testing';
import { Button } from './button';
import { PageHeader } from './page-header';

const offline = () => ({ fetch: createFakeApi({}).fetch });

describe('PageHeader', () => {
  it('heads the page with one h1, the action beside it and a link back', async () => {
    renderWithProviders(
      <PageHeader
        title="Zitate"
        back={{ to: '/admin', label: 'Zurück zur Verwaltung' }}
        action={<Button>Neues Zitat</Button>}
      />,
      { ...offline(), route: '/admin/quotes', otherRoutes: { '/admin': <p>Verwaltung</p> } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Zitate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neues Zitat' })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Zurück zur Verwaltung' });
    expect(back).toHaveAttribute('href', '/admin');
    await userEvent.click(back);
    expect(screen.getByText('Verwaltung')).toBeVisible();
  });

  it("goes 'Zurück' home when the page was opened directly", async () => {
    renderWithProviders(<PageHeader title="Stadtwerke Kassel" back="history" />, {
      ...offline(),
      route: '/company/c1',
      otherRoutes: { '/': <p>Startseite</p> },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByText('Startseite')).toBeVisible();
  });

  it('shows the way back before the title has loaded', () => {
    renderWithProviders(<PageHeader back={{ to: '/admin/companies', label: 'Zurück' }} />, {
      ...offline(),
      route: '/admin/companies/c1',
    });
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
