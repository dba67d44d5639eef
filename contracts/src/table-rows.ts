/**
 * The catalogue's tables as the database returns their rows (column names as in the migrations).
 * The API maps them to payloads (`api/src/resources/<resource>/*-rows.ts`) and the admin pages
 * read and write them through the admin SQL endpoint, so both take the shapes from here.
 */

export interface CompanyTableRow {
  id: string;
  name: string;
  branch: string;
  about: string;
  image: string;
  website: string;
  contact_methods: string;
  /** Town or postcode; places the company's courses for the radius filter. */
  location: string;
}

export interface JobTableRow {
  id: string;
  name: string;
  description: string;
  location: string;
  work_type: string;
  yearly_salary: number;
  image_url: string;
  /** RIASEC letters; written '' the database infers them from the words. */
  interest_code: string;
  /** 'keine', 'ausbildung' or 'studium': what one needs before starting (migration 023). */
  requires: string;
}

export interface CourseTableRow {
  id: string;
  name: string;
  description: string;
  image_url: string;
  interest_code: string;
}
