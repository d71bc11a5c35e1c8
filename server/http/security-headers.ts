import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

const ABLY_HOSTS = ['*.ably.io', '*.ably-realtime.com', '*.ably.net'];
const HSTS = 'max-age=31536000; includeSubDomains';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The origins the SPA needs beyond its own, from the configured drivers only: Ably's hosts when
 * realtime runs on Ably; the bucket's (or CDN's) origin for photos and signed video URLs when
 * media is in S3. The built-in hub and PeerJS are same-origin WebSockets; `'self'` covers them
 * (CSP Level 3), and the public URL's ws(s) origin is listed for browsers that predate that.
 */
export function cspSources(config: AppConfig): { connect: string[]; media: string[] } {
  const connect: string[] = [];
  const media: string[] = [];
  const site = originOf(config.publicUrl);
  if (site) connect.push(site.replace(/^http/, 'ws'));
  if (config.ablyApiKey) {
    // A routing-policy endpoint (`eu`) lives under *.ably.net; a custom domain (a dot in it) is its own host.
    const hosts = config.ablyEndpoint.includes('.') ? [...ABLY_HOSTS, config.ablyEndpoint] : ABLY_HOSTS;
    for (const host of hosts) connect.push(`https://${host}`, `wss://${host}`);
  }
  if (config.s3Bucket) {
    const bucket = config.s3Endpoint
      ? originOf(config.s3Endpoint)
      : `https://${config.s3Bucket}.s3.${config.s3Region || 'us-east-1'}.amazonaws.com`;
    for (const origin of [bucket, config.s3PublicUrl ? originOf(config.s3PublicUrl) : null])
      if (origin && !media.includes(origin)) media.push(origin);
  }
  return { connect, media };
}

/** Helmet's headers; the CSP allows what the SPA loads with this configuration, nothing more. */
export function securityHeaderOptions(config: AppConfig): Readonly<HelmetOptions> {
  const extra = cspSources(config);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data:/blob: for the photo editor's previews and recorded clips.
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.media],
        mediaSrc: ["'self'", 'blob:', ...extra.media],
        connectSrc: ["'self'", ...extra.connect],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent by `registerSecurityHeaders` over HTTPS only: over plain HTTP it means nothing, and
    // on a development `localhost` it would pin every other local app to HTTPS.
    strictTransportSecurity: false,
  };
}

/**
 * Helmet's headers for these options, worked out once: with no per-request directives (no CSP
 * nonces, no functions) helmet's middleware sets the same headers on every response, so running
 * it against a recording response gives them all.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers a hashed script, stylesheet or font needs: the rest of helmet's set (CSP, COOP,
 * frame and referrer rules…) governs documents and the workers a script starts, and a file under
 * `/assets/` is neither (no HTML or SVG there; the service worker is `/sw.js`). Over HTTP/1.1 each
 * response carries its headers uncompressed, so helmet's ≈ 0.6 KB on every asset of a first load
 * was ≈ 4 KB of the /login figure (issue 30).
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];
const isAsset = (url: string) => /^\/assets\/[^?#]+\.(js|css|woff2)(\?|#|$)/.test(url);

/**
 * Sets helmet's headers on every response, but a hashed asset's, which gets `ASSET_HEADERS`
 * only. They are computed once (`helmetHeaders`) and set on the reply in one go: running helmet's
 * eleven middlewares, each through Node's validating `setHeader`, was about 6 % of the server's
 * time on the random-chat search path. HSTS only when the request came over HTTPS
 * (`request.protocol`: the socket, or X-Forwarded-Proto with TRUST_PROXY).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isAsset(request.url) ? assetHeaders : headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
