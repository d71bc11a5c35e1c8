import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('the API reference (GET /api/docs)', () => {
  it('runs Swagger UI under the server CSP, with scripts from this origin only, and lists the routes', async () => {
    const { page, errors } = await e2e.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(e2e.baseUrl).origin && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    await page.goto('/api/docs');
    // Rendered by the bundle from the generated document: a script blocked by the CSP renders nothing.
    const operation = page.locator('.opblock', { hasText: '/api/friends/send-request' });
    await operation.waitFor({ timeout: 30_000 });
    await operation.locator('.opblock-summary').click();
    await page.getByText('Friend limit reached, or blocked').waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(40);
    // A CSP violation is reported on the console.
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
