import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build } from './helper.ts';

/** Shapes of a documented success response: which properties, of what. */
type Shape =
  | { object: string[]; optional?: string[] }
  | { array: string[] }
  | { page: string[] }
  | 'ids'
  | 'rows'
  | 'binary'
  | 'none';

interface Call {
  method: string;
  path: string;
  /** Success statuses with their shape. */
  ok: Record<number, Shape>;
  /** Error statuses, each answering `{ error, message }`. */
  errors: number[];
}

const user = ['id', 'username', 'name', 'email', 'role'];
const job = [
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
const company = ['id', 'name', 'branch', 'about', 'image', 'website', 'contactMethods', 'location'];
const course = ['id', 'name', 'description', 'imageUrl', 'interestCode'];
const profile = [
  'id',
  'userId',
  'displayName',
  'about',
  'interests',
  'everydayActivities',
  'job',
  'hasAvatar',
];
const message = ['id', 'senderId', 'content', 'timestamp'];

const open = [400, 429];
const signedIn = [400, 401, 429];
const adminOnly = [400, 401, 403, 429];
/** Creates that honour an Idempotency-Key: 409 while the first is running, 422 for another body. */
const idempotent = [409, 422];

/** Every call of the API table (docs/product.md#api) with its documented responses. */
const specCalls: Call[] = [
  { method: 'post', path: '/api/auth/register', ok: { 201: { object: ['id'] } }, errors: open },
  {
    method: 'post',
    path: '/api/auth/login',
    ok: { 200: { object: ['token', 'userId'] } },
    errors: [400, 401, 429],
  },
  {
    method: 'get',
    path: '/api/auth/info',
    ok: { 200: { object: user } },
    errors: [...signedIn, 404],
  },
  {
    method: 'get',
    path: '/api/settings',
    ok: { 200: { array: ['key', 'value'] } },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/settings',
    ok: { 200: { object: ['key', 'value'] }, 201: { object: ['key', 'value'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/onboarding',
    ok: {
      200: { page: ['id', 'question', 'answers', 'answerDimensions', 'settings_key', 'position'] },
    },
    errors: signedIn,
  },
  { method: 'post', path: '/api/onboarding', ok: { 201: { object: ['id'] } }, errors: adminOnly },
  {
    method: 'delete',
    path: '/api/onboarding/{id}',
    ok: { 204: 'none' },
    errors: [...adminOnly, 404],
  },
  {
    method: 'get',
    path: '/api/hints/all',
    ok: { 200: { object: ['quotes', 'learning', 'applications'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/hints/quotes',
    ok: { 200: { page: ['id', 'quote'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/hints/learning',
    ok: { 200: { page: ['id', 'emoji', 'title', 'description'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/hints/applications',
    ok: { 200: { page: ['id', 'shortTip', 'longTip'] } },
    errors: signedIn,
  },
  { method: 'post', path: '/api/hints/quotes', ok: { 201: { object: ['id'] } }, errors: adminOnly },
  {
    method: 'post',
    path: '/api/hints/applications',
    ok: { 201: { object: ['id'] } },
    errors: adminOnly,
  },
  {
    method: 'post',
    path: '/api/hints/learning',
    ok: { 201: { object: ['id'] } },
    errors: adminOnly,
  },
  ...(
    [
      ['quotes', ['id', 'quote']],
      ['learning', ['id', 'emoji', 'title', 'description']],
      ['applications', ['id', 'shortTip', 'longTip']],
    ] as const
  ).map(([kind, fields]) => ({
    method: 'put',
    path: `/api/hints/${kind}/{id}`,
    ok: { 200: { object: [...fields] } },
    errors: [...adminOnly, 404],
  })),
  {
    method: 'get',
    path: '/api/jobs',
    ok: { 200: { page: [...job, 'distanceKm'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/jobs/{id}',
    ok: { 200: { object: job } },
    errors: [...signedIn, 404],
  },
  { method: 'post', path: '/api/jobs/create', ok: { 201: { object: ['id'] } }, errors: adminOnly },
  { method: 'get', path: '/api/companies', ok: { 200: { page: company } }, errors: signedIn },
  {
    method: 'get',
    path: '/api/companies/{id}',
    ok: { 200: { object: [...company, 'jobs', 'courses'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/companies/create',
    ok: { 201: { object: ['id'] } },
    errors: adminOnly,
  },
  {
    method: 'get',
    path: '/api/companies/{id}/following',
    ok: { 200: { object: ['following', 'count'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/companies/{id}/follow',
    ok: { 200: { object: ['following', 'count'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'get',
    path: '/api/courses',
    ok: { 200: { array: ['course', 'company', 'distanceKm'] } },
    errors: open,
  },
  {
    method: 'get',
    path: '/api/places',
    ok: { 200: { object: ['content'] } },
    errors: open,
  },
  {
    method: 'get',
    path: '/api/courses/{id}',
    ok: { 200: { object: course } },
    errors: [...open, 404],
  },
  {
    method: 'get',
    path: '/api/bookmarks',
    ok: {
      200: {
        page: [
          'id',
          'entityType',
          'entityId',
          'entity',
          'provider',
          'status',
          'deadline',
          'note',
          'statusHistory',
        ],
      },
    },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/bookmarks',
    ok: { 201: { object: ['id'] } },
    errors: [...signedIn, ...idempotent, 404],
  },
  {
    method: 'delete',
    path: '/api/bookmarks/{id}',
    ok: { 204: 'none' },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'patch',
    path: '/api/bookmarks/{id}',
    ok: {
      200: {
        object: [
          'id',
          'entityType',
          'entityId',
          'entity',
          'provider',
          'status',
          'deadline',
          'note',
          'statusHistory',
        ],
      },
    },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'get',
    path: '/api/bookmarks/due',
    ok: { 200: { object: ['count', 'days'] } },
    errors: signedIn,
  },
  { method: 'get', path: '/api/calendar', ok: { 200: { object: ['active'] } }, errors: signedIn },
  { method: 'post', path: '/api/calendar', ok: { 200: { object: ['url'] } }, errors: signedIn },
  { method: 'delete', path: '/api/calendar', ok: { 204: 'none' }, errors: signedIn },
  { method: 'get', path: '/api/push/key', ok: { 200: { object: ['publicKey'] } }, errors: open },
  {
    method: 'post',
    path: '/api/push/subscriptions',
    ok: { 201: { object: ['endpoint', 'kinds'] } },
    errors: signedIn,
  },
  { method: 'delete', path: '/api/push/subscriptions', ok: { 204: 'none' }, errors: signedIn },
  {
    method: 'get',
    path: '/api/calendar/feeds/{file}',
    ok: { 200: 'none' },
    errors: [...open, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/create',
    ok: { 200: { object: profile }, 201: { object: profile } },
    errors: [...signedIn, 404],
  },
  { method: 'get', path: '/api/profiles', ok: { 200: { page: profile } }, errors: signedIn },
  {
    method: 'get',
    path: '/api/profiles/{id}/rating',
    ok: { 200: { object: ['rating', 'count', 'mine'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'get',
    path: '/api/profiles/{id}/following',
    ok: { 200: { object: ['count', 'following'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/{id}/follow',
    ok: { 200: { object: ['count', 'following'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/{id}/rate',
    ok: { 200: { object: ['rating', 'count', 'mine'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/{id}/update',
    ok: { 200: { object: profile } },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'get',
    path: '/api/chats',
    ok: {
      200: {
        array: [
          'chatId',
          'usernames',
          'otherUserId',
          'otherDisplayName',
          'otherHasAvatar',
          'lastMessage',
          'unread',
          'blocked',
        ],
      },
    },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/chats',
    ok: { 200: { object: ['chatId'] }, 201: { object: ['chatId'] } },
    errors: [...signedIn, ...idempotent, 403, 404],
  },
  { method: 'delete', path: '/api/chats', ok: { 204: 'none' }, errors: [...signedIn, 403, 404] },
  {
    method: 'get',
    path: '/api/chats/{chatId}/messages',
    ok: { 200: { array: message } },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'post',
    path: '/api/chats/{chatId}/messages',
    ok: { 201: { object: message } },
    errors: [...signedIn, ...idempotent, 403, 404, 413, 415],
  },
  // Read state, blocks and reports of chats.
  {
    method: 'get',
    path: '/api/chats/unread',
    ok: { 200: { object: ['count'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/chats/{chatId}',
    ok: {
      200: {
        object: [
          'chatId',
          'usernames',
          'otherUserId',
          'otherDisplayName',
          'otherHasAvatar',
          'lastMessage',
          'unread',
          'blocked',
        ],
      },
    },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'post',
    path: '/api/chats/{chatId}/block',
    ok: { 204: 'none' },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/chats/{chatId}/block',
    ok: { 204: 'none' },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'post',
    path: '/api/reports',
    ok: { 201: { object: ['id'] } },
    errors: [...signedIn, ...idempotent, 403, 404],
  },
  {
    method: 'get',
    path: '/api/reports',
    ok: {
      200: {
        page: [
          'id',
          'chatId',
          'reporter',
          'reported',
          'reason',
          'details',
          'createdAt',
          'resolvedAt',
          'messages',
        ],
      },
    },
    errors: adminOnly,
  },
  {
    method: 'post',
    path: '/api/reports/{id}/resolve',
    ok: { 204: 'none' },
    errors: [...adminOnly, 404],
  },
  {
    method: 'post',
    path: '/api/assistant/ask',
    ok: { 200: { object: ['answer', 'sources', 'mode'], optional: ['help', 'humanRoute'] } },
    errors: signedIn,
  },
  { method: 'get', path: '/api/avatars/{userId}', ok: { 302: 'none' }, errors: [...open, 404] },
  {
    method: 'get',
    path: '/api/avatars/username/{username}',
    ok: { 302: 'none' },
    errors: [...open, 404],
  },
  { method: 'post', path: '/api/avatars', ok: { 200: { object: ['status'] } }, errors: signedIn },
  {
    method: 'post',
    path: '/api/files/upload',
    ok: { 201: { object: ['objectName'] } },
    errors: [...signedIn, ...idempotent, 413, 415],
  },
  { method: 'get', path: '/api/files/{objectName}', ok: { 200: 'binary' }, errors: [404] },
  {
    method: 'get',
    path: '/api/account/export',
    ok: {
      200: {
        object: [
          'exportedAt',
          'account',
          'settings',
          'profile',
          'avatar',
          'bookmarks',
          'follows',
          'ratingsGiven',
          'chats',
          'blocked',
          'reports',
          'files',
          'calendarFeed',
          'pushSubscriptions',
          'interestProfile',
        ],
      },
    },
    errors: [...signedIn, 404],
  },
  { method: 'delete', path: '/api/account', ok: { 204: 'none' }, errors: [...signedIn, 404] },
  { method: 'get', path: '/api/search/entities/top', ok: { 200: 'ids' }, errors: signedIn },
  {
    method: 'get',
    path: '/api/search/entities/top/all',
    ok: { 200: { array: ['entityType', 'entityId'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/search/entities/top/cards',
    ok: { 200: { object: ['all', 'job', 'company', 'course'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/userdiscovery',
    ok: { 200: { array: ['id', 'name', 'username', 'hasAvatar'] } },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/admin/database/sql',
    ok: { 200: 'rows' },
    errors: [...adminOnly, 413, 415],
  },
  {
    method: 'post',
    path: '/api/admin/database/dml',
    ok: { 200: { object: ['status', 'rowCount'] } },
    errors: [...adminOnly, 413, 415],
  },
  // Interest profile and 'Für dich' (issue 23).
  {
    method: 'get',
    path: '/api/interests',
    ok: { 200: { object: ['dimensions', 'code', 'answered', 'source'] } },
    errors: signedIn,
  },
  {
    method: 'put',
    path: '/api/interests',
    ok: { 200: { object: ['dimensions', 'code', 'answered', 'source'] } },
    errors: signedIn,
  },
  {
    method: 'delete',
    path: '/api/interests',
    ok: { 200: { object: ['dimensions', 'code', 'answered', 'source'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/recommendations',
    ok: { 200: { object: ['content', 'near', 'occupations', 'profile'] } },
    errors: signedIn,
  },
];

interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}

/** The schema a response documents (the same for each media type it lists), if any. */
function schemaOf(operation: Operation, status: number): Schema | undefined {
  const content = operation.responses?.[status]?.content;
  return content ? Object.values(content)[0]?.schema : undefined;
}

/** The object's properties: `properties` required, `optional` not. */
function expectObject(schema: Schema | undefined, properties: string[], optional: string[] = []) {
  expect(schema?.type).toBe('object');
  expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([...properties, ...optional].sort());
  expect([...(schema?.required ?? [])].sort()).toEqual([...properties].sort());
}

function expectShape(schema: Schema | undefined, shape: Shape) {
  if (shape === 'none') return expect(schema?.properties).toBeUndefined();
  if (shape === 'binary') return expect(schema).toMatchObject({ type: 'string', format: 'binary' });
  if (shape === 'ids')
    return expect(schema).toMatchObject({ type: 'array', items: { type: 'string' } });
  if (shape === 'rows')
    return expect(schema).toMatchObject({ type: 'array', items: { type: 'object' } });
  if ('object' in shape) return expectObject(schema, shape.object, shape.optional);
  if ('array' in shape) {
    expect(schema?.type).toBe('array');
    return expectObject(schema?.items, shape.array);
  }
  expectObject(schema, ['content', 'total']);
  expect(schema?.properties?.total?.type).toBe('integer');
  expect(schema?.properties?.content?.type).toBe('array');
  expectObject(schema?.properties?.content?.items, shape.page);
}

describe('OpenAPI documentation', () => {
  let app: App;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await build();
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is an OpenAPI 3 document', () => {
    expect(document.openapi).toMatch(/^3\./);
  });

  it('names the source of its place data', () => {
    expect(document.info.description).toContain(
      'Orte und Postleitzahlen: GeoNames (geonames.org), CC BY 4.0',
    );
    expect(document.info.description).toContain('https://creativecommons.org/licenses/by/4.0/');
  });

  it.each(specCalls)('documents $method $path with its responses', (call) => {
    const operation = document.paths[call.path]?.[call.method];
    expect(operation, `${call.method.toUpperCase()} ${call.path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0);
    const statuses = Object.keys(operation?.responses ?? {}).map(Number);
    const expected = [...Object.keys(call.ok).map(Number), ...call.errors];
    expect(statuses.sort()).toEqual(expected.sort());
    for (const [status, shape] of Object.entries(call.ok)) {
      expectShape(schemaOf(operation!, Number(status)), shape);
    }
    for (const status of call.errors) {
      const schema = schemaOf(operation!, status);
      expect(schema?.required, `${status}`).toEqual(expect.arrayContaining(['error', 'message']));
    }
  });

  it('serves Swagger UI at /api/docs from this host', async () => {
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
    expect(response.body).not.toMatch(/https?:\/\/(?!localhost)[\w.-]+\/[^"]*\.(?:js|css)/);
  });
});
