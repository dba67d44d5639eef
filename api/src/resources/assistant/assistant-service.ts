import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogueData, FitItem } from './records.ts';

declare module 'fastify' {
  interface FastifyInstance {
    assistantCatalogue: (userId: string) => CatalogueData;
  }
}

/** Search hits the assistant reads per kind. */
const SEARCH_LIMIT = 5;

/**
 * "What fits me": the caller's recommendations from the interest profile (RIASEC, 'Für dich').
 * Without a profile (no answers, nothing set by hand: an empty code) the assistant says so
 * instead of passing popular items off as a fit. Only names and reasons are used.
 */
async function recommendationsOf(
  fastify: FastifyInstance,
  userId: string,
  limit: number,
): Promise<FitItem[] | null> {
  const { content, profile } = await fastify.recommendations.forUser(userId, limit);
  if (profile.code === '') return null;
  return content.map((entry) => ({
    entityType: entry.entityType,
    entityId: entry.entityId,
    name: entry.item.name,
    reasons: entry.reasons,
  }));
}

/** The best `limit` hits (at most SEARCH_LIMIT) of a list the product's search engine ranks. */
async function firstHits<T>(
  list: (query: { page: number; size: number; search: string }) => Promise<{ content: T[] }>,
  text: string,
  limit: number,
): Promise<T[]> {
  const page = await list({ page: 0, size: Math.min(limit, SEARCH_LIMIT), search: text });
  return page.content;
}

/**
 * Binds the assistant's reads to the repositories: the product's search engine for jobs,
 * courses and companies, the tips, and the caller's recommendations. Only the user's id goes
 * in, and only to look up their recommendations.
 */
export default fp(
  async (fastify) => {
    const { jobs, companies, hints, assistantData, occupations } = fastify;
    fastify.decorate('assistantCatalogue', (userId: string): CatalogueData => ({
      searchJobs: (text, limit) => firstHits((query) => jobs.list(query), text, limit),
      searchCourses: (text, limit) =>
        assistantData.searchCourses(text, Math.min(limit, SEARCH_LIMIT)),
      searchCompanies: (text, limit) => firstHits((query) => companies.list(query), text, limit),
      companiesOfJob: (jobId) => assistantData.companiesOfJob(jobId),
      providersOfCourse: (courseId) => assistantData.providersOfCourse(courseId),
      offersOfCompany: (companyId) => assistantData.offersOfCompany(companyId),
      jobsOfWorkType: (workType, limit) => assistantData.jobsOfWorkType(workType, limit),
      someCourses: (limit) => assistantData.someCourses(limit),
      async tips(kind) {
        const { content } = await hints.list(kind, { page: 0, size: 100 });
        return kind === 'applications'
          ? (content as { id: string; shortTip: string; longTip: string }[]).map((tip) => ({
              id: tip.id,
              title: tip.shortTip,
              text: tip.longTip,
            }))
          : (content as { id: string; title: string; description: string }[]).map((tip) => ({
              id: tip.id,
              title: tip.title,
              text: tip.description,
            }));
      },
      async searchOccupations(text, limit) {
        const page = await occupations.list({ page: 0, size: limit, search: text });
        return assistantData.occupationsById(page.content.map((occupation) => occupation.id));
      },
      occupationsWithTopics: (topics, limit) => assistantData.occupationsWithTopics(topics, limit),
      async occupationPay(id) {
        return (await occupations.findById(id))?.pay ?? null;
      },
      recommendations: (limit) => recommendationsOf(fastify, userId, limit),
      jobNames: () => assistantData.jobNames(),
    }));
  },
  {
    name: 'assistant',
    dependencies: [
      'assistant-repository',
      'jobs-repository',
      'companies-repository',
      'hints-repository',
      'recommendations-repository',
      'occupations-repository',
    ],
  },
);
