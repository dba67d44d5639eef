/**
 * German texts of the details popup of a job, course or company and its 'So bewirbst du dich':
 * apart from the remote's shared texts, so they download with the popup, not with every page.
 */

/** The facts a details popup lists. */
export const detailsTexts = {
  location: 'Ort',
  // A work type ('Ausbildung', 'Vollzeit') is the kind of employment, not working hours.
  workType: 'Art',
  salary: 'Gehalt',
  yearlySalary: 'Jahresgehalt',
  trainingAllowance: 'Ausbildungsvergütung',
  company: 'Unternehmen',
  college: 'Hochschule',
  degree: 'Abschluss',
  requires: 'Voraussetzung',
  requiresValue: {
    ausbildung: 'Eine abgeschlossene Ausbildung',
    studium: 'Ein abgeschlossenes Studium',
  },
  duration: 'Dauer',
  description: 'Beschreibung',
  toCompany: 'Zum Unternehmen',
  postedBy: 'Eingestellt von',
  loadFailed: 'Die Details konnten nicht geladen werden.',
  notFound: 'Diesen Eintrag gibt es nicht mehr.',
} as const;

/** 'So bewirbst du dich' in a job's details. */
export const applyTexts = {
  title: 'So bewirbst du dich',
  intro: (company: string) => `Schick deine Bewerbung an ${company}:`,
  website: 'Website des Unternehmens',
  noContact: 'Das Unternehmen hat keine Kontaktdaten hinterlegt. Schau auf seiner Seite nach.',
  deadline: (date: string) => `Deine Frist: ${date}`,
  action: 'Bewerben',
  askApplied: 'Hast du dich beworben? Trag es in deine Merkliste ein.',
  deadlineLabel: 'Frist (optional)',
  markApplied: 'Als „Beworben“ eintragen',
  notYet: 'Noch nicht',
  marked: 'In deiner Merkliste steht jetzt „Beworben“.',
  mailSubject: (job: string) => `Bewerbung: ${job}`,
} as const;
