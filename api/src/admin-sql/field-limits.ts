import { jobRequirementError } from '@kompass/contracts/qualification';

/**
 * The longest text the regular API accepts per column of the admin tables (contracts/src/schemas/companies.ts,
 * jobs.ts, auth.ts; courses take the jobs' limits). Migration 011 holds them as CHECK constraints
 * named `<table>_<column>_length`, so admin statements meet them too.
 */
export const FIELD_LIMITS = {
  company: {
    name: 200,
    branch: 200,
    website: 500,
    contact_methods: 2000,
    about: 5000,
    image: 2000,
    location: 200,
  },
  job: { name: 200, description: 5000, location: 200, work_type: 100, image_url: 2000 },
  course: { name: 200, description: 5000, image_url: 2000 },
  users: { name: 200, email: 200 },
} as const satisfies Record<string, Record<string, number>>;

/** The same as the regular API's rules for users (contracts/src/schemas/auth.ts), held by migration 013. */
const userRules: Record<string, string> = {
  users_username_rules:
    'Der Benutzername muss 3 bis 32 Zeichen lang sein und darf nur Buchstaben (ohne Umlaute), Ziffern, Punkt, Unterstrich und Bindestrich enthalten.',
  users_email_rules:
    'Die E-Mail-Adresse ist ungültig: sie muss genau ein @ enthalten und darf keine Leerzeichen enthalten (oder leer sein).',
  users_role_rules: 'Die Rolle muss USER oder ADMIN sein.',
  // Migration 001's looser check (any case) meets some values first.
  users_role_check: 'Die Rolle muss USER oder ADMIN sein.',
  users_name_rules: 'Der Name darf nicht leer sein.',
  job_yearly_salary_range: 'Das Jahresgehalt muss zwischen 0 und 10.000.000 Euro liegen.',
  // Migration 023: what a job requires, as the job schema says it.
  job_requires_check: jobRequirementError,
};

/** The German sentence for a CHECK constraint of migrations 011 and 013, or undefined for others. */
export function constraintMessage(constraint: string | undefined): string | undefined {
  if (!constraint) return undefined;
  if (constraint in userRules) return userRules[constraint];
  for (const [table, columns] of Object.entries(FIELD_LIMITS)) {
    for (const [column, max] of Object.entries(columns)) {
      if (constraint === `${table}_${column}_length`) {
        return `Der Text in „${column}“ (${table}) ist zu lang: erlaubt sind höchstens ${max.toLocaleString('de-DE')} Zeichen.`;
      }
    }
  }
  return undefined;
}
