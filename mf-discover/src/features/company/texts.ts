// German texts of the company feature; the shared ones and home's are in src/texts.ts.

/** `/company/{id}` (docs/product.md#company). */
export const companyTexts = {
  followers: (count: number) => (count === 1 ? '1 Follower' : `${count} Follower`),
  follow: 'Folgen',
  unfollow: 'Entfolgen',
  contact: 'Kontakt aufnehmen',
  contactTitle: 'Kontakt',
  contactEmpty: 'Es sind keine Kontaktdaten hinterlegt.',
  website: 'Website aufrufen',
  websiteFrameTitle: (name: string) => `Website von ${name}`,
  openInBrowser: 'Im Browser öffnen',
  websiteHint: 'Wird die Seite nicht angezeigt? Manche Websites lassen sich nur im Browser öffnen.',
  about: 'Über uns',
  jobs: 'Jobs',
  jobsEmpty: 'Aktuell keine offenen Jobs.',
  courses: 'Studiengänge',
  coursesEmpty: 'Keine Studiengänge.',
  notFound: 'Dieses Unternehmen konnte nicht gefunden werden.',
  loadFailed: 'Das Unternehmen konnte nicht geladen werden.',
  loading: 'Das Unternehmen wird geladen …',
} as const;
