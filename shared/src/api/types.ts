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
  /** Parallel to `answers`: the RIASEC letters each answer speaks for ('' for none). */
  answerDimensions?: string[];
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
  /** 1–3 letters of RIASEC, strongest first (the interest dimensions the job speaks to). */
  interestCode: string;
  user: { id: Id; name: string } | null;
  /** The company offering the job, if any. */
  company: { id: Id; name: string } | null;
}

export interface Course {
  id: Id;
  name: string;
  description: string;
  imageUrl: string;
  /** 1–3 letters of RIASEC, strongest first. */
  interestCode: string;
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
}

export interface Chat {
  chatId: Id;
  /** The other participant first, then the caller. */
  usernames: string[];
  /** The other participant's user id (avatar, profile link); null once the account is deleted. */
  otherUserId: Id | null;
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
}

export interface ProfileFollowing {
  count: number;
  following: boolean;
}

export interface CompanyFollowing {
  following: boolean;
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

/**
 * Query keys of the interest profile and of 'Für dich': the onboarding (mf-profile) and the
 * profile's 'Meine Interessen' change what home (mf-discover) shows.
 */
export const interestsQueryKey = ['interests'] as const;
export const recommendationsQueryKey = ['recommendations'] as const;

/** The six RIASEC interest dimensions, each 0..1 (`GET /interests`). */
export type InterestDimension = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
export type InterestDimensions = Record<InterestDimension, number>;

export interface InterestProfile {
  dimensions: InterestDimensions;
  /** Up to three letters, strongest first; '' before any answer. */
  code: string;
  /** Answered (not skipped) questions of the interest check. */
  answered: number;
  source: 'onboarding' | 'edited';
}

/** One 'Für dich' suggestion (`GET /recommendations`). */
export type Recommendation = {
  score: number;
  /** German sentences: why this item was suggested. */
  reasons: string[];
  /** The 'Entdecke auch' item from a less chosen direction. */
  discover: boolean;
} & (
  | { entityType: 'job'; entityId: Id; item: Job }
  | { entityType: 'course'; entityId: Id; item: Course }
);

export interface Recommendations {
  content: Recommendation[];
  profile: InterestProfile;
}
