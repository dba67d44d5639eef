import type { Bookmark, BookmarkChanges } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '../features/bookmarks/lib/deadline';
import { UNDO_MS } from '../features/bookmarks/hooks/use-pending-removal';
import {
  aBookmark,
  aCompany,
  aCourse,
  aJob,
  anOccupationSummary,
  deferred,
  paged,
  renderPage,
} from '../testing/fixtures';
import BookmarksPage from './bookmarks-page';

const BOOKMARKS = 'GET /bookmarks?page=0&size=100';

/** `YYYY-MM-DD`, `days` after today (local), as the page counts. */
function inDays(days: number): string {
  const date = new Date(`${localToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const german = (date: string) => date.split('-').reverse().join('.');

const job = aBookmark(aJob(), 'job');
const job2 = aBookmark(aJob({ id: 'job-2', name: 'Industriekaufmann/-frau' }), 'job');
const company = aBookmark(aCompany(), 'company');
const course = aBookmark(aCourse(), 'course');

function renderBookmarks(routes: Record<string, FakeRoute> = {}) {
  return renderPage(<BookmarksPage />, {
    route: '/bookmarks',
    otherRoutes: { '/': <p>Startseite</p>, '/company/:id': <p>Unternehmensseite</p> },
    routes: { 'GET /calendar': () => json({ active: false }), ...routes },
  });
}

/** A collection the fake server keeps, so PATCH and DELETE really change it. */
function collection(initial: Bookmark[]) {
  let saved = [...initial];
  const patches: BookmarkChanges[] = [];
  const routes: Record<string, FakeRoute> = { [BOOKMARKS]: () => json(paged(saved)) };
  for (const bookmark of initial) {
    routes[`DELETE /bookmarks/${bookmark.id}`] = () => {
      saved = saved.filter((other) => other.id !== bookmark.id);
      return new Response(null, { status: 204 });
    };
    routes[`PATCH /bookmarks/${bookmark.id}`] = async (request) => {
      const changes = (await request.json()) as BookmarkChanges;
      patches.push(changes);
      saved = saved.map((other) =>
        other.id === bookmark.id
          ? {
              ...other,
              ...changes,
              note: changes.note?.trim() ?? other.note,
            }
          : other,
      );
      return json(saved.find((other) => other.id === bookmark.id));
    };
  }
  return { routes, patches };
}

const title = () =>
  screen.getByRole('heading', { level: 1, name: 'Meine Sammlung auf einen Blick' });
const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('BookmarksPage', () => {
  it('shows the title and a skeleton while the collection loads', async () => {
    const gate = deferred();
    renderBookmarks({
      [BOOKMARKS]: async () => {
        await gate.promise;
        return json(paged([job]));
      },
    });
    expect(title()).toBeInTheDocument();
    expect(await screen.findByText('Deine Sammlung wird geladen …')).toBeInTheDocument();

    gate.resolve();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gemerkt (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Deine Sammlung wird geladen …')).not.toBeInTheDocument();
  });

  it('groups jobs and courses by status with counts, nearest deadline first, companies apart', async () => {
    renderBookmarks({
      [BOOKMARKS]: () =>
        json(
          paged([
            aBookmark(aJob({ id: 'late', name: 'Später' }), 'job', { deadline: inDays(30) }),
            aBookmark(aJob({ id: 'none', name: 'Ohne Frist' }), 'job'),
            company,
            aBookmark(aCourse({ id: 'soon', name: 'Bald' }), 'course', { deadline: inDays(3) }),
            aBookmark(aJob({ id: 'over', name: 'Vorbei' }), 'job', {
              status: 'applied',
              deadline: inDays(-2),
            }),
            aBookmark(aJob({ id: 'today', name: 'Heute' }), 'job', {
              status: 'interview',
              deadline: inDays(0),
              note: 'Um 10 Uhr, Raum 4',
            }),
            aBookmark(aJob({ id: 'tomorrow', name: 'Morgen' }), 'job', {
              status: 'offer',
              deadline: inDays(1),
            }),
          ]),
        ),
    });
    await screen.findByRole('heading', { level: 2, name: 'Gemerkt (3)' });
    expect(headings().slice(0, 5)).toEqual([
      'Gemerkt (3)',
      'Beworben (1)',
      'Vorstellungsgespräch (1)',
      'Zusage (1)',
      'Unternehmen (1)',
    ]);

    const saved = screen.getByRole('region', { name: 'Gemerkt (3)' });
    expect(
      within(saved)
        .getAllByRole('button', { name: /^Entfernen/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Entfernen: Bald', 'Entfernen: Später', 'Entfernen: Ohne Frist']);
    expect(within(saved).getByText(`Frist: ${german(inDays(3))} · noch 3 Tage`)).toBeVisible();
    expect(within(saved).getByText(`Frist: ${german(inDays(30))} · noch 30 Tage`)).toBeVisible();
    expect(
      screen.getByText(`Frist: ${german(inDays(-2))} · abgelaufen`, { exact: true }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Frist: ${german(inDays(0))} · heute`)).toBeInTheDocument();
    expect(screen.getByText(`Frist: ${german(inDays(1))} · morgen`)).toBeInTheDocument();
    expect(screen.getByText('Um 10 Uhr, Raum 4')).toBeInTheDocument();

    // One tap moves on; after an offer there is no next step.
    expect(screen.getByRole('button', { name: 'Weiter: Beworben – Bald' })).toHaveTextContent(
      'Weiter: Beworben',
    );
    expect(
      screen.getByRole('button', { name: 'Weiter: Vorstellungsgespräch – Vorbei' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Weiter: .* – Morgen$/ })).toBeNull();

    const companies = screen.getByRole('region', { name: 'Unternehmen (1)' });
    expect(within(companies).getByRole('link', { name: /^Stadtwerke Kassel/ })).toHaveAttribute(
      'href',
      '/company/company-1',
    );
    expect(
      within(companies).getByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }),
    ).toHaveTextContent('Entfernen');
    expect(within(companies).queryByRole('button', { name: /^Weiter/ })).toBeNull();
  });

  it('shows saved occupations apart, each leading to its page and removable', async () => {
    const occupation = aBookmark(anOccupationSummary(), 'occupation');
    const { routes } = collection([job, occupation]);
    const { events } = renderBookmarks(routes);
    const section = await screen.findByRole('region', { name: 'Berufe (1)' });
    const link = within(section).getByRole('link', { name: /Tierpfleger\/in/ });
    expect(link).toHaveAttribute('href', '/occupations/tierpfleger-in');
    expect(link).toHaveTextContent('Duale Ausbildung · Tiere, Pflanzen, Natur');
    await events.click(within(section).getByRole('button', { name: 'Entfernen: Tierpfleger/in' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Berufe (1)' })).not.toBeInTheDocument(),
    );
  });

  it('moves an item on to "Beworben" with one tap', async () => {
    const store = collection([job, job2]);
    const { events } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Weiter: Beworben – Elektroniker/in für Betriebstechnik',
      }),
    );
    const applied = await screen.findByRole('region', { name: 'Beworben (1)' });
    // Focus follows the item into its new group, ready for the next step.
    await waitFor(() =>
      expect(
        within(applied).getByRole('button', {
          name: 'Weiter: Vorstellungsgespräch – Elektroniker/in für Betriebstechnik',
        }),
      ).toHaveFocus(),
    );
    expect(screen.getByRole('region', { name: 'Gemerkt (1)' })).toBeInTheDocument();
    expect(store.patches).toEqual([{ status: 'applied' }]);
  });

  it('takes a one-tap move back with "Rückgängig"', async () => {
    const store = collection([job, job2]);
    const { events } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Weiter: Beworben – Elektroniker/in für Betriebstechnik',
      }),
    );
    expect(
      await screen.findByText('„Elektroniker/in für Betriebstechnik“ steht jetzt bei „Beworben“.'),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByRole('region', { name: 'Gemerkt (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Beworben/ })).toBeNull();
    expect(store.patches).toEqual([{ status: 'applied' }, { status: 'saved' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rückgängig' })).toBeNull());
  });

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

  it('edits status, deadline and note, sending only what changed', async () => {
    const store = collection([job]);
    const { events } = renderBookmarks(store.routes);
    const edit = await screen.findByRole('button', {
      name: 'Bearbeiten: Elektroniker/in für Betriebstechnik',
    });
    await events.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', {
      name: 'Bearbeiten: Elektroniker/in für Betriebstechnik',
    });
    const deadline = inDays(5);
    await events.type(within(form).getByLabelText('Frist'), deadline);
    await events.type(within(form).getByLabelText('Notiz (nur für dich)'), 'Mappe per Post');
    expect(within(form).getByText('Noch 1.986 Zeichen')).toBeInTheDocument();
    await events.click(within(form).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(`Frist: ${german(deadline)} · noch 5 Tage`)).toBeVisible();
    expect(screen.getByText('Mappe per Post')).toBeInTheDocument();
    expect(store.patches).toEqual([{ deadline, note: 'Mappe per Post' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await events.click(edit);
    await events.selectOptions(screen.getByLabelText('Status'), 'Absage');
    await events.click(screen.getByRole('button', { name: 'Frist löschen' }));
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    const rejected = await screen.findByRole('region', { name: 'Absage (1)' });
    await waitFor(() =>
      expect(within(rejected).getByRole('button', { name: /^Bearbeiten/ })).toHaveFocus(),
    );
    expect(store.patches[1]).toEqual({ status: 'rejected', deadline: null });
  });

  it('keeps what was typed when the server refuses it, and says why', async () => {
    const { events } = renderBookmarks({
      [BOOKMARKS]: () => json(paged([job])),
      [`PATCH /bookmarks/${job.id}`]: () =>
        json(
          {
            error: 'Ungültige Eingabe',
            message: 'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
          },
          400,
        ),
    });
    await events.click(await screen.findByRole('button', { name: /^Bearbeiten/ }));
    await events.type(screen.getByLabelText('Notiz (nur für dich)'), 'Nicht verlieren');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
    );
    expect(screen.getByLabelText('Notiz (nur für dich)')).toHaveValue('Nicht verlieren');
  });

  it('removes an item at once, offers "Rückgängig" and deletes only after the undo window', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const store = collection([job, job2, company]);
    const { events, calls } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Entfernen: Elektroniker/in für Betriebstechnik',
      }),
    );
    expect(
      screen.queryByRole('button', { name: 'Entfernen: Elektroniker/in für Betriebstechnik' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Entfernen: Industriekaufmann/-frau' }),
    ).toHaveFocus();
    expect(screen.getByText('„Elektroniker/in für Betriebstechnik“ entfernt.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeInTheDocument();
    expect(calls()).not.toContain('DELETE /bookmarks/bookmark-job-1');

    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS));
    await waitFor(() => expect(calls()).toContain('DELETE /bookmarks/bookmark-job-1'));
    await waitFor(() => expect(calls().filter((call) => call === BOOKMARKS)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Rückgängig' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Entfernen: Elektroniker/in für Betriebstechnik' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entfernen: Stadtwerke Kassel' })).toBeVisible();
  });

  it('brings the item back with "Rückgängig" without asking the server', async () => {
    const store = collection([job, company]);
    const { events, calls } = renderBookmarks(store.routes);
    await events.click(await screen.findByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }));
    expect(screen.queryByRole('region', { name: 'Unternehmen (1)' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(
      await screen.findByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Rückgängig' })).not.toBeInTheDocument();
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('sends a pending removal when another item is removed', async () => {
    const store = collection([job, job2]);
    const { events, calls } = renderBookmarks(store.routes);
    await events.click(
      await screen.findByRole('button', {
        name: 'Entfernen: Elektroniker/in für Betriebstechnik',
      }),
    );
    await events.click(screen.getByRole('button', { name: 'Entfernen: Industriekaufmann/-frau' }));
    await waitFor(() => expect(calls()).toContain('DELETE /bookmarks/bookmark-job-1'));
    expect(calls()).not.toContain('DELETE /bookmarks/bookmark-job-2');
    expect(screen.getByText('„Industriekaufmann/-frau“ entfernt.')).toBeVisible();
  });

  it('shows the empty state when the last item is removed, focusing the title', async () => {
    const store = collection([company]);
    const { events } = renderBookmarks(store.routes);
    await events.click(await screen.findByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }));
    expect(await screen.findByText('Noch nichts gespeichert')).toBeInTheDocument();
    expect(title()).toHaveFocus();
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

  it('opens jobs and courses in the details popup and leads to a company page', async () => {
    const { events, calls } = renderBookmarks({
      [BOOKMARKS]: () => json(paged([job, company, course])),
      'GET /jobs/job-1': () => json(aJob()),
      'GET /courses/course-1': () => json(aCourse()),
    });
    await events.click(
      await screen.findByRole('button', { name: /^Elektroniker\/in für Betriebstechnik/ }),
    );
    const jobDialog = await screen.findByRole('dialog', {
      name: 'Elektroniker/in für Betriebstechnik',
    });
    await waitFor(() => expect(calls()).toContain('GET /jobs/job-1'));
    await events.click(within(jobDialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('button', { name: /^Elektrotechnik \(B\.Eng\.\)/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' }),
    ).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('link', { name: /^Stadtwerke Kassel/ }));
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('invites to discover when nothing is saved yet', async () => {
    const { events } = renderBookmarks();
    expect(await screen.findByText('Noch nichts gespeichert')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tippe bei Jobs, Unternehmen und Studiengängen auf „Speichern“, dann findest du sie hier wieder.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Jetzt entdecken' }));
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('says when the collection could not be loaded and retries', async () => {
    let attempts = 0;
    const { events } = renderBookmarks({
      [BOOKMARKS]: () => {
        attempts += 1;
        return attempts === 1 ? json({ error: 'Interner Fehler' }, 500) : json(paged([job]));
      },
    });
    expect(
      await screen.findByText('Deine Sammlung konnte nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(title()).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gemerkt (1)' }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
