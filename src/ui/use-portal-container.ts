import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const fullscreenElement = () => (document.fullscreenElement as HTMLElement | null) ?? null;

/**
 * Where popups and toasts go: the fullscreen element while one is fullscreen (outside it nothing
 * is drawn, and a focus-trapping dialog there would lock the user out), else the body
 * (`undefined` lets Radix pick it).
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useSyncExternalStore(subscribe, fullscreenElement, () => null) ?? undefined;
}
