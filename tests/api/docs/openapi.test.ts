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
    expect(missing, 'routes missing from server/modules/api-docs/catalogue.ts').toEqual([]);
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

  it('serves a readable reference page without a token', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<code>/api/get-peer-id</code>');
    expect(html).toContain('href="/api/docs/openapi.json"');
    expect(html).not.toContain('<script');
  });
});
