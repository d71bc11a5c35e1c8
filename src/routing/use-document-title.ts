import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { stripLanguage } from './lang';
import { documentTitleOf } from './route-titles';

/** Keeps `document.title` on the current route's own title, in the active language. */
export function useDocumentTitle(): void {
  // `_` changes with the active catalog, so the title follows a language switch too.
  const { _ } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    document.title = documentTitleOf(stripLanguage(pathname), (message) => _(message));
  }, [pathname, _]);
}
