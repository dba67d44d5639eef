/**
 * The API reads each page makes first. The page the server sends starts them while the code
 * downloads, and the API client takes their answers instead of asking again
 * (shared/src/api/early-responses.ts), so a page shows its content a round trip sooner.
 *
 * Only the server reads this list (api/src/plugins/app/frontend.ts): it is kept out of the route
 * table, which every first load downloads. `e2e/tests/early-responses.spec.ts` checks that each
 * read crosses the network once, so a list out of step with what its page asks fails there.
 */
import { preloadedPageFor, routes, type RouteName } from './apps.ts';
import {
  bookmarksRead,
  chatsRead,
  companyFollowingRead,
  companyRead,
  dueCountRead,
  followingRead,
  forYouCardsOnFirstScreen,
  interestsRead,
  profileRead,
  ratingRead,
  readUrl,
  recommendationsRead,
  topCardsRead,
  unreadCountRead,
  type Read,
} from './reads.ts';

type AnyRead = Read<unknown, string>;

/**
 * Each page's first reads, the descriptors its code reads with (`reads.ts`); a `:name` of a read
 * is filled from the URL's segment of the route's `:name`.
 */
// prettier-ignore
export const firstReads: Partial<Record<RouteName, readonly AnyRead[]>> = {
  home: [recommendationsRead, bookmarksRead],
  search: [topCardsRead],
  company: [companyRead, companyFollowingRead, bookmarksRead],
  bookmarks: [bookmarksRead],
  profile: [profileRead, ratingRead, followingRead],
  chats: [chatsRead],
};

/** What a profile page also reads when it is the signed-in user's own: their interest profile. */
export const ownProfileReads: readonly string[] = [readUrl(interestsRead)];

/** What the tab bar reads on every page it is shown on: the badges of Chats and Merkliste. */
const tabBarReads: readonly AnyRead[] = [unreadCountRead, dueCountRead];

/** What may stand for a `:name` of a first read: ids and usernames, nothing to escape. */
const plainSegment = /^[A-Za-z0-9_-]{1,100}$/;

/** The page the first load of `pathname` opens, with its `:name`s from the URL. */
function openedPage(pathname: string) {
  const row = preloadedPageFor(pathname);
  if (!row) return undefined;
  const name = (Object.keys(routes) as RouteName[]).find((candidate) => routes[candidate] === row);
  if (!name) return undefined;
  const names = row.pattern.split('/');
  const values = (pathname.replace(/\/+$/, '') || '/').split('/');
  const params = new Map<string, string>();
  names.forEach((segment, index) => {
    if (segment.startsWith(':')) params.set(segment.slice(1), values[index] ?? '');
  });
  // Anything but plain ids: none (the page will ask, and be told).
  if ([...params.values()].some((value) => !plainSegment.test(value))) return undefined;
  const fill = (read: AnyRead) => readUrl(read, Object.fromEntries(params));
  return { name, row, params, fill };
}

/**
 * The first reads of the page that the first load of `pathname` opens, their `:name`s filled
 * from the URL, then (for `ownUserId`'s own profile) `ownProfileReads`, then the tab bar's. None
 * when a value is anything but a plain id (the page will ask, and be told).
 */
export function firstReadsFor(pathname: string, ownUserId?: string): string[] {
  const page = openedPage(pathname);
  if (!page) return [];
  const pageReads = (firstReads[page.name] ?? []).map(page.fill);
  const own =
    page.name === 'profile' && page.params.get('userId') === ownUserId ? ownProfileReads : [];
  const tabBar = 'tabBar' in page.row && page.row.tabBar ? tabBarReads.map(page.fill) : [];
  return [...pageReads, ...own, ...tabBar];
}

/**
 * The first reads of `pathname`'s page that take the place the user last chose (`takesPlace`):
 * the page the server sends adds the place its browser keeps (`lastPlaceStorageKey`) to them.
 */
export function placeReadsFor(pathname: string): string[] {
  const page = openedPage(pathname);
  if (!page) return [];
  return (firstReads[page.name] ?? []).filter((read) => read.takesPlace).map(page.fill);
}

/**
 * Pictures a page's first screen shows from one of its first reads. The page the server sends
 * asks for them as soon as that read has answered, while the code is still on its way; on a
 * phone that is about half a second before the page could render and ask. `path` leads through
 * the answer to a picture's object name; `'*'` stands for the first `count` elements of a list.
 */
export interface FirstPictures {
  /** One of the page's first reads, as it crosses the network. */
  read: string;
  path: readonly string[];
  count: number;
}

const firstPictures: Partial<Record<RouteName, Omit<FirstPictures, 'read'> & { read: AnyRead }>> = {
  home: {
    read: recommendationsRead,
    path: ['content', '*', 'item', 'imageUrl'],
    count: forYouCardsOnFirstScreen,
  },
};

/** The first pictures of the page the first load of `pathname` opens, its read filled in. */
export function firstPicturesFor(pathname: string): FirstPictures | undefined {
  const page = openedPage(pathname);
  const pictures = page && firstPictures[page.name];
  return pictures && { ...pictures, read: page.fill(pictures.read) };
}

/**
 * The user id of the profile `pathname` opens, when its first reads are named: the page the
 * server sends adds `ownProfileReads` if it is the id the browser has stored for its session.
 */
export function profileIdOf(pathname: string): string | undefined {
  if (preloadedPageFor(pathname) !== routes.profile) return undefined;
  const userId = (pathname.replace(/\/+$/, '') || '/').split('/')[2] ?? '';
  return plainSegment.test(userId) ? userId : undefined;
}
