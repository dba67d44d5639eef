/**
 * The API's contract for the browser: the payload types of its routes, derived from the TypeBox
 * schemas the routes validate and answer with (`schemas/`). The browser imports this module for
 * its types only (`@kompass/shared`'s `api/types.ts`), so no API code reaches a bundle, and a
 * changed field in a schema fails the browser's type check.
 */
import type { Static } from 'typebox';
import type * as adminAudit from './schemas/admin-audit.ts';
import type * as admin from './schemas/admin.ts';
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
import type * as onboarding from './schemas/onboarding.ts';
import type * as places from './schemas/places.ts';
import type * as profiles from './schemas/profiles.ts';
import type * as reports from './schemas/reports.ts';
import type * as search from './schemas/search.ts';
import type * as settings from './schemas/settings.ts';

export type User = Static<typeof auth.User>;
export type LoginRequest = Static<typeof auth.LoginBody>;
export type LoginResult = Static<typeof auth.LoginResult>;
export type RegisterRequest = Static<typeof auth.RegisterBody>;
export type ApiErrorBody = Static<typeof common.ErrorResponse>;
export type CreatedResponse = Static<typeof common.Created>;
export type Setting = Static<typeof settings.Setting>;
export type OnboardingQuestion = Static<typeof onboarding.Question>;
export type NewOnboardingQuestion = Static<typeof onboarding.NewQuestion>;
export type ProfileJob = Static<typeof entities.JobDetails>;
export type Profile = Static<typeof profiles.Profile>;
export type Job = Static<typeof entities.Job>;
export type Course = Static<typeof entities.Course>;
export type Company = Static<typeof entities.Company>;
export type CompanyDetails = Static<typeof companies.CompanyDetails>;
export type NewCompany = companies.NewCompany;
export type CourseListItem = Static<typeof courses.CourseListItem>;
export type JobListItem = Static<typeof jobs.JobListItem>;
export type Place = Static<typeof places.Place>;
export type EntityType = entities.EntityType;
export type Bookmark = Static<typeof bookmarks.Bookmark>;
export type BookmarkStatus = bookmarks.BookmarkStatus;
export type BookmarkChanges = Static<typeof bookmarks.BookmarkChanges>;
export type NewBookmark = Static<typeof bookmarks.NewBookmark>;
export type DueCount = Static<typeof bookmarks.DueCount>;
export type CalendarFeed = Static<typeof calendar.CalendarFeed>;
export type CalendarFeedState = Static<typeof calendar.CalendarFeedState>;
export type Chat = Static<typeof chats.ChatSummary>;
export type UnreadCount = Static<typeof chats.UnreadCount>;
export type Message = Static<typeof chats.Message>;
export type ApplicationTip = Static<typeof hints.ApplicationTip>;
export type LearningTip = Static<typeof hints.LearningTip>;
export type Quote = Static<typeof hints.Quote>;
export type RatingResponse = Static<typeof profiles.Rating>;
export type ProfileFollowing = Static<typeof profiles.ProfileFollowing>;
export type CompanyFollowing = Static<typeof companies.CompanyFollowing>;
export type UploadResponse = Static<typeof files.UploadedFile>;
export type TopEntity = Static<typeof search.TopEntry>;
export type AdminDmlResponse = Static<typeof admin.DmlResult>;
export type AuditOutcome = adminAudit.AuditOutcome;
export type AuditEntry = adminAudit.AuditEntry;
export type AuditPage = adminAudit.AuditPage;
export type ReportReason = reports.ReportReason;
export type NewReport = reports.NewReport;
export type ChatReport = reports.Report;
export type DiscoveredUser = Static<typeof search.DiscoveredUser>;
export type InterestDimensions = Static<typeof interests.InterestDimensions>;
export type InterestProfile = Static<typeof interests.InterestProfile>;
export type Recommendation = Static<typeof interests.Recommendation>;
