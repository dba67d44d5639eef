/**
 * `@kompass/shared/reads`: the read descriptors only some pages use (a chat list, a profile, a
 * company, the search's top cards), bundled by the remotes whose pages read them instead of the
 * shell's first load. Plain data: a copy per app reads the same URL under the same query key.
 */
export {
  chatsRead,
  companyFollowingRead,
  followingRead,
  interestsRead,
  profileRead,
  ratingRead,
  topCardsRead,
} from '@kompass/contracts/reads';
