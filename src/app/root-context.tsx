import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { SnapshotFrom } from 'xstate';
import { type RootActor, type RootChildren, selectChildren } from '../../machines/root/root.selectors';

const RootActorContext = createContext<RootActor | null>(null);

export function RootActorProvider({ actor, children }: { actor: RootActor; children: ReactNode }) {
  return <RootActorContext.Provider value={actor}>{children}</RootActorContext.Provider>;
}

export function useRootActor(): RootActor {
  const actor = useContext(RootActorContext);
  if (!actor) throw new Error('useRootActor needs <RootActorProvider>');
  return actor;
}

/** A long-lived child of the root actor (toasts, preferences, cookieConsent, network, session). */
export function useChild<K extends keyof RootChildren>(key: K): RootChildren[K] {
  return selectChildren(useRootActor().getSnapshot())[key];
}

/** Subscribes a view to part of a child's state; re-renders only when the selected value changes. */
export function useChildSelector<K extends keyof RootChildren, T>(
  key: K,
  selector: (snapshot: SnapshotFrom<RootChildren[K]>) => T,
): T {
  return useSelector(useChild(key), selector as (snapshot: unknown) => T);
}
