import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { type SeededUser, seedUser } from '../support/users';

/** A documented operation of the OpenAPI document: its body's field names and its query's. */
interface DocumentedRoute {
  method: string;
  /** Below /api. */
  path: string;
  bodyKeys: string[];
  queryNames: string[];
}

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation the server documents (GET /api/docs/openapi.json is generated from the routes). */
function documentedRoutes(paths: Record<string, Record<string, Operation>>): DocumentedRoute[] {
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method,
      path: path.replace(/^\/api/, ''),
      bodyKeys: Object.keys(op.requestBody?.content['application/json']?.schema?.properties ?? {}),
      queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

/**
 * Property-based fuzzing of every documented endpoint (issue 16): arbitrary bodies (the
 * contract's field names with any JSON values, any JSON at all, broken JSON, other content types),
 * query strings and authorisation headers. Whatever comes in, the server never answers 5xx, and a
 * 4xx changes nothing in the database (compared before and after).
 */

/** Tables whose rows a refusal writes by design: failed logins and wrong codes are counted. */
const COUNTED_REFUSALS = ['auth_throttle'];
/** Columns a refused request may touch by design: attempt counters and the last-seen time. */
const VOLATILE_COLUMNS = ['attempts', 'last_seen_at'];
/** 402 is a declined card: the charge attempt is recorded (payments, idempotency keys) by design. */
const RECORDED_REFUSALS = new Set([402]);
/** Routes whose success would end the fuzzing user's session; fuzzed without a valid token. */
const SESSION_ENDING = new Set(['/delete-profile', '/logout', '/update-password']);

/** One md5 over every table's rows (volatile columns left out), in one query. */
async function databaseDigest(server: TestServer): Promise<string> {
  const tables = (await server.ctx.database.exec(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as Array<{ name: string }>;
  const drop = `ARRAY[${VOLATILE_COLUMNS.map((c) => `'${c}'`).join(',')}]`;
  const parts = tables
    .filter((t) => !COUNTED_REFUSALS.includes(t.name) && !t.name.startsWith('_'))
    .map(
      (t) =>
        `SELECT '${t.name}' AS t, md5(coalesce(string_agg((to_jsonb(x) - ${drop})::text, '|' ORDER BY (to_jsonb(x) - ${drop})::text), '')) AS h FROM "${t.name}" x`,
    );
  const rows = (await server.ctx.database.exec(parts.join(' UNION ALL '))) as Array<{ t: string; h: string }>;
  return rows.map((r) => `${r.t}:${r.h}`).join(',');
}

/** Values a field might get: right and wrong types, huge and tiny numbers, control characters, nesting. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.double(),
  fc.constantFrom(null, true, false, '', ' ', '0', '-1', '2147483648', '1e309', '<script>', 'a\u0000b', '\u202e'),
);

function bodyFor(route: DocumentedRoute) {
  const keys = route.bodyKeys;
  const shaped = keys.length
    ? fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__', 'constructor'), anyValue, {
        maxKeys: keys.length + 2,
      })
    : fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 3 });
  return fc.oneof(
    { arbitrary: shaped.map((o) => ({ type: 'application/json', text: JSON.stringify(o) })), weight: 4 },
    {
      arbitrary: fc.jsonValue().map((j) => ({ type: 'application/json', text: JSON.stringify(j) ?? 'null' })),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 60 }).map((text) => ({ type: 'application/json', text })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml'),
          fc.string({ maxLength: 60 }),
        )
        .map(([type, text]) => ({ type, text })),
      weight: 1,
    },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

const queryArb = (route: DocumentedRoute) =>
  fc.dictionary(
    fc.constantFrom(...route.queryNames, 'x', 'page', 'to'),
    fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('[1,2', '[]', '%', 'null', '-1')),
    { maxKeys: 3 },
  );

// Started while the file is collected: the tests are one per documented route, read from the server.
const server: TestServer = await startTestServer({ config: { matchWaitSeconds: 1, authRateLimitPerMinute: 10_000 } });
const routes = documentedRoutes(server.app.swagger().paths as Record<string, Record<string, Operation>>);

describe('fuzzing every endpoint: never a 5xx, never a change on a 4xx', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(server.ctx);
  });
  afterAll(() => server.close());

  it('has the documented routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    it(`${route.method.toUpperCase()} /api${route.path}`, async () => {
      const auth = fc.constantFrom<'valid' | 'none' | 'garbage' | 'basic'>(
        ...(SESSION_ENDING.has(route.path)
          ? (['none', 'garbage', 'basic'] as const)
          : (['valid', 'valid', 'none', 'garbage', 'basic'] as const)),
      );
      await fc.assert(
        fc.asyncProperty(bodyFor(route), queryArb(route), auth, async (body, query, authKind) => {
          const before = await databaseDigest(server);
          const headers: Record<string, string> = {};
          if (authKind === 'valid') headers.authorization = user.headers.authorization;
          if (authKind === 'garbage') headers.authorization = 'Bearer not.a.token';
          if (authKind === 'basic') headers.authorization = 'Basic dXNlcjpwYXNz';
          const withBody = route.method !== 'get' && body !== null;
          if (withBody) headers['content-type'] = body.type;
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const res = await fetch(`${server.url}/api${route.path}${search ? `?${search}` : ''}`, {
            method: route.method.toUpperCase(),
            headers,
            body: withBody ? body.text : undefined,
          });
          const text = await res.text();
          expect(res.status, `answered ${res.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400 && !RECORDED_REFUSALS.has(res.status)) {
            expect(await databaseDigest(server), `a ${res.status} changed the database`).toBe(before);
          }
        }),
        { numRuns: 12 },
      );
    });
  }
});
