import { Link as RouterLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { localizePath } from '../routing/lang';
import type { AppPath } from '../routing/paths';
import { useUrlLanguage } from '../routing/use-url-language';
import { type ButtonVariants, button } from './Button.css';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A route of the product, without the language prefix (routing/paths.ts). */
  to: AppPath;
  search?: Record<string, string | number>;
  /** The fragment, without `#` (kept by the browser, never sent to a server). */
  hash?: string;
  /** Render as a button (same recipe as Button). */
  asButton?: ButtonVariants;
}

/**
 * An in-app link that keeps the current language: with Ukrainian active it points at the `/ua`
 * twin of `to`, with English at `to` itself (spec §2: English links have no prefix).
 */
export function Link({ to, search, hash, asButton, className, ...rest }: LinkProps) {
  const language = useUrlLanguage();
  const classes = [asButton ? button(asButton) : undefined, className].filter(Boolean).join(' ') || undefined;
  // `to` is a concrete path here, not a route id, so the router's literal route types do not apply.
  return (
    <RouterLink
      to={localizePath(to, language) as string}
      search={search as never}
      hash={hash}
      className={classes}
      {...rest}
    />
  );
}
