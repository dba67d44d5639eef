/**
 * The API's reads that more than one place names: a page's code, the first reads the server
 * starts before that code has arrived (`first-reads.ts`), a badge's key that another app's
 * change refreshes. Each is described once here: its path, its query, the key of its cache and,
 * for a list read whole, the page size it is asked in. `@kompass/shared` builds the request and
 * the query options from a descriptor, so a page and its first read cannot drift apart.
 *
 * Plain data and a few small functions: each descriptor is its own export, so a bundle carries
 * only those it uses, and the answer types vanish at build time.
 */
import type {
  Bookmark,
  Chat,
  CompanyDetails,
  CompanyFollowing,
  DueCount,
  InterestProfile,
  OccupationDetail,
  Profile,
  ProfileFollowing,
  RatingResponse,
  Recommendations,
  TopCards,
  UnreadCount,
} from './types.ts';

/** A value of a path, query or key: `:name` stands for the parameter `name`. */
type Part = string | number;

/** One read. `Answer` is what it answers (for a paged list read whole, all of its items). */
export interface Read<Answer, Params extends string = never> {
  /** Under the API base, without a leading slash; `:name` is filled (escaped) from the parameters. */
  readonly path: string;
  /** The query, in the order it is sent. */
  readonly query?: Readonly<Record<string, Part>>;
  /** The key of its cache; a key below another (`['chats', 'unread']`) is refreshed with it. */
  readonly key: readonly Part[];
  /** A paged list (`{ content, total }`) read whole, a page of this size at a time from page 0. */
  readonly pageSize?: number;
  /**
   * Takes the place the user last chose (`lastPlaceStorageKey`) as `near` and `radiusKm` when
   * one is stored: the early read started by the server's page adds it as the page does.
   */
  readonly takesPlace?: true;
  /** Types only: never set. */
  readonly answer?: Answer;
  readonly params?: Params;
}

/** The parameters a read needs, by name. */
export type ParamsOf<R> = R extends Read<unknown, infer Params> ? Record<Params, string> : never;
/** What a read answers. */
export type AnswerOf<R> = R extends Read<infer Answer, string> ? Answer : never;

const fill = (part: Part, params: Readonly<Record<string, string>>, escape: boolean): Part =>
  typeof part === 'number'
    ? part
    : part.replace(/:([A-Za-z]+)/g, (placeholder, name: string) => {
        const value = params[name];
        if (value === undefined) return placeholder;
        return escape ? encodeURIComponent(value) : value;
      });

/** The read's path with its parameters filled in. */
export function readPath(read: Read<unknown, string>, params: Record<string, string> = {}): string {
  return String(fill(read.path, params, true));
}

/** The read's query with its parameters filled in (a paged read: its first page). */
export function readQuery(
  read: Read<unknown, string>,
  params: Record<string, string> = {},
): Record<string, Part> {
  const query = Object.fromEntries(
    Object.entries(read.query ?? {}).map(([name, value]) => [name, fill(value, params, false)]),
  );
  return read.pageSize === undefined ? query : { ...query, page: 0, size: read.pageSize };
}

/** The read's request as it crosses the network, under the API base: `path?query`. */
export function readUrl(read: Read<unknown, string>, params: Record<string, string> = {}): string {
  // As the API client sends it; the values here are ids and numbers, nothing with spaces.
  const query = Object.entries(readQuery(read, params))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query === '' ? readPath(read, params) : `${readPath(read, params)}?${query}`;
}

/** The key of the read's cache with its parameters filled in. */
export function readKey(read: Read<unknown, string>, params: Record<string, string> = {}): Part[] {
  return read.key.map((part) => fill(part, params, false));
}

/**
 * The 'Für dich' cards a phone shows without scrolling (the rail's first and part of its second):
 * their pictures are asked for before home renders, by the page the server sends
 * (`first-reads.ts`) and by home's prefetch.
 */
export const forYouCardsOnFirstScreen = 2;

/**
 * Where the browser keeps the place the user last chose (in search, or on home's 'Berufe für
 * dich'), as `near=…&radiusKm=…`. Only there: the server is told it per read and keeps nothing.
 */
export const lastPlaceStorageKey = 'lastPlace';

/** A place and a radius around it, as the API's `near` and `radiusKm` take them. */
export interface PlaceQuery {
  near: string;
  radiusKm: number;
}

/** The radius when none is stored; the API accepts 5–200 km. */
export const defaultPlaceRadiusKm = 25;

/**
 * The place kept under `lastPlaceStorageKey`, or undefined when none (or nothing readable) is
 * kept. A radius the API would refuse falls back to the default.
 */
export function placeQueryOf(stored: string | null | undefined): PlaceQuery | undefined {
  if (!stored) return undefined;
  const values = new Map<string, string>();
  for (const pair of stored.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    try {
      values.set(name, decodeURIComponent(value.replace(/\+/g, ' ')));
    } catch {
      return undefined;
    }
  }
  const near = values.get('near')?.trim();
  if (!near || near.length > 100) return undefined;
  const radiusKm = Number(values.get('radiusKm'));
  return {
    near,
    radiusKm:
      Number.isInteger(radiusKm) && radiusKm >= 5 && radiusKm <= 200
        ? radiusKm
        : defaultPlaceRadiusKm,
  };
}

/** What `lastPlaceStorageKey` keeps for `place`: the query the reads add, as it is sent. */
export function storedPlaceOf(place: PlaceQuery): string {
  return `near=${encodeURIComponent(place.near)}&radiusKm=${place.radiusKm}`;
}

/**
 * 'Für dich' on home, both rails: the top ten occupations and the top ten listings (where the
 * diversity rules apply), and the profile.
 */
export const recommendationsRead: Read<Recommendations> = {
  path: 'recommendations',
  query: { limit: 10 },
  key: ['recommendations'],
  takesPlace: true,
};

/** The caller's own interest profile. */
export const interestsRead: Read<InterestProfile> = { path: 'interests', key: ['interests'] };

/** The caller's bookmarks, every page: newest first, each with its item. */
export const bookmarksRead: Read<Bookmark[]> = {
  path: 'bookmarks',
  pageSize: 100,
  key: ['bookmarks'],
};

/** The Merkliste badge: below `bookmarks`, so a bookmark saved or changed anywhere refreshes it. */
export const dueCountRead: Read<DueCount> = { path: 'bookmarks/due', key: ['bookmarks', 'due'] };

/** The caller's chats, newest first, each with its unread count. */
export const chatsRead: Read<Chat[]> = { path: 'chats', key: ['chats'] };

/** The Chats badge: below `chats`, so whatever refreshes the chat list refreshes it. */
export const unreadCountRead: Read<UnreadCount> = {
  path: 'chats/unread',
  key: ['chats', 'unread'],
};

/**
 * The search page's three ranked regions in one read, each item with its card (views of the last
 * 30 days): 'Meistgesucht' (jobs, companies and courses mixed, 6), 'Beliebte Berufe' (3 jobs) and
 * 'Top-Unternehmen' (8 companies).
 */
export const topCardsRead: Read<TopCards> = {
  path: 'search/entities/top/cards',
  query: { all: 6, job: 3, company: 8 },
  key: ['search', 'top', 'cards'],
};

/** A company's page: the company with its jobs and courses (each call counts as a view). */
export const companyRead: Read<CompanyDetails, 'id'> = {
  path: 'companies/:id',
  key: ['companies', 'detail', ':id'],
};

/** Whether the caller follows a company. */
export const companyFollowingRead: Read<CompanyFollowing, 'id'> = {
  path: 'companies/:id/following',
  key: ['companies', 'following', ':id'],
};

/** A user's profile, found by the user id (the answer is a page of profiles). */
export const profileRead: Read<{ content: Profile[]; total: number }, 'userId'> = {
  path: 'profiles',
  query: { search: ':userId' },
  key: ['profiles', 'user', ':userId'],
};

/** A user's rating: the average with one decimal (null when unrated) and how many rated. */
export const ratingRead: Read<RatingResponse, 'userId'> = {
  path: 'profiles/:userId/rating',
  key: ['profiles', 'user', ':userId', 'rating'],
};

/** How many follow a user, and whether the caller does. */
export const followingRead: Read<ProfileFollowing, 'userId'> = {
  path: 'profiles/:userId/following',
  key: ['profiles', 'user', ':userId', 'following'],
};

/** An occupation's page (the place of `near` narrows and orders its listings). */
export const occupationRead: Read<OccupationDetail, 'id'> = {
  path: 'occupations/:id',
  key: ['occupations', 'detail', ':id'],
};
