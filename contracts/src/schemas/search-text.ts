import { Type } from 'typebox';
import { PageQuery } from './common.ts';

/** The longest search text accepted (characters); longer queries answer 400. */
export const MAX_SEARCH_LENGTH = 100;

/** A `?search=` / `?name=` parameter: any text up to {@link MAX_SEARCH_LENGTH} characters. */
export function SearchText(title: string) {
  return Type.String({
    title,
    maxLength: MAX_SEARCH_LENGTH,
    errorMessage: {
      maxLength: `Der Suchbegriff darf höchstens ${MAX_SEARCH_LENGTH} Zeichen lang sein.`,
    },
  });
}

/** `?page=&size=&search=` of a searchable content list (jobs, companies). */
export const SearchListQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(SearchText('search')),
});
