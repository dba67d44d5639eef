import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';
import type { NewJob } from '../../../schemas/jobs.ts';
import { listOrSearch } from '../../../search/list.ts';
import type { ListCaches } from '../search/list-caches.ts';
import { jobSearch } from '../../../search/targets.ts';
import { jobColumns, jobFrom, toJob, type JobRow } from './job-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsRepository;
  }
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

export function createJobsRepository(db: Queryable, caches: ListCaches) {
  return {
    /** One page by name, or with `search` the matches best first. */
    async list(query: { page: number; size: number; search?: string | undefined }) {
      const { rows, total } = await listOrSearch<JobRow>(db, {
        target: jobSearch,
        ...caches,
        alias: 'j',
        columns: jobColumns,
        joins: 'LEFT JOIN users u ON u.id = j.user_id',
        orderBy: 'j.name, j.id',
        ...query,
      });
      return { content: rows.map(toJob), total };
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
        `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          job.name,
          job.description,
          job.location,
          job.workType,
          // Whole euros (the column is an integer).
          Math.round(job.yearlySalary),
          job.imageUrl,
          userId,
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
