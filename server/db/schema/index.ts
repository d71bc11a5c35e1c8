// Every table module is re-exported here so drizzle's relational queries see the whole schema.
// Each capability adds its own file (accounts.ts, chat.ts, profile.ts, ...) and one line below.
export * from './accounts';
export * from './chat';
export * from './core';
export * from './friend-calls';
export * from './friends';
export * from './meet-again';
export * from './profile';
export * from './push';
export * from './safety';
export * from './subscription';
export * from './videos';

import * as accounts from './accounts';
import * as chat from './chat';
import * as core from './core';
import * as friendCallsSchema from './friend-calls';
import * as friends from './friends';
import * as meetAgainSchema from './meet-again';
import * as profile from './profile';
import * as push from './push';
import * as safety from './safety';
import * as subscription from './subscription';
import * as videosSchema from './videos';

export const schema = {
  ...core,
  ...accounts,
  ...profile,
  ...chat,
  ...friends,
  ...meetAgainSchema,
  ...friendCallsSchema,
  ...subscription,
  ...videosSchema,
  ...safety,
  ...push,
};
