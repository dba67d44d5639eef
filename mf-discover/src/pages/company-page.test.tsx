import type { Bookmark, Company } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyDetails } from '../api/get-company';
import {
  aBookmark,
  aCompany,
  aCourse,
  aJob,
  deferred,
  paged,
  renderPage,
} from '../testing/fixtures';
import CompanyPage from './company-page';

const COMPANY = 'GET /companies/company-1';
const FOLLOWING = 'GET /companies/company-1/following';
const FOLLOW = 'POST /companies/company-1/follow';

const jobs = [aJob(), aJob({ id: 'job-2', name: 'Industriekaufmann/-frau', yearlySalary: 12000 })];
const courses = [aCourse()];

function details(overrides: Partial<Company> = {}): CompanyDetails {
  return { ...aCompany(overrides), jobs, courses };
}

function renderCompany(routes: Record<string, FakeRoute> = {}) {
  return renderPage(<CompanyPage />, {
    route: '/company/company-1',
    path: '/company/:id',
    otherRoutes: { '/': <p>Startseite</p> },
    routes: {
      [COMPANY]: () => json(details()),
      [FOLLOWING]: () => json({ following: false }),
      ...routes,
    },
  });
}

const findName = () => screen.findByRole('heading', { level: 1, name: 'Stadtwerke Kassel' });

describe('CompanyPage', () => {
  it('shows a skeleton while the company loads', async () => {
    const gate = deferred();
    renderCompany({
      [COMPANY]: async () => {
        await gate.promise;
        return json(details());
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Das Unternehmen wird geladen …');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    gate.resolve();
    await findName();
    expect(screen.queryByText('Das Unternehmen wird geladen …')).not.toBeInTheDocument();
  });

  it('shows logo, name, industry, about text, the jobs grid and the courses list', async () => {
    const { calls } = renderCompany();
    await findName();

    expect(screen.getByRole('img', { name: 'Logo von Stadtwerke Kassel' })).toHaveAttribute(
      'src',
      '/files/stadtwerke.svg',
    );
    expect(screen.getByText('Energie- und Wasserversorgung')).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'Über uns' });
    expect(about).toHaveTextContent('Wir versorgen Kassel mit Strom, Wärme und Wasser.');

    const jobCards = within(
      within(screen.getByRole('region', { name: 'Jobs' })).getByRole('list'),
    ).getAllByRole('listitem');
    expect(jobCards.map((card) => card.textContent)).toEqual([
      'Elektroniker/in für BetriebstechnikStadtwerke Kassel · KasselAusbildung · 1.200\u00a0€ im Monat',
      'Industriekaufmann/-frauStadtwerke Kassel · KasselAusbildung · 1.000\u00a0€ im Monat',
    ]);

    const courseCards = within(
      within(screen.getByRole('region', { name: 'Studiengänge' })).getByRole('list'),
    ).getAllByRole('listitem');
    expect(courseCards).toHaveLength(1);
    expect(
      within(courseCards[0]!).getByRole('button', { name: /^Elektrotechnik \(B\.Eng\.\)/ }),
    ).toBeInTheDocument();

    expect(calls()).toContain('GET /companies/company-1');
    expect(calls()).toContain('GET /companies/company-1/following');
  });

  it('says so when the company has no jobs, no courses and no about text', async () => {
    renderCompany({
      [COMPANY]: () => json({ ...aCompany({ about: ' ' }), jobs: [], courses: [] }),
    });
    await findName();
    expect(screen.getByRole('region', { name: 'Jobs' })).toHaveTextContent(
      'Aktuell keine offenen Jobs.',
    );
    expect(screen.getByRole('region', { name: 'Studiengänge' })).toHaveTextContent(
      'Keine Studiengänge.',
    );
    expect(screen.queryByRole('region', { name: 'Über uns' })).not.toBeInTheDocument();
  });

  it('follows and unfollows with the state the server answers', async () => {
    const answer = deferred();
    let following = false;
    const { events, calls } = renderCompany({
      [FOLLOW]: async () => {
        await answer.promise;
        following = !following;
        return json({ following });
      },
    });
    await findName();
    const button = await screen.findByRole('button', { name: 'Folgen' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await events.click(button);
    // No optimistic guess: the button waits for the answer, and cannot be pressed twice.
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Folgen');
    answer.resolve();

    const unfollow = await screen.findByRole('button', { name: 'Entfolgen' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(unfollow).toBeEnabled();
    expect(calls().filter((call) => call === 'POST /companies/company-1/follow')).toHaveLength(1);

    await events.click(unfollow);
    const follow = await screen.findByRole('button', { name: 'Folgen' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(calls().filter((call) => call === 'POST /companies/company-1/follow')).toHaveLength(2);
  });

  it('shows how many follow the company, and the new count after following', async () => {
    let following = false;
    const { events } = renderCompany({
      [FOLLOWING]: () => json({ following, count: following ? 13 : 12 }),
      [FOLLOW]: () => {
        following = !following;
        return json({ following, count: following ? 13 : 12 });
      },
    });
    await findName();
    expect(await screen.findByText('12 Follower')).toBeVisible();
    await events.click(await screen.findByRole('button', { name: 'Folgen' }));
    expect(await screen.findByText('13 Follower')).toBeVisible();
  });

  it('shows "Entfolgen" for a company the user follows already', async () => {
    renderCompany({ [FOLLOWING]: () => json({ following: true }) });
    const button = await screen.findByRole('button', { name: 'Entfolgen' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps showing the old state when following fails', async () => {
    const { events } = renderCompany({
      [FOLLOW]: () => json({ error: 'Interner Fehler' }, 500),
    });
    const button = await screen.findByRole('button', { name: 'Folgen' });
    await waitFor(() => expect(button).toBeEnabled());
    await events.click(button);

    expect(await screen.findByRole('alertdialog', { name: 'Serverfehler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Folgen' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Entfolgen' })).not.toBeInTheDocument();
  });

  it('opens the contact popup with phone and e-mail links, and closes it with Escape', async () => {
    const { events } = renderCompany();
    await findName();
    const opener = screen.getByRole('button', { name: 'Kontakt aufnehmen' });
    await events.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Kontakt' });
    expect(within(dialog).getByRole('link', { name: 'Anrufen: 0561 123456' })).toHaveAttribute(
      'href',
      'tel:0561123456',
    );
    const mail = within(dialog).getByRole('link', {
      name: 'E-Mail schreiben: ausbildung@stadtwerke-kassel.example',
    });
    expect(mail).toHaveAttribute('href', 'mailto:ausbildung@stadtwerke-kassel.example');
    expect(mail).toHaveTextContent('ausbildung@stadtwerke-kassel.example');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Telefon: 0561 123456', 'E-Mail: ausbildung@stadtwerke-kassel.example']);

    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says so when there are no contact details', async () => {
    const { events } = renderCompany({
      [COMPANY]: () => json(details({ contactMethods: '  \n ' })),
    });
    await findName();
    await events.click(screen.getByRole('button', { name: 'Kontakt aufnehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakt' });
    expect(dialog).toHaveTextContent('Es sind keine Kontaktdaten hinterlegt.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the website in an in-app sheet with a way out to the browser', async () => {
    const { events } = renderCompany();
    await findName();
    await events.click(screen.getByRole('button', { name: 'Website aufrufen' }));

    const sheet = await screen.findByRole('dialog', { name: 'Website von Stadtwerke Kassel' });
    const frame = within(sheet).getByTitle('Website von Stadtwerke Kassel');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://stadtwerke-kassel.example/');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');

    const link = within(sheet).getByRole('link', { name: 'Im Browser öffnen' });
    expect(link).toHaveAttribute('href', 'https://stadtwerke-kassel.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sheet).toHaveTextContent(
      'Wird die Seite nicht angezeigt? Manche Websites lassen sich nur im Browser öffnen.',
    );

    await events.click(within(sheet).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no website button for an address that is not http(s)', async () => {
    renderCompany({ [COMPANY]: () => json(details({ website: 'javascript:alert(1)' })) });
    await findName();
    expect(screen.getByRole('button', { name: 'Kontakt aufnehmen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Website aufrufen' })).not.toBeInTheDocument();
  });

  it('opens a job card in the details popup, with the salary in euros', async () => {
    const { events, calls } = renderCompany({ 'GET /jobs/job-1': () => json(aJob()) });
    await findName();
    await events.click(
      screen.getByRole('button', { name: /^Elektroniker\/in für Betriebstechnik/ }),
    );

    const dialog = await screen.findByRole('dialog', {
      name: 'Elektroniker/in für Betriebstechnik',
    });
    // Testing Library folds the no-break space Intl puts before '€'; the DOM keeps it.
    expect(within(dialog).getByText('1.200 € im Monat').textContent).toBe('1.200\u00a0€ im Monat');
    expect(within(dialog).getByText('Kassel')).toBeInTheDocument();
    expect(within(dialog).getByText('Ausbildung')).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('GET /jobs/job-1'));
  });

  it('opens a course card in the details popup, naming this company', async () => {
    const { events, calls } = renderCompany({ 'GET /courses/course-1': () => json(aCourse()) });
    await findName();
    await events.click(screen.getByRole('button', { name: /^Elektrotechnik \(B\.Eng\.\)/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' });
    expect(within(dialog).getByRole('link', { name: 'Stadtwerke Kassel' })).toHaveAttribute(
      'href',
      '/company/company-1',
    );
    expect(within(dialog).getByText('Sieben Semester, dual mit Praxisphasen.')).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('GET /courses/course-1'));
  });

  it('saves the company to the collection and confirms it', async () => {
    let saved: Bookmark[] = [];
    const { events, fake } = renderCompany({
      'GET /bookmarks': () => json(paged(saved)),
      'POST /bookmarks': () => {
        saved = [aBookmark(aCompany(), 'company')];
        return json({ id: 'bookmark-company-1' }, 201);
      },
    });
    await findName();
    const save = screen.getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    const alert = await screen.findByRole('alertdialog', { name: 'Meldung' });
    expect(alert).toHaveTextContent('Das Unternehmen wurde zu deinen Favoriten hinzugefügt.');
    const posts = fake.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, JSON.parse(request.body)])).toEqual([
      ['/bookmarks', { entityId: 'company-1', entityType: 'company' }],
    ]);
    await events.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();
  });

  it('shows the save button disabled for a company saved earlier', async () => {
    renderCompany({ 'GET /bookmarks': () => json(paged([aBookmark(aCompany(), 'company')])) });
    await findName();
    const saved = await screen.findByRole('button', { name: 'Gespeichert' });
    expect(saved).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  it('says when the company does not exist, with a way home', async () => {
    const { events } = renderCompany({
      [COMPANY]: () => json({ error: 'Unternehmen nicht gefunden' }, 404),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dieses Unternehmen konnte nicht gefunden werden.',
      }),
    ).toBeInTheDocument();
    // A 404 raises no catalogue alert: the page itself explains it.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('has a visible back button; opened directly, it leads home', async () => {
    const { events } = renderCompany();
    await findName();
    const back = screen.getByRole('button', { name: 'Zurück' });
    expect(back).toBeVisible();
    await events.click(back);
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('treats an invalid link like an unknown company, without a second alert', async () => {
    renderCompany({
      [COMPANY]: () =>
        json({ error: 'Ungültige Eingabe', message: 'Das Feld „id“ ist keine gültige ID.' }, 400),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dieses Unternehmen konnte nicht gefunden werden.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the company could not be loaded', async () => {
    let attempts = 0;
    const { events } = renderCompany({
      [COMPANY]: () => {
        attempts += 1;
        return attempts === 1 ? json({ error: 'Interner Fehler' }, 500) : json(details());
      },
    });
    expect(
      await screen.findByText('Das Unternehmen konnte nicht geladen werden.'),
    ).toBeInTheDocument();
    // The page tells the user itself: no global alert on top.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await findName();
    expect(attempts).toBe(2);
  });
});
