/** What the OpenAPI test expects of each documented call: the shapes and the status sets. */

/** Shapes of a documented success response: which properties, of what. */
export type Shape =
  | { object: string[]; optional?: string[] }
  | { array: string[] }
  | { page: string[] }
  | 'ids'
  | 'rows'
  | 'binary'
  | 'none';

export interface Call {
  method: string;
  path: string;
  /** Success statuses with their shape. */
  ok: Record<number, Shape>;
  /** Error statuses, each answering `{ error, message }`. */
  errors: number[];
}

export const user = ['id', 'username', 'name', 'email', 'role'];
export const job = [
  'id',
  'name',
  'description',
  'location',
  'workType',
  'yearlySalary',
  'imageUrl',
  'interestCode',
  'requires',
  'user',
  'company',
];
export const company = [
  'id',
  'name',
  'branch',
  'about',
  'image',
  'website',
  'contactMethods',
  'location',
];
export const course = ['id', 'name', 'description', 'imageUrl', 'interestCode'];
export const profile = [
  'id',
  'userId',
  'displayName',
  'about',
  'interests',
  'everydayActivities',
  'job',
  'hasAvatar',
];
export const message = ['id', 'senderId', 'content', 'timestamp'];

export const open = [400, 429];
export const signedIn = [400, 401, 429];
export const adminOnly = [400, 401, 403, 429];
/** Creates that honour an Idempotency-Key: 409 while the first is running, 422 for another body. */
export const idempotent = [409, 422];
