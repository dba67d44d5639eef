import type { Company } from '@kompass/contracts/schemas/entities';
import type { CompanyTableRow } from '@kompass/contracts/table-rows';

/** How a company is read (companies, courses and bookmarks select companies through these). */

/** `SELECT ${companyColumns} FROM company c` */
export const companyColumns =
  'c.id, c.name, c.branch, c.about, c.image, c.website, c.contact_methods, c.location';

/**
 * Universities and colleges are companies whose branch names them; admins type branches freely,
 * so the match is by word part. An SQL condition on the company table under `alias`.
 */
export function isCollege(alias: string): string {
  return `(${alias}.branch ILIKE '%universit%' OR ${alias}.branch ILIKE '%hochschule%')`;
}

export type CompanyRow = CompanyTableRow;

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    branch: row.branch,
    about: row.about,
    image: row.image,
    website: row.website,
    contactMethods: row.contact_methods,
    location: row.location,
  };
}
