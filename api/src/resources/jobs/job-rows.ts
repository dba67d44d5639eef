import { jobRequirements, type JobRequirement } from '@kompass/contracts/qualification';
import type { Job } from '@kompass/contracts/schemas/entities';
import type { JobTableRow } from '@kompass/contracts/table-rows';

/**
 * How a job is read: the column list, its row and the mapping to the API shape. Jobs, companies
 * and bookmarks all select jobs through these, so the shapes cannot drift apart.
 */

/** `SELECT ${jobColumns} FROM job j LEFT JOIN users u ON u.id = j.user_id` */
export const jobColumns = `j.id, j.name, j.description, j.location, j.work_type, j.yearly_salary,
  j.image_url, j.interest_code, j.requires, j.user_id, u.name AS user_name,
  (SELECT json_build_object('id', c.id, 'name', c.name)
     FROM company_jobs cj JOIN company c ON c.id = cj.company_id
    WHERE cj.job_id = j.id
    ORDER BY c.name, c.id
    LIMIT 1) AS company`;
export const jobFrom = 'job j LEFT JOIN users u ON u.id = j.user_id';

export interface JobRow extends JobTableRow {
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
    interestCode: row.interest_code,
    requires: toJobRequirement(row.requires),
    user: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
    company: row.company ? { id: row.company.id, name: row.company.name } : null,
  };
}

/** The column's CHECK allows only these; anything else would be a broken row, read as 'keine'. */
function toJobRequirement(value: string): JobRequirement {
  return (jobRequirements as readonly string[]).includes(value)
    ? (value as JobRequirement)
    : 'keine';
}
