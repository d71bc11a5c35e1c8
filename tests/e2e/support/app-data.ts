import type { Page } from 'playwright-core';
import type { BreedView, OutboxMail } from '../../../contract/user';
import type { E2E } from './e2e';

/** The page's path, without origin or query. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The breed list the server serves (seeded by the migrations). */
export async function fetchBreeds(e2e: E2E): Promise<BreedView[]> {
  return (await (await fetch(`${e2e.baseUrl}/api/breeds`)).json()) as BreedView[];
}

/** The mails the dev outbox holds for an address. */
export async function outboxOf(e2e: E2E, to: string): Promise<OutboxMail[]> {
  return (await (await fetch(`${e2e.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];
}
