/**
 * Every route of the product (spec §2), built by one helper each. Remotes never import each
 * other; to link across them they build URLs here.
 */
export const paths = {
  home: () => '/',
  login: () => '/login',
  onboarding: () => '/onboarding',
  onboardingCompleted: () => '/onboarding-completed',
  profile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  chats: () => '/chats',
  chat: (chatId: string) => `/chats/${encodeURIComponent(chatId)}`,
  bookmarks: () => '/bookmarks',
  search: () => '/search',
  company: (id: string) => `/company/${encodeURIComponent(id)}`,
  admin: () => '/admin',
  adminApplicationTips: () => '/admin/tips/applications',
  adminLearningTips: () => '/admin/tips/learning',
  adminQuotes: () => '/admin/quotes',
  adminUsers: () => '/admin/users',
  adminOnboarding: () => '/admin/onboarding',
  adminCompanies: () => '/admin/companies',
} as const;

/** Route patterns for the router (exact matches, spec §2). */
export const routePatterns = {
  home: '/',
  login: '/login',
  onboarding: '/onboarding',
  onboardingCompleted: '/onboarding-completed',
  profile: '/profile/:userId',
  chats: '/chats',
  chat: '/chats/:chatId',
  bookmarks: '/bookmarks',
  search: '/search',
  company: '/company/:id',
  admin: '/admin/*',
} as const;
