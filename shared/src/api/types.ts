/**
 * Payloads of the REST API (spec §3 and §7, DESIGN §5). The API validates against its own
 * schemas; these types are what the browser code relies on.
 */
export type Id = string;

export type Role = 'USER' | 'ADMIN';

export interface User {
  id: Id;
  username: string;
  name: string;
  email: string;
  role: string;
}

/** A paginated list: `{ content, total }`. */
export interface Paged<T> {
  content: T[];
  total: number;
}

export interface ApiErrorBody {
  error: string;
  message?: string;
  maxCalls?: number;
  perSeconds?: number;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  token?: string;
  userId?: Id;
  error?: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  name: string;
}

/** Spec §9: the setting that marks the onboarding as done. */
export const ONBOARDING_COMPLETED_KEY = 'onboarding_completed';

export interface Setting {
  key: string;
  value: string | null;
}

export interface OnboardingQuestion {
  id: Id;
  question: string;
  answers: string[];
  settings_key: string;
  /** Display order; an admin edit re-creates the question at the same position. */
  position?: number;
}

export interface CreatedResponse {
  id: Id;
}

export interface ProfileJob {
  name: string;
  description: string;
  location: string;
  workType: string;
  yearlySalary: number;
  imageUrl: string;
}

export interface Profile {
  id: Id;
  userId: Id;
  displayName: string;
  about: string;
  interests: string[];
  everydayActivities: string[];
  job: ProfileJob | null;
}

export interface Job {
  id: Id;
  name: string;
  description: string;
  location: string;
  workType: string;
  yearlySalary: number;
  imageUrl: string;
  user: { id: Id; name: string } | null;
  /** The company offering the job, if any. */
  company: { id: Id; name: string } | null;
}

export interface Course {
  id: Id;
  name: string;
  description: string;
  imageUrl: string;
}

export interface Company {
  id: Id;
  name: string;
  branch: string;
  about: string;
  image: string;
  website: string;
  contactMethods: string;
  jobs?: Job[];
  courses?: Course[];
}

export interface CourseListItem {
  course: Course;
  company: Company | null;
}

export type EntityType = 'job' | 'company' | 'course';

export interface Bookmark {
  id: Id;
  entityType: EntityType;
  entityId: Id;
  /** The saved item itself; deleting an item removes its bookmarks. */
  entity: Job | Company | Course;
  /** Who offers a saved job (company) or course (university), the first by name. */
  provider: { id: Id; name: string } | null;
  /** Where the application stands; companies stay 'saved'. */
  status: BookmarkStatus;
  /** `YYYY-MM-DD`, or null. */
  deadline: string | null;
  /** The private note; '' when there is none. */
  note: string;
  /** Saving first, then each status change (epoch milliseconds), oldest first. */
  statusHistory: { status: BookmarkStatus; changedAt: number }[];
}

export type BookmarkStatus = 'saved' | 'applied' | 'interview' | 'offer' | 'rejected';

/** `PATCH /bookmarks/{id}`: what is sent changes; a null deadline or '' note removes it. */
export interface BookmarkChanges {
  status?: BookmarkStatus;
  deadline?: string | null;
  note?: string;
}

/** `GET /bookmarks/due`: open applications with a deadline in the next `days` days. */
export interface DueCount {
  count: number;
  days: number;
}

/** `POST /calendar`: the caller's new secret calendar feed address. */
export interface CalendarFeed {
  url: string;
}

export interface Chat {
  chatId: Id;
  /** The other participant first, then the caller. */
  usernames: string[];
  /** The other participant's user id (avatar, profile link); null once the account is deleted. */
  otherUserId: Id | null;
  /** The other participant's display name; null once the account is deleted. */
  otherDisplayName: string | null;
  lastMessage: Message | null;
  /** The other's messages the caller has not read yet. */
  unread: number;
  /** Whether the caller has blocked the other participant. */
  blocked: boolean;
}

/** `GET /chats/unread`: unread messages over all of the caller's chats. */
export interface UnreadCount {
  count: number;
}

export interface Message {
  id: Id;
  senderId: Id;
  content: string;
  timestamp: number;
}

export interface ApplicationTip {
  id: Id;
  shortTip: string;
  longTip: string;
}

export interface LearningTip {
  id: Id;
  emoji: string;
  title: string;
  description: string;
}

export interface Quote {
  id: Id;
  quote: string;
}

export interface RatingResponse {
  rating: number | null;
  count: number;
  /** The stars the caller gave, null when they have not rated. */
  mine?: number | null;
}

export interface ProfileFollowing {
  count: number;
  following: boolean;
}

export interface CompanyFollowing {
  following: boolean;
  /** How many follow the company. */
  count?: number;
}

export interface UploadResponse {
  objectName: string;
}

export interface TopEntity {
  entityType: EntityType;
  entityId: Id;
}

/** `POST /admin/database/dml`. `/sql` answers the rows as an array. */
export interface AdminDmlResponse {
  status: 'ok';
  rowCount: number;
}

export interface DiscoveredUser {
  id: Id;
  name: string;
  username: string;
}
