import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  type DeferredChildren,
  type RootActor,
  type RootChildren,
  type SignedInChildren,
  selectChildren,
  selectDeferredChildren,
  selectSignedInChildren,
} from '../../machines/root/root.selectors';
import { DEFERRED_CHILD_IDS } from '../../machines/root/root.types';

type Children = RootChildren & SignedInChildren & DeferredChildren;
const SIGNED_IN_KEYS: ReadonlySet<string> = new Set<keyof SignedInChildren>(['notifications', 'friendRequests']);
const DEFERRED_KEYS: ReadonlySet<string> = new Set<string>(DEFERRED_CHILD_IDS);

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
 * A long-lived child of the root actor (toasts, preferences, cookieConsent, network, session…), a
 * deferred one (breedPicker, installPrompt) or a signed-in one (notifications,
 * friendRequests): only components shown once those run may ask for them (the signed-in pages,
 * whose guard waits for both; the bell: `selectSignedInReady`). Elsewhere: `useDeferredChild`.
 */
export function useChild<K extends keyof Children>(key: K): Children[K] {
  const snapshot = useRootActor().getSnapshot();
  if (DEFERRED_KEYS.has(key)) {
    const deferred = selectDeferredChildren(snapshot);
    if (!deferred) throw new Error(`${key} runs once its code has loaded (useDeferredChild)`);
    return deferred[key as keyof DeferredChildren] as Children[K];
  }
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

/**
 * A deferred child for views every page shows (the top bar's install entry): null until its code
 * has loaded after sign-in, then the child (the view re-renders when it arrives).
 */
export function useDeferredChild<K extends keyof DeferredChildren>(key: K): DeferredChildren[K] | null {
  return useSelector(useRootActor(), (snapshot) => selectDeferredChildren(snapshot)?.[key] ?? null);
}
