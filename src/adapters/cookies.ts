/**
 * Reading and writing `document.cookie`. Every cookie of the app is first-party, readable by
 * scripts (theme and language must be), SameSite=Strict and scoped to the whole site; `Secure`
 * is added on HTTPS.
 */

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function removeCookie(name: string, doc: Document = document): void {
  writeCookie(name, '', 0, doc);
}
