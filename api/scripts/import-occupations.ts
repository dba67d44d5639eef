/**
 * `npm run import:occupations -w api`: brings the occupation catalogue of the configured
 * database (DATABASE_URL, else the embedded one under DATA_DIR) up to the data files in
 * `api/src/resources/occupations/data/` and prints how many occupations it holds. The API does
 * the same at every start; this runs it on demand, also when the files have not changed.
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildCatalogue, readCatalogueFiles } from '../src/resources/occupations/catalogue.ts';
import { loadOccupations } from '../src/resources/occupations/load.ts';

const config = loadConfig();
const db = await openDatabase({
  url: config.databaseUrl,
  poolSize: 1,
  pgliteDir: config.pgliteDir,
  durable: config.pgliteFsync,
});
try {
  await migrate(db);
  const files = await readCatalogueFiles();
  const catalogue = buildCatalogue(files);
  const bibb = catalogue.filter((entry) => entry.bibb).length;
  const { count } = await loadOccupations(db, { force: true, files });
  console.log(
    `${catalogue.length} occupations in the data files: ${bibb} from BIBB's list (specialisations folded in), ${catalogue.length - bibb} school-based trainings and study fields; ${count} in the database.`,
  );
} finally {
  await db.close();
}
