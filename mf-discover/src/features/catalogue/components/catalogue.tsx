import { DeferredUntilIdle } from '../../../components/deferred-until-idle';
import { LoadingState, Sheet } from '@kompass/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { homeTexts } from '../../../texts';
import type { CategoryId } from '../categories';
import { CompaniesRail, CoursesRail } from './catalogue-rails';
import { CategoryTiles } from './category-tiles';

// Not needed for the first screen: the list and its search load when a sheet opens. The sheet
// itself opens at once (shared, already loaded) and keeps the focus while its content arrives.
const CategorySheetContent = lazy(() => import('./category-sheet-content'));

/**
 * Home's catalogue: the four category tiles, then `firstRail` (the page's 'Für dich') and rails
 * of companies and courses. A tile or a rail's "Alle anzeigen" opens the category's sheet;
 * closing it returns the focus there (the shared Sheet restores it).
 */
export function Catalogue({ firstRail }: { firstRail?: ReactNode }) {
  const [openCategory, setOpenCategory] = useState<CategoryId | null>(null);
  const details = useDetailsDialog();
  return (
    <>
      <CategoryTiles onOpen={setOpenCategory} />
      {firstRail}
      {/* Below the first screen on a phone: mounted once the first one has been painted. */}
      <DeferredUntilIdle>
        <CompaniesRail onShowAll={() => setOpenCategory('companies')} />
        <CoursesRail onShowAll={() => setOpenCategory('courses')} onOpen={details.openCourse} />
      </DeferredUntilIdle>
      {openCategory && (
        <Sheet
          key={openCategory}
          title={homeTexts.categories[openCategory]}
          onClose={() => setOpenCategory(null)}
        >
          <Suspense fallback={<LoadingState />}>
            <CategorySheetContent category={openCategory} />
          </Suspense>
        </Sheet>
      )}
      {details.dialog}
    </>
  );
}
