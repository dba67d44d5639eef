import type { Company, Course, Job } from '@kompass/shared';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DetailsTarget } from './details-dialog';

// Not needed for the first screen: loaded when the first card is opened. Its name makes the
// service worker precache it (build/offline-chunks.ts), so a card opens offline too.
const DetailsDialog = lazy(
  () => import(/* webpackChunkName: "offline-details-dialog" */ './details-dialog'),
);

export interface DetailsDialogControl {
  openJob: (job: Job) => void;
  openCourse: (course: Course, company: Company | null) => void;
  /** Render this where the page's other content is; it is empty while nothing is open. */
  dialog: ReactNode;
}

/** Opens the details popup of a job or course; one per page region that shows cards. */
export function useDetailsDialog(): DetailsDialogControl {
  const [target, setTarget] = useState<DetailsTarget | null>(null);
  const openJob = useCallback((job: Job) => setTarget({ type: 'job', job }), []);
  const openCourse = useCallback(
    (course: Course, company: Company | null) => setTarget({ type: 'course', course, company }),
    [],
  );
  const dialog = useMemo(
    () =>
      target && (
        <Suspense fallback={null}>
          <DetailsDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ),
    [target],
  );
  return { openJob, openCourse, dialog };
}
