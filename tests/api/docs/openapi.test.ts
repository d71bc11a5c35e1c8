import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/** Every route Fastify has, from its route tree (`printRoutes` without a common prefix), HEAD left out. */
function registeredRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    prefixes.length = depth;
    const path = (prefixes[depth - 1] ?? '') + m[2];
    prefixes[depth] = path;
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

interface Doc {
  openapi: string;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
  >;
}

describe('the published contract (GET /api/docs)', () => {
  let server: TestServer;
  let doc: Doc;
  beforeAll(async () => {
    server = await startTestServer();
    doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as Doc;
  });
  afterAll(() => server.close());

  it('documents every registered /api route, and only routes that exist', () => {
    const api = registeredRoutes(server.app).filter(
      (r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'),
    );
    expect(api.length).toBeGreaterThan(40);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const missing = api.map((r) => `${r.method} ${r.path}`).filter((key) => !documented.has(key));
    expect(
      missing,
      'routes registered without `route(access, docs)` (server/modules/api-docs/route-access.ts)',
    ).toEqual([]);
    const registered = new Set(api.map((r) => `${r.method} ${r.path}`));
    expect(
      [...documented].filter((key) => !registered.has(key)),
      'documented routes that do not exist',
    ).toEqual([]);
  });

  it('is OpenAPI 3.1 with request bodies generated from the contract schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    const register = doc.paths['/api/register'].post.requestBody?.content['application/json'].schema;
    expect(Object.keys(register?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'name',
        'phone',
        'email',
        'password',
        'pet_name',
        'pet_breed',
        'pet_gender',
        'birth_date',
      ]),
    );
    const report = doc.paths['/api/add-report'].post.requestBody?.content['application/json'].schema;
    expect(Object.keys(report?.properties ?? {})).toEqual(expect.arrayContaining(['to_id', 'match_id', 'evidence']));
  });

  it('serves Swagger UI without a token, its scripts from this server under the CSP', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = await res.text();
    // Every script is a file of this origin (script-src 'self' allows no inline script, no CDN).
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const sources = scripts.map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1]);
    expect(sources.every((src) => src?.startsWith('/api/docs/static/'))).toBe(true);
    expect(sources).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const src of sources) {
      const script = await fetch(`${server.url}${src}`);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/javascript/);
      await script.arrayBuffer();
    }
    // The initializer reads the document beside the page.
    const initializer = await (await fetch(`${server.url}/api/docs/static/swagger-initializer.js`)).text();
    expect(initializer).toContain("resolveUrl('./json')");
    const json = (await (await fetch(`${server.url}/api/docs/json`)).json()) as Doc;
    expect(json).toEqual(doc);
  });

  it('leaves validation to the contract: a documented body is not checked by Fastify', async () => {
    // ajv would answer 400 "body must have required property…"; valibot answers 422 per field.
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 42 }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password', 'name']));
  });

  it('describes error answers with their stable code', () => {
    const friends = doc.paths['/api/friends/send-request'].post as unknown as {
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const refusal = friends.responses['403'].content?.['application/json'].schema;
    expect(refusal).toEqual({ $ref: '#/components/schemas/Error' });
    expect(Object.keys(doc.components.schemas.Error.properties)).toEqual(['message', 'code', 'errors']);
  });
});
