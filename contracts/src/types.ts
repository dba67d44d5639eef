/**
 * The payloads of the REST API (docs/product.md, "Data"), derived from the TypeBox schemas the
 * API validates and answers with (`schemas/`). The browser takes them from here (through
 * `@kompass/shared`) for their types only, so no schema reaches a bundle, and a changed field in
 * a schema fails the browser's type check.
 */
import type { Static } from 'typebox';
import type * as adminAudit from './schemas/admin-audit.ts';
import type * as admin from './schemas/admin.ts';
import type * as assistant from './schemas/assistant.ts';
import type * as auth from './schemas/auth.ts';
import type * as bookmarks from './schemas/bookmarks.ts';
import type * as calendar from './schemas/calendar.ts';
import type * as chats from './schemas/chats.ts';
import type * as common from './schemas/common.ts';
import type * as companies from './schemas/companies.ts';
import type * as courses from './schemas/courses.ts';
import type * as entities from './schemas/entities.ts';
import type * as files from './schemas/files.ts';
import type * as hints from './schemas/hints.ts';
import type * as interests from './schemas/interests.ts';
import type * as jobs from './schemas/jobs.ts';
import type * as occupations from './schemas/occupations.ts';
import type * as occupationRecommendations from './schemas/occupation-recommendations.ts';
import type * as onboarding from './schemas/onboarding.ts';
import type * as places from './schemas/places.ts';
import type * as profiles from './schemas/profiles.ts';
import type * as push from './schemas/push.ts';
import type * as reports from './schemas/reports.ts';
import type * as search from './schemas/search.ts';
import type * as settings from './schemas/settings.ts';

export type Id = string;

export type Role = 'USER' | 'ADMIN';

export type User = Static<typeof auth.User>;

/** A paginated list: `{ content, total }`. */
export interface Paged<T> {
  content: T[];
  total: number;
}

/** Every error body; a rate limit adds which limit was hit. */
export type ApiErrorBody = Static<typeof common.ErrorResponse>;

export type LoginRequest = Static<typeof auth.LoginBody>;
export type LoginResult = Static<typeof auth.LoginResult>;
/** A failed login answers an error body, a successful one token and user id. */
export type LoginResponse = Partial<LoginResult> & { error?: string };
export type RegisterRequest = Static<typeof auth.RegisterBody>;

export type Setting = Static<typeof settings.Setting>;
export type PushSubscriptionRequest = Static<typeof push.SaveSubscription>;
export type PushSubscriptionSaved = Static<typeof push.SubscriptionSaved>;
export type PushKey = Static<typeof push.PushKey>;
export type PushKindName = push.PushKindName;
/** `position` is the display order; an admin edit re-creates the question at the same position. */
export type OnboardingQuestion = Static<typeof onboarding.Question>;
/** Without `position` a new question goes to the end. */
export type NewOnboardingQuestion = Static<typeof onboarding.NewQuestion>;
export type CreatedResponse = Static<typeof common.Created>;
export type ProfileJob = Static<typeof entities.JobDetails>;
export type Profile = Static<typeof profiles.Profile>;
export type Job = Static<typeof entities.Job>;
export type Course = Static<typeof entities.Course>;
export type CompanyDetails = Static<typeof companies.CompanyDetails>;
/** A company; its own page (`GET /companies/{id}`) also lists its jobs and courses. */
export type Company = Static<typeof entities.Company> &
  Partial<Pick<CompanyDetails, 'jobs' | 'courses'>>;
/** `POST /companies/create` (admins): every field but `location` required. */
export type NewCompany = companies.NewCompany;
export type CourseListItem = Static<typeof courses.CourseListItem>;
/** A job of `GET /jobs`: with `near`, `distanceKm` (one decimal), else null. */
export type JobListItem = Static<typeof jobs.JobListItem>;
/** A suggestion of `GET /places` for a place input. */
export type Place = Static<typeof places.Place>;
export type PlaceInQuery = Static<typeof places.PlaceInQuery>;
export type DidYouMean = Static<typeof search.DidYouMean>;
export type EntityType = entities.EntityType;
/** What can be on the Merkliste: `EntityType` and 'occupation'. */
export type BookmarkEntityType = bookmarks.BookmarkEntityType;
/** An occupation of the catalogue as lists, search and bookmarks show it. */
export type OccupationSummary = Static<typeof occupations.OccupationSummary>;
/** `GET /occupations/{id}`: the whole occupation with pay, related ones and Kompass's listings. */
export type OccupationDetail = Static<typeof occupations.OccupationDetail>;
export type OccupationPage = Static<typeof occupations.OccupationPage>;
export type OccupationKind = occupations.OccupationKind;
export type OccupationArea = occupations.OccupationArea;
/** `GET /recommendations/occupations`: 'Für dich' by occupation, with listings near a place. */
export type OccupationRecommendations = Static<
  typeof occupationRecommendations.OccupationRecommendations
>;
export type OccupationRecommendation = Static<
  typeof occupationRecommendations.OccupationRecommendation
>;
/** `POST /admin/occupations`, `PUT /admin/occupations/{id}` (admins). */
export type NewOccupation = Static<typeof occupations.NewOccupation>;
/** A bookmark with the saved item itself; deleting an item removes its bookmarks. */
export type Bookmark = Static<typeof bookmarks.Bookmark>;
/** Where an application stands; saved companies stay 'saved'. */
export type BookmarkStatus = bookmarks.BookmarkStatus;
/** `PATCH /bookmarks/{id}`: what is sent changes; a null deadline or '' note removes it. */
export type BookmarkChanges = Static<typeof bookmarks.BookmarkChanges>;
/** `POST /bookmarks`: the item to save. */
export type NewBookmark = Static<typeof bookmarks.NewBookmark>;
/** `GET /bookmarks/due`: open applications with a deadline in the next `days` days. */
export type DueCount = Static<typeof bookmarks.DueCount>;
/** `POST /calendar`: the caller's new secret calendar feed address. */
export type CalendarFeed = Static<typeof calendar.CalendarFeed>;
/** `GET /calendar`: whether the caller has a feed (its address is shown only once). */
export type CalendarFeedState = Static<typeof calendar.CalendarFeedState>;
export type Chat = Static<typeof chats.ChatSummary>;
/** `GET /chats/unread`: unread messages over all of the caller's chats. */
export type UnreadCount = Static<typeof chats.UnreadCount>;
export type Message = Static<typeof chats.Message>;
export type ApplicationTip = Static<typeof hints.ApplicationTip>;
export type LearningTip = Static<typeof hints.LearningTip>;
/** `GET /hints/all`: home's three lists of tips and quotes in one read. */
export type AllHints = Static<typeof hints.AllHints>;
export type Quote = Static<typeof hints.Quote>;
export type RatingResponse = Static<typeof profiles.Rating>;
export type ProfileFollowing = Static<typeof profiles.ProfileFollowing>;
export type CompanyFollowing = Static<typeof companies.CompanyFollowing>;
export type UploadResponse = Static<typeof files.UploadedFile>;
export type TopEntity = Static<typeof search.TopEntry>;
/** A ranked item with what its card shows (`GET /search/entities/top/cards`). */
export type TopCard = Static<typeof search.TopCard>;
export type TopCards = Static<typeof search.TopCards>;
/** `POST /admin/database/dml`. `/sql` answers the rows as an array. */
export type AdminDmlResponse = Static<typeof admin.DmlResult>;
/** One entry of the admin SQL audit log, and a page of them (`GET /admin/audit`). */
export type AuditOutcome = adminAudit.AuditOutcome;
export type AuditEntry = adminAudit.AuditEntry;
export type AuditPage = adminAudit.AuditPage;
/** A chat report: why (`ReportReason`), as sent (`NewReport`) and as admins read it (`GET /reports`). */
export type ReportReason = reports.ReportReason;
export type NewReport = reports.NewReport;
export type ChatReport = reports.Report;
export type DiscoveredUser = Static<typeof search.DiscoveredUser>;
/** 'Frag unsere KI' (`POST /assistant/ask`): a question with earlier turns, and its answer. */
export type AssistantQuestion = assistant.AskBody;
export type AssistantAnswer = Static<typeof assistant.AskAnswer>;

/** The six RIASEC interest dimensions, each 0..1 (`GET /interests`). */
export type InterestDimension = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
export type InterestDimensions = Static<typeof interests.InterestDimensions>;
export type InterestProfile = Static<typeof interests.InterestProfile>;

/** One 'Für dich' suggestion (`GET /recommendations`), its item typed by its kind. */
export type Recommendation = Omit<Static<typeof interests.Recommendation>, 'entityType' | 'item'> &
  ({ entityType: 'job'; item: Job } | { entityType: 'course'; item: Course });

/** `GET /recommendations`: home's 'Für dich', occupations first, then listings. */
export interface Recommendations {
  occupations: OccupationRecommendation[];
  /** The place the occupations' counts are for (`near`), as given; null without one. */
  near: string | null;
  content: Recommendation[];
  profile: InterestProfile;
}
