import { BRAND_NAME } from '../config';
import * as s from './Logo.css';

export type LogoVariant = 'dark' | 'light';

/** The mark: a paw print in a speech bubble. */
export function LogoMark({ variant, size = 36 }: { variant: LogoVariant; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        className={s.bubble}
        d="M10 5h28a8 8 0 0 1 8 8v17a8 8 0 0 1-8 8H23l-9.5 7.5a1 1 0 0 1-1.6-.8V38H10a8 8 0 0 1-8-8V13a8 8 0 0 1 8-8Z"
      />
      <g className={s.paw({ variant })}>
        <ellipse cx="24" cy="27.5" rx="7.2" ry="5.8" />
        <ellipse cx="14.8" cy="19.6" rx="2.9" ry="3.4" transform="rotate(-20 14.8 19.6)" />
        <ellipse cx="20.4" cy="14.2" rx="2.9" ry="3.5" transform="rotate(-6 20.4 14.2)" />
        <ellipse cx="27.6" cy="14.2" rx="2.9" ry="3.5" transform="rotate(6 27.6 14.2)" />
        <ellipse cx="33.2" cy="19.6" rx="2.9" ry="3.4" transform="rotate(20 33.2 19.6)" />
      </g>
    </svg>
  );
}

/**
 * Mark and word mark. `dark` is drawn for dark backgrounds, `light` for light ones. `compact`
 * drops the word mark on narrow screens (the top bar of a phone).
 */
export function Logo({ variant, compact = false }: { variant: LogoVariant; compact?: boolean }) {
  const split = BRAND_NAME.indexOf('Chat');
  return (
    <span className={s.logo({ variant })} data-variant={variant}>
      <LogoMark variant={variant} />
      {/* A logotype; its colours pass text contrast anyway (Logo.css.ts), and the accessibility checks scan it. */}
      <span data-logotype="" className={compact ? s.wordMark : undefined}>
        {BRAND_NAME.slice(0, split)}
        <span className={s.wordAccent({ variant })}>{BRAND_NAME.slice(split)}</span>
      </span>
    </span>
  );
}
