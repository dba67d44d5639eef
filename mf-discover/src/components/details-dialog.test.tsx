import type { Company, Course, Job } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aCourse, aJob, renderPage } from '../testing/fixtures';
import DetailsDialog from './details-dialog';

/** The dialog's facts as a screen reader hears them: each term (dt) with its definition (dd). */
const factsOf = (dialog: HTMLElement) => {
  const definitions = within(dialog).getAllByRole('definition');
  return within(dialog)
    .getAllByRole('term')
    .map((term, index) => [term, definitions[index]!] as const);
};
const factOf = (dialog: HTMLElement, name: string) =>
  factsOf(dialog).find(([term]) => term.textContent === name)?.[1];

function renderJob(job: Job, routes: Record<string, FakeRoute> = {}) {
  const onClose = vi.fn();
  const rendered = renderPage(<DetailsDialog target={{ type: 'job', job }} onClose={onClose} />, {
    routes,
    otherRoutes: { '/company/:id': <p>Unternehmensseite</p> },
  });
  return { ...rendered, onClose };
}

function renderCourse(
  course: Course,
  company: Company | null,
  routes: Record<string, FakeRoute> = {},
) {
  const onClose = vi.fn();
  const rendered = renderPage(
    <DetailsDialog target={{ type: 'course', course, company }} onClose={onClose} />,
    { routes },
  );
  return { ...rendered, onClose };
}

describe('DetailsDialog', () => {
  it('says when a job needs a finished training or degree', async () => {
    const nurse = aJob({ workType: 'Vollzeit', yearlySalary: 48000, requires: 'ausbildung' });
    renderJob(nurse, { 'GET /jobs/job-1': () => json(nurse) });
    const dialog = screen.getByRole('dialog', { name: 'Elektroniker/in für Betriebstechnik' });
    expect(factOf(dialog, 'Voraussetzung')).toHaveTextContent('Eine abgeschlossene Ausbildung');
  });

  it('gives the pay of a full-time job per month and per year, each period written out', async () => {
    renderJob(aJob({ workType: 'Vollzeit', yearlySalary: 52000 }), {
      'GET /jobs/job-1': () => json(aJob({ workType: 'Vollzeit', yearlySalary: 52000 })),
    });
    const dialog = screen.getByRole('dialog', { name: 'Elektroniker/in für Betriebstechnik' });
    expect(factOf(dialog, 'Gehalt')).toHaveTextContent('4.333 € im Monat');
    expect(factOf(dialog, 'Jahresgehalt')).toHaveTextContent('52.000 € im Jahr');
    expect(factOf(dialog, 'Art')).toHaveTextContent('Vollzeit');
  });

  it('shows a job with location, work type, salary and a link to its company', async () => {
    const { calls, events, onClose } = renderJob(aJob(), {
      'GET /jobs/job-1': () => json(aJob({ description: 'Frisch vom Server.' })),
    });
    const dialog = screen.getByRole('dialog', { name: 'Elektroniker/in für Betriebstechnik' });
    // What the card knew shows at once, the fresh details replace it.
    expect(dialog).toHaveTextContent('Du installierst und wartest elektrische Anlagen.');
    expect(await within(dialog).findByText('Frisch vom Server.')).toBeInTheDocument();
    expect(calls()).toContain('GET /jobs/job-1');

    const facts = factsOf(dialog).map(([term, definition]) => [
      term.textContent,
      definition.textContent,
    ]);
    expect(facts).toEqual([
      ['Ort', 'Kassel'],
      ['Art', 'Ausbildung'],
      ['Ausbildungsvergütung', '1.200\u00a0€ im Monat'],
      ['Unternehmen', 'Stadtwerke Kassel'],
    ]);
    expect(
      within(dialog).getByRole('img', { name: 'Bild: Elektroniker/in für Betriebstechnik' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();

    const link = within(dialog).getByRole('link', { name: 'Stadtwerke Kassel' });
    expect(link).toHaveAttribute('href', '/company/company-1');
    await events.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('leaves out the company of a job that has none', async () => {
    renderJob(aJob({ company: null }), { 'GET /jobs/job-1': () => json(aJob({ company: null })) });
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeEnabled(),
    );
    expect(within(dialog).queryByText('Unternehmen')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a course with the Hochschule that offers it, its degree and its length', async () => {
    const university = aCompany({ id: 'uni-1', name: 'Universität Kassel', branch: 'Universität' });
    const { calls } = renderCourse(aCourse(), university, {
      'GET /courses/course-1': () => json(aCourse()),
    });
    const dialog = screen.getByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' });
    expect(dialog).toHaveTextContent('Sieben Semester, dual mit Praxisphasen.');
    expect(within(dialog).getByRole('link', { name: 'Universität Kassel' })).toHaveAttribute(
      'href',
      '/company/uni-1',
    );
    await waitFor(() => expect(calls()).toContain('GET /courses/course-1'));
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    const facts = factsOf(dialog).map(([term, definition]) => [
      term.textContent,
      definition.textContent,
    ]);
    expect(facts).toEqual([
      ['Hochschule', 'Universität Kassel'],
      ['Abschluss', 'Bachelor of Engineering (B.Eng.)'],
      ['Dauer', 'Sieben Semester'],
    ]);
  });

  it('labels a company that offers a dual course as Unternehmen', async () => {
    renderCourse(aCourse(), aCompany({ name: 'Stadtwerke Kassel', branch: 'Energie' }), {
      'GET /courses/course-1': () => json(aCourse()),
    });
    const dialog = screen.getByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' });
    expect(within(dialog).getByText('Unternehmen')).toBeInTheDocument();
    expect(within(dialog).queryByText('Hochschule')).not.toBeInTheDocument();
  });

  it('says when the item is gone (404) and offers no save button', async () => {
    const { events, onClose } = renderJob(aJob());
    expect(await screen.findByText('Diesen Eintrag gibt es nicht mehr.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when a course is gone (404) and offers no save button', async () => {
    renderCourse(aCourse(), null);
    expect(await screen.findByText('Diesen Eintrag gibt es nicht mehr.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  it('keeps what it knows when the details fail to load for another reason', async () => {
    renderJob(aJob(), { 'GET /jobs/job-1': () => json({ error: 'Interner Fehler' }, 500) });
    expect(
      await screen.findByText('Die Details konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Du installierst und wartest elektrische Anlagen.');
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { events, onClose } = renderJob(aJob(), { 'GET /jobs/job-1': () => json(aJob()) });
    await screen.findByRole('dialog');
    await events.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
