import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build } from './helper.ts';

/** Every call of the specification's table (spec §7), relative to /api. */
const specCalls: [method: string, path: string][] = [
  ['post', '/api/auth/register'],
  ['post', '/api/auth/login'],
  ['get', '/api/auth/info'],
  ['get', '/api/settings'],
  ['post', '/api/settings'],
  ['get', '/api/onboarding'],
  ['post', '/api/onboarding'],
  ['delete', '/api/onboarding/{id}'],
  ['get', '/api/hints/quotes'],
  ['get', '/api/hints/learning'],
  ['get', '/api/hints/applications'],
  ['post', '/api/hints/quotes'],
  ['post', '/api/hints/applications'],
  ['post', '/api/hints/learning'],
  ['get', '/api/jobs'],
  ['get', '/api/jobs/{id}'],
  ['post', '/api/jobs/create'],
  ['get', '/api/companies'],
  ['get', '/api/companies/{id}'],
  ['post', '/api/companies/create'],
  ['get', '/api/companies/{id}/following'],
  ['post', '/api/companies/{id}/follow'],
  ['get', '/api/courses'],
  ['get', '/api/courses/{id}'],
  ['get', '/api/bookmarks'],
  ['post', '/api/bookmarks'],
  ['delete', '/api/bookmarks/{id}'],
  ['post', '/api/profiles/create'],
  ['get', '/api/profiles'],
  ['get', '/api/profiles/{id}/rating'],
  ['get', '/api/profiles/{id}/following'],
  ['post', '/api/profiles/{id}/follow'],
  ['post', '/api/profiles/{id}/rate'],
  ['post', '/api/profiles/{id}/update'],
  ['get', '/api/chats'],
  ['post', '/api/chats'],
  ['delete', '/api/chats'],
  ['get', '/api/chats/{chatId}/messages'],
  ['post', '/api/chats/{chatId}/messages'],
  ['get', '/api/avatars/{userId}'],
  ['get', '/api/avatars/username/{username}'],
  ['post', '/api/avatars'],
  ['post', '/api/files/upload'],
  ['get', '/api/files/{objectName}'],
  ['get', '/api/search/entities/top'],
  ['get', '/api/search/entities/top/all'],
  ['get', '/api/userdiscovery'],
  ['post', '/api/admin/database/sql'],
  ['post', '/api/admin/database/dml'],
];

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
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

  it.each(specCalls)('documents %s %s with its responses', (method, path) => {
    const operation = document.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0);
  });

  it('serves Swagger UI at /api/docs from this host', async () => {
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
    expect(response.body).not.toMatch(/https?:\/\/(?!localhost)[\w.-]+\/[^"]*\.(?:js|css)/);
  });
});
