import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import type { CompanyKind, NewCompany } from '@kompass/contracts/schemas/companies';
import { listOrSearch } from '../search/list.ts';
import type { ListCaches } from '../search/list-caches-service.ts';
import { companySearch } from '../search/targets.ts';
import { courseColumns, toCourse, type CourseRow } from '../courses/course-rows.ts';
import { jobColumns, toJob, type JobRow } from '../jobs/job-rows.ts';
import { companyColumns, isCollege, toCompany, type CompanyRow } from './company-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesRepository;
  }
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

const kindFilters: Record<CompanyKind, (alias: string) => string> = { university: isCollege };

export function createCompaniesRepository(db: Queryable, caches: ListCaches) {
  return {
    /** One page by name, or with `search` the matches best first; `kind` narrows both. */
    async list(query: {
      page: number;
      size: number;
      search?: string | undefined;
      kind?: CompanyKind | undefined;
    }) {
      const { rows, total } = await listOrSearch<CompanyRow>(db, {
        target: companySearch,
        ...caches,
        alias: 'c',
        columns: companyColumns,
        orderBy: 'c.name, c.id',
        search: query.search,
        filter: query.kind && kindFilters[query.kind],
        page: query.page,
        size: query.size,
      });
      return { content: rows.map(toCompany), total };
    },

    /** The company with the jobs and courses it offers, each by name; undefined when unknown. */
    async findDetails(id: string) {
      const [company, jobs, courses] = await Promise.all([
        db.query<CompanyRow>(`SELECT ${companyColumns} FROM company c WHERE c.id = $1`, [id]),
        db.query<JobRow>(
          `SELECT ${jobColumns}
             FROM company_jobs cj
             JOIN job j ON j.id = cj.job_id
             LEFT JOIN users u ON u.id = j.user_id
            WHERE cj.company_id = $1
            ORDER BY j.name, j.id`,
          [id],
        ),
        db.query<CourseRow>(
          `SELECT ${courseColumns}
             FROM company_courses cc
             JOIN course co ON co.id = cc.course_id
            WHERE cc.company_id = $1
            ORDER BY co.name, co.id`,
          [id],
        ),
      ]);
      if (!company.rows[0]) return undefined;
      const self = toCompany(company.rows[0]);
      return {
        ...self,
        // The link row says whose job it is here: this company's (a job that another company
        // offers too must not be shown under that company's name on this page).
        jobs: jobs.rows.map((row) => ({
          ...toJob(row),
          company: { id: self.id, name: self.name },
        })),
        courses: courses.rows.map(toCourse),
      };
    },

    /** Stores a company (website and logo already checked); returns its id. */
    async create(company: NewCompany): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO company (name, branch, website, contact_methods, about, image, location)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          company.name,
          company.branch,
          company.website,
          company.contactMethods,
          company.about,
          company.image,
          company.location ?? '',
        ],
      );
      return rows[0]!.id;
    },

    /** Whether the user follows the company; undefined when there is no such company. */
    /** Whether the user follows the company, and how many do; undefined for no such company. */
    async isFollowing(
      companyId: string,
      userId: string,
    ): Promise<{ following: boolean; count: number } | undefined> {
      const { rows } = await db.query<{ following: boolean; count: number }>(
        `SELECT EXISTS (SELECT 1 FROM company_follow WHERE company_id = c.id AND user_id = $2)
                AS following,
                (SELECT count(*) FROM company_follow WHERE company_id = c.id)::int AS count
           FROM company c WHERE c.id = $1`,
        [companyId, userId],
      );
      return rows[0];
    },

    /**
     * Follows when the user does not yet, unfollows when they do; answers the new state, or
     * undefined when there is no such company. One statement, so a double click cannot leave
     * two rows or an error behind.
     */
    async toggleFollow(
      companyId: string,
      userId: string,
    ): Promise<{ following: boolean; count: number } | undefined> {
      const { rows } = await db.query<{ found: boolean; following: boolean; count: number }>(
        `WITH target AS (SELECT id FROM company WHERE id = $1),
         removed AS (
           DELETE FROM company_follow
            WHERE company_id = (SELECT id FROM target) AND user_id = $2
           RETURNING 1
         ),
         added AS (
           INSERT INTO company_follow (company_id, user_id)
           SELECT id, $2 FROM target WHERE NOT EXISTS (SELECT 1 FROM removed)
           ON CONFLICT DO NOTHING
           RETURNING 1
         )
         SELECT EXISTS (SELECT 1 FROM target) AS found,
                EXISTS (SELECT 1 FROM added) AS following,
                -- The statement's snapshot predates its own change: count it in.
                ((SELECT count(*) FROM company_follow WHERE company_id = $1)
                  + (SELECT count(*) FROM added) - (SELECT count(*) FROM removed))::int AS count`,
        [companyId, userId],
      );
      const row = rows[0];
      return row?.found ? { following: row.following, count: row.count } : undefined;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('companies', createCompaniesRepository(fastify.db, fastify.listCaches));
  },
  { name: 'companies-repository', dependencies: ['db', 'list-caches'] },
);
