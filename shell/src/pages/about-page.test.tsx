import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

function renderAbout() {
  const fake = createFakeApi({});
  renderWithProviders(<AboutPage />, { fetch: fake.fetch, route: '/about' });
}

describe('AboutPage', () => {
  it('says how each automatic part decides, without reading who the user is', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'Über Kompass' })).toBeInTheDocument();
    const automatic = screen.getByRole('region', { name: 'Was Kompass automatisch macht' });
    expect(automatic).toHaveTextContent('Keines davon liest deinen Namen');
    for (const part of ['Vorschläge („Für dich“)', 'Assistent („Frag unsere KI“)', 'Suche']) {
      expect(within(automatic).getByText(part)).toBeInTheDocument();
    }
  });

  it('offers the Berufsberatung of the Bundesagentur by phone and on the web', () => {
    renderAbout();
    const human = screen.getByRole('region', { name: 'Lieber mit einem Menschen sprechen?' });
    expect(within(human).getByRole('link', { name: '0800 4 5555 00' })).toHaveAttribute(
      'href',
      'tel:+498004555500',
    );
    expect(within(human).getByRole('link', { name: 'arbeitsagentur.de' })).toHaveAttribute(
      'href',
      'https://www.arbeitsagentur.de/bildung',
    );
  });

  it('names every data source with the credit its licence asks for', () => {
    renderAbout();
    const sources = screen.getByRole('region', { name: 'Woher die Daten kommen' });
    expect(sources).toHaveTextContent(
      'Erhebungsberufe der Berufsbildungsstatistik mit Berufsschlüsseln der KldB 2010, Berichtsjahr 2024',
    );
    expect(sources).toHaveTextContent('GeoNames (geonames.org), CC BY 4.0');
    expect(sources).toHaveTextContent('O*NET® ist eine Marke des U.S. Department of Labor');
    expect(sources).toHaveTextContent('Berufsbildungsgesetz (BBiG) § 17');
    expect(within(sources).getByRole('link', { name: 'geonames.org' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
    expect(within(sources).getByRole('link', { name: 'Lizenz CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/deed.de',
    );
  });
});
