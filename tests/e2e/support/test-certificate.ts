import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway self-signed certificate for `ip` (subjectAltName IP), made with openssl at test
 * time — nothing secret is kept in the repository. PEM files in a temporary folder.
 */
export function selfSignedCertificate(ip: string): { cert: string; key: string; dispose(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petchat-cert-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${ip}`,
      '-addext',
      `subjectAltName=IP:${ip}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
