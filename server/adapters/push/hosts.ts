/**
 * Which push services the server posts to (`PUSH_SERVICE_HOSTS`). A subscription's endpoint is a
 * URL the browser — so the user — chose; without this list the server could be made to post to
 * any address (an internal one too). An entry is a host name, or `*.domain` for its subdomains.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

export function parsePushServiceHosts(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_PUSH_SERVICE_HOSTS];
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** True for an https URL without credentials whose host is on the list. */
export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}
