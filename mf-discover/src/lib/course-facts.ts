/** What a study course's name and description tell about it, where they tell it. */
export interface CourseFacts {
  /** 'Bachelor of Science (B.Sc.)'. */
  degree: string | null;
  /** 'Sechs Semester'. */
  duration: string | null;
}

const degrees: Record<string, string> = {
  'B.Sc.': 'Bachelor of Science',
  'B.A.': 'Bachelor of Arts',
  'B.Eng.': 'Bachelor of Engineering',
  'LL.B.': 'Bachelor of Laws',
  'M.Sc.': 'Master of Science',
  'M.A.': 'Master of Arts',
  'M.Eng.': 'Master of Engineering',
  'LL.M.': 'Master of Laws',
  'B.Ed.': 'Bachelor of Education',
  'M.Ed.': 'Master of Education',
};

const numbers = 'sechs|sieben|acht|neun|zehn|elf|zwölf|drei|vier|fünf|\\d{1,2}';
const SEMESTERS = new RegExp(`(?:Regelstudienzeit[^.]*?)?\\b(${numbers})\\s+Semester\\b`, 'i');

/** The degree from the name's brackets ('Informatik (B.Sc.)'), the length from the description. */
export function courseFacts(course: { name: string; description: string }): CourseFacts {
  const short = /\(([^()]+)\)\s*$/.exec(course.name)?.[1]?.trim() ?? null;
  const degree = short ? (degrees[short] ? `${degrees[short]} (${short})` : short) : null;
  const semesters = SEMESTERS.exec(course.description)?.[1] ?? null;
  const duration = semesters
    ? `${semesters.charAt(0).toUpperCase()}${semesters.slice(1)} Semester`
    : null;
  return { degree, duration };
}

/** A university or college (by its branch), not a company that offers a dual course. */
export function isCollege(company: { branch: string }): boolean {
  return /universit|hochschule|akademie/i.test(company.branch);
}
