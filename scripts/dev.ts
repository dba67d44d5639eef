/**
 * `npm run dev`: every dev server at once — the API on its dev port and one rspack dev server
 * per app, each remote on its own origin as in a distributed deployment.
 */
import concurrently from 'concurrently';
import {
  apiDevPort,
  appNames,
  apps,
  remoteNames,
  remoteUrlVariable,
} from '@kompass/contracts/apps';

const remoteUrls = Object.fromEntries(
  remoteNames.map((name) => [remoteUrlVariable(name), `http://localhost:${apps[name].devPort}/`]),
);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w api',
      env: { PORT: String(apiDevPort), ...remoteUrls },
    },
    ...appNames.map((app) => ({
      name: app,
      command: `npm run dev -w ${app}`,
    })),
  ],
  { prefixColors: 'auto', killOthersOn: ['failure'] },
);

await result.catch(() => process.exit(1));
