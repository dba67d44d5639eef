/** Home's catalogue: category tiles with their sheets, and rails of jobs, companies, courses. */
export { Catalogue } from './components/catalogue';
