/**
 * The folder of the API's resources: one folder each, `resources/<resource>/`, with its routes
 * (`routes.ts`: signed-in users; `public.ts`: anyone), its repository (`*-repository.ts`) and
 * services (`*-service.ts`). Both are found by file name (`plugins/app/repositories.ts`,
 * `api.ts`): adding a resource edits no list.
 */
export const resourcesDir = import.meta.dirname;
