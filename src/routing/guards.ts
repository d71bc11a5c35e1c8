import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { Language } from '../../machines/preferences/preferences.types';
import {
  type RootActor,
  selectChildren,
  selectDeferredReady,
  selectSignedInReady,
} from '../../machines/root/root.selectors';
import { selectIsSettled, selectSessionStatus } from '../../machines/session/session.selectors';
import type { SessionStatus } from '../../machines/session/session.types';
import { guestMessages } from '../i18n/guest-messages';
import { languageOfParam, localizePath } from './lang';

/** Waits until the session has settled (guest, unverified or verified) and returns its status. */
export async function settledSessionStatus(root: RootActor): Promise<Exclude<SessionStatus, 'loading'>> {
  const { session } = selectChildren(root.getSnapshot());
  const snapshot = await waitFor(session, selectIsSettled);
  return selectSessionStatus(snapshot) as Exclude<SessionStatus, 'loading'>;
}

const languageOf = (param: string | undefined): Language => languageOfParam(param) ?? 'en';

/**
 * Guest-only pages (spec §2): a signed-in user goes to the home page, in the same language. One
 * whose email is not verified yet (just signed up or logged in) goes to /verify: the same
 * verification screen the layout would show at /, under a URL that says what it is.
 */
export async function requireGuest(root: RootActor, langParam: string | undefined): Promise<void> {
  const status = await settledSessionStatus(root);
  if (status === 'guest') return;
  throw redirect({
    href: localizePath(status === 'unverified' ? '/verify' : '/', languageOf(langParam)),
    replace: true,
  });
}

/**
 * Pages for signed-in users (spec §2): a guest goes to /login, in the same language. An
 * unverified user passes, with the guest catalog's texts; the layout shows the verification
 * screen instead of the page.
 */
export async function requireUser(root: RootActor, langParam: string | undefined): Promise<void> {
  const status = await settledSessionStatus(root);
  if (status === 'guest') throw redirect({ href: localizePath('/login', languageOf(langParam)), replace: true });
  await deferredChildren(root);
  if (status === 'verified') await signedInChildren(root);
  // The verification screen's texts and the forms' validation texts are the guest catalog's
  // (lingui.config.ts GUEST); a verified user's come with the signed-in texts.
  else await guestMessages.load(languageOf(langParam));
}

/**
 * The signed-in pages reach the breed picker and the install entry, whose code loads after the
 * first page (machines/root, `deferred`): asked for now, if not yet, and waited for.
 */
export async function deferredChildren(root: RootActor): Promise<void> {
  root.send({ type: 'deferred.load' });
  await waitFor(root, selectDeferredReady);
}

/**
 * A verified user's pages reach realtime, the peer and the bell's actors, whose code loads after
 * sign-in (machines/root): they wait for them, or for the session to change (the guards run again).
 */
async function signedInChildren(root: RootActor): Promise<void> {
  const { session } = selectChildren(root.getSnapshot());
  await waitFor(root, (s) => selectSignedInReady(s) || selectSessionStatus(session.getSnapshot()) !== 'verified');
}
