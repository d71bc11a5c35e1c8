import { ofetch } from 'ofetch';
import { API_BASE } from '../config';
import { tokenStore } from './token-store';

/**
 * The one HTTP client of the app: JSON against `/api`, with `Authorization: Bearer <token>` from
 * local storage added to every request that does not set its own (spec §7). Errors are
 * `FetchError`s carrying `status` and the server's `data` ({ message, errors }).
 *
 * Extend behaviour here (e.g. the refresh-on-401 queue) rather than creating other clients.
 */
export const api = ofetch.create({
  baseURL: API_BASE,
  onRequest({ options }) {
    const token = tokenStore.get();
    if (token && !options.headers.has('authorization')) options.headers.set('authorization', `Bearer ${token}`);
  },
});

export type Api = typeof api;
