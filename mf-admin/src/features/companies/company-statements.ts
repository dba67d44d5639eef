import type { CompanyTableRow, CourseTableRow, JobTableRow } from '@kompass/contracts/table-rows';
import type { SqlValue, Statement } from '../../api/run-sql';

/**
 * Every statement of the companies pages, with placeholders only: names of tables and columns
 * come from the lists below, values travel as parameters.
 */

export const COMPANY_LIST_LIMIT = 100;

/** The rows as the tables hold them; the API reads the same shapes. */
export type CompanyRow = CompanyTableRow;
export type JobRow = JobTableRow;
export type CourseRow = CourseTableRow;

export type CompanyColumn = Exclude<keyof CompanyRow, 'id'>;
export type JobColumn = Exclude<keyof JobRow, 'id'>;
export type CourseColumn = Exclude<keyof CourseRow, 'id'>;

const likePattern = (search: string) =>
  `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function companyList(search: string): Statement {
  return {
    sql: `SELECT id, name, branch, about, image, website, contact_methods, location FROM company
           WHERE lower(name) LIKE $1 OR lower(branch) LIKE $1
           ORDER BY lower(name) LIMIT $2`,
    params: [likePattern(search), COMPANY_LIST_LIMIT],
  };
}

export function companyById(id: string): Statement {
  return {
    sql: `SELECT id, name, branch, about, image, website, contact_methods, location
            FROM company WHERE id = $1`,
    params: [id],
  };
}

const companyColumns: readonly CompanyColumn[] = [
  'name',
  'branch',
  'about',
  'image',
  'website',
  'contact_methods',
  'location',
];

function checked<C extends string>(columns: readonly C[], column: C): C {
  if (!columns.includes(column)) throw new Error(`Unbekannte Spalte: ${column}`);
  return column;
}

export function updateCompany(id: string, column: CompanyColumn, value: string): Statement {
  return {
    sql: `UPDATE company SET ${checked(companyColumns, column)} = $1 WHERE id = $2`,
    params: [value, id],
  };
}

/**
 * Deleting a company: first its jobs and courses that no other company offers, then the company;
 * its link, follow and rating rows go with it (foreign keys with ON DELETE CASCADE).
 */
export function deleteCompany(id: string): Statement[] {
  return [
    {
      sql: `DELETE FROM job WHERE id IN (SELECT job_id FROM company_jobs WHERE company_id = $1)
              AND NOT EXISTS (SELECT 1 FROM company_jobs other
                               WHERE other.job_id = job.id AND other.company_id <> $1)`,
      params: [id],
    },
    {
      sql: `DELETE FROM course WHERE id IN (SELECT course_id FROM company_courses WHERE company_id = $1)
              AND NOT EXISTS (SELECT 1 FROM company_courses other
                               WHERE other.course_id = course.id AND other.company_id <> $1)`,
      params: [id],
    },
    { sql: 'DELETE FROM company WHERE id = $1', params: [id] },
  ];
}

export function jobsOf(companyId: string): Statement {
  return {
    sql: `SELECT j.id, j.name, j.description, j.location, j.work_type, j.yearly_salary, j.image_url,
                 j.interest_code, j.requires
            FROM job j JOIN company_jobs cj ON cj.job_id = j.id
           WHERE cj.company_id = $1 ORDER BY lower(j.name), j.id`,
    params: [companyId],
  };
}

export function coursesOf(companyId: string): Statement {
  return {
    sql: `SELECT c.id, c.name, c.description, c.image_url, c.interest_code
            FROM course c JOIN company_courses cc ON cc.course_id = c.id
           WHERE cc.company_id = $1 ORDER BY lower(c.name), c.id`,
    params: [companyId],
  };
}

/** What the form edits, what the job requires included ('keine', 'ausbildung', 'studium'). */
export type NewJob = Omit<JobRow, 'id'>;
export type NewCourse = Omit<CourseRow, 'id'>;

/** A job's values in the column order both job statements name them. */
function jobValues(job: NewJob): SqlValue[] {
  return [
    job.name,
    job.description,
    job.location,
    job.work_type,
    job.yearly_salary,
    job.image_url,
    job.interest_code,
    job.requires,
  ];
}

export function insertJob(id: string, job: NewJob): Statement {
  return {
    sql: `INSERT INTO job (id, name, description, location, work_type, yearly_salary, image_url,
                           interest_code, requires)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    params: [id, ...jobValues(job)],
  };
}

export function updateJob(id: string, job: NewJob): Statement {
  return {
    sql: `UPDATE job SET name = $1, description = $2, location = $3, work_type = $4,
                         yearly_salary = $5, image_url = $6, interest_code = $7, requires = $8
           WHERE id = $9`,
    params: [...jobValues(job), id],
  };
}

export function insertCourse(id: string, course: NewCourse): Statement {
  return {
    sql: `INSERT INTO course (id, name, description, image_url, interest_code)
          VALUES ($1, $2, $3, $4, $5)`,
    params: [id, course.name, course.description, course.image_url, course.interest_code],
  };
}

export function updateCourse(id: string, course: NewCourse): Statement {
  return {
    sql: `UPDATE course SET name = $1, description = $2, image_url = $3, interest_code = $4
           WHERE id = $5`,
    params: [course.name, course.description, course.image_url, course.interest_code, id],
  };
}

export type Kind = 'job' | 'course';

/** The link table and its column per kind (fixed names, never input). */
const links = {
  job: { table: 'company_jobs', column: 'job_id' },
  course: { table: 'company_courses', column: 'course_id' },
} as const;

export function link(kind: Kind, companyId: string, id: string): Statement {
  const { table, column } = links[kind];
  return {
    sql: `INSERT INTO ${table} (company_id, ${column}) VALUES ($1, $2)`,
    params: [companyId, id],
  };
}

/** Removes a job or course: the row itself and, with it, every link row (ON DELETE CASCADE). */
export function remove(kind: Kind, id: string): Statement {
  return { sql: `DELETE FROM ${kind} WHERE id = $1`, params: [id] };
}
