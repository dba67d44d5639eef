import { Type, type Static } from 'typebox';
import { Company, Course, Job } from './entities.ts';
import { SearchListQuery } from './search-text.ts';

export const CompanyDetails = Type.Object({
  ...Company.properties,
  jobs: Type.Array(Job),
  courses: Type.Array(Course),
});

export const CompanyFollowing = Type.Object({
  following: Type.Boolean(),
  count: Type.Integer({ description: 'Wie viele dem Unternehmen folgen.' }),
});

// Admin company forms: all fields required (docs/product.md#validation). The logo may be empty: the
// app then shows its placeholder image.
export const NewCompany = Type.Object({
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 200 }),
  branch: Type.String({ title: 'Branche', minLength: 1, maxLength: 200 }),
  website: Type.String({ title: 'Website', minLength: 1, maxLength: 500 }),
  contactMethods: Type.String({ title: 'Kontaktmöglichkeiten', minLength: 1, maxLength: 2000 }),
  about: Type.String({ title: 'Über uns', minLength: 1, maxLength: 5000 }),
  image: Type.String({ title: 'Logo', maxLength: 2000 }),
  /** Where the company is (a town or postcode); optional, it places its courses on the map. */
  location: Type.Optional(Type.String({ title: 'Ort', maxLength: 200 })),
});

/**
 * `?kind=university`: universities and colleges only (the home tile „Uni/Hochschule“); the
 * repository knows how to tell them.
 */
export const companyKinds = ['university'] as const;
export type CompanyKind = (typeof companyKinds)[number];

export const CompanyListQuery = Type.Object({
  ...SearchListQuery.properties,
  kind: Type.Optional(
    Type.Unsafe<CompanyKind>({
      type: 'string',
      enum: [...companyKinds],
      title: 'kind',
      errorMessage: '„kind“ kann nur „university“ sein.',
    }),
  ),
});

export type NewCompany = Static<typeof NewCompany>;
