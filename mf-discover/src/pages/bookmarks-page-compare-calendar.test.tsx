import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBookmark, aCourse, aJob, paged } from '../testing/fixtures';
import { BOOKMARKS, inDays, german, job, renderBookmarks } from './bookmarks-page.testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('BookmarksPage', () => {
  it('leaves rows out of the comparison that no item has a value for', async () => {
    const plain = (id: string, name: string) =>
      aBookmark(aJob({ id, name, location: '', description: 'Ohne Angaben.' }), 'job');
    const { events } = renderBookmarks({
      [BOOKMARKS]: () => json(paged([plain('a', 'Erster Job'), plain('b', 'Zweiter Job')])),
    });
    await events.click(await screen.findByRole('checkbox', { name: 'Vergleichen: Erster Job' }));
    await events.click(screen.getByRole('checkbox', { name: 'Vergleichen: Zweiter Job' }));
    await events.click(screen.getByRole('button', { name: 'Nebeneinander vergleichen (2)' }));
    const table = within(await screen.findByRole('dialog', { name: 'Nebeneinander' })).getByRole(
      'table',
    );
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).not.toContain('Unternehmen / Hochschule');
    expect(rowHeaders).not.toContain('Ort');
    expect(rowHeaders).not.toContain('Dauer');
    expect(rowHeaders).toContain('Bezahlung pro Monat');
    expect(within(table).queryByText('nicht angegeben')).toBeNull();
  });

  it('compares two or three saved items side by side', async () => {
    const apprenticeship = aBookmark(
      aJob({
        id: 'azubi',
        name: 'Mechatroniker/in',
        workType: 'Ausbildung',
        yearlySalary: 13_200,
        location: 'Kassel',
        description: 'Die Ausbildung dauert dreieinhalb Jahre.',
        interestCode: 'RC',
      }),
      'job',
      {
        status: 'applied',
        deadline: inDays(3),
        provider: { id: 'c1', name: 'Werk Süd', location: 'Kassel' },
      },
    );
    const fullTime = aBookmark(
      aJob({
        id: 'voll',
        name: 'Bürokaufmann/-frau',
        workType: 'Vollzeit',
        yearlySalary: 36_000,
        interestCode: 'CE',
      }),
      'job',
    );
    const study = aBookmark(
      aCourse({
        id: 'study',
        name: 'Informatik (B.Sc.)',
        description: 'Die Regelstudienzeit beträgt sechs Semester.',
        interestCode: 'IRC',
      }),
      'course',
      { provider: { id: 'uni', name: 'Universität Kassel', location: 'Kassel' } },
    );
    const extra = aBookmark(aJob({ id: 'extra', name: 'Vierter Eintrag' }), 'job');
    const { events } = renderBookmarks({
      [BOOKMARKS]: () => json(paged([apprenticeship, fullTime, study, extra])),
    });
    expect(
      await screen.findByText('Wähle zwei oder drei Einträge zum Vergleichen.'),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('checkbox', { name: 'Vergleichen: Mechatroniker/in' }));
    await events.click(screen.getByRole('checkbox', { name: 'Vergleichen: Bürokaufmann/-frau' }));
    await events.click(screen.getByRole('checkbox', { name: 'Vergleichen: Informatik (B.Sc.)' }));
    expect(screen.getByRole('checkbox', { name: 'Vergleichen: Vierter Eintrag' })).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Nebeneinander vergleichen (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nebeneinander' });
    const table = within(dialog).getByRole('table');
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Mechatroniker/in', 'Bürokaufmann/-frau', 'Informatik (B.Sc.)']);
    const row = (label: string) =>
      within(
        within(table)
          .getAllByRole('row')
          .find((tableRow) => within(tableRow).queryByRole('rowheader', { name: label }))!,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Art')).toEqual(['Job · Ausbildung', 'Job · Vollzeit', 'Studiengang']);
    expect(row('Unternehmen / Hochschule')).toEqual([
      'Werk Süd',
      'nicht angegeben',
      'Universität Kassel',
    ]);
    expect(row('Ort')[0]).toBe('Kassel');
    expect(row('Bezahlung pro Monat')).toEqual([
      '1.100\u00a0€ Ausbildungsvergütung',
      '3.000\u00a0€ Gehalt',
      'nicht angegeben',
    ]);
    expect(row('Dauer')).toEqual(['dreieinhalb Jahre', 'nicht angegeben', 'sechs Semester']);
    // Interests in words, never as letters.
    expect(row('Interessen')).toEqual([
      'Praktisch, Ordnend',
      'Ordnend, Unternehmerisch',
      'Forschend, Praktisch, Ordnend',
    ]);
    expect(row('Status')).toEqual(['Beworben', 'Gemerkt', 'Gemerkt']);
    expect(row('Frist')).toEqual([
      `${german(inDays(3))} (noch 3 Tage)`,
      'Keine Frist',
      'Keine Frist',
    ]);
    await events.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('subscribes to the deadlines in a calendar and withdraws the link', async () => {
    const url = 'https://kompass.example/api/calendar/feeds/geheim.ics';
    let active = false;
    const { events, calls } = renderBookmarks({
      [BOOKMARKS]: () => json(paged([job])),
      'GET /calendar': () => json({ active }),
      'POST /calendar': () => {
        active = true;
        return json({ url });
      },
      'DELETE /calendar': () => {
        active = false;
        return new Response(null, { status: 204 });
      },
    });
    const calendar = await screen.findByRole('region', { name: 'Fristen im Kalender' });
    await events.click(within(calendar).getByRole('button', { name: 'Im Kalender abonnieren' }));

    const link = await within(calendar).findByRole('link', { name: 'Im Kalender abonnieren' });
    expect(link).toHaveAttribute('href', 'webcal://kompass.example/api/calendar/feeds/geheim.ics');
    expect(within(calendar).getByRole('link', { name: 'In Google Kalender' })).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fkompass.example%2Fapi%2Fcalendar%2Ffeeds%2Fgeheim.ics',
    );
    expect(within(calendar).getByRole('link', { name: 'In Outlook' })).toHaveAttribute(
      'href',
      'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fkompass.example%2Fapi%2Fcalendar%2Ffeeds%2Fgeheim.ics&name=Kompass-Fristen',
    );
    const file = within(calendar).getByRole('link', { name: 'Datei herunterladen (.ics)' });
    expect(file).toHaveAttribute('href', url);
    expect(file).toHaveAttribute('download', 'kompass-fristen.ics');
    // One line of help per platform.
    const help = within(calendar).getByRole('list', { name: 'So klappt es:' });
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringMatching(/^iPhone, iPad und Mac: /),
      expect.stringMatching(/^Android: /),
      expect.stringMatching(/^Outlook und Windows: /),
      expect.stringMatching(/^Andere Kalender: /),
    ]);
    expect(within(calendar).getByLabelText('Dein Kalender-Link')).toHaveValue(
      'webcal://kompass.example/api/calendar/feeds/geheim.ics',
    );
    await events.click(within(calendar).getByRole('button', { name: 'Link kopieren' }));
    // user-event puts a clipboard of its own in place.
    expect(await navigator.clipboard.readText()).toBe(
      'webcal://kompass.example/api/calendar/feeds/geheim.ics',
    );
    expect(within(calendar).getByRole('status')).toHaveTextContent('Link kopiert.');

    await events.click(within(calendar).getByRole('button', { name: 'Link zurückziehen' }));
    expect(await within(calendar).findByRole('status')).toHaveTextContent(
      'Der Link funktioniert nicht mehr.',
    );
    expect(within(calendar).queryByRole('link')).not.toBeInTheDocument();
    expect(calls()).toContain('DELETE /calendar');
  });

  it('offers a new link or withdrawal when a feed exists from before', async () => {
    renderBookmarks({
      [BOOKMARKS]: () => json(paged([job])),
      'GET /calendar': () => json({ active: true }),
    });
    const calendar = await screen.findByRole('region', { name: 'Fristen im Kalender' });
    expect(
      await within(calendar).findByRole('button', { name: 'Neuen Link erstellen' }),
    ).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Link zurückziehen' })).toBeVisible();
  });
});
