import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build } from './helper.ts';
import { accountHintsCalls } from './support/openapi-calls/account-hints.ts';
import { catalogueCalls } from './support/openapi-calls/catalogue.ts';
import { chatsReportsCalls } from './support/openapi-calls/chats-reports.ts';
import { filesSearchAdminCalls } from './support/openapi-calls/files-search-admin.ts';
import { personalCalls } from './support/openapi-calls/personal.ts';
import type { Call, Shape } from './support/openapi.ts';

/** Every call of the API table (docs/product.md#api) with its documented responses. */
const specCalls: Call[] = [
  ...accountHintsCalls,
  ...catalogueCalls,
  ...personalCalls,
  ...chatsReportsCalls,
  ...filesSearchAdminCalls,
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
