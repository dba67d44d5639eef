import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import type { NewJob } from '@kompass/contracts/schemas/jobs';
import { listOrSearch, type NearFilter } from '../search/list.ts';
import type { ListCaches } from '../search/list-caches-service.ts';
import { jobSearch } from '../search/targets.ts';
import { jobColumns, jobFrom, toJob, type JobRow } from './job-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsRepository;
  }
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/** How a page of jobs is read: the search target, the rows and their order (the plan tests use it too). */
export const jobListShape = {
  target: jobSearch,
  alias: 'j',
  columns: jobColumns,
  joins: 'LEFT JOIN users u ON u.id = j.user_id',
  orderBy: 'j.name, j.id',
} as const;

export function createJobsRepository(db: Queryable, caches: ListCaches) {
  return {
    /**
     * One page by name, or with `search` the matches best first; `workType` (any of them),
     * `minSalary` (euros a year) and `near` (a point and radius) narrow both. With `near` the
     * page is by distance, then name (a search: by relevance, then distance), and each job
     * carries `distanceKm`.
     */
    async list(query: {
      page: number;
      size: number;
      search?: string | undefined;
      workType?: string[] | undefined;
      minSalary?: number | undefined;
      near?: NearFilter | undefined;
    }) {
      const { workType, minSalary, near, ...page } = query;
      const conditions: ((alias: string, placeholder: string) => string)[] = [];
      const filterParams: unknown[] = [];
      if (workType?.length) {
        conditions.push((alias, value) => `${alias}.work_type = ANY (${value}::text[])`);
        filterParams.push(workType);
      }
      if (minSalary !== undefined) {
        conditions.push((alias, value) => `${alias}.yearly_salary >= ${value}::int`);
        filterParams.push(minSalary);
      }
      const { rows, total } = await listOrSearch<JobRow & { distance_km?: number }>(db, {
        ...jobListShape,
        ...caches,
        filter: conditions.length
          ? (alias, placeholder) =>
              conditions
                .map((condition, index) => condition(alias, placeholder(index)))
                .join(' AND ')
          : undefined,
        filterParams,
        // search_job carries work_type and yearly_salary (migration 017) and the place (019).
        filterOnDocuments: true,
        near,
        ...page,
      });
      return {
        content: rows.map((row) => ({
          ...toJob(row),
          distanceKm: row.distance_km === undefined ? null : Number(row.distance_km),
        })),
        total,
      };
    },

    async findById(id: string) {
      const { rows } = await db.query<JobRow>(
        `SELECT ${jobColumns} FROM ${jobFrom} WHERE j.id = $1`,
        [id],
      );
      return rows[0] && toJob(rows[0]);
    },

    /** Stores a job written by `userId` (image reference already checked); returns its id. */
    async create(job: NewJob & { imageUrl: string }, userId: string): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url, user_id,
                          interest_code, requires)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          job.name,
          job.description,
          job.location,
          job.workType,
          // Whole euros (the column is an integer).
          Math.round(job.yearlySalary),
          job.imageUrl,
          userId,
          job.interestCode ?? null,
          job.requires ?? 'keine',
        ],
      );
      return rows[0]!.id;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('jobs', createJobsRepository(fastify.db, fastify.listCaches));
  },
  { name: 'jobs-repository', dependencies: ['db', 'list-caches'] },
);
