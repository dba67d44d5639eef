/**
 * The app manifest: the one list of the product's apps and of its routes. The build, the API,
 * lint, the test runner, the dev harnesses, the admin menu and the shell all read it.
 *
 * It is plain data with no imports, so it is safe in every bundle: it names no URL (each
 * deployment says where remotes live, in /app-config.json) and no source file (each remote's
 * rspack config maps its exposes to files; `build/apps.test.ts` keeps both in step).
 */

/** The apps: who they are and where each runs in development. */
export const apps = {
  shell: { devPort: 3000 },
  'mf-discover': { devPort: 3001 },
  'mf-chat': { devPort: 3002 },
  'mf-profile': { devPort: 3003 },
  'mf-admin': { devPort: 3004 },
} as const satisfies Record<string, { devPort: number }>;

export type AppName = keyof typeof apps;
export type RemoteName = Exclude<AppName, 'shell'>;

/**
 * Who may open a route: `signedOut` only without a session (signed-in users are sent home),
 * `public` anyone, signed in or not, `session` any signed-in user (others are sent to the login), `admin` admins only.
 */
export type RouteGuard = 'signedOut' | 'public' | 'session' | 'admin';

/** One row of the route table. */
export interface RouteRow {
  /** What the router matches (exact; a trailing `/*` lets the page route further itself). */
  readonly pattern: string;
  readonly guard: RouteGuard;
  /**
   * The remote and the page it exposes that render the route. Without them the shell renders
   * its own page (the login), or — with `within` — the named route's page routes to it.
   */
  readonly remote?: RemoteName;
  readonly page?: `./${string}`;
  /** Rendered under the tab bar. */
  readonly tabBar?: boolean;
  /**
   * The page's code starts downloading with the first load of its URL (the server's preload
   * hints, the shell's first render). Admin stays lazy: nobody else downloads a byte of it.
   */
  readonly preload?: boolean;
  /** A page inside another route's page (its relative routes), e.g. the admin areas. */
  readonly within?: string;
  /** A tile of the admin menu, in the order of this table. */
  readonly adminMenu?: boolean;
}

/**
 * Every route of the product (docs/product.md, "Screens"), one row each. Adding a page is one
 * row here, the exposed file in the remote's `rspack.config.ts` and the page itself; the shell's
 * route table, the server's preload hints, the remote's dev harness and `paths` follow from it.
 */
// One row a line, so the table reads as a table.
// prettier-ignore
export const routes = {
  login: { pattern: '/login', guard: 'signedOut' },
  about: { pattern: '/about', guard: 'public' },
  onboarding: { pattern: '/onboarding', guard: 'session', remote: 'mf-profile', page: './Onboarding', preload: true },
  onboardingCompleted: { pattern: '/onboarding-completed', guard: 'session', remote: 'mf-profile', page: './OnboardingCompleted', preload: true },
  home: { pattern: '/', guard: 'session', remote: 'mf-discover', page: './Home', tabBar: true, preload: true },
  search: { pattern: '/search', guard: 'session', remote: 'mf-discover', page: './Search', tabBar: true, preload: true },
  assistant: { pattern: '/assistant', guard: 'session', remote: 'mf-discover', page: './Assistant', tabBar: true, preload: true },
  company: { pattern: '/company/:id', guard: 'session', remote: 'mf-discover', page: './Company', tabBar: true, preload: true },
  occupation: { pattern: '/occupations/:id', guard: 'session', remote: 'mf-discover', page: './Occupation', tabBar: true, preload: true },
  bookmarks: { pattern: '/bookmarks', guard: 'session', remote: 'mf-discover', page: './Bookmarks', tabBar: true, preload: true },
  profile: { pattern: '/profile/:userId', guard: 'session', remote: 'mf-profile', page: './Profile', tabBar: true, preload: true },
  chats: { pattern: '/chats', guard: 'session', remote: 'mf-chat', page: './Chats', tabBar: true, preload: true },
  chat: { pattern: '/chats/:chatId', guard: 'session', remote: 'mf-chat', page: './Chat', tabBar: true, preload: true },
  admin: { pattern: '/admin/*', guard: 'admin', remote: 'mf-admin', page: './AdminApp', tabBar: true },
  adminApplicationTips: { pattern: '/admin/tips/applications', guard: 'admin', within: 'admin', adminMenu: true },
  adminLearningTips: { pattern: '/admin/tips/learning', guard: 'admin', within: 'admin', adminMenu: true },
  adminQuotes: { pattern: '/admin/quotes', guard: 'admin', within: 'admin', adminMenu: true },
  adminUsers: { pattern: '/admin/users', guard: 'admin', within: 'admin', adminMenu: true },
  adminOnboarding: { pattern: '/admin/onboarding', guard: 'admin', within: 'admin', adminMenu: true },
  adminCompanies: { pattern: '/admin/companies', guard: 'admin', within: 'admin', adminMenu: true },
  adminOccupations: { pattern: '/admin/occupations', guard: 'admin', within: 'admin', adminMenu: true },
  adminCompany: { pattern: '/admin/companies/:companyId', guard: 'admin', within: 'admin' },
  adminAudit: { pattern: '/admin/audit', guard: 'admin', within: 'admin', adminMenu: true },
  adminReports: { pattern: '/admin/reports', guard: 'admin', within: 'admin', adminMenu: true },
} as const satisfies Record<string, RouteRow>;

export type RouteName = keyof typeof routes;
type Rows = (typeof routes)[RouteName];

/** The routes a remote renders as an exposed page. */
export type RemotePageRow = Extract<Rows, { remote: RemoteName; page: string }>;
/** The route names of the admin menu's tiles. */
export type AdminMenuRoute = {
  [K in RouteName]: (typeof routes)[K] extends { adminMenu: true } ? K : never;
}[RouteName];

/** The routes the shell renders itself: no remote, not inside another route's page. */
export type ShellPageRoute = {
  [K in RouteName]: (typeof routes)[K] extends { remote: string } | { within: string } ? never : K;
}[RouteName];

/** What a remote exposes: the pages its rows name. The shell may load nothing else. */
export type ExposedPage<R extends RemoteName> = Extract<RemotePageRow, { remote: R }>['page'];

/** Every route as `[name, row]`, in the order of the table. */
export const routeRows = Object.entries(routes) as [RouteName, RouteRow][];

/** The exposed pages of one remote, in the order of the table. */
export const exposedPages = <R extends RemoteName>(remote: R): ExposedPage<R>[] =>
  routeRows.flatMap(([, row]) =>
    row.remote === remote && row.page ? [row.page as ExposedPage<R>] : [],
  );

/**
 * Whether `pathname` opens `pattern` as the router matches it: `:name` is one segment, a
 * trailing `/*` anything below (or nothing), trailing slashes and letter case do not count.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';
  const segments = trimmed(pattern).split('/');
  const rest = segments.at(-1) === '*';
  if (rest) segments.pop();
  const wanted = trimmed(pathname).split('/');
  const base = segments.length === 1 && segments[0] === '' ? [''] : segments;
  if (rest ? wanted.length < base.length : wanted.length !== base.length) return false;
  return base.every((segment, index) => {
    const actual = wanted[index] ?? '';
    if (segment.startsWith(':')) return actual !== '';
    return segment.toLowerCase() === actual.toLowerCase();
  });
}

/** The route with a remote page that the first load of `pathname` should download, if any. */
export function preloadedPageFor(pathname: string): RemotePageRow | undefined {
  return routeRows
    .map(([, row]) => row)
    .find(
      (row): row is RemotePageRow =>
        row.preload === true && row.remote !== undefined && matchesPattern(row.pattern, pathname),
    );
}

/** The shell's own page (not a remote's) that `pathname` opens, with its row, if any. */
export function shellPageFor(
  pathname: string,
): { name: ShellPageRoute; row: RouteRow } | undefined {
  const found = routeRows.find(
    ([, row]) => !row.remote && !row.within && matchesPattern(row.pattern, pathname),
  );
  return found && { name: found[0] as ShellPageRoute, row: found[1] };
}

/** Every app, the shell first. */
export const appNames = Object.keys(apps) as AppName[];

/** The remotes the shell knows, in the order of the manifest. Each is built and deployed on its own. */
export const remoteNames = appNames.filter((name): name is RemoteName => name !== 'shell');

/** The API's development port (`npm run dev`); production serves everything from one port. */
export const apiDevPort = 3100;

/** The variable that tells the server where a remote lives: mf-chat → REMOTE_URL_MF_CHAT. */
export const remoteUrlVariable = (name: RemoteName) =>
  `REMOTE_URL_${name.toUpperCase().replaceAll('-', '_')}`;

/**
 * The browser storage keys of the session: the shell keeps them, and the page the server sends
 * reads the token from them to start the session check before the code has arrived.
 */
export const sessionStorageKeys = { token: 'token', userId: 'userId' } as const;
