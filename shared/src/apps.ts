/**
 * The one list of the product's apps: who they are, where each runs in development and which
 * pages a remote exposes. The build, the API, lint, the test runner and the shell all read it.
 *
 * It is plain data with no imports, so it is safe in every bundle: it names no URL (each
 * deployment says where remotes live, in /app-config.json) and no source file (each remote's
 * rspack config maps its exposes to files; `build/apps.test.ts` keeps both in step).
 */
export const apps = {
  shell: { devPort: 3000, exposes: [] },
  'mf-discover': {
    devPort: 3001,
    exposes: ['./Home', './Search', './Company', './Bookmarks', './Assistant'],
  },
  'mf-chat': { devPort: 3002, exposes: ['./Chats', './Chat'] },
  'mf-profile': { devPort: 3003, exposes: ['./Profile', './Onboarding', './OnboardingCompleted'] },
  'mf-admin': { devPort: 3004, exposes: ['./AdminApp'] },
} as const satisfies Record<string, { devPort: number; exposes: readonly `./${string}`[] }>;

export type AppName = keyof typeof apps;
export type RemoteName = Exclude<AppName, 'shell'>;

/** Every app, the shell first. */
export const appNames = Object.keys(apps) as AppName[];

/** The remotes the shell knows, in the order of the manifest. Each is built and deployed on its own. */
export const remoteNames = appNames.filter((name): name is RemoteName => name !== 'shell');

/** The API's development port (`npm run dev`); production serves everything from one port. */
export const apiDevPort = 3100;

/** The variable that tells the server where a remote lives: mf-chat → REMOTE_URL_MF_CHAT. */
export const remoteUrlVariable = (name: RemoteName) =>
  `REMOTE_URL_${name.toUpperCase().replaceAll('-', '_')}`;
