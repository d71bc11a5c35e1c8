import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/** The iframes of the page: their attributes and the (unescaped) document each one shows. */
function framesOf(page: string): Array<{ sandbox: string | null; srcdoc: string }> {
  const decode = (s: string) =>
    s.replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? '',
    );
  return [...page.matchAll(/<iframe([^>]*)><\/iframe>/g)].map(([, attrs]) => ({
    sandbox: /\bsandbox="([^"]*)"/.exec(attrs)?.[1] ?? null,
    srcdoc: decode(/\bsrcdoc="([^"]*)"/.exec(attrs)?.[1] ?? ''),
  }));
}

describe('GET /api/dev/mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { nodeEnv: 'development' } });
    await server.ctx.mailer.send({
      to: 'first@example.com',
      subject: 'Your code',
      text: 'Your code: ABC123',
      html: '<html><head><title>t</title></head><body><p>Code <b>ABC123</b></p></body></html>',
    });
    await server.ctx.mailer.send({
      to: 'second@example.com',
      subject: 'Reset <your> password',
      text: 'Open http://localhost/reset?token=t',
      html: '<p onclick="x()">Hi <img src=x onerror="alert(1)"></p><script>alert(document.cookie)</script><a href="http://localhost/reset?token=t">Reset</a>',
    });
  });
  afterAll(() => server.close());

  const page = (query = '') => fetch(`${server.url}/api/dev/mail${query}`);

  it('shows every mail newest first: subject, recipient, time and its HTML in a sandboxed frame', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    const second = html.indexOf('Reset &lt;your&gt; password');
    const first = html.indexOf('<h2>Your code</h2>');
    expect(second).toBeGreaterThan(-1);
    expect(first).toBeGreaterThan(second);
    expect(html).toContain('<b>second@example.com</b>');
    expect(html).toContain('<b>first@example.com</b>');
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d [\d:]+ UTC<\/time>/);

    const frames = framesOf(html);
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      // Neither scripts nor this origin: a mail's HTML cannot run or read the page's storage.
      expect(frame.sandbox).not.toBeNull();
      expect(frame.sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
    }
    expect(frames[1].srcdoc).toContain('<p>Code <b>ABC123</b></p>');
    expect(frames[0].srcdoc).toContain('<a href="http://localhost/reset?token=t">Reset</a>');
    // The mail's markup exists only inside the attribute, escaped: outside it, no script or handler.
    const outsideFrames = html.replace(/\bsrcdoc="[^"]*"/g, 'srcdoc=""');
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(outsideFrames).not.toMatch(/<script|<img|onerror|onclick|alert\(/);
    expect(html).toContain('Plain text</summary><pre>Open http://localhost/reset?token=t</pre>');
  });

  it('filters by recipient like the JSON outbox, which stays', async () => {
    const html = await (await page('?to=FIRST@example.com')).text();
    expect(framesOf(html)).toHaveLength(1);
    expect(html).toContain('Mail to FIRST@example.com');
    expect(html).not.toContain('second@example.com');
    const json = await (await fetch(`${server.url}/api/dev/outbox`)).json();
    expect(json.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
  });

  it('answers this machine only, like the JSON outbox', async () => {
    for (const remoteAddress of ['203.0.113.7', '::ffff:10.0.0.3']) {
      const res = await server.app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('ABC123');
    }
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/dev/mail',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe('GET /api/dev/mail in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { nodeEnv: 'production' } });
  });
  afterAll(() => server.close());

  it('does not exist', async () => {
    const res = await fetch(`${server.url}/api/dev/mail`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });
});
