/** German texts of mf-discover. Spec-quoted strings appear exactly as written. */
export const discoverTexts = {
  tagline: 'Was kommt als Nächstes?',
  admin: 'Admin',
  searchTitle: 'Suche',
  companyTitle: 'Unternehmen',
  bookmarksTitle: 'Meine Sammlung auf einen Blick',
} as const;
