import { describe, expect, it } from 'vitest';
import { courseFacts, isCollege } from './course-facts';

describe('courseFacts', () => {
  it('reads the degree from the name and the length from the description', () => {
    expect(
      courseFacts({
        name: 'Informatik (B.Sc.)',
        description: 'Du lernst Programmieren. Die Regelstudienzeit beträgt sechs Semester.',
      }),
    ).toEqual({ degree: 'Bachelor of Science (B.Sc.)', duration: 'Sechs Semester' });
    expect(courseFacts({ name: 'Wirtschaftsrecht (LL.B.)', description: '7 Semester.' })).toEqual({
      degree: 'Bachelor of Laws (LL.B.)',
      duration: '7 Semester',
    });
  });

  it('says nothing where the text says nothing', () => {
    expect(
      courseFacts({ name: 'Pflege', description: 'Ab dem vierten Semester wählst du.' }),
    ).toEqual({ degree: null, duration: null });
  });
});

describe('isCollege', () => {
  it('knows universities and colleges by their branch', () => {
    expect(isCollege({ branch: 'Universität' })).toBe(true);
    expect(isCollege({ branch: 'Hochschule' })).toBe(true);
    expect(isCollege({ branch: 'Bäckerei und Konditorei' })).toBe(false);
  });
});
