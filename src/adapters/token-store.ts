import { TOKEN_KEY } from '../config';

/** The access token in local storage (spec §3). Storage can be unavailable (privacy modes). */
export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Without storage the session lasts until the page is closed.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
