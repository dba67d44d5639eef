import {
  useApi,
  type ApplicationTip,
  type LearningTip,
  queryOptions,
  useQuery,
} from '@kompass/shared';

/** A tip the assistant cited: its title and text, whichever list it is in. */
export interface CitedTip {
  title: string;
  text: string;
}

/**
 * GET /hints/applications and /hints/learning (there is no call for one tip): the tip with
 * this id, or null when it is gone.
 */
export function tipQuery(api: ReturnType<typeof useApi>, id: string) {
  return queryOptions({
    queryKey: ['hints', 'tip', id] as const,
    queryFn: async ({ signal }): Promise<CitedTip | null> => {
      const [applications, learning] = await Promise.all([
        api
          .get('hints/applications', { searchParams: { size: 100 }, signal })
          .json<{ content: ApplicationTip[] }>(),
        api
          .get('hints/learning', { searchParams: { size: 100 }, signal })
          .json<{ content: LearningTip[] }>(),
      ]);
      const application = applications.content.find((tip) => tip.id === id);
      if (application) return { title: application.shortTip, text: application.longTip };
      const lesson = learning.content.find((tip) => tip.id === id);
      return lesson ? { title: lesson.title, text: lesson.description } : null;
    },
  });
}

export function useTip(id: string) {
  return useQuery(tipQuery(useApi(), id));
}
