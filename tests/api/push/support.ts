import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '../../e2e/support/test-certificate';

/** One request the receiver got, as a push service sees it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local https "push service" on a free port with a throwaway certificate for 127.0.0.1. It
 * records every request and answers 201, or the status set for that path (410 = gone). `agent`
 * trusts its certificate, for the server's web-push transport.
 */
export async function startPushReceiver() {
  const certificate = selfSignedCertificate('127.0.0.1');
  const ca = readFileSync(certificate.cert);
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const waiters: Array<() => void> = [];
  const server = https.createServer({ cert: ca, key: readFileSync(certificate.key) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusFor.get(req.url ?? '') ?? 201;
      res.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    statusFor,
    agent: new https.Agent({ ca }),
    /** Resolves when `count` requests in total have arrived (event-driven, no polling). */
    async until(count: number): Promise<void> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      certificate.dispose();
    },
  };
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** What a browser makes for PushManager.subscribe: a P-256 key pair and a 16-byte auth secret. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    json: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
    /** RFC 8291 aes128gcm, done here with node:crypto so the test checks web-push independently. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body[20];
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      if (ciphertext.length > recordSize) throw new Error('more than one record');
      const shared = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The VAPID `Authorization: vapid t=<JWT>, k=<key>` header, checked (RFC 8292); returns the claims. */
export function checkVapid(header: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('k is not the server public key');
  const [head, claims, signature] = jwt.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString());
  if (header64.alg !== 'ES256') throw new Error(`alg ${header64.alg}`);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}
