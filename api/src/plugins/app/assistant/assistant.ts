import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogueData, FitItem } from '../../../assistant/catalogue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    assistantCatalogue: (userId: string) => CatalogueData;
  }
}

/** Search hits the assistant reads per kind. */
const SEARCH_LIMIT = 5;

/**
 * The interest profile's recommendations (issue 23), as `fastify.recommendations.forUser`
 * exposes them. Until that decorator is registered the assistant says that there is no
 * profile yet; the shape is read defensively, only names and reasons are used.
 */
interface RecommendationsApi {
  forUser(
    userId: string,
    limit: number,
  ): Promise<{
    content: {
      entityType: 'job' | 'course';
      entityId: string;
      item: { name?: string };
      reasons?: unknown[];
    }[];
    profile: { answered?: number } | null;
  }>;
}

function reasonText(reason: unknown): string | null {
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object') {
    for (const key of ['text', 'label', 'message', 'reason']) {
      const value = (reason as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
    }
  }
  return null;
}

async function recommendationsOf(
  fastify: FastifyInstance,
  userId: string,
  limit: number,
): Promise<FitItem[] | null> {
  if (!fastify.hasDecorator('recommendations')) return null;
  const api = (fastify as unknown as { recommendations: RecommendationsApi }).recommendations;
  const { content, profile } = await api.forUser(userId, limit);
  if (!profile || profile.answered === 0) return null;
  return content.map((entry) => ({
    entityType: entry.entityType,
    entityId: entry.entityId,
    name: entry.item.name ?? '',
    reasons: (entry.reasons ?? []).map(reasonText).filter((text): text is string => !!text),
  }));
}

/**
 * Binds the assistant's reads to the repositories: the product's search engine for jobs,
 * courses and companies, the tips, and the caller's recommendations. Only the user's id goes
 * in, and only to look up their recommendations.
 */
export default fp(
  async (fastify) => {
    const { jobs, companies, hints, assistantData } = fastify;
    fastify.decorate('assistantCatalogue', (userId: string): CatalogueData => ({
      async searchJobs(text, limit) {
        const page = await jobs.list({
          page: 0,
          size: Math.min(limit, SEARCH_LIMIT),
          search: text,
        });
        return page.content;
      },
      searchCourses: (text, limit) =>
        assistantData.searchCourses(text, Math.min(limit, SEARCH_LIMIT)),
      async searchCompanies(text, limit) {
        const page = await companies.list({
          page: 0,
          size: Math.min(limit, SEARCH_LIMIT),
          search: text,
        });
        return page.content;
      },
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
      recommendations: (limit) => recommendationsOf(fastify, userId, limit),
    }));
  },
  {
    name: 'assistant',
    dependencies: [
      'assistant-repository',
      'jobs-repository',
      'companies-repository',
      'hints-repository',
    ],
  },
);
