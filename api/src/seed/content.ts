import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { demoCompanies } from './texts/companies.ts';
import { demoCourses } from './texts/courses.ts';
import { demoJobs } from './texts/jobs.ts';
import { logoSvg, storeSvgs, tileSvg } from './images.ts';
import type { Seeder } from './seeder.ts';

/** Ids by name; a name the data does not define is a mistake in the data modules. */
function idsByName(names: string[], ids: string[]) {
  const map = new Map(names.map((name, i) => [name, ids[i]!]));
  return (name: string, owner: string) => {
    const id = map.get(name);
    if (!id) throw new Error(`Demo data: ${owner} refers to unknown entry '${name}'`);
    return id;
  };
}

/** Inserts pairs into a link table (company_jobs or company_courses) in one statement. */
async function link(db: Queryable, table: string, column: string, pairs: [string, string][]) {
  await db.query(
    `INSERT INTO ${table} (company_id, ${column})
     SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING`,
    [pairs.map(([company]) => company), pairs.map(([, other]) => other)],
  );
}

/**
 * Jobs, study courses and companies (with their images and links). One seeder, because the
 * links need all three: it runs only while all three tables are empty.
 */
export const contentSeeder: Seeder = {
  name: 'content',
  async isEmpty(db) {
    const { rows } = await db.query<{ taken: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM job) OR EXISTS (SELECT 1 FROM company)
              OR EXISTS (SELECT 1 FROM course) AS taken`,
    );
    return !rows[0]!.taken;
  },
  async run(db, { files }) {
    const jobImages = await storeSvgs(
      db,
      files,
      demoJobs.map((job) => tileSvg(job.name, job.pictogram)),
    );
    const courseImages = await storeSvgs(
      db,
      files,
      demoCourses.map((course) => tileSvg(course.name, course.pictogram)),
    );
    const logos = await storeSvgs(
      db,
      files,
      demoCompanies.map((company) => logoSvg(company.name)),
    );

    const jobIds = demoJobs.map(() => randomUUID());
    await db.query(
      // Interest codes from the title's words (migration 014's vocabulary): the titles name the
      // profession; descriptions mention neighbouring tasks that would blur the code.
      `INSERT INTO job (id, name, description, location, work_type, yearly_salary, image_url,
                        interest_code, requires)
       SELECT id, name, description, location, work_type, yearly_salary, image_url,
              infer_interest_code(name, ''), requires
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[],
                     $6::int[], $7::text[], $8::text[])
           AS t(id, name, description, location, work_type, yearly_salary, image_url, requires)`,
      [
        jobIds,
        demoJobs.map((job) => job.name),
        demoJobs.map((job) => job.description),
        demoJobs.map((job) => job.location),
        demoJobs.map((job) => job.workType),
        demoJobs.map((job) => job.yearlySalary),
        jobImages,
        demoJobs.map((job) => job.requires ?? 'keine'),
      ],
    );

    const courseIds = demoCourses.map(() => randomUUID());
    await db.query(
      `INSERT INTO course (id, name, description, image_url, interest_code)
       SELECT id, name, description, image_url, infer_interest_code(name, '')
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])
           AS t(id, name, description, image_url)`,
      [
        courseIds,
        demoCourses.map((course) => course.name),
        demoCourses.map((course) => course.description),
        courseImages,
      ],
    );

    const companyIds = demoCompanies.map(() => randomUUID());
    await db.query(
      `INSERT INTO company (id, name, branch, about, image, website, contact_methods, location)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[],
                            $6::text[], $7::text[], $8::text[])`,
      [
        companyIds,
        demoCompanies.map((company) => company.name),
        demoCompanies.map((company) => company.branch),
        demoCompanies.map((company) => company.about),
        logos,
        demoCompanies.map((company) => company.website),
        demoCompanies.map((company) => company.contactMethods),
        demoCompanies.map((company) => company.location),
      ],
    );

    const jobId = idsByName(
      demoJobs.map((job) => job.name),
      jobIds,
    );
    const courseId = idsByName(
      demoCourses.map((course) => course.name),
      courseIds,
    );
    const companyJobs: [string, string][] = [];
    const companyCourses: [string, string][] = [];
    demoCompanies.forEach((company, i) => {
      const id = companyIds[i]!;
      for (const job of company.jobs) companyJobs.push([id, jobId(job, company.name)]);
      for (const course of company.courses) {
        companyCourses.push([id, courseId(course, company.name)]);
      }
    });
    await link(db, 'company_jobs', 'job_id', companyJobs);
    await link(db, 'company_courses', 'course_id', companyCourses);
  },
};
