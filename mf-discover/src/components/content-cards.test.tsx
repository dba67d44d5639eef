import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aCourse, aJob, renderPage } from '../testing/fixtures';
import { CompanyCard, CourseCard, JobCard } from './content-cards';

describe('content cards', () => {
  it('marks a job that needs a finished training or degree, and says nothing for a training', () => {
    renderPage(
      <>
        <JobCard
          job={aJob({
            id: 'a',
            name: 'Grundschullehrer/in',
            workType: 'Teilzeit',
            requires: 'studium',
          })}
          onOpen={vi.fn()}
        />
        <JobCard
          job={aJob({
            id: 'b',
            name: 'Intensivpflege',
            workType: 'Vollzeit',
            requires: 'ausbildung',
          })}
          onOpen={vi.fn()}
        />
        <JobCard job={aJob({ id: 'c', name: 'Mechatroniker/in' })} onOpen={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('button', { name: /Grundschullehrer/ })).toHaveTextContent(
      'Setzt ein abgeschlossenes Studium voraus',
    );
    expect(screen.getByRole('button', { name: /Intensivpflege/ })).toHaveTextContent(
      'Setzt eine abgeschlossene Ausbildung voraus',
    );
    expect(screen.getByRole('button', { name: /Mechatroniker/ })).not.toHaveTextContent(/voraus/);
  });

  it('names the university of a course and its town, once when the name holds it', () => {
    renderPage(
      <>
        <CourseCard
          course={aCourse({ id: 'a', name: 'Informatik (B.Sc.)' })}
          company={aCompany({ name: 'Hochschule Rhein-Main', location: 'Wiesbaden' })}
          onOpen={vi.fn()}
        />
        <CourseCard
          course={aCourse({ id: 'b', name: 'Biologie (B.Sc.)' })}
          company={aCompany({ name: 'Universität Leipzig', location: 'Leipzig' })}
          onOpen={vi.fn()}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: /Informatik/ })).toHaveTextContent(
      'Hochschule Rhein-Main, Wiesbaden',
    );
    const biology = screen.getByRole('button', { name: /Biologie/ });
    expect(biology).toHaveTextContent('Universität Leipzig');
    expect(biology).not.toHaveTextContent('Leipzig, Leipzig');
  });

  it('shows a company’s initials where its logo is missing', () => {
    renderPage(<CompanyCard company={aCompany({ name: 'Stadtwerke Kassel', image: '' })} />);
    expect(screen.getByRole('link', { name: /Stadtwerke Kassel/ })).toHaveTextContent('SK');
  });
});
