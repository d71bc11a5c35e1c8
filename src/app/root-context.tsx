import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  type RootActor,
  type RootChildren,
  type SignedInChildren,
  selectChildren,
  selectSignedInChildren,
} from '../../machines/root/root.selectors';

type Children = RootChildren & SignedInChildren;
const SIGNED_IN_KEYS: ReadonlySet<string> = new Set<keyof SignedInChildren>(['notifications', 'friendRequests']);

const RootActorContext = createContext<RootActor | null>(null);

export function RootActorProvider({ actor, children }: { actor: RootActor; children: ReactNode }) {
  return <RootActorContext.Provider value={actor}>{children}</RootActorContext.Provider>;
}

export function useRootActor(): RootActor {
  const actor = useContext(RootActorContext);
  if (!actor) throw new Error('useRootActor needs <RootActorProvider>');
  return actor;
}

/**
 * A long-lived child of the root actor (toasts, preferences, cookieConsent, network, session…), or
 * a signed-in one (notifications, friendRequests): only components shown once the signed-in
 * children run may ask for those (the bell, signed-in pages; `selectSignedInReady`).
 */
export function useChild<K extends keyof Children>(key: K): Children[K] {
  const snapshot = useRootActor().getSnapshot();
  if (!SIGNED_IN_KEYS.has(key)) return selectChildren(snapshot)[key as keyof RootChildren] as Children[K];
  const signedIn = selectSignedInChildren(snapshot);
  if (!signedIn) throw new Error(`${key} runs only while a verified user is signed in`);
  return signedIn[key as keyof SignedInChildren] as Children[K];
}

/** Subscribes a view to part of a child's state; re-renders only when the selected value changes. */
export function useChildSelector<K extends keyof Children, T>(
  key: K,
  selector: (snapshot: SnapshotFrom<Children[K]>) => T,
): T {
  return useSelector(useChild(key), selector as (snapshot: unknown) => T);
}
