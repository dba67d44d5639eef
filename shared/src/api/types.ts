/**
 * Payloads of the REST API (docs/product.md, "Data"), as the browser sees them: the contracts'
 * types, derived from the API's schemas (`@kompass/contracts/types`). Types only, so no schema
 * reaches a bundle.
 */
export type * from '@kompass/contracts/types';

import { interestsRead, recommendationsRead } from '@kompass/contracts/reads';

export { forYouCardsOnFirstScreen } from '@kompass/contracts/reads';

/** The setting that marks the onboarding as done (docs/product.md#constants). */
export const ONBOARDING_COMPLETED_KEY = 'onboarding_completed';

/**
 * Query keys of the interest profile and of 'Für dich': the onboarding (mf-profile) and the
 * profile's 'Meine Interessen' change what home (mf-discover) shows.
 */
export const interestsQueryKey = interestsRead.key;
export const recommendationsQueryKey = recommendationsRead.key;
