/**
 * Payloads of the REST API (docs/product.md, "Data"), as the browser sees them: derived from the
 * API's TypeBox schemas through its contract module (`api/src/contracts.ts`). Imported for types
 * only, so no API code reaches a bundle; a field changed in a schema fails the type check here.
 */
import type * as contract from 'api/contracts';

export type Id = string;

export type Role = 'USER' | 'ADMIN';

export type User = contract.User;

/** A paginated list: `{ content, total }`. */
export interface Paged<T> {
  content: T[];
  total: number;
}

/** Every error body; a rate limit adds which limit was hit. */
export type ApiErrorBody = contract.ApiErrorBody;

export type LoginRequest = contract.LoginRequest;
/** A failed login answers an error body, a successful one token and user id. */
export type LoginResponse = Partial<contract.LoginResult> & { error?: string };
export type RegisterRequest = contract.RegisterRequest;

/** The setting that marks the onboarding as done (docs/product.md#constants). */
export const ONBOARDING_COMPLETED_KEY = 'onboarding_completed';

export type Setting = contract.Setting;
/** `position` is the display order; an admin edit re-creates the question at the same position. */
export type OnboardingQuestion = contract.OnboardingQuestion;
/** Without `position` a new question goes to the end. */
export type NewOnboardingQuestion = contract.NewOnboardingQuestion;
export type CreatedResponse = contract.CreatedResponse;
export type ProfileJob = contract.ProfileJob;
export type Profile = contract.Profile;
export type Job = contract.Job;
export type Course = contract.Course;
/** A company; its own page (`GET /companies/{id}`) also lists its jobs and courses. */
export type Company = contract.Company & Partial<Pick<contract.CompanyDetails, 'jobs' | 'courses'>>;
/** `POST /companies/create` (admins): every field but `location` required. */
export type NewCompany = contract.NewCompany;
export type CourseListItem = contract.CourseListItem;
/** A job of `GET /jobs`: with `near`, `distanceKm` (one decimal), else null. */
export type JobListItem = contract.JobListItem;
/** A suggestion of `GET /places` for a place input. */
export type Place = contract.Place;
export type PlaceInQuery = contract.PlaceInQuery;
export type DidYouMean = contract.DidYouMean;
export type EntityType = contract.EntityType;
/** A bookmark with the saved item itself; deleting an item removes its bookmarks. */
export type Bookmark = contract.Bookmark;
/** Where an application stands; saved companies stay 'saved'. */
export type BookmarkStatus = contract.BookmarkStatus;
/** `PATCH /bookmarks/{id}`: what is sent changes; a null deadline or '' note removes it. */
export type BookmarkChanges = contract.BookmarkChanges;
/** `POST /bookmarks`: the item to save. */
export type NewBookmark = contract.NewBookmark;
/** `GET /bookmarks/due`: open applications with a deadline in the next `days` days. */
export type DueCount = contract.DueCount;
/** `POST /calendar`: the caller's new secret calendar feed address. */
export type CalendarFeed = contract.CalendarFeed;
/** `GET /calendar`: whether the caller has a feed (its address is shown only once). */
export type CalendarFeedState = contract.CalendarFeedState;
export type Chat = contract.Chat;
/** `GET /chats/unread`: unread messages over all of the caller's chats. */
export type UnreadCount = contract.UnreadCount;
export type Message = contract.Message;
export type ApplicationTip = contract.ApplicationTip;
export type LearningTip = contract.LearningTip;
export type Quote = contract.Quote;
export type RatingResponse = contract.RatingResponse;
export type ProfileFollowing = contract.ProfileFollowing;
export type CompanyFollowing = contract.CompanyFollowing;
export type UploadResponse = contract.UploadResponse;
export type TopEntity = contract.TopEntity;
/** `POST /admin/database/dml`. `/sql` answers the rows as an array. */
export type AdminDmlResponse = contract.AdminDmlResponse;
/** 'Frag unsere KI' (`POST /assistant/ask`): a question with earlier turns, and its answer. */
export type AssistantQuestion = contract.AssistantQuestion;
export type AssistantAnswer = contract.AssistantAnswer;
/** One entry of the admin SQL audit log, and a page of them (`GET /admin/audit`). */
export type AuditOutcome = contract.AuditOutcome;
export type AuditEntry = contract.AuditEntry;
export type AuditPage = contract.AuditPage;
/** A chat report: why (`ReportReason`), as sent (`NewReport`) and as admins read it (`GET /reports`). */
export type ReportReason = contract.ReportReason;
export type NewReport = contract.NewReport;
export type ChatReport = contract.ChatReport;
export type DiscoveredUser = contract.DiscoveredUser;

/**
 * Query keys of the interest profile and of 'Für dich': the onboarding (mf-profile) and the
 * profile's 'Meine Interessen' change what home (mf-discover) shows.
 */
export const interestsQueryKey = ['interests'] as const;
export const recommendationsQueryKey = ['recommendations'] as const;

/**
 * The 'Für dich' cards a phone shows without scrolling (the rail's first and part of its second):
 * their pictures are asked for before home renders, by the page the server sends
 * (`firstPictures`) and by home's prefetch.
 */
export const forYouCardsOnFirstScreen = 2;

/** The six RIASEC interest dimensions, each 0..1 (`GET /interests`). */
export type InterestDimension = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
export type InterestDimensions = contract.InterestDimensions;
export type InterestProfile = contract.InterestProfile;

/** One 'Für dich' suggestion (`GET /recommendations`), its item typed by its kind. */
export type Recommendation = Omit<contract.Recommendation, 'entityType' | 'item'> &
  ({ entityType: 'job'; item: Job } | { entityType: 'course'; item: Course });

export interface Recommendations {
  content: Recommendation[];
  profile: InterestProfile;
}
