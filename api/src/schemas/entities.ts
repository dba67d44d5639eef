import { Type, type Static } from 'typebox';

/**
 * The content entities as the API answers them (spec §3), their SQL column lists and row
 * mappers. Every route that returns a job, company or course (lists, details, bookmarks, the
 * company page) uses these, so the shapes cannot drift apart.
 */

/** What describes a job; a profile's job (spec §3, "Profile job") is exactly this. */
export const JobDetails = Type.Object({
  name: Type.String(),
  description: Type.String(),
  location: Type.String(),
  workType: Type.String(),
  yearlySalary: Type.Number(),
  imageUrl: Type.String(),
});

export const Job = Type.Object({
  id: Type.String(),
  ...JobDetails.properties,
  user: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  /** The company offering the job (the first by name, should several list it), if any. */
  company: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
});
export type Job = Static<typeof Job>;

export const Company = Type.Object({
  id: Type.String(),
  name: Type.String(),
  branch: Type.String(),
  about: Type.String(),
  image: Type.String(),
  website: Type.String(),
  contactMethods: Type.String(),
});
export type Company = Static<typeof Company>;

export const Course = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
});
export type Course = Static<typeof Course>;

export const entityTypes = ['job', 'company', 'course'] as const;
export type EntityType = (typeof entityTypes)[number];

/** One `enum` rule rather than a union of literals, so a violation reports this one sentence. */
export const EntityType = Type.Unsafe<EntityType>({
  type: 'string',
  enum: [...entityTypes],
  title: 'entityType',
  errorMessage: 'Der Typ muss „job“, „company“ oder „course“ sein.',
});

/** `SELECT ${jobColumns} FROM job j LEFT JOIN users u ON u.id = j.user_id` */
export const jobColumns = `j.id, j.name, j.description, j.location, j.work_type, j.yearly_salary,
  j.image_url, j.user_id, u.name AS user_name,
  (SELECT json_build_object('id', c.id, 'name', c.name)
     FROM company_jobs cj JOIN company c ON c.id = cj.company_id
    WHERE cj.job_id = j.id
    ORDER BY c.name, c.id
    LIMIT 1) AS company`;
export const jobFrom = 'job j LEFT JOIN users u ON u.id = j.user_id';

export interface JobRow {
  id: string;
  name: string;
  description: string;
  location: string;
  work_type: string;
  yearly_salary: number;
  image_url: string;
  user_id: string | null;
  user_name: string | null;
  company: { id: string; name: string } | null;
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    workType: row.work_type,
    yearlySalary: Number(row.yearly_salary),
    imageUrl: row.image_url,
    user: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
    company: row.company ? { id: row.company.id, name: row.company.name } : null,
  };
}

/** `SELECT ${companyColumns} FROM company c` */
export const companyColumns =
  'c.id, c.name, c.branch, c.about, c.image, c.website, c.contact_methods';

export interface CompanyRow {
  id: string;
  name: string;
  branch: string;
  about: string;
  image: string;
  website: string;
  contact_methods: string;
}

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    branch: row.branch,
    about: row.about,
    image: row.image,
    website: row.website,
    contactMethods: row.contact_methods,
  };
}

/** `SELECT ${courseColumns} FROM course co` */
export const courseColumns = 'co.id, co.name, co.description, co.image_url';

export interface CourseRow {
  id: string;
  name: string;
  description: string;
  image_url: string;
}

export function toCourse(row: CourseRow): Course {
  return { id: row.id, name: row.name, description: row.description, imageUrl: row.image_url };
}
