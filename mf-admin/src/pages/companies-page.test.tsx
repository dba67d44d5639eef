import { json } from '@kompass/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAlert, refused, renderPage } from '../testing/fixtures';
import { CompaniesPage } from './companies-page';
import type { CompanyRow } from '../features/companies/company-statements';

const company: CompanyRow = {
  id: 'c1',
  name: 'Stadtwerke Kassel',
  branch: 'Energie',
  about: 'Strom und Wasser.',
  image: 'logo.svg',
  website: 'https://stadtwerke.example',
  contact_methods: 'Telefon: 0561 1',
  location: '',
};

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

function render(routes = {}) {
  return renderPage(<CompaniesPage />, {
    routes: {
      'POST /admin/database/sql': () => json([company]),
      'POST /files/upload': () => json({ objectName: 'neu.png' }, 201),
      'POST /companies/create': () => json({ id: 'c2' }, 201),
      ...routes,
    },
  });
}

async function fillCompany(events: ReturnType<typeof render>['events']) {
  const dialog = screen.getByRole('dialog', { name: 'Neues Unternehmen' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  await events.type(field('Name'), "Bäckerei'); DROP TABLE users; --");
  await events.type(field('Branche'), 'Handwerk');
  await events.type(field('Website'), 'https://baecker.example');
  await events.type(field('Über uns'), 'Frisch seit 1900.');
  await events.type(field('Kontaktweg 1'), 'Telefon: 0561 2');
  await events.click(within(dialog).getByRole('button', { name: 'Kontaktweg hinzufügen' }));
  await events.type(field('Kontaktweg 2'), 'E-Mail: info@baecker.example');
  await events.upload(within(dialog).getByLabelText('Logo'), png());
  await within(dialog).findByRole('img', { name: 'Vorschau: Logo' });
  return dialog;
}

describe('CompaniesPage', () => {
  it('lists companies and searches with the term as a parameter', async () => {
    const { events, bodies } = render();
    expect(
      await screen.findByRole('link', { name: 'Stadtwerke Kassel verwalten' }),
    ).toHaveAttribute('href', '/admin/companies/c1');
    await events.type(screen.getByRole('searchbox', { name: 'Unternehmen suchen' }), "50%'{Enter}");
    await waitFor(() => expect(bodies('POST /admin/database/sql')).toHaveLength(2));
    const [, search] = bodies('POST /admin/database/sql') as { sql: string; params: unknown[] }[];
    expect(search!.params).toEqual(["%50\\%'%", 100]);
    expect(search!.sql).not.toContain('50');
  });

  it('requires every field, a logo and a contact method', async () => {
    const { events, calls } = render();
    await events.click(await screen.findByRole('button', { name: 'Neues Unternehmen' }));
    await events.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte alle Felder ausfüllen. Es fehlen: Name, Branche, Website, Über uns, Logo und Kontaktwege.',
    );
    await events.type(screen.getByRole('textbox', { name: 'Name' }), 'Bäckerei Klein');
    await events.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte alle Felder ausfüllen. Es fehlen: Branche, Website, Über uns, Logo und Kontaktwege.',
    );
    expect(calls()).not.toContain('POST /companies/create');
  });

  it('creates a company with an uploaded logo and the contact methods as lines', async () => {
    const { events, bodies } = render();
    await events.click(await screen.findByRole('button', { name: 'Neues Unternehmen' }));
    const dialog = await fillCompany(events);
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() =>
      expect(bodies('POST /companies/create')).toEqual([
        {
          name: "Bäckerei'); DROP TABLE users; --",
          branch: 'Handwerk',
          website: 'https://baecker.example',
          about: 'Frisch seit 1900.',
          image: 'neu.png',
          contactMethods: 'Telefon: 0561 2\nE-Mail: info@baecker.example',
        },
      ]),
    );
    expect(await readAlert(events)).toContain(
      "Das Unternehmen „Bäckerei'); DROP TABLE users; --“ wurde angelegt.",
    );
  });

  it('sends the optional place when one is given', async () => {
    const { events, bodies } = render();
    await events.click(await screen.findByRole('button', { name: 'Neues Unternehmen' }));
    const dialog = await fillCompany(events);
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Ort (optional, Stadt oder Postleitzahl)' }),
      ' Kassel ',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() =>
      expect(bodies('POST /companies/create')).toEqual([
        expect.objectContaining({ name: "Bäckerei'); DROP TABLE users; --", location: 'Kassel' }),
      ]),
    );
  });

  it("says 'Das Unternehmen konnte nicht erstellt werden: ' plus the message", async () => {
    const { events } = render({
      'POST /companies/create': () => refused('Die Website ist keine gültige Adresse.'),
    });
    await events.click(await screen.findByRole('button', { name: 'Neues Unternehmen' }));
    const dialog = await fillCompany(events);
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await readAlert(events)).toContain(
      'Das Unternehmen konnte nicht erstellt werden: Die Website ist keine gültige Adresse.',
    );
  });

  it("refuses a file that is not an image with 'Die Datei konnte nicht hochgeladen werden.'", async () => {
    const { events, calls } = render();
    await events.click(await screen.findByRole('button', { name: 'Neues Unternehmen' }));
    const text = new File(['x'], 'notiz.txt', { type: 'text/plain' });
    // The picker offers images only; a file dropped in by other means is still refused.
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [text] } });
    expect(await readAlert(events)).toContain('Die Datei konnte nicht hochgeladen werden.');
    expect(calls()).not.toContain('POST /files/upload');
  });
});
