import { waitFor } from 'xstate';
import { type DeferredChildren, type RootActor, selectDeferredChildren } from '../../../machines/root/root.selectors';
import type { AccessTokenRenewer } from '../../adapters/api/api';

/** How long a refused request waits for the refresh's code before its 401 stands. */
export const REFRESH_CODE_WAIT_MS = 15_000;

/**
 * The HTTP client's token renewal (src/adapters/api/api.ts) when the auth-refresh actor is one of
 * the root's deferred children: only a request sent with an access token asks for it, which a
 * guest's never is, so /login's first load carries none of its code (issue 30). The first 401
 * asks the root for the deferred code (a returning user whose token expired, before the session
 * is known) and waits for it; `connect` links the client to the actor once (connectAuthRefresh,
 * from the deferred chunk), and every later 401 goes straight to it. A wait that fails (the code
 * did not load in time) lets that request's 401 stand and is tried again with the next one.
 */
export function deferredTokenRenewer(
  root: RootActor,
  connect: (authRefresh: DeferredChildren['authRefresh']) => Promise<AccessTokenRenewer>,
): AccessTokenRenewer {
  let renewer: Promise<AccessTokenRenewer> | null = null;
  const start = async (): Promise<AccessTokenRenewer> => {
    root.send({ type: 'deferred.load' });
    const ready = await waitFor(root, (snapshot) => selectDeferredChildren(snapshot) !== null, {
      timeout: REFRESH_CODE_WAIT_MS,
    });
    const children = selectDeferredChildren(ready);
    if (!children) throw new Error('The token refresh did not start');
    return connect(children.authRefresh);
  };
  return async (sentWith) => {
    if (!renewer) {
      const pending = start();
      renewer = pending;
      pending.catch(() => {
        if (renewer === pending) renewer = null;
      });
    }
    return (await renewer)(sentWith);
  };
}
