import type { ReactNode } from 'react';
import * as s from './Page.css';
import { MAIN_ID } from './TopBar';

export interface AppShellProps {
  topBar: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Fixed layers that belong to the page (the cookie banner). */
  floating?: ReactNode;
  /** A screen covering the page; the page stays mounted (keeping its state) but inert. */
  cover?: ReactNode;
  /** Toasts stay above everything, the cover included. */
  toasts?: ReactNode;
}

export function AppShell({ topBar, footer, children, floating, cover, toasts }: AppShellProps) {
  return (
    <>
      <div className={s.shell} inert={cover ? true : undefined} aria-hidden={cover ? true : undefined}>
        {topBar}
        <main id={MAIN_ID} className={s.main} tabIndex={-1}>
          {children}
        </main>
        {footer}
        {floating}
      </div>
      {cover}
      {toasts}
    </>
  );
}
