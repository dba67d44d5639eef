import type { TileIconName } from '@kompass/shared';

/** The four home tiles (docs/product.md#home), in their order on screen. */
export const categoryIds = ['jobs', 'universities', 'companies', 'courses'] as const;

export type CategoryId = (typeof categoryIds)[number];

/** Decorative: each tile's name and hint say what it is. */
export const categoryIcon: Record<CategoryId, TileIconName> = {
  jobs: 'briefcase',
  universities: 'graduation',
  companies: 'building',
  courses: 'book',
};

/** How long the sheet's search waits after the last key before it asks again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Courses come as one list; the sheet shows them this many at a time, like a server page. */
export const COURSES_PER_STEP = 20;

/** Cards per rail under the tiles. */
export const RAIL_SIZE = 10;
