import { act } from '@testing-library/react';
import { type ComponentType, useSyncExternalStore } from 'react';

/**
 * Renders a view whose props a test changes later, without re-rendering from the top (so the
 * router and Lingui providers around it stay): `const view = propsStore(Form, props)`, render
 * `<view.Component />`, then `view.set({ saving: true })`.
 */
export function propsStore<P extends object>(View: ComponentType<P>, initial: P) {
  let props = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Component() {
    const current = useSyncExternalStore(subscribe, () => props);
    return <View {...current} />;
  }
  return {
    Component,
    set(next: Partial<P>) {
      act(() => {
        props = { ...props, ...next };
        for (const listener of listeners) listener();
      });
    },
    get props() {
      return props;
    },
  };
}
