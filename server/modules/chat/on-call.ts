import type { AppContext } from '../../context';
import { setOnCall } from './repository';

/**
 * users.is_on_call, with the cached user rows of the user's sessions updated to match: the flag
 * flips on every call, so it is patched rather than invalidated (the cache stays warm for Next).
 */
export async function setOnCallState(ctx: AppContext, userId: number, isOnCall: boolean): Promise<void> {
  await setOnCall(ctx.db, userId, isOnCall);
  ctx.sessionEvents.onCallChanged(userId, isOnCall);
}
