import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BRAND_NAME } from '../config';
import type { AppPath } from './paths';

/**
 * Each route's own document title (issue 14: tabs, history and bookmarks say which page it is),
 * as nouns: "Log in · PetChat", "Вхід · PetChat". Paths are without the language prefix.
 */
export const ROUTE_TITLES: Record<AppPath, MessageDescriptor> = {
  '/': msg({ message: 'Video chat', context: 'page title' }),
  '/login': msg({ message: 'Log in', context: 'page title' }),
  '/signup': msg({ message: 'Sign up', context: 'page title' }),
  '/forgot-password': msg({ message: 'Forgot password', context: 'page title' }),
  '/password-reset': msg({ message: 'New password', context: 'page title' }),
  '/appeal': msg({ message: 'Appeal', context: 'page title' }),
  '/verify': msg({ message: 'Email verification', context: 'page title' }),
  '/signup-photo': msg({ message: 'Your pet photo', context: 'page title' }),
  '/profile': msg({ message: 'Profile', context: 'page title' }),
  '/subscription': msg({ message: 'Subscription', context: 'page title' }),
  '/friends': msg({ message: 'Friends', context: 'page title' }),
  '/videos': msg({ message: 'Videos', context: 'page title' }),
  '/moderation': msg({ message: 'Moderation', context: 'page title' }),
  '/users-list': msg({ message: 'Users', context: 'page title' }),
  '/friend-call': msg({ message: 'Friend call', context: 'page title' }),
  '/popups': msg({ message: 'Popups', context: 'page title' }),
  '/terms-and-conditions': msg({ message: 'Terms and conditions', context: 'page title' }),
  '/privacy-policy': msg({ message: 'Privacy policy', context: 'page title' }),
  '/offerta': msg({ message: 'Public offer', context: 'page title' }),
  '/rules-of-use': msg({ message: 'Rules of use', context: 'page title' }),
  '/terms': msg({ message: 'Terms and conditions', context: 'page title' }),
  '/privacy': msg({ message: 'Privacy policy', context: 'page title' }),
};

export const NOT_FOUND_TITLE: MessageDescriptor = msg({ message: 'Page not found', context: 'page title' });

/** The title of a path without language prefix, translated by `translate`: "<page> · PetChat". */
export function documentTitleOf(path: string, translate: (message: MessageDescriptor) => string): string {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const message = (ROUTE_TITLES as Record<string, MessageDescriptor>)[normalised] ?? NOT_FOUND_TITLE;
  return `${translate(message)} · ${BRAND_NAME}`;
}
